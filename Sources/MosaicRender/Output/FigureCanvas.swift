import Foundation
import MosaicCairo

/// Where a figure draws: a drawing context, its fonts, and how labels are written.
///
/// Labels drawn with ``drawLabel(_:style:in:)`` are glyphs in raster and PDF output; in
/// SVG output (`Renderer.svgData(of:)` with a figure) they become `<text>` elements, so
/// they stay selectable and searchable (Cairo's SVG surface writes glyphs as paths).
public final class FigureCanvas {
    /// The context to draw on, user space in points.
    public let context: DrawingContext
    /// The fonts for text.
    public let fonts: FontEnvironment
    /// Measures text with ``fonts``.
    public let measurer: TextMeasurer
    /// Whether labels are collected as SVG text instead of drawn.
    public let collectsLabelsAsText: Bool
    /// Labels collected for SVG output, in device units (SVG pixels).
    private(set) var textRuns: [SVGTextRun] = []

    /// Makes a canvas over `context`.
    public init(context: DrawingContext, fonts: FontEnvironment, collectsLabelsAsText: Bool = false) {
        self.context = context
        self.fonts = fonts
        self.measurer = TextMeasurer(fonts: fonts)
        self.collectsLabelsAsText = collectsLabelsAsText
    }

    /// Draws a one-line label in `rect`, placed by the style's alignment and vertical
    /// alignment (never wrapped). Returns its measured size.
    @discardableResult
    public func drawLabel(_ text: String, style: TextStyle, in rect: CGRect) throws -> CGSize {
        var style = style
        style.wraps = false
        let measured = measurer.measure(text, style: style)
        guard collectsLabelsAsText else {
            try context.draw(text: text, style: style, in: rect)
            return measured.size
        }
        let width = CGFloat(measured.width)
        let height = CGFloat(measured.height)
        let x: CGFloat
        switch style.alignment {
        case .leading: x = style.direction == .rightToLeft ? rect.maxX - width : rect.minX
        case .center: x = rect.midX - width / 2
        case .trailing: x = style.direction == .rightToLeft ? rect.minX : rect.maxX - width
        }
        let y: CGFloat
        switch style.verticalAlignment {
        case .top: y = rect.minY
        case .center: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        }
        let transform = context.currentTransform
        let factor = Double(sqrt(transform.m11 * transform.m11 + transform.m12 * transform.m12))
        let start = context.userToDevice(CGPoint(x: x, y: y + CGFloat(measured.firstBaseline)))
        textRuns.append(
            SVGTextRun(
                text: text, x: Double(start.x), y: Double(start.y), size: style.size * factor,
                weight: style.weight.rawValue, family: style.fontFamily, color: style.color,
                length: measured.width * factor))
        return measured.size
    }
}
