import CompositionalLayout

/// A separator line to draw, in the collection view's content coordinates.
public struct Separator: Sendable, Equatable {
    /// Where the line starts (its leading end, on its centre line for a horizontal line's y).
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
/// This is the hook for the engine's list sections: until the engine computes
/// separators itself, ``CellSeparators`` puts one under each cell of chosen sections.
public protocol SeparatorProvider {
    /// The separators that may show in `rect` (content coordinates) of `collectionView`.
    func separators(in rect: CGRect, of collectionView: UICollectionView) -> [Separator]
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

    public func separators(in rect: CGRect, of collectionView: UICollectionView) -> [Separator] {
        let layout = collectionView.collectionViewLayout
        let rightToLeft = collectionView.traitCollection.layoutDirection == .rightToLeft
        return (layout.layoutAttributesForElements(in: rect) ?? []).compactMap { cell in
            let path = cell.indexPath
            guard cell.representedElementCategory == .cell, !cell.isHidden, sections?.contains(path.section) ?? true,
                  path.item < collectionView.numberOfItems(inSection: path.section) - 1 else { return nil }
            let frame = cell.frame
            let inset = min(leadingInset, frame.width)
            return rightToLeft
                ? Separator(start: CGPoint(x: frame.maxX - inset, y: frame.maxY), end: CGPoint(x: frame.minX, y: frame.maxY))
                : Separator(start: CGPoint(x: frame.minX + inset, y: frame.maxY), end: CGPoint(x: frame.maxX, y: frame.maxY))
        }
    }
}
