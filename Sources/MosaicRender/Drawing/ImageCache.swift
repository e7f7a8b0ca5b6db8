import CompositionalLayout
import Foundation
import MosaicCairo

/// Cell images read during one render, each file read once.
final class ImageCache {
    private var images: [String: ImageSurface] = [:]

    /// The image at `path`, faded to `opacity`.
    ///
    /// - Throws: ``RenderError/unreadableImage(indexPath:path:reason:)`` naming the cell and the file.
    func image(at path: String, opacity: Double, for indexPath: IndexPath) throws -> ImageSurface {
        let image = try load(path, for: indexPath)
        return opacity >= 1 ? image : try Self.faded(image, opacity: opacity)
    }

    private func load(_ path: String, for indexPath: IndexPath) throws -> ImageSurface {
        if let image = images[path] { return image }
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError.unreadableImage(indexPath: indexPath, path: path, reason: "no such file.")
        }
        do {
            let image = try ImageSurface(contentsOfPNG: path)
            images[path] = image
            return image
        } catch {
            throw RenderError.unreadableImage(indexPath: indexPath, path: path, reason: "\(error)")
        }
    }

    /// A copy of `image` with every pixel's opacity multiplied by `opacity`
    /// (pixels are premultiplied, so every channel scales).
    private static func faded(_ image: ImageSurface, opacity: Double) throws -> ImageSurface {
        let copy = try ImageSurface(width: image.width, height: image.height, format: .argb32)
        let context = try DrawingContext(surface: copy)
        try context.draw(image: image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                         contentMode: .scaleToFill)
        let factor = UInt32((max(opacity, 0) * 256).rounded())
        copy.withUnsafeMutablePixelBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8((UInt32(bytes[index]) * factor) >> 8) }
        }
        return copy
    }
}
