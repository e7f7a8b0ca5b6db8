import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A header or footer: background, text (placed as ``BoundaryArrangement`` says), rule.
    func drawBoundary(_ attributes: UICollectionViewLayoutAttributes, isFooter: Bool, isGlobal: Bool) throws {
        var look = looks.boundary(
            kind: attributes.representedElementKind ?? "", section: attributes.indexPath.section,
            isFooter: isFooter, isGlobal: isGlobal)
        if let appearance = configuredAppearance(of: attributes, as: .header(isGlobal: isGlobal)) {
            // A configured view draws its own background (or none) in place of the style's.
            look.style.background = nil
            look.style.rule = nil
            try draw(appearance, in: attributes.frame)
        }
        let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        guard let placed = content.placedSupplementaryViews[key] else {
            return try drawBoundary(look, in: attributes.frame, isFooter: isFooter)
        }
        // The view's own labels, where its code put them, take the place of its text; a view
        // that shows no text has none, not Mosaic's "Section N". Its look is what its code
        // gave it (drawn above), not the style's background and rule.
        let kind = attributes.representedElementKind ?? ""
        let ownText =
            isGlobal
            ? content.globalSupplementaryText[kind]
            : content.supplementaryText(ofKind: kind, section: key.indexPath.section)
        if !placed.labels.isEmpty || ownText == nil { look.text = "" }
        look.style.background = nil
        look.style.rule = nil
        try drawBoundary(look, in: attributes.frame, isFooter: isFooter)
        try drawPlacedViews(placed, origin: attributes.frame.origin, at: attributes.indexPath)
    }

    /// A header or footer of `look` in `frame` (also a list's header item).
    func drawBoundary(_ look: BoundaryLook, in frame: CGRect, isFooter: Bool) throws {
        if let background = look.style.background {
            try fillRoundedRect(frame, radius: look.style.cornerRadius, color: background)
        }
        let arrangement = BoundaryArrangement(look: look, frame: frame, measurer: measurer)
        if let text = arrangement.text { try draw(text) }
        if let accessory = arrangement.accessory { try draw(accessory) }
        if let rule = look.style.rule {
            let y = isFooter ? frame.minY : frame.maxY - pixel
            try context.fill(CGRect(x: frame.minX, y: y, width: frame.width, height: pixel), with: rule)
        }
    }

    /// A badge: a capsule (a circle when square) with its cell's badge text
    /// (``LayoutContent/badgeText(ofKind:at:badgeKind:)``), placed as ``BadgeArrangement`` says, in the
    /// cell's ``CellContent/badgeColor``; nothing when ``LayoutContent/showsBadge(ofKind:at:badgeKind:)`` says so.
    func drawBadge(_ attributes: UICollectionViewLayoutAttributes) throws {
        let kind = attributes.representedElementKind ?? ""
        guard looks.showsBadge(ofKind: kind, at: attributes.indexPath) else { return }
        var badgeStyle = style.badgeStyle(ofKind: kind)
        if let color = content.cell(at: attributes.indexPath).badgeColor?.resolved(in: looks.theme) {
            badgeStyle.fill = color
            if badgeStyle.text.color == .white { badgeStyle.text.color = color.contrastingLabel }
        }
        let frame = attributes.frame
        let radius = Double(min(frame.width, frame.height)) / 2
        if let appearance = configuredAppearance(of: attributes, as: .badge) {
            // A configured view (a badge, a separator) draws its own look, not the badge style's capsule.
            try draw(appearance, in: frame)
        } else {
            try drawBadgeCapsule(frame, radius: radius, style: badgeStyle)
        }
        let arrangement = BadgeArrangement(
            text: looks.badgeText(ofKind: kind, at: attributes.indexPath),
            style: badgeStyle, textStyle: looks.textStyle(badgeStyle.text),
            frame: frame, measurer: measurer)
        if let label = arrangement.label {
            try draw(label)
        }
    }

    /// The badge style's capsule: its fill and ring.
    private func drawBadgeCapsule(_ frame: CGRect, radius: Double, style badgeStyle: BadgeStyle) throws {
        try fillRoundedRect(frame, radius: radius, color: badgeStyle.fill)
        if let border = badgeStyle.border, border.width > 0 {
            context.beginPath()
            context.addRoundedRect(frame, cornerRadius: radius)
            context.lineWidth = border.width
            try context.stroke(border.color.resolved(in: looks.theme))
        }
    }

    /// A decoration view: a rounded, tinted section background, or the look of the class a
    /// pasted screen registered for its kind.
    func drawDecoration(_ attributes: UICollectionViewLayoutAttributes) throws {
        if let appearance = configuredAppearance(of: attributes, as: .decoration) {
            return try draw(appearance, in: attributes.frame)
        }
        let decorationStyle = style.decorationStyle(ofKind: attributes.representedElementKind ?? "")
        let fill =
            decorationStyle.fill
            ?? looks.paletteColor(section: attributes.indexPath.section).withAlpha(decorationStyle.tintOpacity)
        try fillRoundedRect(attributes.frame, radius: decorationStyle.cornerRadius, color: fill)
        try strokeBorder(decorationStyle.border, of: attributes.frame, radius: decorationStyle.cornerRadius)
    }
}
