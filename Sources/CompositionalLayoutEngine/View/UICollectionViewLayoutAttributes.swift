import Foundation

/// Where and how one element (cell, supplementary view or decoration view) is shown.
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem, CustomStringConvertible {
    /// The values that can change, kept together. Each is read and replaced whole, never
    /// held `inout` across a call that could touch it again, so the storage skips the
    /// run-time exclusivity check (`@exclusivity(unchecked)`), which would otherwise run on
    /// every read, several times for each element drawn. The properties below are computed, because a
    /// client module reading a stored property checks it whatever the attribute says.
    private struct State {
        var frame: CGRect
        var indexPath: IndexPath
        var zIndex: Int
        var alpha: CGFloat = 1
        var isHidden = false
        var transform: CGAffineTransform = .identity
    }

    @exclusivity(unchecked) private var state: State

    /// The element's frame in the collection view's content coordinates,
    /// rounded to the display's pixel grid.
    public var frame: CGRect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// The element's index path: the cell's, or the section's (item 0) for a
    /// header, footer or background.
    public var indexPath: IndexPath {
        get { state.indexPath }
        set { state.indexPath = newValue }
    }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public let representedElementKind: String?
    /// Drawing order: higher is drawn later, on top.
    public var zIndex: Int {
        get { state.zIndex }
        set { state.zIndex = newValue }
    }
    /// Opacity, 0 to 1.
    public var alpha: CGFloat {
        get { state.alpha }
        set { state.alpha = newValue }
    }
    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }
    /// A transform applied about the element's centre, as UIKit's
    /// `transform` is "relative to the center of its bounds". ``frame``, ``center``
    /// and ``size`` stay the untransformed geometry (UIKit's documentation ties
    /// `frame` to `center` and `size` only); a renderer applies the transform
    /// when it draws.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Creates attributes for an element.
    public init(
        frame: CGRect, indexPath: IndexPath, category: UICollectionElementCategory,
        kind: String?, zIndex: Int
    ) {
        state = State(frame: frame, indexPath: indexPath, zIndex: zIndex)
        self.representedElementCategory = category
        self.representedElementKind = kind
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
        let other = UICollectionViewLayoutAttributes(
            frame: frame, indexPath: indexPath,
            category: representedElementCategory,
            kind: representedElementKind, zIndex: zIndex)
        other.alpha = alpha
        other.isHidden = isHidden
        other.transform = transform
        return other
    }
}
