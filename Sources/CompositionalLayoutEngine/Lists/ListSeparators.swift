import Foundation

/// A hairline between two rows of a list section, for the renderer to draw.
/// UIKit's list cells draw their own separators; the engine exposes where.
public struct ListSeparator: Equatable, Sendable {
    /// The row the separator sits under.
    public let indexPath: IndexPath
    /// One device pixel tall, at the bottom of the row, starting after the
    /// leading separator inset.
    public let frame: CGRect
    /// Whether the leading inset is the list's own (the row's separator configuration
    /// left it at `automaticInsets`), so a renderer may move the start to the row's text.
    public var hasAutomaticLeadingInset = true
}

extension UICollectionViewCompositionalLayout {
    /// The separators of list sections that meet `rect`: under every row but a
    /// section's last in grouped styles, under every row in plain lists, none in
    /// sidebars or when `showsSeparators` is off, and none under a first item
    /// that is the section's header (`headerMode = .firstItemInSection`). The leading inset is the list's
    /// side margin (20 in containers wider than 375 points, else 16; measured, Docs/uikit-facts.md §11).
    /// A row's `separatorConfiguration` (through `itemSeparatorHandler`) can show or hide its
    /// separator and set its insets.
    public func listSeparators(in rect: CGRect) -> [ListSeparator] {
        guard let solved, let host else { return [] }
        // Without a list that shows separators, there is nothing to find: skip the element query.
        guard solved.sections.contains(where: { $0.definition?.listConfiguration?.showsSeparators == true }) else {
            return []
        }
        let hairline = 1 / max(1, host.traitCollection.displayScale)
        let margin = ListMetrics.sideMargin(containerWidth: solved.environment.container.effectiveContentSize.width)
        let rightToLeft = host.traitCollection.layoutDirection == .rightToLeft
        var separators: [ListSeparator] = []
        for attributes in layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell {
            let path = attributes.indexPath
            guard let configuration = solved.sections[path.section].definition?.listConfiguration,
                configuration.showsSeparators
            else { continue }
            let isLast = path.item == solved.sections[path.section].itemCount - 1
            if configuration.headerMode == .firstItemInSection, path.item == 0 { continue }
            let rowSeparator = configuration.separatorConfiguration(at: path)
            guard configuration.showsBottomSeparator(rowSeparator, isLastRow: isLast) else { continue }
            let (leading, trailing) = rowSeparator.bottomInsets(automaticLeading: margin)
            let row = attributes.frame
            let width = max(0, row.width - leading - trailing)
            let frame = CGRect(
                x: row.minX + (rightToLeft ? trailing : leading), y: row.maxY - hairline,
                width: width, height: hairline)
            separators.append(
                ListSeparator(
                    indexPath: path, frame: frame,
                    hasAutomaticLeadingInset: rowSeparator.bottomSeparatorInsets.leading
                        == UIListSeparatorConfiguration.automaticInsets.leading))
        }
        return separators
    }
}
