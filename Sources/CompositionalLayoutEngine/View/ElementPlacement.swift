import Foundation

/// What a query computes for one element, as plain values: the numbers a
/// ``UICollectionViewLayoutAttributes`` object is made of, without making one
/// (queries make the object only for what they return).
struct ElementPlacement {
    /// The element's frame in the collection view's content coordinates,
    /// rounded to the display's pixel grid.
    var frame: CGRect
    /// The cell's index path, or the section's (item 0) for a header, footer or background.
    var indexPath: IndexPath
    var category: UICollectionElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    var kind: String?
    var zIndex: Int

    init(
        frame: CGRect, indexPath: IndexPath, category: UICollectionElementCategory,
        kind: String?, zIndex: Int
    ) {
        self.frame = frame
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
        self.zIndex = zIndex
    }

    /// The placement an attributes object holds (after a visible-items handler changed it, say).
    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(
            frame: attributes.frame, indexPath: attributes.indexPath,
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            zIndex: attributes.zIndex)
    }
}

extension UICollectionViewLayoutAttributes {
    /// Attributes holding `placement`, with the default alpha, visibility and transform.
    convenience init(_ placement: borrowing ElementPlacement) {
        self.init(
            frame: placement.frame, indexPath: placement.indexPath, category: placement.category,
            kind: placement.kind, zIndex: placement.zIndex)
    }
}
