import Foundation

/// A stand-in for UIKit's `UIView`: a rectangle in a tree of views, enough for the code
/// around a collection view to compile and for Mosaic to find and size the collection
/// view (see Docs/pasting-screens.md for what is in scope).
///
/// What Mosaic uses: ``frame``, ``bounds``, ``subviews`` (to find a view controller's
/// collection view), ``autoresizingMask`` (flexible sizes and margins follow a superview's
/// new size, as in UIKit), ``backgroundColor`` of cells, ``traitCollection`` (passed down to
/// subviews) and ``safeAreaInsets``. ``layoutMargins``, ``tintColor``, ``alpha``,
/// ``isHidden`` and ``translatesAutoresizingMaskIntoConstraints`` are only stored; nothing
/// is drawn from a plain view, and Auto Layout constraints are out of scope.
@preconcurrency @MainActor
open class UIView {
    /// How a view's size and margins follow its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    /// How a view's content fills its bounds; stored only.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The view's rectangle in its superview. Changing its size resizes subviews by their
    /// ``autoresizingMask``.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { resizeSubviews(from: oldValue.size) } }
    }

    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The view's centre in its superview.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The view's fill; cells' fills are drawn, other views' only stored.
    open var backgroundColor: UIColor?
    /// Stored only.
    open var tintColor: UIColor?
    /// Stored only.
    open var alpha: CGFloat = 1
    /// The hugging and compression-resistance priorities set, by axis (see
    /// `setContentHuggingPriority(_:for:)`).
    var contentPriorities: [ContentPriorityKey: UILayoutPriority] = [:]
    /// Stored only.
    open var isHidden = false
    /// How the view follows its superview's size (see ``AutoresizingMask``).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view is placed by its frame (`true`) or by constraints (see
    /// ``layoutIfNeeded()``).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose first item is this view or one of its layout guides.
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added with ``addLayoutGuide(_:)``.
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    /// The look of the view's rectangle (corners, border, shadow): stored only.
    public let layer = CALayer()
    /// Stored only: the renderer draws the canvas's theme.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// How content fills the view; stored only.
    open var contentMode: ContentMode = .scaleToFill
    /// Stored only.
    open var isUserInteractionEnabled = true
    /// Stored only.
    open var tag = 0
    /// Stored only.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Stored only.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Stored only.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Stored only.
    open var preservesSuperviewLayoutMargins = false
    /// Stored only.
    open var clipsToBounds = false
    /// Stored only.
    open var accessibilityIdentifier: String?
    /// Stored only.
    open var isAccessibilityElement = false
    /// Stored only.
    open var accessibilityLabel: String?
    /// Stored only.
    open var accessibilityValue: String?
    /// Stored only.
    open var accessibilityHint: String?
    /// Stored only.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// Stored only.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Stored only.
    open var accessibilityElements: [Any]?

    /// The safe area: set on a view controller's view by the renderer from its canvas, and
    /// handed down to subviews that fill their superview.
    open var safeAreaInsets: UIEdgeInsets = .zero {
        didSet { for view in subviews where view.frame == bounds { view.safeAreaInsets = safeAreaInsets } }
    }

    /// The traits (scale, direction, appearance, text size); setting them sets every subview's.
    open var traitCollection = UITraitCollection() {
        didSet { for view in subviews { view.traitCollection = traitCollection.copy() } }
    }

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public private(set) weak var superview: UIView?

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with a zero frame, as `UIView()` is in UIKit.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Mosaic never decodes views from archives: always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How Mosaic makes views of registered classes (``UICollectionView/register(_:forCellWithReuseIdentifier:)-(AnyClass?,_)``):
    /// it calls the class's `init(frame:)`. Every subclass that overrides `init(frame:)` and
    /// `init?(coder:)`, or neither, inherits it.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Adds `view` on top of the subviews; it takes this view's traits.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.traitCollection = traitCollection.copy()
        if view.frame == bounds { view.safeAreaInsets = safeAreaInsets }
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Never called: traits are set before a screen is drawn and do not change while it is.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Places the subviews that are placed by constraints (see ``layoutIfNeeded()``).
    open func layoutSubviews() {
        placeConstrainedSubviews()
    }
    /// Does nothing: layout runs when ``layoutIfNeeded()`` is called.
    open func setNeedsLayout() {}
    /// Does nothing: views are drawn once, from what their code set.
    open func setNeedsDisplay() {}
    /// Never called: views are made in code, not loaded from nibs.
    open func awakeFromNib() {}

    /// Whether the view can take focus (tvOS); not read: the canvas picks the focused item.
    open var canBecomeFocused: Bool { false }
    /// Whether the view has focus: `false`, as no focus moves in a still picture (a canvas's
    /// focused item is drawn with tvOS's focus look without telling the view).
    open var isFocused: Bool { false }
    /// Never called: focus does not move in a still picture.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Lays out this view's tree: each subview whose
    /// ``translatesAutoresizingMaskIntoConstraints`` is `false` gets the frame its active
    /// `equalTo` constraints give (edges, centres and sizes tied to its superview, the
    /// superview's ``safeAreaLayoutGuide`` or ``layoutMarginsGuide``, an earlier sibling,
    /// or constants), then its own subviews are laid out. The renderer calls it on a view
    /// controller's view once it has the canvas's size and safe area, so a collection view
    /// pinned to its controller's view or safe area gets that frame.
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }

    /// The size the view's content needs; none (``noIntrinsicMetric`` both ways) for a plain
    /// view. Constraint placement uses it for a size no constraint gives.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`: the current size, as for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// `targetSize`, with an axis asked for at its smallest (``layoutFittingCompressedSize``'s,
    /// zero) given the view's intrinsic size along it (zero when it has none): the stand-ins
    /// have no constraint solver to compress the view's content.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let own = intrinsicContentSize
        return CGSize(
            width: targetSize.width == 0 ? max(own.width, 0) : targetSize.width,
            height: targetSize.height == 0 ? max(own.height, 0) : targetSize.height)
    }
    /// As ``systemLayoutSizeFitting(_:)``; the priorities are not read.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { systemLayoutSizeFitting(targetSize) }
    /// Does nothing: the view keeps its frame.
    open func sizeToFit() {}

    /// This view and every view inside it, depth first.
    func descendants() -> [UIView] {
        [self] + subviews.flatMap { $0.descendants() }
    }

    /// The views inside this one that UIKit would paint, depth first (back to front): not
    /// hidden, not fully transparent, nor inside a view that is; a button's own subviews are
    /// left out, as buttons are drawn whole.
    package var visibleSubviews: [UIView] {
        subviews.flatMap { view -> [UIView] in
            guard !view.isHidden, view.alpha > 0 else { return [] }
            return [view] + (view is UIButton ? [] : view.visibleSubviews)
        }
    }

    /// Resizes subviews by their autoresizing masks after this view changed from `oldSize`,
    /// sharing each axis's change among its flexible parts, as UIKit does.
    private func resizeSubviews(from oldSize: CGSize) {
        let delta = CGSize(width: frame.width - oldSize.width, height: frame.height - oldSize.height)
        for view in subviews where !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            var frame = view.frame
            let (x, width) = Self.share(
                delta.width, leading: mask.contains(.flexibleLeftMargin),
                size: mask.contains(.flexibleWidth), trailing: mask.contains(.flexibleRightMargin),
                origin: frame.minX, length: frame.width, oldSpan: oldSize.width)
            let (y, height) = Self.share(
                delta.height, leading: mask.contains(.flexibleTopMargin),
                size: mask.contains(.flexibleHeight), trailing: mask.contains(.flexibleBottomMargin),
                origin: frame.minY, length: frame.height, oldSpan: oldSize.height)
            frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            view.frame = frame
        }
    }

    /// One axis of autoresizing: the change is shared among the flexible parts (leading
    /// margin, size, trailing margin) in proportion to their old lengths, or equally when
    /// those are all zero.
    private static func share(
        _ delta: CGFloat, leading: Bool, size: Bool, trailing: Bool,
        origin: CGFloat, length: CGFloat, oldSpan: CGFloat
    ) -> (CGFloat, CGFloat) {
        let parts = [(leading, origin), (size, length), (trailing, oldSpan - origin - length)]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
        }
        return (origin + portion(parts[0]), length + portion(parts[1]))
    }
}
