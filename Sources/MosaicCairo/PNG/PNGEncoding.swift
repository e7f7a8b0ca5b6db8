import CCairo
import Foundation

/// How ``ImageSurface`` encodes PNG with libpng: zlib level, row filters and strategy.
///
/// Every choice decodes to the same pixels; they trade time for file size:
///
/// - ``standard``: zlib level 6 with the Up filter only, which suits layouts' repeated rows;
/// - ``fast``: zlib level 1, no filter, for previews and benchmarks;
/// - ``smallest``: zlib level 9, every filter, for files that get committed (snapshot references).
///
/// Benchmarks/render times them against each other.
public struct PNGEncoding: Hashable, Sendable, CustomStringConvertible {
    /// zlib's level (0...9), libpng's filter mask and zlib's strategy.
    let level: Int32
    let filters: Int32
    let strategy: Int32

    /// PNG row filters (see the PNG specification, section 9).
    public struct Filters: OptionSet, Hashable, Sendable {
        /// The raw bit mask, as libpng's `PNG_FILTER_*` values.
        public let rawValue: Int32
        /// Makes a filter set from libpng's bit mask.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// No filtering.
        public static let none = Filters(rawValue: 0x08)
        /// Difference from the pixel to the left.
        public static let sub = Filters(rawValue: 0x10)
        /// Difference from the pixel above.
        public static let up = Filters(rawValue: 0x20)
        /// Difference from the average of left and above.
        public static let average = Filters(rawValue: 0x40)
        /// Paeth predictor.
        public static let paeth = Filters(rawValue: 0x80)
        /// All five; libpng picks one per row.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// libpng with the given zlib level (0...9) and row filters.
    public static func libpng(compressionLevel: Int, filters: Filters, strategy: Strategy = .default) -> PNGEncoding {
        PNGEncoding(
            level: Int32(min(max(compressionLevel, 0), 9)), filters: filters.rawValue, strategy: strategy.rawValue)
    }

    /// zlib's compression strategy.
    public enum Strategy: Int32, Hashable, Sendable {
        /// zlib's default: string matching plus Huffman coding.
        case `default` = 0
        /// Tuned for filtered image data.
        case filtered = 1
        /// Huffman coding only.
        case huffmanOnly = 2
        /// Run-length matches only: fast, and good on flat areas.
        case runLength = 3
    }

    /// Mosaic's default: zlib level 6 with the Up filter, which suits layouts' repeated rows.
    public static let standard = PNGEncoding.libpng(compressionLevel: 6, filters: .up)

    /// Fastest: zlib level 1, unfiltered (files about 1.5x larger than ``standard``).
    public static let fast = PNGEncoding.libpng(compressionLevel: 1, filters: .none)

    /// Smallest files: zlib level 9, all filters.
    public static let smallest = PNGEncoding.libpng(compressionLevel: 9, filters: .all)

    /// A short name, for example `libpng(level: 1, filters: 0x8, strategy: 0)`.
    public var description: String {
        "libpng(level: \(level), filters: 0x\(String(filters, radix: 16)), strategy: \(strategy))"
    }
}

extension PNGEncoding {
    /// Encodes rows of native-endian premultiplied ARGB words, `stride` bytes apart, with
    /// libpng: RGBA when `hasAlpha`, otherwise RGB. The one encoding path of surfaces and of
    /// ``TallPNG``.
    func encode(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, hasAlpha: Bool
    ) throws -> [UInt8] {
        var buffer = mosaic_png_buffer()
        defer { mosaic_png_buffer_free(&buffer) }
        var errorText = [CChar](repeating: 0, count: 256)
        let status: Int32
        if let base = pixels.baseAddress {
            status = mosaic_png_encode(
                base.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(stride),
                hasAlpha ? 1 : 0, level, filters, strategy, &buffer, &errorText)
        } else {
            status = -1
        }
        guard status == 0, let data = buffer.data else {
            let message =
                status == -1 ? "no pixels" : errorText.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw CairoError(operation: "encoding a \(width)x\(height) PNG", message: message)
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}

extension ImageSurface {
    /// Encodes the surface as PNG bytes.
    ///
    /// ARGB32 surfaces are written as 8-bit RGBA (un-premultiplied), or as RGB when
    /// every pixel is opaque; RGB24 surfaces as RGB. The pixels decode identically either way.
    public func pngData(encoding: PNGEncoding = .standard) throws -> [UInt8] {
        try flush()
        let hasAlpha = format == .argb32 && !isOpaque
        return try withUnsafePixelBytes {
            try encoding.encode($0, width: width, height: height, stride: stride, hasAlpha: hasAlpha)
        }
    }

    /// Encodes the surface as PNG, returned as `Data`.
    public func pngDataValue(encoding: PNGEncoding = .standard) throws -> Data {
        Data(try pngData(encoding: encoding))
    }

    /// Writes the surface as a PNG file, atomically (see `AtomicFile`).
    public func writePNG(to url: URL, encoding: PNGEncoding = .standard) throws {
        try AtomicFile.write(try pngData(encoding: encoding), to: url)
    }
}
