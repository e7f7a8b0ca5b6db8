import Foundation
import MosaicCairo

/// A cell's title above its subtitle, measured at one width: the single description of
/// how that text is laid out, used both to draw it in a frame and to measure the height
/// that shows all of it.
///
/// The pair is centred vertically in whole lines, ``gap`` apart. When both do not fit,
/// the title keeps at least one line, the subtitle takes the lines left (none when not
/// even one fits), and cut text ends with the style's ellipsis.
struct TitleStack {
    /// Space between the title's last line and the subtitle's first, in points.
    static let gap = 2.0

    let title: String?
    let subtitle: String?
    let titleStyle: TextStyle
    let subtitleStyle: TextStyle
    /// The width the text wraps at.
    let width: Double
    let titleText: TextLines
    let subtitleText: TextLines

    init(title: String?, subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle, width: Double,
         measurer: some TextMeasuring) {
        self.title = title
        self.subtitle = subtitle
        self.titleStyle = titleStyle
        self.subtitleStyle = subtitleStyle
        self.width = width
        // Absent text is not measured: its lines count for nothing either way.
        titleText = title.map { TextLines(measurer.measure($0, style: titleStyle, maxWidth: width)) }
            ?? .absent
        subtitleText = subtitle.map { TextLines(measurer.measure($0, style: subtitleStyle, maxWidth: width)) }
            ?? .absent
    }

    private var gap: Double { titleText.isPresent && subtitleText.isPresent ? Self.gap : 0 }

    /// The height that shows every line of both.
    var fullHeight: Double { titleText.height + gap + subtitleText.height }

    /// The width of the widest line of either, unwrapped (explicit line breaks kept).
    static func naturalWidth(title: String?, subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle,
                             measurer: some TextMeasuring) -> Double {
        max(title.map { measurer.measure($0, style: titleStyle, maxWidth: nil).width } ?? 0,
            subtitle.map { measurer.measure($0, style: subtitleStyle, maxWidth: nil).width } ?? 0)
    }

    /// Where the title and subtitle are drawn in `area` (whose width should be ``width``).
    func placed(in area: CGRect) -> [PlacedText] {
        guard area.width > 0, area.height > 0 else { return [] }
        let height = Double(area.height)
        let reserved = subtitleText.isPresent && height - titleText.lineHeight - gap >= subtitleText.lineHeight
            ? gap + subtitleText.lineHeight : 0
        let titleLines = titleText.lines(fitting: height - reserved)
        let titleHeight = Double(titleLines) * titleText.lineHeight
        let subtitleLines = subtitleText.lines(fitting: height - titleHeight - gap, atLeastOne: false)
        let subtitleHeight = Double(subtitleLines) * subtitleText.lineHeight
        let blockHeight = titleHeight + (subtitleLines > 0 ? gap + subtitleHeight : 0)
        var y = Double(area.minY) + max((height - blockHeight) / 2, 0)
        var placed: [PlacedText] = []
        placed.reserveCapacity(2)
        if let title {
            var style = titleStyle
            style.maximumNumberOfLines = titleLines
            placed.append(PlacedText(text: title, style: style,
                                     rect: CGRect(x: Double(area.minX), y: y, width: width, height: titleHeight)))
            y += titleHeight + gap
        }
        if let subtitle, subtitleLines > 0 {
            var style = subtitleStyle
            style.maximumNumberOfLines = subtitleLines
            placed.append(PlacedText(text: subtitle, style: style,
                                     rect: CGRect(x: Double(area.minX), y: y, width: width, height: subtitleHeight)))
        }
        return placed
    }
}
