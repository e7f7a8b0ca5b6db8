import CCairo

extension ImageSurface {
    /// Decodes PNG bytes into a new surface (ARGB32 if the image has alpha, RGB24 otherwise).
    ///
    /// Throws a ``CairoError`` naming `source` (what the bytes are, for the message) when they
    /// are not a PNG Cairo can read.
    public convenience init(pngData bytes: [UInt8], source: String = "PNG data") throws {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let pointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { buffer in
                        data.update(from: buffer.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        try self.init(pointer: pointer, operation: "decoding \(source)")
    }
}
