import CCairo
import Foundation

/// A surface whose pixels live in memory, for PNG output and pixel tests.
///
/// Cairo limits image surfaces to 32767 pixels a side; larger sizes throw.
public final class ImageSurface: Surface {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next (at least `4 * width`).
    public let stride: Int
    /// How pixels are stored.
    public let format: PixelFormat

    /// The largest width or height Cairo accepts for an image surface.
    public static let maximumSide = 32767

    /// Makes a surface of `width` x `height` pixels, cleared to transparent black.
    public convenience init(width: Int, height: Int, format: PixelFormat = .argb32) throws {
        try self.init(width: width, height: height, format: format, cleared: true)
    }

    /// Makes a surface of `width` x `height` pixels for a caller that paints every pixel before
    /// reading any (a renderer painting the page's background first): its pixels are transparent
    /// black or, in a reused large block, an earlier picture's, which saves clearing megabytes.
    public convenience init(toPaintOverWidth width: Int, height: Int, format: PixelFormat) throws {
        try self.init(width: width, height: height, format: format, cleared: false)
    }

    private convenience init(width: Int, height: Int, format: PixelFormat, cleared: Bool) throws {
        let operation = "creating a \(width)x\(height) \(format.name) image surface"
        guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: operation)
        }
        let pointer =
            LargePixelBlock.makeSurface(
                format: format.cairoFormat, width: Int32(width), height: Int32(height),
                cleared: cleared)
            ?? cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height))
        try self.init(pointer: pointer, operation: operation)
    }

    /// Reads a PNG file into a new surface (ARGB32 if the file has alpha, RGB24 otherwise).
    ///
    /// Throws a ``CairoError`` whose message names `path` when the file is missing or unreadable.
    public convenience init(contentsOfPNG path: String) throws {
        let operation = "reading the PNG image at \(path)"
        guard FileManager.default.fileExists(atPath: path) else {
            throw CairoError(status: CAIRO_STATUS_FILE_NOT_FOUND, operation: operation)
        }
        try self.init(pointer: cairo_image_surface_create_from_png(path), operation: operation)
    }

    init(pointer: OpaquePointer?, operation: @autoclosure () -> String) throws {
        guard let pointer else { throw CairoError(operation: operation(), message: "no surface was returned") }
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw CairoError(status: status, operation: operation())
        }
        guard let format = PixelFormat(cairoFormat: cairo_image_surface_get_format(pointer)) else {
            cairo_surface_destroy(pointer)
            throw CairoError(operation: operation(), message: "unsupported pixel format")
        }
        self.width = Int(cairo_image_surface_get_width(pointer))
        self.height = Int(cairo_image_surface_get_height(pointer))
        self.stride = Int(cairo_image_surface_get_stride(pointer))
        self.format = format
        try super.init(taking: pointer, operation: operation())
    }

    /// Calls `body` with all pixel bytes (`stride * height`, rows padded to `stride`),
    /// after completing pending drawing.
    ///
    /// Each pixel is a native-endian `UInt32` (see ``PixelFormat``).
    public func withUnsafePixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
    }

    /// Calls `body` with writable pixel bytes, then tells Cairo that they changed.
    public func withUnsafeMutablePixelBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        guard let data = cairo_image_surface_get_data(pointer) else {
            return try body(UnsafeMutableRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height))
    }

    /// The pixel at column `x`, row `y` as Cairo stores it: `0xAARRGGBB`, premultiplied
    /// (for RGB24 the top byte is reported as `0xFF`).
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x),\(y)) outside \(width)x\(height)")
        return withUnsafePixelBytes { bytes in
            let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            return format == .rgb24 ? (word | 0xFF00_0000) : word
        }
    }

    /// Bytes of one pixel in canonical order: 4 (A, R, G, B) for ARGB32, 3 (R, G, B) for RGB24.
    public var canonicalBytesPerPixel: Int { format == .argb32 ? 4 : 3 }

    /// Calls `body` once per row, top to bottom, with that row's canonical bytes:
    /// no stride padding, each pixel as A, R, G, B (premultiplied, as Cairo stores it)
    /// for ARGB32 or R, G, B for RGB24, whatever the machine's byte order.
    public func forEachCanonicalRow(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let perPixel = canonicalBytesPerPixel
        var row = [UInt8](repeating: 0, count: width * perPixel)
        try withUnsafePixelBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let o = x * perPixel
                    if perPixel == 4 {
                        row[o] = UInt8(word >> 24)
                        row[o + 1] = UInt8((word >> 16) & 0xFF)
                        row[o + 2] = UInt8((word >> 8) & 0xFF)
                        row[o + 3] = UInt8(word & 0xFF)
                    } else {
                        row[o] = UInt8((word >> 16) & 0xFF)
                        row[o + 1] = UInt8((word >> 8) & 0xFF)
                        row[o + 2] = UInt8(word & 0xFF)
                    }
                }
                try row.withUnsafeBytes(body)
            }
        }
    }

    /// The pixels as straight (un-premultiplied) RGBA, 4 bytes a pixel, rows without padding.
    ///
    /// Un-premultiplies the way PNG output does, so these bytes equal what a PNG of
    /// this surface decodes to.
    public func straightRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let opaque = format == .rgb24
        withUnsafePixelBytes { bytes in
            out.withUnsafeMutableBufferPointer { target in
                var o = 0
                for y in 0..<height {
                    for x in 0..<width {
                        let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                        let a = opaque ? 255 : UInt32(word >> 24)
                        var r = (word >> 16) & 0xFF
                        var g = (word >> 8) & 0xFF
                        var b = word & 0xFF
                        if a == 0 {
                            r = 0
                            g = 0
                            b = 0
                        } else if a != 255 {
                            r = (r * 255 + a / 2) / a
                            g = (g * 255 + a / 2) / a
                            b = (b * 255 + a / 2) / a
                        }
                        target[o] = UInt8(r)
                        target[o + 1] = UInt8(g)
                        target[o + 2] = UInt8(b)
                        target[o + 3] = UInt8(a)
                        o += 4
                    }
                }
            }
        }
        return out
    }

    /// True when every pixel is fully opaque (always true for RGB24).
    public var isOpaque: Bool {
        if format == .rgb24 { return true }
        return withUnsafePixelBytes { bytes in
            for y in 0..<height {
                for x in 0..<width where bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24 != 0xFF {
                    return false
                }
            }
            return true
        }
    }
}
