import Foundation
import MosaicCairo

/// A title and subtitle fitted inside a circle, as a designer sets a label on a round
/// avatar or tile: centred, never broken inside a word, the font shrunk when needed.
///
/// The title is at most ``largestTitleSize`` of the diameter (the subtitle shrinks with it).
/// The text block (a ``TitleStack``, its lines centred) must fit in the circle less
/// ``inset``: the corners of the box around its widest line and all its lines lie inside.
/// Sizes are tried from the styles' own down to ``minimumScale`` of them, in steps of
/// ``scaleStep``; at each size the wrapping width is tried from the circle's diameter down
/// to the longest word's width, so that lines break between words only. The first fit
/// wins. When even the smallest size does not fit, the text is set at that size in the
/// square inscribed in the circle, ending with the style's ellipsis.
struct CircleLabel {
    /// The smallest font size tried, as a fraction of the style's.
    static let minimumScale = 0.5
    /// How much the font size shrinks per try, as a fraction of the style's.
    static let scaleStep = 0.05
    /// Wrapping widths tried at each size, evenly from the diameter to the longest word.
    static let widthSteps = 6
    /// The largest title size, as a fraction of the circle's diameter (13.2 points in a
    /// 66-point circle), so that circles of a row share a size unless a word is too long.
    static let largestTitleSize = 0.2

    /// The title and subtitle where they are drawn (nothing when the circle is too small).
    let texts: [PlacedText]

    /// - Parameters:
    ///   - circle: the square the circle fills.
    ///   - inset: the least space between the text and the circle's edge.
    init(
        title: String?, subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle, circle: CGRect,
        inset: CGFloat, measurer: some TextMeasuring
    ) {
        let radius = Double(min(circle.width, circle.height)) / 2 - Double(inset)
        guard radius > 0, title != nil || subtitle != nil else {
            texts = []
            return
        }
        let center = CGPoint(x: circle.midX, y: circle.midY)
        var titleStyle = titleStyle
        var subtitleStyle = subtitleStyle
        titleStyle.alignment = .center
        subtitleStyle.alignment = .center
        let diameter = Double(min(circle.width, circle.height))
        if title != nil, titleStyle.size > diameter * Self.largestTitleSize {
            // The subtitle keeps its size relative to the title.
            let shrink = diameter * Self.largestTitleSize / titleStyle.size
            titleStyle.size *= shrink
            subtitleStyle.size *= shrink
        }
        let steps = Int(((1 - Self.minimumScale) / Self.scaleStep).rounded())
        var scaled = (title: titleStyle, subtitle: subtitleStyle)
        for step in 0...steps {
            let scale = 1 - Double(step) * Self.scaleStep
            scaled.title.size = titleStyle.size * scale
            scaled.subtitle.size = subtitleStyle.size * scale
            let longest = max(
                Self.longestWord(in: title, style: scaled.title, measurer: measurer),
                Self.longestWord(in: subtitle, style: scaled.subtitle, measurer: measurer))
            guard longest <= 2 * radius else { continue }
            for widthStep in 0...Self.widthSteps {
                // A hair over the longest word, so that it never wraps inside.
                let width = 2 * radius - (2 * radius - longest) * Double(widthStep) / Double(Self.widthSteps) + 0.01
                let stack = TitleStack(
                    title: title, subtitle: subtitle, titleStyle: scaled.title,
                    subtitleStyle: scaled.subtitle, width: width, measurer: measurer)
                let widest = max(
                    title.map { measurer.measure($0, style: scaled.title, maxWidth: width).width } ?? 0,
                    subtitle.map { measurer.measure($0, style: scaled.subtitle, maxWidth: width).width } ?? 0)
                let height = stack.fullHeight
                guard widest * widest + height * height <= 4 * radius * radius else { continue }
                let block = CGRect(
                    x: Double(center.x) - width / 2, y: Double(center.y) - height / 2,
                    width: width, height: height)
                // Sizes fitted to the measured words: record the size before the fitting.
                texts = stack.placed(in: block).map { placed in
                    var placed = placed
                    placed.sizeBeforeFitting = placed.text == title ? titleStyle.size : subtitleStyle.size
                    return placed
                }
                return
            }
        }
        let side = radius * 2.squareRoot()
        let square = CGRect(x: Double(center.x) - side / 2, y: Double(center.y) - side / 2, width: side, height: side)
        texts = TitleStack(
            title: title, subtitle: subtitle, titleStyle: scaled.title, subtitleStyle: scaled.subtitle,
            width: side, measurer: measurer
        ).placed(in: square)
    }

    /// The width of the widest word of `text` set alone in `style` (0 without text).
    private static func longestWord(in text: String?, style: TextStyle, measurer: some TextMeasuring) -> Double {
        guard let text else { return 0 }
        return text.split(whereSeparator: \.isWhitespace)
            .map { measurer.measure(String($0), style: style, maxWidth: nil).width }.max() ?? 0
    }
}
