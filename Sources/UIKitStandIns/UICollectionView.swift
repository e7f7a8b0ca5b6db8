import Foundation

/// A headless stand-in for UIKit's collection view: the bounds, insets, traits
/// and item counts a layout reads, with no views drawn by itself.
///
/// ```swift
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812),
///                                       collectionViewLayout: layout)
/// collectionView.numberOfItemsInSection = [5, 12, 3]
/// ```
///
/// As on iOS, it is a view (it can be added to a view controller's view) and a
/// ``dataSource`` can give the counts and the configured cells; see Docs/pasting-screens.md.
public final class UICollectionView: UIScrollView {
    /// The kind of a section header supplementary view.
    nonisolated public static let elementKindSectionHeader = UICollectionElementKindSectionHeader
    /// The kind of a section footer supplementary view.
    nonisolated public static let elementKindSectionFooter = UICollectionElementKindSectionFooter

    /// The axis a layout scrolls along.
    public typealias ScrollDirection = UICollectionViewScrollDirection

    /// What an element is: a cell, a supplementary view, or a decoration view.
    public typealias ElementCategory = UICollectionElementCategory

    /// Measures a self-sizing element: given its category, kind (`nil` for cells),
    /// index path and the size it is offered (the estimate on self-sizing axes),
    /// returns the size it prefers. Only self-sizing axes of the answer are used.
    public typealias SizingFunction = CollectionLayoutSizingFunction

    /// What the layout reads (size, insets, offsets, traits, counts): the collection view
    /// forwards these properties to it, and code that lays out off the main actor (the
    /// renderer) uses it directly.
    package let host: CollectionLayoutHost

    /// The collection view's frame in its superview; its size is the viewport.
    public override var frame: CGRect { didSet { host.size = frame.size } }

    /// The viewport in content coordinates: ``contentOffset`` and the frame's size.
    public override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            contentOffset = newValue.origin
            frame.size = newValue.size
        }
    }

    /// Items per section; the number of sections is the array's count.
    /// Stands in for a data source; ``reloadData()`` sets it from ``dataSource``.
    public var numberOfItemsInSection: [Int] {
        get { host.numberOfItemsInSection }
        set { host.numberOfItemsInSection = newValue }
    }

    /// Gives the counts and the configured cells, as in UIKit (held weakly, as there).
    /// Setting it reads the counts from it (``reloadData()``).
    public weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// Told which items are coming (image-loading apps start downloads in it); never asked
    /// here, as nothing scrolls.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether cells are made ahead of display; stored only.
    public var isPrefetchingEnabled = true

    /// Whether several items can be selected at once.
    public var allowsMultipleSelection = false
    /// Whether focus returns to the last focused item (tvOS); stored only.
    public var remembersLastFocusedIndexPath = false
    /// Whether items can be selected; stored only.
    public var allowsSelection = true
    /// Stored only.
    public var allowsMultipleSelectionDuringEditing = false
    /// Stored only.
    public var isEditing = false
    /// Stored only.
    public var backgroundView: UIView?
    /// Stored only.
    public var selectionFollowsFocus = false
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// Cells made for ``cellForItem(at:)``, kept until the data is reloaded.
    var madeCells: [IndexPath: UICollectionViewCell] = [:]

    /// Cell classes by reuse identifier.
    var registeredCellClasses: [String: AnyClass?] = [:]
    /// Supplementary view classes by kind and reuse identifier.
    var registeredSupplementaryClasses: [RegistrationKey: AnyClass?] = [:]
    /// Dequeue calls that UIKit would have answered with an exception (an identifier with
    /// no registered class), in the order they happened.
    public internal(set) var registrationProblems: [String] = []

    /// Reads the number of sections and of items in each from ``dataSource`` (negative
    /// counts become 0); without a data source, keeps ``numberOfItemsInSection``.
    public func reloadData() {
        madeCells = [:]
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        numberOfItemsInSection = (0..<sections).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// Extra scrollable space around the content.
    public override var contentInset: UIEdgeInsets {
        get { host.contentInset }
        set { host.contentInset = newValue }
    }

    /// The safe area (status bar, home indicator, notch).
    public override var safeAreaInsets: UIEdgeInsets { didSet { host.safeAreaInsets = safeAreaInsets } }

    /// The collection view's layout margins, used by `.layoutMargins` insets references.
    public override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        didSet { host.directionalLayoutMargins = directionalLayoutMargins }
    }

    /// Where the viewport is scrolled to, as in UIKit: the point of the content at
    /// the viewport's top-left corner. Until set, it is the top rest position,
    /// `(-adjustedContentInset.left, -adjustedContentInset.top)`, where content
    /// y = 0 sits just below the top inset. Changing it moves pinned headers and
    /// what `layoutAttributesForElements(in:)` is asked about, not the layout.
    public override var contentOffset: CGPoint {
        get { host.contentOffset }
        set { host.contentOffset = newValue }
    }

    /// How far each orthogonal section has scrolled from its start position, by
    /// section index, in points along the section's scrolling axis (in reading
    /// order, so the same number means the same in a right-to-left layout).
    /// Sections not listed are at 0.
    public var orthogonalScrollOffsets: [Int: CGFloat] {
        get { host.orthogonalScrollOffsets }
        set { host.orthogonalScrollOffsets = newValue }
    }

    /// Scrolls orthogonal section `section` to `offset` (see ``orthogonalScrollOffsets``).
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        orthogonalScrollOffsets[section] = offset
    }

    /// How far orthogonal section `section` has scrolled (0 unless set).
    public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        host.orthogonalScrollOffset(forSection: section)
    }

    /// Size classes, display scale, layout direction, appearance and text size.
    public override var traitCollection: UITraitCollection { didSet { host.traitCollection = traitCollection } }

    /// Measures self-sizing elements; `nil` keeps every estimate.
    public var sizingFunction: SizingFunction? {
        get { host.sizingFunction }
        set { host.sizingFunction = newValue }
    }

    /// The layout that positions the elements.
    public var collectionViewLayout: UICollectionViewLayout {
        get { host.layout }
        set { host.layout = newValue }
    }

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        host = CollectionLayoutHost(size: frame.size, layout: layout)
        super.init(frame: frame)
        host.owner = self
        host.traitCollection = traitCollection
        host.safeAreaInsets = safeAreaInsets
        host.directionalLayoutMargins = directionalLayoutMargins
    }

    /// A collection view with an empty layout (set ``collectionViewLayout`` before use).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
    }

    /// Mosaic never decodes views from archives: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The number of sections.
    public var numberOfSections: Int { host.numberOfSections }

    /// The number of items in a section (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int { host.numberOfItems(inSection: section) }

    /// The content insets with the safe area added along the scrolling axis, as
    /// UIKit's automatic content-inset adjustment does for a scroll view that
    /// scrolls along that axis.
    public override var adjustedContentInset: UIEdgeInsets { host.adjustedContentInset }

    /// How the safe area is added to the content insets: along the scrolling axis unless
    /// `.never` (none) or `.always` (every edge).
    public override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet {
            switch contentInsetAdjustmentBehavior {
            case .automatic, .scrollableAxes: host.safeAreaAdjustment = .scrollingAxis
            case .never: host.safeAreaAdjustment = .none
            case .always: host.safeAreaAdjustment = .allEdges
            }
        }
    }

    /// The size of the whole content, as the layout computes it (setting it does nothing).
    public override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set {}
    }
}

extension UICollectionViewLayout {
    /// The collection view the layout belongs to.
    public var collectionView: UICollectionView? { host?.owner as? UICollectionView }
}
