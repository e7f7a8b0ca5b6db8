import Foundation

/// Where an orthogonal section can scroll and where it comes to rest.
///
/// Offsets are distances scrolled from the section's start position along its
/// scrolling axis, in reading order: 0 shows the section as first laid out, and
/// the largest offset shows its trailing content insets at the viewport's edge.
public struct OrthogonalScrolling: Sendable, Equatable {
    public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The length of the section's window onto its content (the section's width
    /// in a vertical layout).
    public let viewportLength: CGFloat
    /// The content's length, contentInsets included.
    public let contentLength: CGFloat
    /// Each group's start and length, measured from the content's start.
    public let groups: [(start: CGFloat, length: CGFloat)]
    /// The section's leading content inset along the scrolling axis.
    public let leadingInset: CGFloat

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.behavior == rhs.behavior && lhs.viewportLength == rhs.viewportLength && lhs.contentLength == rhs.contentLength
            && lhs.leadingInset == rhs.leadingInset && lhs.groups.map(\.start) == rhs.groups.map(\.start)
            && lhs.groups.map(\.length) == rhs.groups.map(\.length)
    }

    init(section: SolvedSection, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let axis = section.groupAxis
        let start = axis.origin(of: section.frame)
        self.behavior = behavior
        viewportLength = axis.length(of: section.frame)
        contentLength = section.orthogonalContentLength
        groups = section.groupFrames.map { (axis.origin(of: $0) - start, axis.length(of: $0)) }
        leadingInset = axis.origin(of: section.contentFrame) - start
    }

    /// The smallest offset: 0, or less for `.groupPagingCentered`, which lets the
    /// first group scroll to the centre.
    public var minimumOffset: CGFloat {
        behavior == .groupPagingCentered ? min(0, centredOffsets.first ?? 0) : 0
    }

    /// The largest offset: the content's end at the viewport's end (further for
    /// `.groupPagingCentered`, so the last group can be centred).
    public var maximumOffset: CGFloat {
        let end = max(0, contentLength - viewportLength)
        return behavior == .groupPagingCentered ? max(end, centredOffsets.last ?? 0) : end
    }

    private var centredOffsets: [CGFloat] {
        groups.map { $0.start + $0.length / 2 - viewportLength / 2 }
    }

    private func clamped(_ offset: CGFloat) -> CGFloat {
        min(max(offset, minimumOffset), maximumOffset)
    }

    /// Where the section comes to rest: one offset per stop, in order, without duplicates.
    ///
    /// - `.paging`: a page (the viewport's length) at a time, the last page at the end.
    /// - `.groupPaging`, `.continuousGroupLeadingBoundary`: each group's leading
    ///   edge at the leading content inset.
    /// - `.groupPagingCentered`: each group centred in the viewport.
    /// - `.continuous`: evenly spaced offsets, a viewport apart at most, from the
    ///   start to the end, so frames drawn at them cover the whole content.
    /// - `.none`: just 0.
    public var restOffsets: [CGFloat] {
        var offsets: [CGFloat]
        switch behavior {
        case .none:
            offsets = [0]
        case .paging:
            let page = max(viewportLength, 1)
            offsets = stride(from: 0, to: maximumOffset, by: page).map { $0 } + [maximumOffset]
        case .groupPaging, .continuousGroupLeadingBoundary:
            offsets = groups.map { clamped($0.start - leadingInset) }
        case .groupPagingCentered:
            offsets = centredOffsets.map(clamped)
        case .continuous:
            let frames = max(1, Int((maximumOffset / max(viewportLength, 1)).rounded(.up)))
            offsets = (0...frames).map { maximumOffset * CGFloat($0) / CGFloat(frames) }
        }
        var unique: [CGFloat] = []
        for offset in offsets where unique.last.map({ abs($0 - offset) > 0.001 }) ?? true {
            unique.append(offset)
        }
        return unique
    }

    /// Where the section comes to rest when a scroll would end at `proposed`
    /// moving with `velocity` (points per second along the axis, positive forward).
    ///
    /// `.continuous` stops where proposed (within bounds). The others stop at a
    /// rest offset: with no velocity the nearest one; moving forward, the first
    /// at or after `proposed`; moving back, the last at or before it.
    public func targetOffset(proposed: CGFloat, velocity: CGFloat = 0) -> CGFloat {
        let proposed = clamped(proposed)
        guard behavior != .continuous, behavior != .none else { return behavior == .none ? 0 : proposed }
        let stops = restOffsets
        if velocity > 0, let next = stops.first(where: { $0 >= proposed - 0.001 }) { return next }
        if velocity < 0, let previous = stops.last(where: { $0 <= proposed + 0.001 }) { return previous }
        return stops.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
    }
}
