import Foundation

/// Where and how one element (cell, supplementary view or decoration view) is shown.
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem, CustomStringConvertible {
    /// The element's frame in the collection view's content coordinates,
    /// rounded to the display's pixel grid.
    public var frame: CGRect
    /// The element's index path: the cell's, or the section's (item 0) for a
    /// header, footer or background.
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public let representedElementKind: String?
    /// Drawing order: higher is drawn later, on top.
    public var zIndex: Int
    /// Opacity, 0 to 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden.
    public var isHidden = false
    /// A transform applied about the element's centre, as UIKit's
    /// `transform` is "relative to the center of its bounds". ``frame``, ``center``
    /// and ``size`` stay the untransformed geometry (UIKit's documentation ties
    /// `frame` to `center` and `size` only); a renderer applies the transform
    /// when it draws.
    public var transform: CGAffineTransform = .identity

    /// Creates attributes for an element.
    public init(frame: CGRect, indexPath: IndexPath, category: UICollectionView.ElementCategory,
                kind: String?, zIndex: Int) {
        self.frame = frame
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.zIndex = zIndex
    }

    /// Attributes for a cell at `indexPath`, as UIKit's initialiser makes them.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(frame: .zero, indexPath: indexPath, category: .cell, kind: nil, zIndex: 0)
    }

    /// The centre of ``frame``.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The element's own coordinate space: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// `cell [0, 3] (10.0, 20.0, 100.0, 44.0)`, for example.
    public var description: String {
        let what: String
        switch representedElementCategory {
        case .cell: what = "cell"
        case .supplementaryView: what = "supplementary \(representedElementKind ?? "")"
        case .decorationView: what = "decoration \(representedElementKind ?? "")"
        }
        return "\(what) [\(indexPath.section), \(indexPath.item)] \(frame)"
    }

    func copy() -> UICollectionViewLayoutAttributes {
        let other = UICollectionViewLayoutAttributes(frame: frame, indexPath: indexPath,
                                                     category: representedElementCategory,
                                                     kind: representedElementKind, zIndex: zIndex)
        other.alpha = alpha
        other.isHidden = isHidden
        other.transform = transform
        return other
    }
}
