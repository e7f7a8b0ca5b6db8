import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A header's or footer's placed views (``PlacedViews``), in a view whose bounds start at
    /// `origin`: boxes, images, then buttons, then labels, each label's text centred
    /// vertically in its frame in the cell title's font with the label's options over it.
    func drawPlacedViews(_ placed: PlacedViews, origin: CGPoint, at path: IndexPath) throws {
        for box in placed.boxes { try draw(box.appearance, in: box.frame.offsetBy(dx: origin.x, dy: origin.y)) }
        try drawPlacedImages(placed.images, origin: origin, at: path)
        try drawPlacedButtons(placed.buttons, origin: origin, at: path)
        try drawPlacedLabels(placed.labels, origin: origin)
    }

    /// Labels' text centred vertically in their frames (in a view whose bounds start at
    /// `origin`), in the cell title's font with each label's options over it.
    func drawPlacedLabels(_ labels: [PlacedLabel], origin: CGPoint) throws {
        for label in labels {
            var textStyle = label.textOptions.applied(
                to: looks.textStyle(style.cell.title), in: looks.theme, at: looks.sizeCategory, idiom: looks.idiom)
            textStyle.verticalAlignment = .center
            try draw(
                PlacedText(text: label.text, style: textStyle, rect: label.frame.offsetBy(dx: origin.x, dy: origin.y)))
        }
    }
}
