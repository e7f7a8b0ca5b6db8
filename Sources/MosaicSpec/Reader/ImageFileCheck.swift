import Foundation
import MosaicContent

#if canImport(Glibc)
import Glibc
#endif

/// Checks an image file a layout names before anything decodes it: that it lies inside
/// the layout file's folder (or a folder the user allowed), and that its PNG or JPEG
/// header is sound and asks for a reasonable number of pixels.
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
            return .failure(
                ImageFileProblem(
                    message: "is outside the layout file's folder (it is \(real))",
                    hint: "layout files may only use images in their own folder; allow another with --allow-path DIR"))
        }
        return header(of: real).map { _ in real }
    }

    /// The header of the file at `path` (PNG or JPEG, read by ``ImageFile`` without decoding
    /// the pixels), if its size is within ``maximumPixels``.
    func header(of path: String) -> Result<ImageFile, ImageFileProblem> {
        let file: ImageFile
        do {
            file = try ImageFile(path: path)
        } catch let error as ImageFileError {
            return .failure(
                ImageFileProblem(message: "cannot be used: \(error.reason)", hint: Self.hints[error.problem]))
        } catch {
            return .failure(ImageFileProblem(message: "cannot be used: \(error)", hint: nil))
        }
        if file.width * file.height > maximumPixels {
            return .failure(
                ImageFileProblem(
                    message: "is \(file.width.formatted) x \(file.height.formatted) pixels, more than the limit of "
                        + "\(maximumPixels.formatted) pixels for an image",
                    hint: "scale it down; a cell shows it at a few hundred points"))
        }
        return .success(file)
    }

    /// What to do about each kind of unusable file.
    private static let hints: [ImageFileError.Problem: String] = [
        .unreadable: "check its permissions", .unknownFormat: "convert it to PNG or JPEG",
        .badSize: "scale it down", .damaged: "save or export it again"
    ]

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
