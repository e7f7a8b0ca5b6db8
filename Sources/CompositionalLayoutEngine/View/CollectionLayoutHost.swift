import Foundation

/// What a layout is laid out in: the viewport's size, insets, scroll position, traits and
/// item counts that UIKit's layouts read from their collection view.
///
/// The collection view (a main-actor view, as in UIKit) wraps one and forwards these
/// properties to it; the renderer, the frame dumps and the fuzzers use one directly, so
/// they solve and query layouts on any thread. Setting a property that changes the
/// layout's input invalidates the layout.
package final class CollectionLayoutHost {
    /// The object that wraps this host (the collection view), if any; not held.
    package weak var owner: AnyObject?

    /// The layout that positions the elements; it is attached to this host.
    package var layout: UICollectionViewLayout {
        didSet {
            layout.host = self
            invalidate()
        }
    }

    /// The viewport's size (the collection view's frame size).
    package var size: CGSize { didSet { if size != oldValue { invalidate() } } }
    /// Items per section; the number of sections is the array's count.
    package var numberOfItemsInSection: [Int] = [] { didSet { invalidate() } }
    /// Extra scrollable space around the content.
    package var contentInset: UIEdgeInsets = .zero { didSet { invalidate() } }
    /// The safe area (status bar, home indicator, notch).
    package var safeAreaInsets: UIEdgeInsets = .zero { didSet { invalidate() } }
    /// The margins `.layoutMargins` insets references follow.
    package var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { invalidate() }
    }
    /// Size classes, display scale, layout direction, appearance and text size.
    package var traitCollection = UITraitCollection() { didSet { invalidate() } }
    /// Measures self-sizing elements; `nil` keeps every estimate.
    package var sizingFunction: CollectionLayoutSizingFunction? { didSet { invalidate() } }
    /// The scroll position set explicitly, `nil` for the top rest position.
    package var explicitContentOffset: CGPoint?
    /// How far each orthogonal section has scrolled from its start position, by section.
    package var orthogonalScrollOffsets: [Int: CGFloat] = [:]
    /// Where the safe area joins the content insets (a scroll view's
    /// `contentInsetAdjustmentBehavior`).
    package var safeAreaAdjustment: SafeAreaAdjustment = .scrollingAxis { didSet { invalidate() } }

    /// Where the safe area joins the content insets.
    package enum SafeAreaAdjustment: Sendable {
        /// Along the scrolling axis, as UIKit's automatic adjustment does for a collection view.
        case scrollingAxis
        /// Nowhere (`.never`).
        case none
        /// On every edge (`.always`).
        case allEdges
    }

    /// A host of `size` laid out by `layout`.
    package init(size: CGSize, layout: UICollectionViewLayout) {
        self.size = size
        self.layout = layout
        layout.host = self
    }

    /// The number of sections.
    package var numberOfSections: Int { numberOfItemsInSection.count }

    /// The number of items in a section (0 for a section that does not exist).
    package func numberOfItems(inSection section: Int) -> Int {
        numberOfItemsInSection.indices.contains(section) ? numberOfItemsInSection[section] : 0
    }

    /// The content insets with the safe area added along the scrolling axis, as UIKit's
    /// automatic content-inset adjustment does for a scroll view that scrolls along it.
    package var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        let direction = (layout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
        switch safeAreaAdjustment {
        case .none: return insets
        case .allEdges:
            return UIEdgeInsets(
                top: insets.top + safeAreaInsets.top, left: insets.left + safeAreaInsets.left,
                bottom: insets.bottom + safeAreaInsets.bottom, right: insets.right + safeAreaInsets.right)
        case .scrollingAxis: break
        }
        if direction == .horizontal {
            insets.left += safeAreaInsets.left
            insets.right += safeAreaInsets.right
        } else {
            insets.top += safeAreaInsets.top
            insets.bottom += safeAreaInsets.bottom
        }
        return insets
    }

    /// The point of the content at the viewport's top-left corner: the explicit offset, or
    /// the top rest position `(-adjustedContentInset.left, -adjustedContentInset.top)`.
    package var contentOffset: CGPoint {
        get {
            if let explicitContentOffset { return explicitContentOffset }
            let insets = adjustedContentInset
            return CGPoint(x: -insets.left, y: -insets.top)
        }
        set { explicitContentOffset = newValue }
    }

    /// The viewport in content coordinates.
    package var bounds: CGRect { CGRect(origin: contentOffset, size: size) }

    /// Scrolls orthogonal section `section` to `offset`.
    package func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        orthogonalScrollOffsets[section] = offset
    }

    /// How far orthogonal section `section` has scrolled (0 unless set).
    package func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        orthogonalScrollOffsets[section] ?? 0
    }

    /// The visible rectangle in content coordinates less the adjusted content insets:
    /// the area pinned headers and footers stay inside.
    var pinningBounds: CGRect {
        let insets = adjustedContentInset
        let offset = contentOffset
        return CGRect(
            x: offset.x + insets.left, y: offset.y + insets.top,
            width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// Whether the traits ask for a right-to-left layout.
    package var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    private func invalidate() { layout.invalidateLayout() }
}

/// Measures a self-sizing element: given its category, kind (`nil` for cells), index path
/// and the size it is offered (the estimate on self-sizing axes), returns the size it
/// prefers. Only self-sizing axes of the answer are used.
public typealias CollectionLayoutSizingFunction = (UICollectionElementCategory, String?, IndexPath, CGSize) -> CGSize
