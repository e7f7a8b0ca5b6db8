import CompositionalLayout
import Foundation
import MosaicCairo

/// A text shown cut short: ellipsized, or lines past its limit dropped, because it does not
/// fit where it is placed at the canvas's text size. A cell's title or subtitle, or a
/// header's or footer's text.
public struct TruncatedText: Sendable, Equatable {
    /// Where the text is shown: a cell, or a header or footer (``TextPlace/supplementary(kind:section:)``).
    public var place: TextPlace
    /// What the text is: `title`, `subtitle`, `header`, `footer`, or a supplementary's kind.
    public var part: String
    /// The whole text.
    public var text: String
    /// Where it is placed (content coordinates).
    public var rect: CGRect

    /// "title 'Reykjavík and the Golden Circle' is cut short: it does not fit its 140 x 20 space".
    public var message: String {
        "\(part) '\(text)' is cut short: it does not fit its \(Self.format(rect.width)) x "
            + "\(Self.format(rect.height)) space"
    }

    /// What to do about it.
    public var hint: String {
        switch place {
        case .cell, .chrome:
            return "make the cell larger (or its height estimated, ~60), the text shorter, or its style smaller"
        case .supplementary:
            return "make the \(part) taller (or its height estimated, ~44), the text shorter, or its style smaller"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

extension RenderScene {
    /// The texts shown cut short: cells' titles and subtitles in index-path order, then
    /// headers' and footers' texts by section. Each is laid out where it is drawn (the
    /// rectangle `CellArrangement` or `BoundaryArrangement` places it in), as it is drawn, and
    /// is ellipsized or loses lines. Text shrunk to fit (a circle's, a badge's) is not cut.
    public func truncatedText() throws -> [TruncatedText] {
        let (looks, cells) = textCells()
        let textMeasurer = TextMeasurer(fonts: try FontEnvironment.standard())
        let measurer = MemoizingMeasurer(textMeasurer)
        func isCut(_ placed: PlacedText) -> Bool {
            textMeasurer.measure(placed.text, style: placed.style, in: placed.rect.size).isTruncated
        }
        var truncated: [TruncatedText] = []
        for cell in cells {
            let (path, item) = (cell.indexPath, cell.item)
            let arrangement = CellArrangement(
                look: looks.cell(at: path, item: item), item: item,
                placeholderText: nil, frame: cell.frame,
                isRightToLeft: looks.isRightToLeft, measurer: measurer)
            for placed in arrangement.texts where placed.sizeBeforeFitting == nil {
                let part: String
                if placed.text == item.title {
                    part = "title"
                } else if placed.text == item.subtitle {
                    part = "subtitle"
                } else {
                    continue
                }
                if isCut(placed) {
                    truncated.append(
                        TruncatedText(place: .cell(path), part: part, text: placed.text, rect: placed.rect))
                }
            }
        }
        for boundary in textBoundaries() {
            let look = looks.boundary(
                kind: boundary.kind, section: boundary.section ?? 0, isFooter: boundary.isFooter,
                isGlobal: boundary.section == nil)
            guard let placed = BoundaryArrangement(look: look, frame: boundary.frame, measurer: measurer).text,
                isCut(placed)
            else { continue }
            truncated.append(
                TruncatedText(
                    place: .supplementary(kind: boundary.kind, section: boundary.section),
                    part: TextPlace.partName(ofKind: boundary.kind), text: placed.text, rect: placed.rect))
        }
        return truncated
    }
}
