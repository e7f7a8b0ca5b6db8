import CCairo
import Foundation

/// PNG encoding and decoding of pixels in memory rather than in a Cairo surface, for images
/// taller than Cairo's 32767-pixel surfaces (full pages drawn in strips).
public enum TallPNG {
    /// Encodes `width * height` native-endian premultiplied ARGB words (rows without padding)
    /// as PNG: RGBA when `hasAlpha`, otherwise RGB, as ``ImageSurface/pngData(encoding:)`` does.
    public static func encode(
        words: [UInt32], width: Int, height: Int, hasAlpha: Bool,
        encoding: PNGEncoding
    ) throws -> [UInt8] {
        precondition(words.count == width * height, "TallPNG needs \(width * height) words, got \(words.count)")
        return try words.withUnsafeBytes {
            try encoding.encode($0, width: width, height: height, stride: width * 4, hasAlpha: hasAlpha)
        }
    }

    /// Decodes PNG bytes of any size to straight RGBA, 4 bytes a pixel, rows without padding.
    public static func decodeRGBA(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int, pixels: [UInt8])
    {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var errorText = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            mosaic_png_decode_rgba(buffer.baseAddress, buffer.count, &pixels, &width, &height, &errorText)
        }
        guard status == 0, let pixels else {
            throw CairoError(
                operation: "decoding \(source)",
                message: errorText.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        defer { free(pixels) }
        return (Int(width), Int(height), Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4)))
    }

    /// The height in a PNG's header, or nil when `bytes` do not start like a PNG.
    public static func height(ofPNG bytes: [UInt8]) -> Int? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        return bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
