import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A pasted cell's buttons at their frames (``PlacedButton``), in a cell whose bounds
    /// start at `origin`: the background's rounded rectangle, then the image, then the title
    /// on one line, centred in its frame, in the cell title's font with the button's style,
    /// weight and colour over it.
    func drawPlacedButtons(_ buttons: [PlacedButton], origin: CGPoint, at path: IndexPath) throws {
        for button in buttons {
            if let fill = button.fill {
                try fillRoundedRect(
                    button.frame.offsetBy(dx: origin.x, dy: origin.y), radius: button.cornerRadius, color: fill)
            }
            if let image = button.image { try drawPlacedImages([image], origin: origin, at: path) }
            guard let title = button.title, !title.isEmpty else { continue }
            var textStyle = button.titleText.applied(
                to: looks.textStyle(style.cell.title), in: looks.theme, at: looks.sizeCategory, idiom: looks.idiom)
            textStyle.wraps = false
            textStyle.maximumNumberOfLines = 1
            textStyle.verticalAlignment = .center
            try draw(
                PlacedText(
                    text: title, style: textStyle, rect: button.titleFrame.offsetBy(dx: origin.x, dy: origin.y)))
        }
    }
}
