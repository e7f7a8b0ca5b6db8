import CompositionalLayout
import MosaicRender

/// Adapter: the engine's list separators (`UICollectionViewCompositionalLayout.listSeparators(in:)`,
/// which follow each list section's appearance and `showsSeparators`) as the renderer's
/// ``SeparatorProvider``. The renderer has no such bridge of its own yet.
struct EngineListSeparators: SeparatorProvider {
    func separators(in rect: CGRect, of collectionView: UICollectionView) -> [Separator] {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return [] }
        // The renderer draws a horizontal separator's hairline just above the line from
        // `start` to `end`, so the line runs along the bottom of the engine's hairline rectangle.
        return layout.listSeparators(in: rect).map { separator in
            let frame = separator.frame
            let rightToLeft = collectionView.traitCollection.layoutDirection == .rightToLeft
            return rightToLeft
                ? Separator(start: CGPoint(x: frame.maxX, y: frame.maxY), end: CGPoint(x: frame.minX, y: frame.maxY))
                : Separator(start: CGPoint(x: frame.minX, y: frame.maxY), end: CGPoint(x: frame.maxX, y: frame.maxY))
        }
    }
}
