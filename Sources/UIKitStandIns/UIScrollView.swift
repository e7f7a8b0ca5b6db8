import Foundation

/// What a scroll view tells its delegate. Mosaic never scrolls, so it never calls these.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
}

/// A stand-in for UIKit's `UIScrollView`: the scroll position, insets and settings.
/// `UICollectionView` is one; for it, the offset, insets and content size are the layout's.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area is added to the content insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Along the scrolling axis (a collection view), as `.scrollableAxes`.
        case automatic
        /// Along the axes the view scrolls along.
        case scrollableAxes
        /// Not at all: content starts under the status bar.
        case never
        /// On every edge.
        case always
    }

    /// How the keyboard is dismissed when dragging; stored only.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var contentSize: CGSize = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Stored only: its spinner is not drawn.
    open var refreshControl: UIRefreshControl?
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Stored only.
    open var decelerationRate: CGFloat = 0.998
    /// Always `false`: nothing moves.
    open var isDragging: Bool { false }
    /// Always `false`.
    open var isDecelerating: Bool { false }

    /// The content insets with the safe area added as ``contentInsetAdjustmentBehavior`` says.
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        if contentInsetAdjustmentBehavior != .never {
            insets.top += safeAreaInsets.top
            insets.bottom += safeAreaInsets.bottom
        }
        return insets
    }

    /// Sets ``contentOffset`` (nothing animates).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// Does nothing: the renderer shows what the offset says.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    /// Does nothing.
    open func flashScrollIndicators() {}
}
