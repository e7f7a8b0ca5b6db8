import Foundation
import MosaicCairo

/// A badge's text: its size and where it is drawn in the badge's frame. The one description
/// of a badge's text that the badge painter draws and the self-sizing measurement inverts
/// (see ``BadgeStyle``).
///
/// The font is the style's, at most 62% of the frame's height, and shrinks further when the
/// text would come closer to the round ends than the inset: the style's horizontal padding,
/// at most a fifth of the height and a quarter of the width.
struct BadgeArrangement {
    /// The largest font size, as a fraction of the badge's height.
    static let fontToHeight = 0.62

    /// The text where it is drawn, `nil` when there is none.
    var label: PlacedText?

    /// - Parameter textStyle: the badge style's text, as laid out in the layout's direction.
    init(text: String?, style: BadgeStyle, textStyle: TextStyle, frame: CGRect, measurer: some TextMeasuring) {
        guard let text, !text.isEmpty else { return }
        var label = textStyle
        label.size = min(label.size, Double(frame.height) * Self.fontToHeight)
        let inset = min(CGFloat(style.horizontalPadding), frame.height * 0.2, frame.width / 4)
        let available = Double(frame.width - 2 * inset)
        let natural = measurer.measure(text, style: label, maxWidth: nil).width
        let requested = label.size
        if natural > available { label.size *= max(available, 0) / natural }
        self.label = PlacedText(
            text: text, style: label, rect: frame.insetBy(dx: inset, dy: 0),
            sizeBeforeFitting: requested)
    }

    /// The size a badge with self-sizing axes `axes` asks for when offered `offered`: its
    /// text's line plus the vertical padding (at least the height that keeps the style's
    /// font size) when the height is measured; the text's width at the font the height
    /// allows plus the horizontal padding, at least the height and at most `maxWidth`,
    /// when the width is measured. A badge without text is a circle as tall as offered.
    static func preferredSize(
        text: String?, style: BadgeStyle, textStyle: TextStyle, offered: CGSize,
        axes: SizingAxes, maxWidth: CGFloat, measurer: some TextMeasuring
    ) -> CGSize {
        var size = offered
        let text = text ?? ""
        if axes.height {
            let line = measurer.measure(text.isEmpty ? "0" : text, style: textStyle, maxWidth: nil).height
            size.height = CGFloat(max(line + 2 * style.verticalPadding, textStyle.size / fontToHeight))
        }
        if axes.width {
            var label = textStyle
            label.size = min(label.size, Double(size.height) * fontToHeight)
            let natural = text.isEmpty ? 0 : measurer.measure(text, style: label, maxWidth: nil).width
            size.width = min(max(size.height, CGFloat(natural + 2 * style.horizontalPadding)), maxWidth)
        }
        return size
    }
}
