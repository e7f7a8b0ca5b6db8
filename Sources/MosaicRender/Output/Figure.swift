import Foundation
import MosaicCairo

/// A picture composed around or instead of a plain screenshot: a ``Filmstrip``, a
/// ``PageFigure`` (a page with its orthogonal sections clipped, unrolled or as filmstrips)
/// or an ``AnatomyFigure``. ``Renderer`` draws any figure to an image, PNG, SVG or PDF:
///
/// ```swift
/// let strip = try Filmstrip(scene: scene, section: 1)
/// try Renderer().write(strip, format: .png, to: URL(fileURLWithPath: "strip.png"))
/// ```
public protocol Figure {
    /// The figure's size in points.
    var size: CGSize { get }
    /// Pixels per point of raster output: 1, 2 or 3.
    var scale: Int { get }
    /// The colour behind everything (figures are opaque).
    var background: Color { get }
    /// Draws the figure with its top-left corner at the origin of the canvas's user space,
    /// one unit per point.
    func draw(in canvas: FigureCanvas) throws
    /// A short title for readers who cannot see the figure (SVG `<title>`); `nil` for none.
    var accessibilityTitle: String? { get }
    /// What the figure shows, in a sentence or two (SVG `<desc>`, alt text); `nil` for none.
    var accessibilityDescription: String? { get }
}

extension Figure {
    public var accessibilityTitle: String? { nil }
    public var accessibilityDescription: String? { nil }
}

extension Figure {
    /// The output's width in pixels.
    public var pixelWidth: Int { PageGeometry.pixels(size.width * CGFloat(scale)) }
    /// The output's height in pixels.
    public var pixelHeight: Int { PageGeometry.pixels(size.height * CGFloat(scale)) }
}
