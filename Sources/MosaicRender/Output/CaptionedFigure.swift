import CompositionalLayout
import Foundation
import MosaicCairo

/// A figure with a caption above it: a bold title and a description wrapped to the
/// figure's width, for an article that shows the figure without writing its own caption
/// (a layout file's `title:` and `description:`).
///
/// ```swift
/// let anatomy = try AnatomyFigure(scene: scene)
/// let figure = CaptionedFigure(anatomy, title: "Nested groups", description: "A large item beside two small ones.")
/// try Renderer().write(figure, format: .png, to: URL(fileURLWithPath: "nested.png"))
/// ```
///
/// The caption keeps the figure's width (it wraps, never widens the figure), its
/// background and scale; its text is `<text>` in SVG output, and the title and description
/// are the SVG's `<title>` and `<desc>` unless the figure has its own.
public struct CaptionedFigure: Figure {
    /// The figure under the caption.
    public let figure: any Figure
    /// The caption's first line, bold; `nil` for none.
    public let title: String?
    /// The caption's text under the title, wrapped to the figure's width; `nil` for none.
    public let description: String?
    /// The title's and the description's lines, as wrapped to the figure's width.
    public let titleLines: [String], descriptionLines: [String]
    /// The height of the caption band above the figure, in points.
    public let captionHeight: CGFloat
    public let size: CGSize

    static let padding: CGFloat = 12, lineGap: CGFloat = 3
    static let titleStyle = style(size: 15, weight: .bold), descriptionStyle = style(size: 12, weight: .regular)

    /// `figure` with `title` and `description` above it; either may be `nil` (both `nil`:
    /// no caption band).
    ///
    /// - Parameters:
    ///   - figure: the figure under the caption.
    ///   - title: the caption's bold first line, or `nil`.
    ///   - description: the text under the title, or `nil`.
    ///   - fonts: the fonts the caption is measured with (`FontEnvironment.standard()` by
    ///     default; give the renderer the same).
    public init(_ figure: any Figure, title: String?, description: String?, fonts: FontEnvironment? = nil) throws {
        self.figure = figure
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.description = description.flatMap { $0.isEmpty ? nil : $0 }
        let measurer = TextMeasurer(fonts: try fonts ?? FontEnvironment.standard())
        let width = max(figure.size.width - 2 * Self.padding, 1)
        titleLines = self.title.map { Self.wrap($0, width: width, style: Self.titleStyle, measurer: measurer) } ?? []
        descriptionLines =
            self.description.map {
                Self.wrap($0, width: width, style: Self.descriptionStyle, measurer: measurer)
            } ?? []
        let lines = Self.lines(titles: titleLines, descriptions: descriptionLines, measurer: measurer)
        captionHeight = lines.last.map { (Self.padding + $0.rect.maxY).rounded(.up) } ?? 0
        size = CGSize(width: figure.size.width, height: figure.size.height + captionHeight)
    }

    public var scale: Int { figure.scale }
    public var background: Color { figure.background }
    public var accessibilityTitle: String? { figure.accessibilityTitle ?? title }
    public var accessibilityDescription: String? { figure.accessibilityDescription ?? description }

    public func draw(in canvas: FigureCanvas) throws {
        let dark = isDarkPage(background)
        let primary = dark ? Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7) : Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
        let secondary =
            dark ? Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2) : Color(red8: 0x48, green8: 0x48, blue8: 0x4A)
        for line in Self.lines(titles: titleLines, descriptions: descriptionLines, measurer: canvas.measurer) {
            var style = line.style
            style.color = line.isTitle ? primary : secondary
            try canvas.drawLabel(line.text, style: style, in: line.rect)
        }
        try canvas.context.withSavedState {
            canvas.context.translate(x: 0, y: Double(captionHeight))
            try figure.draw(in: canvas)
        }
    }

    /// Where each caption line goes: title lines, a gap, then description lines.
    private static func lines(titles: [String], descriptions: [String], measurer: TextMeasurer)
        -> [(text: String, style: TextStyle, isTitle: Bool, rect: CGRect)]
    {
        var result: [(text: String, style: TextStyle, isTitle: Bool, rect: CGRect)] = []
        var y = padding
        for (texts, style, isTitle) in [(titles, titleStyle, true), (descriptions, descriptionStyle, false)] {
            if !isTitle, !titles.isEmpty, !texts.isEmpty { y += lineGap }
            let height = CGFloat(measurer.measure("Ag", style: style).height)
            for text in texts {
                result.append((text, style, isTitle, CGRect(x: padding, y: y, width: 10_000, height: height)))
                y += height + lineGap
            }
        }
        return result
    }

    static func style(size: Double, weight: TextStyle.Weight) -> TextStyle {
        TextStyle(weight: weight, size: size, wraps: false, direction: .leftToRight, verticalAlignment: .top)
    }

    /// `text` broken at spaces into lines no wider than `width` (a word wider than that
    /// has a line of its own).
    static func wrap(_ text: String, width: CGFloat, style: TextStyle, measurer: TextMeasurer) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || CGFloat(measurer.measure(candidate, style: style).width) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
