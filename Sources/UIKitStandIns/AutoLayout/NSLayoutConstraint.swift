import Foundation

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
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
        case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The axis a stack view or a hugging priority runs along.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
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
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
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
