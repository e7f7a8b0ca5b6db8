import Foundation

/// What a query computes for one element, as plain values: the numbers a
/// ``UICollectionViewLayoutAttributes`` object is made of, without making one.
/// Frames dumped for 100k cells read these rather than allocating (and later freeing)
/// an object per cell.
package struct ElementPlacement {
    /// The element's frame in the collection view's content coordinates,
    /// rounded to the display's pixel grid.
    package var frame: CGRect
    /// The cell's index path, or the section's (item 0) for a header, footer or background.
    package var indexPath: IndexPath
    package var category: UICollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    package var kind: String?
    package var zIndex: Int

    init(frame: CGRect, indexPath: IndexPath, category: UICollectionView.ElementCategory,
         kind: String?, zIndex: Int) {
        self.frame = frame
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
        self.zIndex = zIndex
    }

    /// The placement an attributes object holds (after a visible-items handler changed it, say).
    package init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(frame: attributes.frame, indexPath: attributes.indexPath,
                  category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                  zIndex: attributes.zIndex)
    }
}

extension UICollectionViewLayoutAttributes {
    /// Attributes holding `placement`, with the default alpha, visibility and transform.
    convenience init(_ placement: borrowing ElementPlacement) {
        self.init(frame: placement.frame, indexPath: placement.indexPath, category: placement.category,
                  kind: placement.kind, zIndex: placement.zIndex)
    }
}
