import CJPEG
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
    /// Cairo's ``ImageSurface/maximumSide``.
    public static let maximumPixels = 64_000_000

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
    ///   damaged in its header, or larger than ``maximumPixels`` or ``ImageSurface/maximumSide``.
    public init(path: String) throws {
        try self.init(path: path, data: Self.contents(of: path))
    }

    /// Reads the header of an image file whose bytes are `data`.
    init(path: String, data: Data) throws {
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
            var w: UInt32 = 0, h: UInt32 = 0
            try Self.withJPEG(data, path: path) { pointer, count, message in
                mosaic_jpeg_read_size(pointer, count, &w, &h, message)
            }
            width = Int(w)
            height = Int(h)
        } else {
            throw ImageFileError(path: path, problem: .unknownFormat, reason: "it is neither a PNG nor a JPEG file")
        }
        guard width > 0, height > 0 else {
            throw ImageFileError(path: path, problem: .badSize, reason: "its \(format.rawValue) header says it is \(width) x \(height) pixels")
        }
        guard width <= ImageSurface.maximumSide, height <= ImageSurface.maximumSide,
              width * height <= Self.maximumPixels else {
            throw ImageFileError(path: path, problem: .badSize, reason: "it is \(width) x \(height) pixels; Mosaic reads images of up to "
                                 + "\(ImageSurface.maximumSide) pixels a side and \(Self.maximumPixels / 1_000_000) megapixels")
        }
    }

    /// The bytes of the file at `path`.
    static func contents(of path: String) throws -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw ImageFileError(path: path, problem: .unreadable, reason: "no such file") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageFileError(path: path, problem: .unreadable, reason: "\(error.localizedDescription)")
        }
    }

    /// Calls a libjpeg function of Mosaic's with `data` and a message buffer; a non-zero
    /// result throws libjpeg's message.
    static func withJPEG(_ data: Data, path: String,
                         _ body: (UnsafePointer<UInt8>, UInt, UnsafeMutablePointer<CChar>) -> Int32) throws {
        var message = [CChar](repeating: 0, count: Int(MOSAIC_JPEG_MESSAGE_LENGTH))
        let status = data.withUnsafeBytes { bytes in
            message.withUnsafeMutableBufferPointer { buffer in
                body(bytes.bindMemory(to: UInt8.self).baseAddress!, UInt(bytes.count), buffer.baseAddress!)
            }
        }
        if status != 0 {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageFileError(path: path, problem: .damaged, reason: "the JPEG data is damaged (libjpeg: \(text.isEmpty ? "unknown error" : text))")
        }
    }
}

extension ImageSurface {
    /// Reads a PNG or JPEG file (told apart by its first bytes) into a new surface, after
    /// checking the size its header gives (see ``ImageFile``). A JPEG is turned upright as
    /// its Exif orientation says (a phone's portrait photo is stored sideways).
    ///
    /// - Throws: ``ImageFileError`` naming `path` when the file is missing, of another
    ///   format, too large or damaged.
    public convenience init(contentsOfImage path: String) throws {
        let data = try ImageFile.contents(of: path)
        let file = try ImageFile(path: path, data: data)
        switch file.format {
        case .png:
            do {
                try self.init(contentsOfPNG: path)
            } catch let error as CairoError {
                throw ImageFileError(path: path, problem: .damaged, reason: "the PNG data is damaged (\(error.message))")
            }
        case .jpeg:
            let orientation = JPEGOrientation(jpeg: [UInt8](data.prefix(65_536)))
            if orientation == .upright {
                try self.init(width: file.width, height: file.height, format: .rgb24)
                try decodeJPEG(data, file: file)
            } else {
                let stored = try ImageSurface(width: file.width, height: file.height, format: .rgb24)
                try stored.decodeJPEG(data, file: file)
                let shown = try stored.oriented(orientation)
                try self.init(width: shown.width, height: shown.height, format: .rgb24)
                withUnsafeMutablePixelBytes { target in
                    shown.withUnsafePixelBytes { source in target.copyMemory(from: source) }
                }
            }
        }
    }

    /// Decodes the JPEG `data` (of `file`'s size, this surface's) into this RGB24 surface.
    private func decodeJPEG(_ data: Data, file: ImageFile) throws {
        let stride = self.stride
        try withUnsafeMutablePixelBytes { pixels in
            try ImageFile.withJPEG(data, path: file.path) { pointer, count, message in
                mosaic_jpeg_decode(pointer, count, pixels.bindMemory(to: UInt8.self).baseAddress!, UInt(stride),
                                   UInt32(file.width), UInt32(file.height), message)
            }
        }
    }
}
