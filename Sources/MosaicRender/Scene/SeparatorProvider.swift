import CompositionalLayout

/// A separator line to draw, in the collection view's content coordinates.
///
/// A horizontal line is drawn as a band of the style's thickness (a device pixel by
/// default) just above it, and a vertical one just left of it, so a line along a row's
/// bottom edge stays inside the row; other lines are stroked along their centre.
public struct Separator: Sendable, Equatable {
    /// Where the line starts.
    public var start: CGPoint
    /// Where the line ends.
    public var end: CGPoint

    /// Makes a separator from `start` to `end`.
    public init(start: CGPoint, end: CGPoint) {
        self.start = start
        self.end = end
    }
}

/// Says where list separators go. The renderer draws them above cells and below
/// supplementaries, with ``RenderStyle/separator``.
///
/// ``ListSeparators`` (the default) draws the engine's separators of list sections;
/// ``CellSeparators`` puts one under each cell of chosen sections of any layout.
public protocol SeparatorProvider {
    /// The separators that may show in `rect` (content coordinates) of `layout`, the layout
    /// of the scene's collection view (attached to it, so its queries answer).
    func separators(in rect: CGRect, of layout: UICollectionViewLayout) -> [Separator]
}

/// The separators the engine computes for list sections
/// (`UICollectionViewCompositionalLayout.listSeparators(in:)`): they follow each list's
/// appearance and `showsSeparators`, inset by the list's side margin. A header item (the
/// first item of a list whose `headerMode` is `.firstItemInSection`) has none under it.
/// When a scene draws them, a row with an icon (`CellIcon`) or an image beside its text
/// has its separator start where its text starts, as UIKit's list cells align their
/// separators with their text, unless the row's separator configuration sets its own
/// leading inset.
public struct ListSeparators: SeparatorProvider, Sendable {
    /// Makes the provider.
    public init() {}

    /// The engine's list separators meeting `rect`.
    public func separators(in rect: CGRect, of layout: UICollectionViewLayout) -> [Separator] {
        separators(in: rect, of: layout, textInset: { _ in 0 })
    }

    /// The engine's list separators meeting `rect`, each starting `textInset(row)` further
    /// from its row's leading edge (its text's start past the margin).
    func separators(
        in rect: CGRect, of layout: UICollectionViewLayout,
        textInset: (IndexPath) -> CGFloat
    ) -> [Separator] {
        guard let layout = layout as? UICollectionViewCompositionalLayout else { return [] }
        let sections = layout.solved?.sections ?? []
        let rightToLeft = layout.host?.isRightToLeft ?? false
        func isHeaderItem(_ path: IndexPath) -> Bool {
            path.item == 0 && sections.indices.contains(path.section)
                && sections[path.section].definition?.listConfiguration?.headerMode == .firstItemInSection
        }
        // The engine gives the hairline's rectangle; the line runs along its bottom edge.
        return layout.listSeparators(in: rect).filter { !isHeaderItem($0.indexPath) }.map { separator in
            let frame = separator.frame
            let inset =
                separator.hasAutomaticLeadingInset ? min(max(textInset(separator.indexPath), 0), frame.width) : 0
            return Separator(
                start: CGPoint(x: frame.minX + (rightToLeft ? 0 : inset), y: frame.maxY),
                end: CGPoint(x: frame.maxX - (rightToLeft ? inset : 0), y: frame.maxY))
        }
    }
}

/// Separators along the bottom edge of every cell but the last of the chosen sections,
/// inset from the cell's leading edge, as in an iOS list.
public struct CellSeparators: SeparatorProvider, Sendable {
    /// The sections that get separators; `nil` means all.
    public var sections: Set<Int>?
    /// How far separators start from the cell's leading edge, in points.
    public var leadingInset: CGFloat

    /// Makes a separator provider.
    public init(sections: Set<Int>? = nil, leadingInset: CGFloat = 16) {
        self.sections = sections
        self.leadingInset = leadingInset
    }

    /// A separator under each cell meeting `rect`, except each section's last.
    public func separators(in rect: CGRect, of layout: UICollectionViewLayout) -> [Separator] {
        let rightToLeft = layout.host?.isRightToLeft ?? false
        return (layout.layoutAttributesForElements(in: rect) ?? []).compactMap { cell in
            let path = cell.indexPath
            guard cell.representedElementCategory == .cell, !cell.isHidden, sections?.contains(path.section) ?? true,
                path.item < (layout.host?.numberOfItems(inSection: path.section) ?? 0) - 1
            else { return nil }
            let frame = cell.frame
            let inset = min(leadingInset, frame.width)
            return rightToLeft
                ? Separator(
                    start: CGPoint(x: frame.maxX - inset, y: frame.maxY), end: CGPoint(x: frame.minX, y: frame.maxY))
                : Separator(
                    start: CGPoint(x: frame.minX + inset, y: frame.maxY), end: CGPoint(x: frame.maxX, y: frame.maxY))
        }
    }
}
