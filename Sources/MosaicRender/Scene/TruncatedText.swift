import CompositionalLayout
import Foundation
import MosaicCairo

/// A title or subtitle a cell shows cut short: ellipsized, or lines past its limit dropped,
/// because it does not fit where the cell places it at the canvas's text size.
public struct TruncatedText: Sendable, Equatable {
    /// The cell.
    public var indexPath: IndexPath
    /// The title or the subtitle.
    public var part: DroppedText.Part
    /// The whole text.
    public var text: String
    /// Where the cell places it (content coordinates).
    public var rect: CGRect

    /// "title 'Reykjavík and the Golden Circle' is cut short: it does not fit its 140 x 20 space".
    public var message: String {
        "\(part.rawValue) '\(text)' is cut short: it does not fit its \(Self.format(rect.width)) x "
            + "\(Self.format(rect.height)) space"
    }

    /// What to do about it.
    public static let hint =
        "make the cell larger (or its height estimated, ~60), the text shorter, or its style smaller"

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

extension RenderScene {
    /// The titles and subtitles that cells show cut short, in index-path order: laid out in
    /// the rectangle `CellArrangement` places them in, as they are drawn, they are
    /// ellipsized or lose lines. Text shrunk to fit (a circle's, a badge's) is not cut.
    public func truncatedText() throws -> [TruncatedText] {
        let (looks, cells) = textCells()
        let textMeasurer = TextMeasurer(fonts: try FontEnvironment.standard())
        let measurer = MemoizingMeasurer(textMeasurer)
        var truncated: [TruncatedText] = []
        for cell in cells {
            let (path, item) = (cell.indexPath, cell.item)
            let arrangement = CellArrangement(
                look: looks.cell(at: path, item: item), item: item,
                placeholderText: nil, frame: cell.frame,
                isRightToLeft: looks.isRightToLeft, measurer: measurer)
            for placed in arrangement.texts where placed.sizeBeforeFitting == nil {
                let part: DroppedText.Part
                if placed.text == item.title {
                    part = .title
                } else if placed.text == item.subtitle {
                    part = .subtitle
                } else {
                    continue
                }
                if textMeasurer.measure(placed.text, style: placed.style, in: placed.rect.size).isTruncated {
                    truncated.append(TruncatedText(indexPath: path, part: part, text: placed.text, rect: placed.rect))
                }
            }
        }
        return truncated
    }
}
