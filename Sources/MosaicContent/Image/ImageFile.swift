import Foundation

/// Why an image file cannot be used, naming the file.
///
/// `description` reads as one sentence, for example
/// `cannot read the image /tmp/a.jpg: Premature end of JPEG file`.
public struct ImageFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What kind of problem it is.
    public enum Problem: Sendable {
        /// The file is missing or cannot be read.
        case unreadable
        /// The file is neither PNG nor JPEG.
        case unknownFormat
        /// The header's size is zero or larger than Mosaic reads.
        case badSize
        /// The header or the image data is damaged.
        case damaged
    }

    /// The file.
    public let path: String
    /// What kind of problem it is.
    public let problem: Problem
    /// What is wrong with it.
    public let reason: String

    /// Makes an error about the file at `path`.
    public init(path: String, problem: Problem, reason: String) {
        self.path = path
        self.problem = problem
        self.reason = reason
    }

    /// The error as one sentence naming the file.
    public var description: String { "cannot read the image \(path): \(reason)" }
}

/// What an image file's header says: its format and size in pixels, read without decoding
/// its pixels, so that a file too large to draw is refused before memory is taken for it.
public struct ImageFile: Equatable, Sendable {
    /// The image formats Mosaic reads.
    public enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    /// The largest number of pixels (width x height) an image file may have: 64 megapixels,
    /// 256 MB once decoded (a 48-megapixel phone photo fits). Each side is also limited to
    /// ``maximumSide``.
    public static let maximumPixels = 64_000_000

    /// The longest side an image file may have, in pixels: 32767, the most a Cairo image
    /// surface (MosaicCairo's `ImageSurface`) holds.
    public static let maximumSide = 32_767

    /// The file.
    public let path: String
    /// Its format, from its first bytes (not its name).
    public let format: Format
    /// Width in pixels, as stored (a JPEG's Exif orientation may swap it with the height when shown).
    public let width: Int
    /// Height in pixels, as stored.
    public let height: Int

    /// Reads the header of the PNG or JPEG file at `path`.
    ///
    /// - Throws: ``ImageFileError`` naming the file when it is missing, neither PNG nor JPEG,
    ///   damaged in its header, or larger than ``maximumPixels`` or ``maximumSide``.
    public init(path: String) throws {
        try self.init(path: path, data: Self.contents(of: path))
    }

    /// Reads the header of an image file whose bytes are `data`.
    package init(path: String, data: Data) throws {
        self.path = path
        let bytes = [UInt8](data.prefix(24))
        if bytes.count >= 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            // PNG: the signature, then the IHDR chunk with the width and height, big-endian.
            guard bytes.count == 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
                throw ImageFileError(path: path, problem: .damaged, reason: "its PNG header is missing or cut short")
            }
            format = .png
            width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        } else if bytes.count >= 3, bytes[0..<3] == [0xFF, 0xD8, 0xFF] {
            format = .jpeg
            (width, height) = try Self.jpegSize([UInt8](data), path: path)
        } else {
            throw ImageFileError(path: path, problem: .unknownFormat, reason: "it is neither a PNG nor a JPEG file")
        }
        guard width > 0, height > 0 else {
            throw ImageFileError(
                path: path, problem: .badSize,
                reason: "its \(format.rawValue) header says it is \(width) x \(height) pixels")
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide,
            width * height <= Self.maximumPixels
        else {
            throw ImageFileError(
                path: path, problem: .badSize,
                reason: "it is \(width) x \(height) pixels; Mosaic reads images of up to "
                    + "\(Self.maximumSide) pixels a side and \(Self.maximumPixels / 1_000_000) megapixels")
        }
    }

    /// The bytes of the file at `path`.
    package static func contents(of path: String) throws -> Data {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ImageFileError(path: path, problem: .unreadable, reason: "no such file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageFileError(path: path, problem: .unreadable, reason: "\(error.localizedDescription)")
        }
    }
    /// The width and height a JPEG's start-of-frame segment gives, found by walking the
    /// segments before it (each a marker and its length), without decoding anything.
    static func jpegSize(_ bytes: [UInt8], path: String) throws -> (width: Int, height: Int) {
        func damaged(_ reason: String) -> ImageFileError {
            ImageFileError(path: path, problem: .damaged, reason: "its JPEG header is damaged (\(reason))")
        }
        func number(at index: Int) -> Int { Int(bytes[index]) << 8 | Int(bytes[index + 1]) }
        var index = 2  // after the start-of-image marker
        while true {
            guard index + 1 < bytes.count else { throw damaged("it ends before the frame header") }
            guard bytes[index] == 0xFF else { throw damaged("a segment does not start with a marker") }
            var marker = bytes[index + 1]
            index += 2
            while marker == 0xFF {  // fill bytes before the marker
                guard index < bytes.count else { throw damaged("it ends before the frame header") }
                marker = bytes[index]
                index += 1
            }
            switch marker {
            case 0x01, 0xD0...0xD8:  // markers without a segment
                continue
            case 0xD9, 0xDA:
                throw damaged("its image data starts before any frame header")
            default:
                break
            }
            guard index + 1 < bytes.count else { throw damaged("it ends before the frame header") }
            let length = number(at: index)
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8, index + 6 < bytes.count else { throw damaged("its frame header is cut short") }
                return (number(at: index + 5), number(at: index + 3))
            }
            guard length >= 2 else { throw damaged("a segment's length is \(length)") }
            index += length
        }
    }
}
