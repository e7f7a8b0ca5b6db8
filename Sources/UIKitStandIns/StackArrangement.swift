import Foundation

/// Where a `UIStackView` puts its visible arranged subviews, as UIKit's stack view does for
/// the common cases ("UIStackView.Distribution", "UIStackView.Alignment" in Apple's
/// documentation; Docs/uikit-facts.md §20):
///
/// - Each view's own length is its required `width`/`height` constraint (a constant, or a
///   multiple of its other dimension), else its ``UIView/intrinsicContentSize``.
/// - Along the axis, `.fill` keeps the views' lengths and gives the room left over to the
///   view whose length no constraint fixes with the lowest content hugging priority, and
///   takes the room missing from those with the lowest compression resistance first
///   ("stretches the views according to their hugging priority", "shrinks the views
///   according to their compression resistance priority"); ties go by index, as "if there's
///   any ambiguity, the stack view resizes the arranged views based on their index"
///   (`UIStackView.Distribution.fill`). `.fillEqually` makes the views equally long, `.fillProportionally` shares the
///   length in proportion to their own lengths, `.equalSpacing` and `.equalCentering` keep
///   their lengths and share the room left over equally between them (never less than
///   ``UIStackView/spacing``; equal centring is approximated by equal spacing).
/// - Across the axis, `.fill` stretches the views to the stack's width (or height); the other
///   alignments keep their own size (at most the stack's) at the leading (top), centre or
///   trailing (bottom) edge; the baseline alignments are placed as top and bottom.
/// - A horizontal stack runs from the right in a right-to-left layout, and a vertical stack's
///   leading edge is its right ("aligns the leading edge of its arranged views along its
///   leading edge", `UIStackView.Alignment.leading`).
@MainActor
struct StackArrangement {
    private let views: [UIView]
    private let isVertical: Bool
    private let alignment: UIStackView.Alignment
    private let distribution: UIStackView.Distribution
    private let gaps: [CGFloat]
    private let isRightToLeft: Bool

    init(of stack: UIStackView) {
        views = stack.visibleArrangedSubviews
        isVertical = stack.axis == .vertical
        alignment = stack.alignment
        distribution = stack.distribution
        gaps = views.dropLast().map { stack.customSpacing(after: $0) }
        isRightToLeft = stack.traitCollection.layoutDirection == .rightToLeft
    }

    /// The size the views need: their lengths and gaps along the axis, the largest across it.
    var neededSize: CGSize {
        let sizes = views.map(Self.ownSize(of:))
        let along = sizes.reduce(0) { $0 + max(0, length(of: $1) ?? 0) } + gaps.reduce(0, +)
        let across = sizes.map { max(0, breadth(of: $0) ?? 0) }.max() ?? 0
        return isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The views' frames in the stack's coordinates, filling `area`.
    func frames(in area: CGRect) -> [CGRect] {
        guard !views.isEmpty else { return [] }
        let available = isVertical ? area.height : area.width
        let breadthAvailable = isVertical ? area.width : area.height
        let sizes = views.map(Self.ownSize(of:))
        let (lengths, spaces) = alongAxis(sizes: sizes, available: available)
        var frames: [CGRect] = []
        var position: CGFloat = 0
        for index in views.indices {
            let length = lengths[index]
            let breadth: CGFloat
            let offset: CGFloat
            let ownSize = Self.ownSize(of: views[index], along: length, isVertical: isVertical)
            let own = min(max(0, self.breadth(of: ownSize) ?? breadthAvailable), breadthAvailable)
            switch alignment {
            case .fill:
                (breadth, offset) = (breadthAvailable, 0)
            case .leading, .firstBaseline:
                (breadth, offset) = (own, 0)
            case .center:
                (breadth, offset) = (own, (breadthAvailable - own) / 2)
            case .trailing, .lastBaseline:
                (breadth, offset) = (own, breadthAvailable - own)
            }
            if isVertical {
                // `.leading` and `.trailing` are the stack's leading and trailing edges: the right
                // and the left in a right-to-left layout.
                let x = isRightToLeft ? area.maxX - offset - breadth : area.minX + offset
                frames.append(CGRect(x: x, y: area.minY + position, width: breadth, height: length))
            } else {
                let x = isRightToLeft ? area.maxX - position - length : area.minX + position
                frames.append(CGRect(x: x, y: area.minY + offset, width: length, height: breadth))
            }
            position += length + (index < spaces.count ? spaces[index] : 0)
        }
        return frames
    }

    /// The views' lengths along the axis and the spaces after each but the last.
    private func alongAxis(sizes: [OwnSize], available: CGFloat) -> ([CGFloat], [CGFloat]) {
        let own = sizes.map { max(0, length(of: $0) ?? 0) }
        let spacing = gaps.reduce(0, +)
        let room = max(0, available - spacing)
        switch distribution {
        case .fillEqually:
            return (Array(repeating: room / CGFloat(views.count), count: views.count), gaps)
        case .fillProportionally:
            let total = own.reduce(0, +)
            guard total > 0 else { return (Array(repeating: room / CGFloat(views.count), count: views.count), gaps) }
            return (own.map { room * $0 / total }, gaps)
        case .equalSpacing, .equalCentering:
            let left = room - own.reduce(0, +)
            guard left > 0, views.count > 1 else { return (filled(own, sizes: sizes, room: room), gaps) }
            let share = (available - own.reduce(0, +)) / CGFloat(views.count - 1)
            return (own, gaps.map { max($0, share) })
        case .fill:
            return (filled(own, sizes: sizes, room: room), gaps)
        }
    }

    /// `own` lengths made to add up to `room`: of the views whose length no constraint fixes,
    /// the least hugging takes what is left over, and the least resistant give up what is
    /// missing first; ties in index order.
    private func filled(_ own: [CGFloat], sizes: [OwnSize], room: CGFloat) -> [CGFloat] {
        var lengths = own
        var difference = room - own.reduce(0, +)
        let flexible = sizes.indices.filter { !(isVertical ? sizes[$0].fixesHeight : sizes[$0].fixesWidth) }
        let axis: NSLayoutConstraint.Axis = isVertical ? .vertical : .horizontal
        if difference > 0 {
            let stretched = flexible.min {
                views[$0].contentHuggingPriority(for: axis) < views[$1].contentHuggingPriority(for: axis)
            }
            if let stretched { lengths[stretched] += difference }
            return lengths
        }
        let shrinkOrder = flexible.sorted { left, right in
            let (a, b) = (
                views[left].contentCompressionResistancePriority(for: axis),
                views[right].contentCompressionResistancePriority(for: axis)
            )
            return a == b ? left < right : a < b
        }
        for index in shrinkOrder where difference < 0 {
            let taken = min(lengths[index], -difference)
            lengths[index] -= taken
            difference += taken
        }
        return lengths
    }

    private func length(of size: OwnSize) -> CGFloat? { isVertical ? size.height : size.width }
    private func breadth(of size: OwnSize) -> CGFloat? { isVertical ? size.width : size.height }

    /// A view's own size: what its required size constraints give, else its intrinsic size
    /// (`nil` where it has neither), and whether a constraint fixes each dimension.
    struct OwnSize {
        var width: CGFloat?
        var height: CGFloat?
        var fixesWidth = false
        var fixesHeight = false
    }

    /// The own size of `view` with nothing known of its frame.
    static func ownSize(of view: UIView) -> OwnSize {
        ownSize(of: view, along: nil, isVertical: false)
    }

    /// The own size of `view`, with its length along the stack's axis set to `along` when
    /// given (a dimension tied to the other, such as `height = width`, follows it).
    static func ownSize(of view: UIView, along: CGFloat?, isVertical: Bool) -> OwnSize {
        let intrinsic = view.intrinsicContentSize
        var size = OwnSize(
            width: intrinsic.width >= 0 ? intrinsic.width : nil, height: intrinsic.height >= 0 ? intrinsic.height : nil)
        var ratios: [(attribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat)] = []
        for constraint in view.constraints
        where constraint.firstItem === view && constraint.relation == .equal && constraint.priority == .required {
            let attribute = constraint.firstAttribute
            guard attribute == .width || attribute == .height else { continue }
            if constraint.secondItem == nil {
                if attribute == .width { (size.width, size.fixesWidth) = (constraint.constant, true) }
                if attribute == .height { (size.height, size.fixesHeight) = (constraint.constant, true) }
            } else if constraint.secondItem === view,
                constraint.secondAttribute == (attribute == .width ? .height : .width)
            {
                ratios.append((attribute, constraint.multiplier, constraint.constant))
            }
        }
        if let along {
            if isVertical { size.height = along } else { size.width = along }
        }
        // With the length along the axis given, only the dimension across it follows a ratio.
        let followsLength: NSLayoutConstraint.Attribute? = along == nil ? nil : isVertical ? .width : .height
        for ratio in ratios where followsLength == nil || ratio.attribute == followsLength {
            if ratio.attribute == .height, let width = size.width {
                (size.height, size.fixesHeight) = (width * ratio.multiplier + ratio.constant, true)
            } else if ratio.attribute == .width, let height = size.height {
                (size.width, size.fixesWidth) = (height * ratio.multiplier + ratio.constant, true)
            }
        }
        return size
    }
}
