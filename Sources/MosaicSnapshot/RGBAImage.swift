import Foundation
import MosaicCairo

/// Pixels as straight (not premultiplied) 8-bit RGBA, rows without padding: what a PNG
/// decodes to, and what pixel diffs compare.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row by row.
    public var pixels: [UInt8]

    /// Wraps RGBA bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "RGBAImage \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Makes an image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.r
            pixels[index + 1] = fill.g
            pixels[index + 2] = fill.b
            pixels[index + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixels of `surface`, un-premultiplied.
    public init(_ surface: ImageSurface) {
        self.init(width: surface.width, height: surface.height, pixels: surface.straightRGBA())
    }

    /// Reads a PNG file.
    public init(contentsOfPNG url: URL) throws {
        self.init(try ImageSurface(contentsOfPNG: url.path))
    }

    /// Decodes PNG bytes of any height; `source` names them in the error.
    public init(pngData bytes: [UInt8], source: String = "PNG data") throws {
        if let height = TallPNG.height(ofPNG: bytes), height > ImageSurface.maximumSide {
            let decoded = try TallPNG.decodeRGBA(bytes, source: source)
            self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
        } else {
            self.init(try ImageSurface(pngData: bytes, source: source))
        }
    }

    /// The pixel at (`x`, `y`) as `0xRRGGBBAA`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        let o = (y * width + x) * 4
        return UInt32(pixels[o]) << 24 | UInt32(pixels[o + 1]) << 16 | UInt32(pixels[o + 2]) << 8
            | UInt32(pixels[o + 3])
    }

    /// Sets the pixel at (`x`, `y`) from `0xRRGGBBAA`.
    public mutating func setPixel(x: Int, y: Int, _ rgba: UInt32) {
        let o = (y * width + x) * 4
        pixels[o] = UInt8(rgba >> 24)
        pixels[o + 1] = UInt8((rgba >> 16) & 0xFF)
        pixels[o + 2] = UInt8((rgba >> 8) & 0xFF)
        pixels[o + 3] = UInt8(rgba & 0xFF)
    }

    /// An ARGB32 surface with these pixels (premultiplied the way PNG decoding does).
    public func makeSurface() throws -> ImageSurface {
        let surface = try ImageSurface(width: width, height: height, format: .argb32)
        let stride = surface.stride
        surface.withUnsafeMutablePixelBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let o = (y * width + x) * 4
                    let a = UInt32(pixels[o + 3])
                    func premultiply(_ c: UInt8) -> UInt32 {
                        let t = a * UInt32(c) + 0x80
                        return (t + (t >> 8)) >> 8
                    }
                    let word =
                        a << 24 | premultiply(pixels[o]) << 16 | premultiply(pixels[o + 1]) << 8
                        | premultiply(pixels[o + 2])
                    bytes.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        return surface
    }

    /// PNG bytes of the image (smallest encoding by default: these files get committed), of
    /// any height: images taller than a Cairo surface are encoded from memory.
    public func pngData(encoding: PNGEncoding = .smallest) throws -> [UInt8] {
        guard height > ImageSurface.maximumSide else { return try makeSurface().pngData(encoding: encoding) }
        var words = [UInt32](repeating: 0, count: width * height)
        var opaque = true
        for index in 0..<(width * height) {
            let o = index * 4
            let a = pixels[o + 3]
            if a != 255 { opaque = false }
            words[index] =
                UInt32(a) << 24 | UInt32(PixelHash.premultiply(pixels[o], by: a)) << 16
                | UInt32(PixelHash.premultiply(pixels[o + 1], by: a)) << 8
                | UInt32(PixelHash.premultiply(pixels[o + 2], by: a))
        }
        return try TallPNG.encode(words: words, width: width, height: height, hasAlpha: !opaque, encoding: encoding)
    }
}
