import Foundation
import MosaicCairo

/// Where a header's or footer's text goes: the one description that the header painter
/// draws and the self-sizing measurement inverts.
///
/// The text sits inside the frame less the look's horizontal inset and the style's top
/// and bottom padding (the padding shrunk in proportion when the frame is shorter than
/// both), placed by its vertical alignment. It wraps at that width; with an ellipsis and no
/// line limit it shows the whole lines that fit (at least one) and ends with the ellipsis.
struct BoundaryArrangement {
    /// The text where it is drawn, `nil` when there is none or no room.
    var text: PlacedText?
    /// The trailing button ("See All ›"), centred on the text's first line, if the look has one.
    var accessory: PlacedText?

    /// Space between the text and a trailing button, in points.
    static let accessorySpacing: CGFloat = 8

    /// The width a trailing button takes from the text (its own and the spacing): at most half the width.
    static func accessoryWidth(_ look: BoundaryLook, available: CGFloat, measurer: some TextMeasuring) -> CGFloat {
        guard let accessory = look.accessory else { return 0 }
        let natural = CGFloat(measurer.measure(accessory.text, style: accessory.style, maxWidth: nil).width)
        return min(natural, max(available / 2, 0)) + accessorySpacing
    }

    init(look: BoundaryLook, frame: CGRect, measurer: some TextMeasuring) {
        guard !look.text.isEmpty else { return }
        let horizontal = min(look.horizontalInset, frame.width / 2)
        var top = CGFloat(look.style.topPadding)
        var bottom = CGFloat(look.style.bottomPadding)
        if top + bottom > frame.height, top + bottom > 0 {
            let shrink = max(frame.height, 0) / (top + bottom)
            (top, bottom) = (top * shrink, bottom * shrink)
        }
        var rect = CGRect(
            x: frame.minX + horizontal, y: frame.minY + top, width: frame.width - 2 * horizontal,
            height: max(frame.height - top - bottom, 0))
        guard rect.width > 0 else { return }
        if let button = look.accessory {
            let taken = Self.accessoryWidth(look, available: rect.width, measurer: measurer)
            let isRightToLeft = look.style.text.direction == .rightToLeft
            let buttonRect = CGRect(
                x: isRightToLeft ? rect.minX : rect.maxX - taken + Self.accessorySpacing, y: rect.minY,
                width: taken - Self.accessorySpacing, height: rect.height)
            accessory = PlacedText(text: button.text, style: button.style, rect: buttonRect)
            rect = CGRect(
                x: isRightToLeft ? rect.minX + taken : rect.minX, y: rect.minY, width: rect.width - taken,
                height: rect.height)
        }
        var style = look.style.text
        if style.wraps && style.ellipsis != .none && style.maximumNumberOfLines == 0 {
            // Whole lines, counted here rather than by Pango from the height, so that a frame
            // measured to fit the text (and rounded to the pixel grid) shows every line.
            let lines = TextLines(measurer.measure(look.text, style: style, maxWidth: Double(rect.width)))
            style.maximumNumberOfLines = lines.lines(fitting: Double(rect.height))
        }
        text = PlacedText(text: look.text, style: style, rect: rect)
    }

    /// The size a self-sizing header or footer asks for: `offered` with the axes in `axes`
    /// measured. Its height is the top padding + its text's height (wrapped at the width
    /// less the horizontal inset, every line, up to the style's line limit) + the bottom
    /// padding; its width is the unwrapped text's width plus the inset on both sides, at
    /// most `maxWidth`. Empty text measures as no lines: just the padding.
    static func preferredSize(
        look: BoundaryLook, offered: CGSize, axes: SizingAxes, maxWidth: CGFloat,
        measurer: some TextMeasuring
    ) -> CGSize {
        var size = offered
        let style = look.style.text
        if axes.width {
            let natural = look.text.isEmpty ? 0 : measurer.measure(look.text, style: style, maxWidth: nil).width
            let button = Self.accessoryWidth(look, available: .infinity, measurer: measurer)
            size.width = min(CGFloat(natural) + button + 2 * look.horizontalInset, maxWidth)
        }
        if axes.height {
            let inner = size.width - 2 * min(look.horizontalInset, size.width / 2)
            let width = Double(inner - Self.accessoryWidth(look, available: inner, measurer: measurer))
            guard width >= 1 || look.text.isEmpty else { return size }
            let text = look.text.isEmpty ? 0 : measurer.measure(look.text, style: style, maxWidth: width).height
            size.height = CGFloat(look.style.topPadding + text + look.style.bottomPadding)
        }
        return size
    }
}
