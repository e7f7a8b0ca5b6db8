import CompositionalLayout
import Foundation

/// Where an orthogonal section is, over time, as a ``ScrollDrag`` moves it and the
/// section's behaviour brings it to rest.
///
/// - While the finger is down the content follows it at the release velocity.
/// - Then `.continuous` and `.continuousGroupLeadingBoundary` sections decelerate as
///   UIScrollView does: the speed falls by the deceleration rate each millisecond
///   (`UIScrollView.DecelerationRate` `.normal` 0.998, `.fast` 0.99; Apple's
///   `orthogonalScrollingProperties.decelerationRate` `.automatic` "matches the parent scroll
///   view's deceleration rate", the collection view's `.normal`), so the content glides
///   `v · d / (1000 · (1 − d))` points past the release (WWDC18 "Designing Fluid
///   Interfaces" projection). `.continuous` rests there (within its bounds);
///   `.continuousGroupLeadingBoundary` at the group boundary the engine picks for that
///   projection (`targetOrthogonalScrollOffset`), reached on the same exponential curve.
/// - The paging behaviours move to the next rest position in the drag's direction
///   (`targetOrthogonalScrollOffset` with the release offset and velocity): a flick turns
///   one page, however fast. UIKit's paging snap curve is not documented: it is
///   approximated by the same exponential curve at the `.fast` rate (0.99 per ms).
///
/// The section is at rest once it is within half a pixel of its rest offset.
public struct ScrollMotion: Sendable, Equatable {
    /// The drag.
    public let drag: ScrollDrag
    /// How the section scrolls.
    public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The speed kept per millisecond after release (0.998 is UIKit's `.normal`).
    public let decelerationRate: CGFloat
    /// Where the finger lets go (clamped to the content).
    public let releaseOffset: CGFloat
    /// Where the section comes to rest.
    public let restOffset: CGFloat
    /// When the finger lets go, in seconds from the start.
    public let releaseTime: TimeInterval
    /// When the section is at rest, in seconds from the start.
    public let restTime: TimeInterval
    private let maximumOffset: CGFloat

    /// The motion of a section scrolling as `scrolling` says.
    ///
    /// - Parameters:
    ///   - scrolling: the section's orthogonal scrolling behaviour.
    ///   - drag: the drag the motion starts from (where the finger lifts, and how fast).
    ///   - decelerationRate: the section's rate (`orthogonalScrollingProperties.decelerationRate`);
    ///     `.automatic` (0) is UIKit's `.normal`, 0.998.
    ///   - scale: the display's scale, for "within half a pixel".
    public init(scrolling: OrthogonalScrolling, drag: ScrollDrag, decelerationRate: CGFloat = 0, scale: CGFloat = 2) {
        self.drag = drag
        behavior = scrolling.behavior
        maximumOffset = scrolling.maximumOffset
        let paging = [.paging, .groupPaging, .groupPagingCentered].contains(scrolling.behavior)
        let chosen = decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : 0.998
        self.decelerationRate = paging ? 0.99 : chosen
        let start = min(max(drag.startOffset, 0), maximumOffset)
        releaseOffset = min(max(start + drag.distance, 0), maximumOffset)
        let speed = abs(drag.releaseVelocity)
        let dragTime = speed > 0 ? TimeInterval(abs(drag.distance) / speed) : 0.25
        releaseTime = drag.pause + dragTime
        let direction: CGFloat = drag.distance == 0 ? 0 : (drag.distance > 0 ? 1 : -1)
        let velocity = direction * speed
        let projected = releaseOffset + velocity / 1000 * chosen / (1 - chosen)
        switch scrolling.behavior {
        case .none: restOffset = 0
        case .continuous: restOffset = min(max(projected, 0), maximumOffset)
        case .continuousGroupLeadingBoundary:
            restOffset = scrolling.targetOffset(proposed: projected, velocity: velocity)
        default: restOffset = scrolling.targetOffset(proposed: releaseOffset, velocity: velocity)
        }
        let distance = abs(restOffset - releaseOffset)
        let halfPixel = 0.5 / max(scale, 1)
        restTime =
            releaseTime
            + (distance > halfPixel
                ? TimeInterval(log(halfPixel / distance) / (1000 * log(self.decelerationRate))) : 0)
    }

    /// The section's offset at `time` seconds from the start.
    public func offset(at time: TimeInterval) -> CGFloat {
        let start = min(max(drag.startOffset, 0), maximumOffset)
        if time <= drag.pause { return start }
        if time < releaseTime {
            let progress = CGFloat((time - drag.pause) / (releaseTime - drag.pause))
            return min(max(start + drag.distance * progress, 0), maximumOffset)
        }
        if time >= restTime { return restOffset }
        let remaining = pow(decelerationRate, CGFloat((time - releaseTime) * 1000))
        return restOffset - (restOffset - releaseOffset) * remaining
    }
}
