import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A cell: shadow, fill, a configured gradient, image (under its scrim), a list row's icon, text (or the
    /// placeholder label), a list row's accessories, border, following its outline, placed
    /// as ``CellArrangement`` says. A list's header
    /// item is drawn as its header (``ElementLooks/headerItem(at:item:)``).
    func drawCell(_ attributes: UICollectionViewLayoutAttributes) throws {
        let frame = attributes.frame
        let path = attributes.indexPath
        let item = content.cell(at: path)
        // Tested first: the header's look is large, and an optional one is copied even when nil.
        if looks.isHeaderItem(at: path), let header = looks.headerItem(at: path, item: item) {
            return try drawBoundary(header, in: frame, isFooter: false)
        }
        let look = looks.cell(at: path, item: item)
        let arrangement = CellArrangement(
            look: look, item: item,
            placeholderText: looks.placeholderText(at: path, item: item), frame: frame,
            isRightToLeft: isRightToLeft, measurer: measurer)
        let outline = arrangement.outline
        try drawShadow(look.shadow, of: outline.rect, radius: outline.radii.topLeft)
        if let fill = look.fill { try fillRoundedRect(outline.rect, radii: outline.radii, color: fill) }
        if let gradient = item.appearance?.gradient {
            try fillGradient(
                gradient, in: outline.rect, radii: item.appearance?.clipsToBounds == true ? outline.radii : .zero)
        }
        if let placed = arrangement.image {
            if let imagePath = item.imagePath {
                let image = try images.image(at: imagePath, for: path)
                recorder?.recordImage(images.identity(of: imagePath), scaledInto: placed.rect, on: context)
                try context.draw(image: image, in: placed.rect, contentMode: .aspectFill, cornerRadii: placed.radii)
            } else if let artwork = item.artwork {
                recorder?.recordImage("artwork:\(artwork.rawValue)")
                try ArtworkPainter(context: context, language: looks.language).draw(
                    artwork, at: path, title: item.title, in: placed.rect,
                    radii: placed.radii)
            }
            if let scrim = arrangement.scrim { try fillRoundedRect(placed.rect, radii: placed.radii, color: scrim) }
            if let gradient = arrangement.scrimGradient {
                try context.withSavedState {
                    try context.clip(to: placed.rect, radii: placed.radii)
                    context.beginPath()
                    context.addRect(placed.rect)
                    try context.fill(gradient)
                }
            }
        }
        for box in item.placedBoxes { try draw(box.appearance, in: box.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
        if !item.placedImages.isEmpty { try drawPlacedImages(item.placedImages, origin: frame.origin, at: path) }
        if !item.placedButtons.isEmpty { try drawPlacedButtons(item.placedButtons, origin: frame.origin, at: path) }
        if look.isListRow, let icon = arrangement.icon { try drawIcon(icon, at: path) }
        for text in arrangement.texts {
            try draw(text)
        }
        if !item.placedLabels.isEmpty { try drawPlacedLabels(item.placedLabels, origin: frame.origin) }
        if var label = arrangement.placeholder {
            // A placeholder label contrasts with the colour seen behind it: a translucent fill
            // over the page.
            let page = style.pageBackground ?? style.background
            label.style.color = look.placeholderColor ?? (look.fill ?? page).composited(over: page).contrastingLabel
            try draw(label)
        }
        if look.isListRow {
            try drawRowBadgeAndAccessories(of: arrangement)
        } else {
            for accessory in arrangement.accessories { try drawAccessory(accessory, style: looks.accessoryStyle) }
        }
        try strokeBorder(look.border, of: outline.rect, radii: outline.radii)
    }

    /// A list row's badge and accessories. Only list rows have them: other cells skip reading
    /// them (an optional badge is copied whole even when it is nil).
    private func drawRowBadgeAndAccessories(of arrangement: CellArrangement) throws {
        if let badge = arrangement.rowBadge {
            recorder?.recordTextSizedShape(badge.rect, on: context)
            try fillRoundedRect(badge.rect, radius: Double(badge.rect.height) / 2, color: badge.fill)
            try draw(badge.text)
        }
        for accessory in arrangement.accessories {
            try drawAccessory(accessory, style: looks.accessoryStyle)
        }
    }
}
