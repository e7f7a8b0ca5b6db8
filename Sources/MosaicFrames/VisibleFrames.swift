import CompositionalLayout

extension LayoutFrame {
    /// The elements a picture of `rect` (content coordinates, in points) shows, in the canonical
    /// order (``sorted(_:)``): those whose frame overlaps `rect` by a positive area. An element
    /// that only touches the rectangle's edge, has no area, or lies past it (a cell scrolled out of
    /// view, an orthogonal section's clipped items) draws nothing there and is left out, so a
    /// reference of a screen stays as large as what it shows, however long the list.
    @preconcurrency @MainActor
    public static func visible(in view: UICollectionView, rect: CGRect) -> [LayoutFrame] {
        visible(in: view.collectionViewLayout, rect: rect)
    }

    /// The elements of `layout` (attached to a collection view or a render scene that is kept
    /// alive meanwhile) that a picture of `rect` shows; on any thread.
    public static func visible(in layout: UICollectionViewLayout, rect: CGRect) -> [LayoutFrame] {
        var frames: [LayoutFrame] = []
        var memo = TidyMemo()
        func visit(
            _ frame: CGRect, _ indexPath: borrowing IndexPath, _ category: UICollectionView.ElementCategory,
            _ kind: borrowing String?, _ zIndex: Int
        ) {
            guard isVisible(frame, in: rect) else { return }
            frames.append(
                LayoutFrame(
                    frame: frame, indexPath: indexPath, category: category, kind: kind,
                    zIndex: zIndex, memo: &memo))
        }
        if type(of: layout) == UICollectionViewCompositionalLayout.self,
            let compositional = layout as? UICollectionViewCompositionalLayout
        {
            compositional.forEachElement(in: rect, visit)
        } else {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
                visit(
                    attributes.frame, attributes.indexPath, attributes.representedElementCategory,
                    attributes.representedElementKind, attributes.zIndex)
            }
        }
        return sorted(frames)
    }

    /// Whether `frame` and `rect` share a positive area.
    public static func isVisible(_ frame: CGRect, in rect: CGRect) -> Bool {
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return false }
        let width = min(frame.maxX, rect.maxX) - max(frame.minX, rect.minX)
        let height = min(frame.maxY, rect.maxY) - max(frame.minY, rect.minY)
        return width > 0 && height > 0
    }
}
