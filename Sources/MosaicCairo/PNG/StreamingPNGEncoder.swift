import Foundation

/// Encodes a PNG image fed a band of rows at a time, so an image of any height (Cairo
/// surfaces stop at 32767 pixels) is written in memory bounded by one band and the
/// compressor's window.
///
/// Pixels come from Cairo image surfaces: RGB24 surfaces are written as 8-bit RGB,
/// ARGB32 ones as 8-bit RGBA (un-premultiplied as Cairo's own PNG writer does). Every row
/// uses PNG's Up filter, which turns the repeated rows of a layout into runs of zeros.
/// Encoded bytes go to `sink` in pieces as the image is fed.
package final class StreamingPNGEncoder {
    private let width: Int
    private let height: Int
    private let hasAlpha: Bool
    private let sink: ([UInt8]) throws -> Void
    private var compressor: ZlibCompressor
    private var rowsWritten = 0
    /// Bytes per row, without the filter byte.
    private let rowSize: Int
    /// The previous row's bytes (for the Up filter) and the row being built; one byte
    /// longer than a row, for the conversions' 4-byte stores.
    private var previous: [UInt8]
    private var current: [UInt8]
    /// The last row of the last band as Cairo stored it, to spot a repeated row cheaply.
    private var lastSource: [UInt8]

    /// Compressed bytes gathered before they are written as one IDAT chunk.
    private static let chunkSize = 1 << 16

    /// Writes the signature and header of a `width` x `height` image to `sink`.
    package init(width: Int, height: Int, hasAlpha: Bool, sink: @escaping ([UInt8]) throws -> Void) throws {
        precondition(width > 0 && height > 0 && width < 1 << 31 && height < 1 << 31, "PNG size \(width)x\(height)")
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.sink = sink
        let bytesPerPixel = hasAlpha ? 4 : 3
        compressor = ZlibCompressor(period: bytesPerPixel)
        rowSize = width * bytesPerPixel
        previous = [UInt8](repeating: 0, count: rowSize + 1)
        current = previous
        lastSource = [UInt8](repeating: 0, count: width * 4)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]  // 8 bits, RGB(A), deflate, standard filters, no interlace
        try sink([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", header))
    }

    /// Appends `rows` of `surface` (the surface's width must be the image's).
    package func append(_ surface: ImageSurface, rows: Range<Int>) throws {
        precondition(surface.width == width && rowsWritten + rows.count <= height, "rows do not fit the PNG")
        let convert = hasAlpha ? Self.straightRGBA : Self.rgb
        let rowBytes = width * 4
        guard !rows.isEmpty else { return }
        try surface.withUnsafePixelBytes { pixels in
            let rowStart = { (y: Int) in
                UnsafeRawBufferPointer(rebasing: pixels[(y * surface.stride)..<(y * surface.stride + rowBytes)])
            }
            for y in rows {
                let source = rowStart(y)
                // The row above is in this band, or for a band's first row kept from the last one.
                let repeated =
                    rowsWritten > 0
                    && (y > rows.lowerBound
                        ? memcmp(rowStart(y - 1).baseAddress!, source.baseAddress!, rowBytes) == 0
                        : lastSource.withUnsafeBytes { memcmp($0.baseAddress!, source.baseAddress!, rowBytes) == 0 })
                if repeated {
                    // Up-filtered, a row equal to the one above is all zeros.
                    compressor.append(2, zeroCount: rowSize)
                } else {
                    current.withUnsafeMutableBytes { convert(source, $0.baseAddress!) }
                    writeFilteredRow()
                }
                rowsWritten += 1
                try flushChunks(all: false)
            }
            lastSource.withUnsafeMutableBytes { $0.copyMemory(from: rowStart(rows.upperBound - 1)) }
        }
    }

    /// Ends the image: the rest of the compressed data and the end chunk.
    package func finish() throws {
        precondition(rowsWritten == height, "the PNG has \(rowsWritten) of its \(height) rows")
        compressor.finish()
        try flushChunks(all: true)
        try sink(Self.chunk("IEND", []))
    }

    /// Compresses `current` with the Up filter, then makes it the previous row.
    private func writeFilteredRow() {
        current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                // Byte 0 is the filter type (Up), byte i + 1 the row's byte i minus the one above it.
                compressor.append(count: 1 + rowSize) { target, offset, count in
                    var target = target
                    var index = offset - 1
                    var count = count
                    if offset == 0 {
                        target.pointee = 2
                        (target, index, count) = (target + 1, 0, count - 1)
                    }
                    let now = now.baseAddress! + index
                    let before = before.baseAddress! + index
                    for i in 0..<count { target[i] = now[i] &- before[i] }
                }
            }
        }
        swap(&previous, &current)
    }

    /// Writes the compressed bytes as IDAT chunks of `chunkSize` bytes, and with `all`
    /// the rest too; what is written leaves the compressor's output in one step.
    private func flushChunks(all: Bool) throws {
        let available = compressor.output.count
        guard available >= Self.chunkSize || (all && available > 0) else { return }
        var written = 0
        try compressor.output.withUnsafeBytes { output in
            while available - written >= Self.chunkSize || (all && written < available) {
                let size = min(available - written, Self.chunkSize)
                try sink(Self.chunk("IDAT", UnsafeRawBufferPointer(rebasing: output[written..<written + size])))
                written += size
            }
        }
        compressor.output.removeFirst(written)
    }

    /// A PNG chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        data.withUnsafeBytes { chunk(type, $0) }
    }

    private static func chunk(_ type: String, _ data: UnsafeRawBufferPointer) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + 12)
        bytes.appendBigEndian(UInt32(data.count))
        bytes += type.utf8
        bytes += data
        var crc = CRC32()
        bytes.withUnsafeBytes { crc.update(UnsafeRawBufferPointer(rebasing: $0[4...])) }
        bytes.appendBigEndian(crc.value)
        return bytes
    }

    /// Cairo RGB24 words (native-endian `0x00RRGGBB`) to R, G, B bytes; `target` has a
    /// byte to spare after them.
    private static func rgb(_ source: UnsafeRawBufferPointer, _ target: UnsafeMutableRawPointer) {
        for x in 0..<source.count / 4 {
            let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            // 0x00RRGGBB byte-swapped and shifted is 0x00BBGGRR: R, G, B (and a byte the
            // next pixel overwrites) in little-endian order.
            target.storeBytes(of: (word.byteSwapped >> 8).littleEndian, toByteOffset: x * 3, as: UInt32.self)
        }
    }

    /// Cairo ARGB32 words (premultiplied) to straight R, G, B, A bytes.
    private static func straightRGBA(_ source: UnsafeRawBufferPointer, _ target: UnsafeMutableRawPointer) {
        for x in 0..<source.count / 4 {
            let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let a = word >> 24
            var r = (word >> 16) & 0xFF
            var g = (word >> 8) & 0xFF
            var b = word & 0xFF
            if a == 0 {
                (r, g, b) = (0, 0, 0)
            } else if a != 255 {
                r = (r * 255 + a / 2) / a
                g = (g * 255 + a / 2) / a
                b = (b * 255 + a / 2) / a
            }
            target.storeBytes(of: (a << 24 | b << 16 | g << 8 | r).littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
            UInt8(value & 0xFF)
        ])
    }
}
