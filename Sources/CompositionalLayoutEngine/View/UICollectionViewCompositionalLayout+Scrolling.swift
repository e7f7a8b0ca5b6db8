import Foundation

extension UICollectionViewCompositionalLayout {
    /// The scroll geometry of orthogonal section `section`; `nil` for a section
    /// that does not scroll orthogonally (or does not exist).
    public func orthogonalScrolling(forSection section: Int) -> OrthogonalScrolling? {
        guard let solved, solved.sections.indices.contains(section) else { return nil }
        let solvedSection = solved.sections[section]
        guard solvedSection.isOrthogonal, let definition = solvedSection.definition else { return nil }
        return OrthogonalScrolling(
            section: solvedSection, behavior: definition.orthogonalScrollingBehavior,
            interGroupSpacing: max(0, definition.interGroupSpacing),
            grid: PixelGrid(scale: host?.traitCollection.displayScale ?? 1))
    }

    /// The rest positions ("stops") of orthogonal section `section`, as offsets
    /// for `UICollectionView.setOrthogonalScrollOffset(_:forSection:)`.
    public func orthogonalRestOffsets(forSection section: Int) -> [CGFloat] {
        orthogonalScrolling(forSection: section)?.restOffsets ?? []
    }

    /// Where orthogonal section `section` comes to rest after a scroll that would
    /// end at `proposedOffset` with `velocity` (see ``OrthogonalScrolling/targetOffset(proposed:velocity:)``).
    public func targetOrthogonalScrollOffset(
        forSection section: Int, proposedOffset: CGFloat,
        velocity: CGFloat = 0
    ) -> CGFloat {
        orthogonalScrolling(forSection: section)?.targetOffset(proposed: proposedOffset, velocity: velocity) ?? 0
    }
}
