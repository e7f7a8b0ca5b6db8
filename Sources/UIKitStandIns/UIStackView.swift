import Foundation

/// A stand-in for UIKit's `UIStackView`: lays its arranged subviews out along its ``axis``
/// when laid out (see ``layoutSubviews()``), and is as large as they need when nothing else
/// sizes it (``intrinsicContentSize``).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views fill the stack across its axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Places the subviews placed by constraints, then arranges the visible arranged subviews
    /// (see `StackArrangement`); a hidden arranged view takes no space, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = StackArrangement(of: self).frames(in: arrangementBounds)
        for (view, frame) in zip(visibleArrangedSubviews, frames) { view.frame = frame }
    }

    /// The size the arranged subviews need: their lengths and spacing along the axis, the
    /// largest across it, plus the layout margins when the arrangement is relative to them.
    open override var intrinsicContentSize: CGSize {
        let needed = StackArrangement(of: self).neededSize
        let margins = arrangementMargins
        return CGSize(
            width: needed.width + margins.leading + margins.trailing,
            height: needed.height + margins.top + margins.bottom)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        addSubview(view)
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }
}

extension UIStackView {
    /// The arranged subviews that take part in the arrangement: the ones not hidden.
    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The layout margins the views are arranged inside: the view's own when
    /// ``isLayoutMarginsRelativeArrangement`` is set, else none.
    private var arrangementMargins: NSDirectionalEdgeInsets {
        isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : .zero
    }

    /// The rectangle the arranged views fill: the bounds, inside the margins when the
    /// arrangement is relative to them (leading and trailing follow the layout direction).
    private var arrangementBounds: CGRect {
        let margins = arrangementMargins
        let isRightToLeft = traitCollection.layoutDirection == .rightToLeft
        let left = isRightToLeft ? margins.trailing : margins.leading
        return CGRect(
            x: left, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
            height: max(0, bounds.height - margins.top - margins.bottom))
    }
}
