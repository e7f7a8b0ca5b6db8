import Foundation

/// How important a constraint is, 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = Self(1000)
    public static let defaultHigh = Self(750)
    public static let defaultLow = Self(250)
    public static let fittingSizeLevel = Self(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// A stand-in for UIKit's `NSLayoutConstraint`: a relation between two anchors.
///
/// Mosaic solves only what places a view controller's collection view: a subview's edges,
/// centre and size tied (`equalTo`) to its superview's, its safe area's or its margins'
/// anchors, to an already placed sibling's, or to constants (see
/// ``UIView/layoutIfNeeded()``). Every other constraint is stored.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// The attribute of an item a constraint ties.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
        case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axis a stack view or a hugging priority runs along.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout; activating adds it to its first item.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
            else { return }
            if isActive { view.constraints.append(self) } else { view.constraints.removeAll { $0 === self } }
        }
    }

    /// UIKit's visual-format-free initialiser: `item.attribute relation toItem.attribute * multiplier + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates every constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

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
            return view.bounds.inset(by: UIEdgeInsets(top: safe.top + margins.top, left: safe.left + margins.left,
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
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
