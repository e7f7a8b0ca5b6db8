import Foundation

/// Where an orthogonal section can scroll and where it comes to rest.
///
/// Offsets are distances scrolled from the section's start position along its
/// scrolling axis, in reading order: 0 shows the section as first laid out, and
/// the largest offset shows its trailing content insets at the viewport's edge.
public struct OrthogonalScrolling: Sendable, Equatable {
    /// The most rest offsets ``restOffsets`` lists for `.paging` and `.continuous`: a
    /// filmstrip frame each, so 10,000 is far more than a figure can show.
    public static let maximumRestOffsets = 10_000

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
    /// The section's interGroupSpacing.
    public let interGroupSpacing: CGFloat
    /// The display's pixel grid, which rest offsets lie on (as scrolled frames do).
    let grid: PixelGrid

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.behavior == rhs.behavior && lhs.viewportLength == rhs.viewportLength
            && lhs.contentLength == rhs.contentLength
            && lhs.leadingInset == rhs.leadingInset && lhs.interGroupSpacing == rhs.interGroupSpacing
            && lhs.groups.map(\.start) == rhs.groups.map(\.start)
            && lhs.groups.map(\.length) == rhs.groups.map(\.length)
    }

    init(
        section: SolvedSection, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        interGroupSpacing: CGFloat,
        grid: PixelGrid
    ) {
        self.interGroupSpacing = interGroupSpacing
        self.grid = grid
        let axis = section.groupAxis
        let start = axis.origin(of: section.frame)
        self.behavior = behavior
        viewportLength = axis.length(of: section.frame)
        contentLength = section.orthogonalContentLength
        groups = section.groupFrames.map { (axis.origin(of: $0) - start, axis.length(of: $0)) }
        leadingInset = axis.origin(of: section.contentFrame) - start
    }

    /// The largest offset: the content's end at the viewport's end. (A
    /// `.groupPagingCentered` section's content includes the insets that centre
    /// its first and last groups.)
    public var maximumOffset: CGFloat { max(0, contentLength - viewportLength) }

    /// The distance a `.groupPaging` or `.groupPagingCentered` section moves per
    /// page: the group's length plus interGroupSpacing (UIKit's private page size
    /// for group paging, Docs/uikit-facts.md §5).
    public var groupPageLength: CGFloat { (groups.first?.length ?? 0) + interGroupSpacing }

    private func clamped(_ offset: CGFloat) -> CGFloat {
        min(max(offset, 0), maximumOffset)
    }

    /// Where the section comes to rest: one offset per stop, in order, without
    /// duplicates, each on the pixel grid.
    ///
    /// - `.paging`: a page (the viewport's length) at a time, the last page at the end.
    /// - `.groupPaging`: a group page (``groupPageLength``) at a time, which puts
    ///   each group's leading edge at the leading content inset.
    /// - `.groupPagingCentered`: the same pages; the centring insets make each a
    ///   group centred in the viewport.
    /// - `.continuousGroupLeadingBoundary`: each group's leading edge at the
    ///   leading content inset.
    /// - `.continuous`: evenly spaced offsets, a viewport apart at most, from the
    ///   start to the end, so frames drawn at them cover the whole content.
    /// - `.none`: just 0.
    ///
    /// A section too long for ``maximumRestOffsets`` pages gets longer pages.
    public var restOffsets: [CGFloat] {
        guard maximumOffset.isFinite else { return [0] }
        var offsets: [CGFloat]
        switch behavior {
        case .none:
            offsets = [0]
        case .paging:
            // A page is at least a point, and a section of absurd length gets longer pages
            // rather than billions of them.
            let page = max(viewportLength, 1, maximumOffset / CGFloat(Self.maximumRestOffsets))
            offsets = stride(from: 0, to: maximumOffset, by: page).map { $0 } + [maximumOffset]
        case .groupPaging, .groupPagingCentered:
            offsets = groups.indices.map { clamped(CGFloat($0) * groupPageLength) }
        case .continuousGroupLeadingBoundary:
            offsets = groups.map { clamped($0.start - leadingInset) }
        case .continuous:
            let pages = (maximumOffset / max(viewportLength, 1)).rounded(.up)
            let frames = Int(min(max(pages, 1), CGFloat(Self.maximumRestOffsets)))
            offsets = (0...frames).map { grid.round(maximumOffset * CGFloat($0) / CGFloat(frames)) }
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
