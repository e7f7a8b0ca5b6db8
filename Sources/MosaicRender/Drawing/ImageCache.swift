import CompositionalLayout
import Foundation
import MosaicCairo

/// Cell images (PNG or JPEG) read during one render, each file read once.
final class ImageCache {
    private var images: [String: ImageSurface] = [:]
    private var identities: [String: String] = [:]

    /// The image at `path`, read once.
    ///
    /// - Throws: ``RenderError/unreadableImage(indexPath:path:reason:)`` naming the cell and the file.
    func image(at path: String, for indexPath: IndexPath) throws -> ImageSurface {
        try load(path, for: indexPath)
    }

    /// The identity of the image file at `path` for recorded content: `sha256:<hex>` of its
    /// bytes, which no decoder changes (`unreadable` when it cannot be read).
    func identity(of path: String) -> String {
        if let identity = identities[path] { return identity }
        let identity = FileDigest.sha256(ofFileAt: path).map { "sha256:" + $0 } ?? "unreadable"
        identities[path] = identity
        return identity
    }

    private func load(_ path: String, for indexPath: IndexPath) throws -> ImageSurface {
        if let image = images[path] { return image }
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError.unreadableImage(indexPath: indexPath, path: path, reason: "no such file.")
        }
        do {
            let image = try ImageSurface(contentsOfImage: path)
            images[path] = image
            return image
        } catch let error as ImageFileError {
            throw RenderError.unreadableImage(indexPath: indexPath, path: path, reason: error.reason + ".")
        } catch {
            throw RenderError.unreadableImage(indexPath: indexPath, path: path, reason: "\(error)")
        }
    }
}
