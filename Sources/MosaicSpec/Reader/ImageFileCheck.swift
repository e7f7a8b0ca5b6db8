import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Checks an image file a layout names before anything decodes it: that it lies inside
/// the layout file's folder (or a folder the user allowed), and that its PNG header is
/// sound and asks for a reasonable number of pixels.
///
/// Layout files get shared and run in CI, so a file must not read whatever it likes
/// (`image: /etc/shadow`, `../../secrets.png`, or a symlink leading out); and a PNG's
/// header can claim 30,000 x 30,000 pixels in a few bytes, which would decode into
/// gigabytes.
struct ImageFileCheck {
    /// The folders images may come from: the layout file's, and any allowed.
    let allowedFolders: [URL]
    let maximumPixels: Int

    /// The file's real path (symlinks resolved), or a message and hint saying what is wrong.
    func check(_ url: URL) -> Result<String, ImageFileProblem> {
        guard let real = Self.realPath(url.path) else {
            return .failure(ImageFileProblem(message: "cannot resolve the image's path", hint: nil))
        }
        let folders = allowedFolders.compactMap { Self.realPath($0.path) }
        guard folders.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return .failure(ImageFileProblem(
                message: "is outside the layout file's folder (it is \(real))",
                hint: "layout files may only use images in their own folder; allow another with --allow-path DIR"))
        }
        return header(of: real).map { _ in real }
    }

    /// The width and height in the PNG header of the file at `path`.
    func header(of path: String) -> Result<(width: Int, height: Int), ImageFileProblem> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ImageFileProblem(message: "cannot be read", hint: "check its permissions"))
        }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            return .failure(ImageFileProblem(message: "is not a PNG file (it does not start with PNG's signature)",
                                             hint: "convert it to PNG"))
        }
        // The first chunk must be IHDR: length 13, then width and height, big-endian.
        guard bytes.count == 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(ImageFileProblem(message: "is a damaged PNG file (its header is missing or cut short)",
                                             hint: "export it again"))
        }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = int(16), height = int(20)
        guard width > 0, height > 0 else {
            return .failure(ImageFileProblem(message: "is a damaged PNG file (it says it is \(width) x \(height) pixels)",
                                             hint: "export it again"))
        }
        if width * height > maximumPixels {
            return .failure(ImageFileProblem(
                message: "is \(width.formatted) x \(height.formatted) pixels, more than the limit of "
                    + "\(maximumPixels.formatted) pixels for an image",
                hint: "scale it down; a cell shows it at a few hundred points"))
        }
        return .success((width, height))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// What is wrong with an image file, to follow "image 'NAME' ".
struct ImageFileProblem: Error {
    var message: String
    var hint: String?
}
