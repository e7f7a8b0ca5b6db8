import CompositionalLayout
import Foundation
import MosaicCairo

extension ChromePainter {
    /// The paragraph direction of the bars' text: right to left in a mirrored layout, else
    /// each text's own.
    var textDirection: TextStyle.Direction { isRightToLeft ? .rightToLeft : .automatic }

    /// `x` (measured in a left-to-right bar) where it lies in the bar `row` as drawn: mirrored
    /// about the row's middle in a right-to-left layout.
    func mirroredX(_ x: CGFloat, in row: CGRect) -> CGFloat {
        isRightToLeft ? row.minX + row.maxX - x : x
    }

    /// A back button: a chevron 12 x 20 points (pointing left; right in a right-to-left layout),
    /// 6 points from `title` in 17-pt regular, both in the tint colour, starting `leadingEdge`
    /// from the row's leading edge. Returns the distance from the leading edge to its end.
    func drawBackButton(_ title: String, leadingEdge: CGFloat, in row: CGRect) throws -> CGFloat {
        let chevron = CGRect(x: row.minX + leadingEdge - 8, y: row.midY - 10, width: 12, height: 20)
        let tip = mirroredX(chevron.minX + 1, in: row)
        let back = mirroredX(chevron.maxX - 1, in: row)
        try context.withSavedState {
            context.lineWidth = 3
            context.lineCap = .round
            context.beginPath()
            context.move(to: CGPoint(x: back, y: chevron.minY + 1))
            context.addLine(to: CGPoint(x: tip, y: chevron.midY))
            context.addLine(to: CGPoint(x: back, y: chevron.maxY - 1))
            try context.stroke(tint)
        }
        let start = chevron.maxX - row.minX + 6
        guard !title.isEmpty else { return start }
        let style = TextStyle(
            size: 17, color: tint, alignment: isRightToLeft ? .trailing : .leading, wraps: false,
            verticalAlignment: .center)
        let width = CGFloat(TextMeasurer(fonts: try context.fonts()).measure(title, style: style, maxWidth: nil).width)
        let x = isRightToLeft ? mirroredX(row.minX + start, in: row) - width : row.minX + start
        _ = try context.draw(
            text: title, style: inLanguage(style), in: CGRect(x: x, y: row.minY, width: width, height: row.height))
        return start + width
    }

    /// The 36-point circle beside a large title whose 52-point row is `titleRow`: at the
    /// trailing margin, centred on the title's line (its bottom 8 points above the row's).
    func besideTitleCircle(in titleRow: CGRect, margin: CGFloat) -> CGRect {
        let side: CGFloat = 36
        let x = isRightToLeft ? titleRow.minX + margin : titleRow.maxX - margin - side
        return CGRect(x: x, y: titleRow.maxY - 8 - side - 2, width: side, height: side)
    }

    /// What sits beside a large title: one character in the tint colour, or a name's initials
    /// on the grey gradient of a contact's avatar.
    func drawBesideTitle(_ text: String, in circle: CGRect) throws {
        if text.count == 1 {
            let style = TextStyle(
                size: 30, color: tint, alignment: .center, wraps: false, direction: .leftToRight,
                verticalAlignment: .center)
            _ = try context.draw(text: text, style: inLanguage(style), in: circle)
            return
        }
        try ArtworkPainter(context: context, language: language).draw(
            .avatar, at: IndexPath(item: 0, section: 0), title: text, in: circle,
            radii: CornerRadii(all: Double(circle.width) / 2))
    }
}
