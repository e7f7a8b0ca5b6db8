import CompositionalLayout
import Foundation
import MosaicCairo

/// A cell's title or subtitle whose colour is too close to what is behind it to read, by
/// WCAG 2.x: a contrast ratio below 4.5:1, or 3:1 for large text (18 points, or 14 points
/// bold). Both are judged as a person sees them: a translucent fill over the page, then the
/// text's colour over that.
public struct LowContrastText: Sendable, Equatable {
    /// The cell.
    public var indexPath: IndexPath
    /// The title or the subtitle.
    public var part: DroppedText.Part
    /// The text.
    public var text: String
    /// The appearance it was judged in.
    public var theme: ThemeName
    /// The contrast ratio, 1 to 21.
    public var ratio: Double
    /// The least ratio its size needs: 4.5, or 3 for large text.
    public var required: Double

    /// "title 'Lemon' has a contrast of 1.2:1 with its fill in dark mode (4.5:1 needed)".
    public var message: String {
        "\(part.rawValue) '\(text)' has a contrast of \(String(format: "%.1f", ratio)):1 with what is behind it "
            + "in \(theme.rawValue) mode (\(required == 3 ? "3" : "4.5"):1 needed)"
    }

    /// What to do about it.
    public static let hint =
        "give titleText/subtitleText a colour per theme, e.g. color: {light: black, dark: white}, "
        + "or use label and secondaryLabel on system backgrounds"

    /// The ratio WCAG asks of text of `style`: 3 for large text (at least 18 points, or 14
    /// points bold), 4.5 otherwise.
    static func requiredRatio(for style: TextStyle) -> Double {
        let bold = style.weight.rawValue >= TextStyle.Weight.bold.rawValue
        return style.size >= 18 || (bold && style.size >= 14) ? 3 : 4.5
    }
}

extension RenderScene {
    /// The titles and subtitles of cells whose contrast with what is behind them is too low,
    /// in index-path order, in this scene's appearance: the cell's fill (or the page) over the
    /// page, and the text's colour over that. Only text whose colour or fill the content sets
    /// is judged: the style's own pairs are UIKit's choice (`secondaryLabel` on
    /// `secondarySystemBackground` is 3.3:1), which a file cannot act on.
    public func lowContrastText() -> [LowContrastText] {
        let (looks, cells) = textCells()
        let page = (style.pageBackground ?? style.background).composited(over: .white)
        var found: [LowContrastText] = []
        for cell in cells {
            let (path, item) = (cell.indexPath, cell.item)
            // Text over an image sits on its scrim, which the picture decides.
            guard !item.hasImage else { continue }
            let look = looks.cell(at: path, item: item)
            let behind = (look.fill ?? page).composited(over: page)
            for (part, text, textStyle, colour) in [
                (DroppedText.Part.title, item.title, look.title, item.titleText.color),
                (.subtitle, item.subtitle, look.subtitle, item.subtitleText.color)
            ] {
                guard let text, !text.isEmpty, item.color != nil || colour != nil else { continue }
                let ratio = textStyle.color.composited(over: behind).contrastRatio(with: behind)
                let required = LowContrastText.requiredRatio(for: textStyle)
                if ratio < required {
                    found.append(
                        LowContrastText(
                            indexPath: path, part: part, text: text, theme: style.colors.theme,
                            ratio: ratio, required: required))
                }
            }
        }
        return found
    }
}
