import CompositionalLayout
import Foundation
import MosaicCairo

/// A title or subtitle a cell cannot show at all: not even one line of it fits (an
/// ellipsized line is shown, so it is not dropped).
public struct DroppedText: Sendable, Equatable {
    /// Which text of the cell.
    public enum Part: String, Sendable {
        case title, subtitle
    }

    /// The cell.
    public var indexPath: IndexPath
    /// The title or the subtitle.
    public var part: Part
    /// The text that is not drawn.
    public var text: String
    /// The cell's frame.
    public var frame: CGRect

    /// "subtitle 'Jul 4 – 12' does not fit its 200 x 40 cell and is not drawn".
    public var message: String {
        let size = "\(Self.format(frame.width)) x \(Self.format(frame.height))"
        return "\(part.rawValue) '\(text)' does not fit its \(size) cell and is not drawn"
    }

    /// What to do about it.
    public static let hint = "make the cell taller (or estimated, ~60), the text shorter, or its style smaller"

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

extension RenderScene {
    /// The titles and subtitles that no cell of the layout shows, in index-path order: where
    /// the text would be drawn, as `CellArrangement` places it, has no room for one line.
    public func droppedText() throws -> [DroppedText] {
        let (looks, cells) = textCells()
        let measurer = MemoizingMeasurer(TextMeasurer(fonts: try FontEnvironment.standard()))
        var dropped: [DroppedText] = []
        for cell in cells {
            let (path, item) = (cell.indexPath, cell.item)
            let arrangement = CellArrangement(
                look: looks.cell(at: path, item: item), item: item,
                placeholderText: nil, frame: cell.frame,
                isRightToLeft: looks.isRightToLeft, measurer: measurer)
            // A circle's avatar shows its title as initials, on purpose.
            if item.artwork == .avatar && looks.cell(at: path, item: item).shape == .circle { continue }
            let placed = Set(arrangement.texts.map(\.text))
            for (part, text) in [(DroppedText.Part.title, item.title), (.subtitle, item.subtitle)] {
                if let text, !placed.contains(text) {
                    dropped.append(DroppedText(indexPath: path, part: part, text: text, frame: cell.frame))
                }
            }
        }
        return dropped
    }
}
