import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A header or footer: background, text, rule.
    ///
    /// The text is the section's ``SectionContent/supplementaryText`` for the element's kind
    /// (the layout's ``LayoutContent/globalSupplementaryText`` for layout-wide ones); without
    /// one, "Section N" for a header and "Footer N" for a footer.
    func drawBoundary(_ attributes: UICollectionViewLayoutAttributes, isFooter: Bool, opacity: Double,
                      isGlobal: Bool) throws {
        let kind = attributes.representedElementKind ?? ""
        let section = attributes.indexPath.section
        let list = structure.list(inSection: section)
        let boundaryStyle = isFooter ? style.footerStyle(ofKind: kind, list: list) : style.headerStyle(ofKind: kind, list: list)
        let frame = attributes.frame
        if let background = boundaryStyle.background {
            try fillRoundedRect(frame, radius: boundaryStyle.cornerRadius, color: background.fading(opacity))
        }
        let given = isGlobal ? content.globalSupplementaryText[kind] : content.supplementaryText(ofKind: kind, section: section)
        let text = given ?? (isGlobal ? (isFooter ? "Footer" : "Header") : (isFooter ? "Footer \(section)" : "Section \(section)"))
        // List headers and footers line their text up with the rows' text.
        let padding = CGFloat(boundaryStyle.horizontalPadding) + (list == nil || isGlobal ? 0 : structure.listMargin)
        let textRect = frame.insetBy(dx: min(padding, frame.width / 2), dy: 0)
        if !text.isEmpty, textRect.width > 0 {
            try context.draw(text: text, style: textStyle(boundaryStyle.text, opacity: opacity), in: textRect)
        }
        if let rule = boundaryStyle.rule {
            let y = isFooter ? frame.minY : frame.maxY - pixel
            try context.fill(CGRect(x: frame.minX, y: y, width: frame.width, height: pixel), with: rule.fading(opacity))
        }
    }

    /// A badge: a capsule (a circle when square) with its cell's ``CellContent/badge`` text,
    /// its font shrunk to fit.
    func drawBadge(_ attributes: UICollectionViewLayoutAttributes, opacity: Double) throws {
        let badgeStyle = style.badgeStyle(ofKind: attributes.representedElementKind ?? "")
        let frame = attributes.frame
        let radius = Double(min(frame.width, frame.height)) / 2
        try fillRoundedRect(frame, radius: radius, color: badgeStyle.fill.fading(opacity))
        if let border = badgeStyle.border, border.width > 0 {
            context.beginPath()
            context.addRoundedRect(frame, cornerRadius: radius)
            context.lineWidth = border.width
            try context.stroke(border.color.fading(opacity))
        }
        guard let text = content.cell(at: attributes.indexPath).badge, !text.isEmpty else { return }
        var label = textStyle(badgeStyle.text, opacity: opacity)
        let inset = min(frame.height * 0.2, frame.width / 4)
        let available = Double(frame.width - 2 * inset)
        let natural = measurer.measure(text, style: label).width
        label.size = min(label.size, Double(frame.height) * 0.62,
                         natural > available ? label.size * available / natural : .infinity)
        try context.draw(text: text, style: label, in: frame.insetBy(dx: inset, dy: 0))
    }

    /// A decoration view: a rounded, tinted section background.
    func drawDecoration(_ attributes: UICollectionViewLayoutAttributes, opacity: Double) throws {
        let decorationStyle = style.decorationStyle(ofKind: attributes.representedElementKind ?? "")
        let fill = decorationStyle.fill
            ?? paletteColor(section: attributes.indexPath.section).withAlpha(decorationStyle.tintOpacity)
        try fillRoundedRect(attributes.frame, radius: decorationStyle.cornerRadius, color: fill.fading(opacity))
        try strokeBorder(decorationStyle.border, of: attributes.frame, radius: decorationStyle.cornerRadius,
                         opacity: opacity)
    }
}
