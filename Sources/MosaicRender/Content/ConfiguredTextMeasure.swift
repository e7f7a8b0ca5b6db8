import CompositionalLayout
import Foundation
import MosaicCairo

/// How pasted labels and buttons are measured while `ConfiguredPlacement` lays them out:
/// with the renderer's own fonts, in the style a label's font is drawn in (the cell title's
/// style with the font's Dynamic Type style and weight over it, as `ConfiguredText` sets
/// label text), so a label sized by its text is as wide as its drawn text.
@preconcurrency @MainActor
struct ConfiguredTextMeasure {
    let measurer: TextMeasurer
    /// The cell title's style, at the text size and in the theme of the screen.
    let base: TextStyle
    let theme: ThemeName
    let sizeCategory: UIContentSizeCategory
    let idiom: UIUserInterfaceIdiom

    /// One line of `text` in `font`, as drawn.
    func size(of text: String, font: UIFont) -> CGSize {
        var style = textStyle(of: font)
        style.wraps = false
        style.maximumNumberOfLines = 1
        let measured = measurer.measure(text, style: style, maxWidth: nil)
        return CGSize(width: measured.width, height: measured.height)
    }

    /// The style `font` is drawn in.
    func textStyle(of font: UIFont) -> TextStyle {
        TextOptions(style: ConfiguredText.style(of: font), weight: ConfiguredText.weight(of: font))
            .applied(to: base, in: theme, at: sizeCategory, idiom: idiom)
    }
}
