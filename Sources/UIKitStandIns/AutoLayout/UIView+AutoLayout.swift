import Foundation

extension UIView {
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
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The part of the view inside its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .safeArea) }
    /// The part of the view inside its safe area and its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .margins) }
    /// The readable-width guide; the same as ``layoutMarginsGuide`` here.
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .margins) }

    /// Activates `constraint`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Adds a guide that fills the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Stored only: hugging and compression resistance only matter to a full solver.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] = priority
    }
    /// Stored only.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] = priority
    }
    /// The hugging priority set for `axis`, else UIKit's default for a view made in code,
    /// `defaultLow` (Apple's "Views with Intrinsic Content Size": 250 hugging, 750
    /// compression resistance).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] ?? .defaultLow
    }
    /// The compression-resistance priority set for `axis`, else `defaultHigh`, UIKit's default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] ?? .defaultHigh
    }

    /// What ``intrinsicContentSize`` answers along an axis with no size of its own.
    public static var noIntrinsicMetric: CGFloat { -1 }
}

/// Which of a view's content priorities: hugging or compression resistance, along an axis.
struct ContentPriorityKey: Hashable {
    let hugging: Bool
    let axis: NSLayoutConstraint.Axis
}
