import Foundation
import MosaicCairo

/// A cell's title above its subtitle, measured at one width: the single description of
/// how that text is laid out, used both to draw it in a frame and to measure the height
/// that shows all of it. An overline may sit above the title and a footnote below the
/// subtitle (``CellContent/overline``, ``CellContent/footnote``).
///
/// The block is centred vertically in whole lines, ``gap`` apart. When it does not all fit,
/// the title keeps at least one line, the overline its one line when that leaves the title
/// its own, the subtitle takes the lines left (none when not even one fits), then the
/// footnote; cut text ends with the style's ellipsis.
struct TitleStack {
    /// Space between the title's last line and the subtitle's first, in points (and
    /// between the overline and the title, the subtitle and the footnote).
    static let gap = 2.0

    /// A line above the title or below the subtitle, and its style.
    struct Line {
        var text: String
        var style: TextStyle
    }

    let title: String?
    let subtitle: String?
    let titleStyle: TextStyle
    let subtitleStyle: TextStyle
    let overline: Line?
    let footnote: Line?
    /// The width the text wraps at.
    let width: Double
    let titleText: TextLines
    let subtitleText: TextLines
    let overlineText: TextLines
    let footnoteText: TextLines

    init(
        title: String?, subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle, width: Double,
        overline: Line? = nil, footnote: Line? = nil, measurer: some TextMeasuring
    ) {
        self.title = title
        self.subtitle = subtitle
        self.titleStyle = titleStyle
        self.subtitleStyle = subtitleStyle
        self.overline = overline
        self.footnote = footnote
        self.width = width
        // Absent text is not measured: its lines count for nothing either way.
        titleText =
            title.map { TextLines(measurer.measure($0, style: titleStyle, maxWidth: width)) }
            ?? .absent
        subtitleText =
            subtitle.map { TextLines(measurer.measure($0, style: subtitleStyle, maxWidth: width)) }
            ?? .absent
        overlineText =
            overline.map { TextLines(measurer.measure($0.text, style: $0.style, maxWidth: width)) } ?? .absent
        footnoteText =
            footnote.map { TextLines(measurer.measure($0.text, style: $0.style, maxWidth: width)) } ?? .absent
    }

    private var gap: Double { titleText.isPresent && subtitleText.isPresent ? Self.gap : 0 }
    private var overlineGap: Double {
        overlineText.isPresent && (titleText.isPresent || subtitleText.isPresent) ? Self.gap : 0
    }
    private var footnoteGap: Double {
        footnoteText.isPresent && (titleText.isPresent || subtitleText.isPresent) ? Self.gap : 0
    }

    /// The height that shows every line.
    var fullHeight: Double {
        overlineText.height + overlineGap + titleText.height + gap + subtitleText.height + footnoteGap
            + footnoteText.height
    }

    /// The width of the widest line of the title, subtitle, overline and footnote, unwrapped
    /// (explicit line breaks kept).
    static func naturalWidth(
        title: String?, subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle,
        overline: Line? = nil, footnote: Line? = nil, measurer: some TextMeasuring
    ) -> Double {
        max(
            title.map { measurer.measure($0, style: titleStyle, maxWidth: nil).width } ?? 0,
            subtitle.map { measurer.measure($0, style: subtitleStyle, maxWidth: nil).width } ?? 0,
            overline.map { measurer.measure($0.text, style: $0.style, maxWidth: nil).width } ?? 0,
            footnote.map { measurer.measure($0.text, style: $0.style, maxWidth: nil).width } ?? 0)
    }

    /// Where the text is drawn in `area` (whose width should be ``width``), top to bottom.
    func placed(in area: CGRect) -> [PlacedText] {
        guard area.width > 0, area.height > 0 else { return [] }
        let height = Double(area.height)
        // The overline's lines, when they leave the title one line.
        let overlineLines = overlineText.lines(fitting: height - titleText.lineHeight - overlineGap, atLeastOne: false)
        let overlineHeight = Double(overlineLines) * overlineText.lineHeight + (overlineLines > 0 ? overlineGap : 0)
        let rest = height - overlineHeight
        let reserved =
            subtitleText.isPresent && rest - titleText.lineHeight - gap >= subtitleText.lineHeight
            ? gap + subtitleText.lineHeight : 0
        let titleLines = titleText.lines(fitting: rest - reserved)
        let titleHeight = Double(titleLines) * titleText.lineHeight
        let subtitleLines = subtitleText.lines(fitting: rest - titleHeight - gap, atLeastOne: false)
        let subtitleHeight = Double(subtitleLines) * subtitleText.lineHeight
        let textHeight = titleHeight + (subtitleLines > 0 ? gap + subtitleHeight : 0)
        let footnoteLines = footnoteText.lines(fitting: rest - textHeight - footnoteGap, atLeastOne: false)
        let footnoteHeight = Double(footnoteLines) * footnoteText.lineHeight + (footnoteLines > 0 ? footnoteGap : 0)
        let blockHeight = overlineHeight + textHeight + footnoteHeight
        var y = Double(area.minY) + max((height - blockHeight) / 2, 0)
        var placed: [PlacedText] = []
        placed.reserveCapacity(2)
        func place(_ text: String, _ style: TextStyle, lines: Int, lineHeight: Double) {
            var style = style
            style.maximumNumberOfLines = lines
            let lineBlock = Double(lines) * lineHeight
            placed.append(
                PlacedText(
                    text: text, style: style,
                    rect: CGRect(x: Double(area.minX), y: y, width: width, height: lineBlock)))
        }
        if let overline, overlineLines > 0 {
            place(overline.text, overline.style, lines: overlineLines, lineHeight: overlineText.lineHeight)
            y += overlineHeight
        }
        if let title {
            place(title, titleStyle, lines: titleLines, lineHeight: titleText.lineHeight)
            y += titleHeight + gap
        }
        if let subtitle, subtitleLines > 0 {
            place(subtitle, subtitleStyle, lines: subtitleLines, lineHeight: subtitleText.lineHeight)
            y += subtitleHeight
        }
        if let footnote, footnoteLines > 0 {
            // `y` already has the title's gap to a subtitle that shows no line.
            y += subtitleLines > 0 ? footnoteGap : footnoteGap - gap
            place(footnote.text, footnote.style, lines: footnoteLines, lineHeight: footnoteText.lineHeight)
        }
        return placed
    }
}
