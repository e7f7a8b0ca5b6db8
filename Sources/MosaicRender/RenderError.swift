import Foundation

/// A render request that cannot be drawn, with what is wrong and where.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A canvas size is zero, negative, NaN or infinite, or an offset is not finite (`what` names the value).
    case invalidCanvas(what: String, value: Double)
    /// The scale is not one of UIKit's display scales, 1, 2 or 3.
    case unsupportedScale(Double)
    /// The scale is not one the canvas's platform has (a Mac or an Apple TV at 3x).
    case platformScale(DevicePlatform, Double)
    /// A section's item count is negative.
    case negativeItemCount(section: Int, count: Int)
    /// The output is too large along an axis that cannot be drawn in strips.
    case outputTooLarge(what: String, pixels: Int, limit: Int)
    /// A cell's image file does not exist or is not a readable PNG.
    case unreadableImage(indexPath: IndexPath, path: String, reason: String)
    /// The canvas asks for something this renderer does not draw yet.
    case unsupported(String)

    /// A sentence naming the problem, the offending value and where it is.
    public var description: String {
        switch self {
        case .invalidCanvas(let what, let value):
            return "The canvas \(what) is \(value): sizes must be positive and finite, offsets finite."
        case .unsupportedScale(let scale):
            return "The scale must be 1, 2 or 3 (UIKit's display scales); it is \(scale)."
        case .platformScale(let platform, let scale):
            let scales = platform.scales.map { "\(Int($0))x" }.joined(separator: " or ")
            return "A \(platform.rawValue) canvas draws at \(scales), as its displays do; its scale is \(scale)."
        case .negativeItemCount(let section, let count):
            return "Section \(section) has \(count) items; item counts cannot be negative."
        case .outputTooLarge(let what, let pixels, let limit):
            let advice =
                what == "tall"
                ? "draw it with Renderer.writePNG, pngData or drawStrips, which work in strips."
                : "only the height of a page can exceed it (pages are drawn in horizontal strips)."
            return "The output is \(pixels) pixels \(what), more than Cairo's limit of \(limit) pixels per surface; "
                + advice
        case .unreadableImage(let indexPath, let path, let reason):
            return "The image of cell [\(indexPath.section), \(indexPath.item)] at \(path) cannot be read: \(reason)"
        case .unsupported(let what):
            return "Not supported yet: \(what)."
        }
    }
}
