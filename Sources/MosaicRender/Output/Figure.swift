import CompositionalLayout
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
        let width = CGFloat(measured.width), height = CGFloat(measured.height)
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
        textRuns.append(SVGTextRun(text: text, x: Double(start.x), y: Double(start.y), size: style.size * factor,
                                   weight: style.weight.rawValue, family: style.fontFamily, color: style.color,
                                   length: measured.width * factor))
        return measured.size
    }
}

/// One label written as an SVG `<text>` element.
struct SVGTextRun: Equatable {
    var text: String
    var x: Double
    var y: Double
    var size: Double
    var weight: Int
    var family: String
    var color: Color
    /// The width the text has with Mosaic's fonts; the element's `textLength`.
    var length: Double

    var element: String {
        func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func channel(_ value: Double) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        let fill = "#" + channel(color.red) + channel(color.green) + channel(color.blue)
        let opacity = color.alpha < 1 ? " fill-opacity=\"\(number(color.alpha))\"" : ""
        return "<text x=\"\(number(x))\" y=\"\(number(y))\" font-family=\"\(family.xmlEscaped), DejaVu Sans, sans-serif\""
            + " font-size=\"\(number(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\"\(opacity)"
            + " textLength=\"\(number(length))\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">"
            + text.xmlEscaped + "</text>"
    }

    /// `svg` with `runs` added as a group of `<text>` elements just before `</svg>`.
    static func inserting(_ runs: [SVGTextRun], into svg: [UInt8]) -> [UInt8] {
        guard !runs.isEmpty else { return svg }
        let closing = Array("</svg>".utf8)
        guard let end = lastIndex(of: closing, in: svg) else { return svg }
        var group = "<g id=\"mosaic-labels\">\n"
        for run in runs { group += run.element + "\n" }
        group += "</g>\n"
        return Array(svg[..<end]) + Array(group.utf8) + Array(svg[end...])
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}

/// A problem with a figure request.
public enum FigureError: Error, Equatable, CustomStringConvertible {
    /// The section does not exist.
    case noSuchSection(Int, sectionCount: Int)
    /// The section does not scroll orthogonally, so it has no filmstrip.
    case notOrthogonal(section: Int)
    /// A filmstrip or anatomy figure needs a compositional layout.
    case notCompositional
    /// The column (`maximumWidth` pixels) is too narrow for one frame drawn at the smallest
    /// legible size (`needed` pixels).
    case tooNarrow(maximumWidth: Int, needed: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case let .noSuchSection(section, count):
            return "There is no section \(section): the layout has \(count) section\(count == 1 ? "" : "s")."
        case let .notOrthogonal(section):
            return "Section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is .none),"
                + " so it has no filmstrip."
        case .notCompositional:
            return "The scene's layout is not a UICollectionViewCompositionalLayout."
        case let .tooNarrow(maximumWidth, needed):
            return "--max-width \(maximumWidth) is too narrow for one frame: it needs at least \(needed) pixels"
                + " (frames are not drawn smaller than half their size, to keep their text legible)."
        }
    }
}

extension Renderer {
    /// The figure drawn on one image surface (RGB24, opaque).
    ///
    /// - Throws: ``RenderError/outputTooLarge(what:pixels:limit:)`` past Cairo's limit
    ///   (use `pngData(of:)` or `writePNG(of:to:)`, which draw tall figures in strips).
    public func image(of figure: some Figure) throws -> ImageSurface {
        try checkSize(of: figure)
        guard figure.pixelHeight <= ImageSurface.maximumSide else {
            throw RenderError.outputTooLarge(what: "tall", pixels: figure.pixelHeight, limit: ImageSurface.maximumSide)
        }
        var result: ImageSurface?
        try drawStrips(of: figure, maximumHeight: ImageSurface.maximumSide) { strip, _ in result = strip }
        return result!
    }

    /// Draws the figure in horizontal strips of at most `maximumHeight` pixels, top to
    /// bottom, calling `body` with each strip (a reused surface) and the row it starts at.
    public func drawStrips(of figure: some Figure, maximumHeight: Int? = nil,
                           _ body: (ImageSurface, Int) throws -> Void) throws {
        try checkSize(of: figure)
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let stripHeight = min(max(maximumHeight ?? self.stripHeight, 1), ImageSurface.maximumSide)
        var strip: ImageSurface?
        var top = 0
        while top < figure.pixelHeight {
            let height = min(stripHeight, figure.pixelHeight - top)
            if strip?.height != height {
                strip = try ImageSurface(width: figure.pixelWidth, height: height, format: .rgb24)
            }
            let context = try DrawingContext(surface: strip!, fonts: fonts)
            context.translate(x: 0, y: -Double(top))
            context.scale(by: Double(figure.scale))
            try context.paint(figure.background)
            try figure.draw(in: FigureCanvas(context: context, fonts: fonts))
            try strip!.flush()
            try body(strip!, top)
            top += height
        }
    }

    /// The figure as PNG bytes (tall figures are encoded strip by strip).
    public func pngData(of figure: some Figure) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encodePNG(of: figure) { bytes += $0 }
        return bytes
    }

    /// Writes the figure as a PNG file, atomically.
    public func writePNG(of figure: some Figure, to url: URL) throws {
        let file = try StreamingFile(destination: url)
        do {
            try encodePNG(of: figure) { try file.write($0) }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// The figure as an SVG document, one SVG pixel per point. Labels are `<text>`
    /// elements (with `textLength` set to their width in Mosaic's fonts), not glyph paths;
    /// text inside cells and headers stays as Cairo draws it (paths).
    public func svgData(of figure: some Figure) throws -> [UInt8] {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let surface = try SVGSurface(width: Double(figure.size.width), height: Double(figure.size.height))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        try context.paint(figure.background)
        let canvas = FigureCanvas(context: context, fonts: fonts, collectsLabelsAsText: true)
        try figure.draw(in: canvas)
        let svg = SVGTextRun.inserting(canvas.textRuns, into: try surface.finish())
        return Self.insertingAccessibility(title: figure.accessibilityTitle, description: figure.accessibilityDescription,
                                           into: svg)
    }

    /// `svg` with `<title>` and `<desc>` as the first children of its root element, where
    /// screen readers and browsers look for them.
    static func insertingAccessibility(title: String?, description: String?, into svg: [UInt8]) -> [UInt8] {
        var elements = ""
        if let title { elements += "<title>\(title.xmlEscaped)</title>\n" }
        if let description { elements += "<desc>\(description.xmlEscaped)</desc>\n" }
        guard !elements.isEmpty, let root = svg.firstRange(of: Array("<svg".utf8)),
              let end = svg[root.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return svg }
        return Array(svg[...end]) + Array(("\n" + elements).utf8) + Array(svg[(end + 1)...])
    }

    /// The figure as a one-page PDF whose page is the figure's size in points.
    public func pdfData(of figure: some Figure) throws -> [UInt8] {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let surface = try PDFSurface(width: Double(figure.size.width), height: Double(figure.size.height))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        try context.paint(figure.background)
        try figure.draw(in: FigureCanvas(context: context, fonts: fonts))
        return try surface.finish()
    }

    /// The figure encoded in `format`.
    public func data(of figure: some Figure, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: return try pngData(of: figure)
        case .svg: return try svgData(of: figure)
        case .pdf: return try pdfData(of: figure)
        }
    }

    /// Writes the figure to `url` in `format`, atomically.
    public func write(_ figure: some Figure, format: OutputFormat, to url: URL) throws {
        switch format {
        case .png: try writePNG(of: figure, to: url)
        case .svg, .pdf: try AtomicFile.write(try data(of: figure, format: format), to: url)
        }
    }

    private func checkSize(of figure: some Figure) throws {
        guard [1, 2, 3].contains(figure.scale) else { throw RenderError.unsupportedScale(Double(figure.scale)) }
        if figure.pixelWidth > ImageSurface.maximumSide {
            throw RenderError.outputTooLarge(what: "wide", pixels: figure.pixelWidth, limit: ImageSurface.maximumSide)
        }
        guard figure.pixelWidth > 0, figure.pixelHeight > 0 else {
            throw RenderError.invalidCanvas(what: "figure size in pixels",
                                            value: Double(min(figure.pixelWidth, figure.pixelHeight)))
        }
    }

    private func encodePNG(of figure: some Figure, to sink: @escaping ([UInt8]) throws -> Void) throws {
        try checkSize(of: figure)
        if figure.pixelHeight <= ImageSurface.maximumSide {
            try sink(try pngData(of: image(of: figure)))
            return
        }
        var encoder: StreamingPNGEncoder?
        try drawStrips(of: figure) { strip, _ in
            if encoder == nil {
                encoder = try StreamingPNGEncoder(width: strip.width, height: figure.pixelHeight, hasAlpha: false,
                                                  sink: sink)
            }
            try encoder!.append(strip, rows: 0..<strip.height)
        }
        try encoder!.finish()
    }
}
