import CJPEG
import Foundation

extension ImageFile {
    /// Calls a libjpeg function of Mosaic's with `data` and a message buffer; a non-zero
    /// result throws libjpeg's message.
    fileprivate static func withJPEG(
        _ data: Data, path: String,
        _ body: (UnsafePointer<UInt8>, UInt, UnsafeMutablePointer<CChar>) -> Int32
    ) throws {
        var message = [CChar](repeating: 0, count: Int(MOSAIC_JPEG_MESSAGE_LENGTH))
        let status = data.withUnsafeBytes { bytes in
            message.withUnsafeMutableBufferPointer { buffer in
                body(bytes.bindMemory(to: UInt8.self).baseAddress!, UInt(bytes.count), buffer.baseAddress!)
            }
        }
        if status != 0 {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageFileError(
                path: path, problem: .damaged,
                reason: "the JPEG data is damaged (libjpeg: \(text.isEmpty ? "unknown error" : text))")
        }
    }
}

extension ImageSurface {
    /// Reads a PNG or JPEG file (told apart by its first bytes) into a new surface, after
    /// checking the size its header gives (see `ImageFile`). A JPEG is turned upright as
    /// its Exif orientation says (a phone's portrait photo is stored sideways).
    ///
    /// - Throws: `ImageFileError` naming `path` when the file is missing, of another
    ///   format, too large or damaged.
    public convenience init(contentsOfImage path: String) throws {
        let data = try ImageFile.contents(of: path)
        let file = try ImageFile(path: path, data: data)
        switch file.format {
        case .png:
            do {
                try self.init(contentsOfPNG: path)
            } catch let error as CairoError {
                throw ImageFileError(
                    path: path, problem: .damaged, reason: "the PNG data is damaged (\(error.message))")
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
                mosaic_jpeg_decode(
                    pointer, count, pixels.bindMemory(to: UInt8.self).baseAddress!, UInt(stride),
                    UInt32(file.width), UInt32(file.height), message)
            }
        }
    }
}
