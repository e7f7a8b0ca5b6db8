import Foundation

/// A stand-in for UIKit's `UILayoutGuide`: a rectangle in a view that constraints can tie
/// to (the safe area, the layout margins, or one you add).
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// What the guide's rectangle is, in its view's coordinates.
    let kind: Kind

    enum Kind { case safeArea, margins, custom }

    public init() { kind = .custom }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
    }

    /// The guide's rectangle in its owning view: the bounds less the safe area, or less the
    /// safe area and the layout margins (`insetsLayoutMarginsFromSafeArea`, UIKit's default);
    /// a guide you add fills its view.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let safe = view.safeAreaInsets
        switch kind {
        case .custom: return view.bounds
        case .safeArea: return view.bounds.inset(by: safe)
        case .margins:
            let margins = view.layoutMargins
            return view.bounds.inset(
                by: UIEdgeInsets(
                    top: safe.top + margins.top, left: safe.left + margins.left,
                    bottom: safe.bottom + margins.bottom,
                    right: safe.right + margins.right))
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

extension CGRect {
    /// The rectangle less `insets`.
    func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
