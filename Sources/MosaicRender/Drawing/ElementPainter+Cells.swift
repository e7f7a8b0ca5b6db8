import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A cell: shadow, fill, image, text (or the placeholder label), border, placed as
    /// ``CellArrangement`` says.
    func drawCell(_ attributes: UICollectionViewLayoutAttributes) throws {
        let frame = attributes.frame
        let path = attributes.indexPath
        let item = content.cell(at: path)
        let look = looks.cell(at: path, item: item)
        let radius = look.radii.topLeft
        try drawShadow(look.shadow, of: frame, radius: radius)
        if let fill = look.fill { try fillRoundedRect(frame, radii: look.radii, color: fill) }
        let arrangement = CellArrangement(look: look, item: item, placeholderText: looks.placeholderText(at: path),
                                          frame: frame, isRightToLeft: isRightToLeft, measurer: measurer)
        if let imagePath = item.imagePath, let placed = arrangement.image {
            let image = try images.image(at: imagePath, for: path)
            try context.draw(image: image, in: placed.rect, contentMode: .aspectFill, cornerRadii: placed.radii)
        }
        for text in arrangement.texts {
            try context.draw(text: text.text, style: text.style, in: text.rect)
        }
        if var label = arrangement.placeholder {
            label.style.color = look.placeholderColor ?? (look.fill ?? style.background).contrastingLabel
            try context.draw(text: label.text, style: label.style, in: label.rect)
        }
        try strokeBorder(look.border, of: frame, radius: radius)
    }
}
