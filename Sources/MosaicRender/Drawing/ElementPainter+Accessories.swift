import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A list row's icon: the rounded square in its colour, then its image (filling the
    /// square, clipped to its corners) or its symbol.
    func drawIcon(_ icon: PlacedIcon, at path: IndexPath) throws {
        if let fill = icon.color { try fillRoundedRect(icon.rect, radii: icon.radii, color: fill) }
        if let imagePath = icon.imagePath {
            let image = try images.image(at: imagePath, for: path)
            recorder?.recordImage(images.identity(of: imagePath), scaledInto: icon.rect, on: context)
            try context.draw(image: image, in: icon.rect, contentMode: .aspectFill, cornerRadii: icon.radii)
        } else if let symbol = icon.symbol {
            try draw(symbol)
        }
    }

    /// A trailing accessory in its rectangle (see ``CellAccessory``).
    func drawAccessory(_ placed: PlacedAccessory, style: RowAccessoryStyle) throws {
        let rect = placed.rect
        switch placed.accessory {
        case .disclosureIndicator:
            // A chevron whose 2-point stroke, with round caps and join, fills the 8 x 14 box.
            let (tip, back) = placed.isMirrored ? (rect.minX + 1, rect.maxX - 1) : (rect.maxX - 1, rect.minX + 1)
            try strokePolyline(
                [
                    CGPoint(x: back, y: rect.minY + 1), CGPoint(x: tip, y: rect.midY),
                    CGPoint(x: back, y: rect.maxY - 1)
                ], width: 2, color: style.disclosureIndicatorColor)
        case .checkmark:
            // Not mirrored in right-to-left layouts, as iOS draws it.
            try strokePolyline(
                [
                    CGPoint(x: rect.minX + 1, y: rect.minY + 7.5),
                    CGPoint(x: rect.minX + 5.75, y: rect.maxY - 1.5),
                    CGPoint(x: rect.maxX - 1, y: rect.minY + 1.5)
                ], width: 2, color: style.checkmarkColor)
        case .switch(let isOn):
            let radius = Double(rect.height) / 2
            try fillRoundedRect(rect, radius: radius, color: isOn ? style.switchOnColor : style.switchOffColor)
            // The knob: 2 points inside the track, at the trailing end when on.
            let side = rect.height - 4
            let atTrailingEnd = isOn != placed.isMirrored
            let knob = CGRect(
                x: atTrailingEnd ? rect.maxX - 2 - side : rect.minX + 2, y: rect.minY + 2,
                width: side, height: side)
            try drawShadow(style.switchKnobShadow, of: knob, radius: Double(side) / 2)
            try fillRoundedRect(knob, radius: Double(side) / 2, color: style.switchKnobColor)
        }
    }

    /// Strokes the line through `points` with round caps and joins.
    private func strokePolyline(_ points: [CGPoint], width: Double, color: Color) throws {
        try context.withSavedState {
            context.beginPath()
            context.addPolyline(points)
            context.lineWidth = width
            context.lineCap = .round
            context.lineJoin = .round
            try context.stroke(color)
        }
    }
}
