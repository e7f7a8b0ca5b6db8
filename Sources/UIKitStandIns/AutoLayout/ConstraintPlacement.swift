import Foundation

extension UIView {
    /// Gives each subview placed by constraints the frame its `equalTo` constraints give, in
    /// subview order, so a subview may follow an earlier sibling (a list below a segmented
    /// control). An axis with too few constraints keeps the frame's position or size there.
    func placeConstrainedSubviews() {
        let isRightToLeft = traitCollection.layoutDirection == .rightToLeft
        for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
            var placement = AxisPlacement()
            var vertical = AxisPlacement()
            for constraint in constraints(placing: view) {
                guard let tie = ConstraintTie(constraint, placing: view) else { continue }
                let target: CGFloat?
                if let anchorItem = tie.otherItem {
                    guard let rect = frame(of: anchorItem, seenFrom: self, excluding: view) else { continue }
                    target = Self.value(of: tie.otherAttribute, in: rect, rightToLeft: isRightToLeft)
                } else {
                    target = 0
                }
                guard let target else { continue }
                let value = target * tie.multiplier + tie.constant
                switch Self.resolved(tie.attribute, rightToLeft: isRightToLeft) {
                case .left: placement.minimum = value
                case .right: placement.maximum = value
                case .centerX: placement.centre = value
                case .width: placement.length = value
                case .top: vertical.minimum = value
                case .bottom: vertical.maximum = value
                case .centerY: vertical.centre = value
                case .height: vertical.length = value
                default: break
                }
            }
            let intrinsic = view.intrinsicContentSize
            if placement.length == nil, intrinsic.width >= 0 { placement.length = intrinsic.width }
            if vertical.length == nil, intrinsic.height >= 0 { vertical.length = intrinsic.height }
            let (x, width) = placement.resolve(origin: view.frame.minX, length: view.frame.width)
            let (y, height) = vertical.resolve(origin: view.frame.minY, length: view.frame.height)
            view.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    /// The active constraints that may place `view`: its own, and this view's (where
    /// constraints between a view and its superview are often added).
    private func constraints(placing view: UIView) -> [NSLayoutConstraint] {
        view.constraints + constraints.filter { $0.firstItem === view || $0.secondItem === view }
    }

    /// The rectangle of `item` (this view, one of its guides, or a sibling already placed) in
    /// this view's coordinates; `nil` for anything else.
    private func frame(of item: AnyObject, seenFrom container: UIView, excluding view: UIView) -> CGRect? {
        if item === container { return container.bounds }
        if let guide = item as? UILayoutGuide, guide.owningView === container { return guide.layoutFrame }
        if let sibling = item as? UIView, sibling !== view, sibling.superview === container { return sibling.frame }
        return nil
    }

    /// `attribute` with leading and trailing turned into left and right, and margins into edges.
    static func resolved(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading, .leadingMargin: return rightToLeft ? .right : .left
        case .trailing, .trailingMargin: return rightToLeft ? .left : .right
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return attribute
        }
    }

    /// The value of `attribute` of `rect`; `nil` for baselines.
    static func value(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect, rightToLeft: Bool) -> CGFloat? {
        switch resolved(attribute, rightToLeft: rightToLeft) {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .centerX: return rect.midX
        case .width: return rect.width
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerY: return rect.midY
        case .height: return rect.height
        default: return nil
        }
    }
}

/// One `equalTo` constraint seen from the view it places: `attribute = other * multiplier +
/// constant` (a constraint written the other way round is turned around).
@MainActor
private struct ConstraintTie {
    let attribute: NSLayoutConstraint.Attribute
    let otherItem: AnyObject?
    let otherAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat

    init?(_ constraint: NSLayoutConstraint, placing view: UIView) {
        guard constraint.relation == .equal, constraint.priority == .required else { return nil }
        if constraint.firstItem === view {
            attribute = constraint.firstAttribute
            otherItem = constraint.secondItem
            otherAttribute = constraint.secondAttribute
            multiplier = constraint.secondItem == nil ? 0 : constraint.multiplier
            constant = constraint.constant
        } else if constraint.secondItem === view, constraint.multiplier != 0, let first = constraint.firstItem {
            // first = view * m + c, so view = (first - c) / m.
            attribute = constraint.secondAttribute
            otherItem = first
            otherAttribute = constraint.firstAttribute
            multiplier = 1 / constraint.multiplier
            constant = -constraint.constant / constraint.multiplier
        } else {
            return nil
        }
    }
}

/// What an axis's constraints say: its minimum and maximum edges, centre and length.
private struct AxisPlacement {
    var minimum: CGFloat?
    var maximum: CGFloat?
    var centre: CGFloat?
    var length: CGFloat?

    /// The origin and length these give; what they leave open keeps `origin` or `length`.
    func resolve(origin: CGFloat, length current: CGFloat) -> (CGFloat, CGFloat) {
        switch (minimum, maximum, centre, length) {
        case (let min?, let max?, _, _): return (min, max - min)
        case (let min?, nil, _, let length?): return (min, length)
        case (nil, let max?, _, let length?): return (max - length, length)
        case (let min?, nil, let centre?, nil): return (min, 2 * (centre - min))
        case (nil, let max?, let centre?, nil): return (2 * centre - max, 2 * (max - centre))
        case (nil, nil, let centre?, let length?): return (centre - length / 2, length)
        case (nil, nil, let centre?, nil): return (centre - current / 2, current)
        case (let min?, nil, nil, nil): return (min, current)
        case (nil, let max?, nil, nil): return (max - current, current)
        case (nil, nil, nil, let length?): return (origin, length)
        default: return (origin, current)
        }
    }
}
