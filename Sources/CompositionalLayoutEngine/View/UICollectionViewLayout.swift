import Foundation

/// The base class of collection view layouts, as in UIKit.
open class UICollectionViewLayout {
    /// What the layout is laid out in (the collection view's host; see
    /// `UICollectionViewLayout.collectionView` in UIKitStandIns); not held, as UIKit's
    /// layouts do not hold their collection view.
    package internal(set) weak var host: CollectionLayoutHost?

    public init() {}

    /// Computes the layout; queries call it when needed.
    open func prepare() {}

    /// Throws the computed layout away, to be recomputed on the next query.
    open func invalidateLayout() {}

    /// The size of the whole scrollable content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Accepts a decoration view class for a kind, as UIKit's layout does. Mosaic
    /// draws decorations by kind, so the class can be any type and is only recorded.
    open func register(_ viewClass: Any.Type?, forDecorationViewOfKind elementKind: String) {}
}
