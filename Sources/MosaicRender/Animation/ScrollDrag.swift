import Foundation

/// A finger's drag of an orthogonal section, then its release: the section moves with
/// the finger from ``startOffset`` by ``distance`` points at ``releaseVelocity``, and is
/// let go at that speed.
public struct ScrollDrag: Sendable, Equatable {
    /// The section's offset when the finger lands, in points (0: as first laid out).
    public var startOffset: CGFloat
    /// How far the finger drags the content, in points (positive: forward, towards the end).
    public var distance: CGFloat
    /// The speed at release, in points per second, in the drag's direction; a flick is
    /// 500 to 2000, a slow drag under 100.
    public var releaseVelocity: CGFloat
    /// How long the section stands still before the finger lands, in seconds.
    public var pause: TimeInterval

    /// Makes a drag; the defaults are a short forward flick (120 points at 1000 points per
    /// second) from the start, after a third of a second at rest.
    public init(
        startOffset: CGFloat = 0, distance: CGFloat = 120, releaseVelocity: CGFloat = 1000,
        pause: TimeInterval = 0.3
    ) {
        self.startOffset = startOffset
        self.distance = distance
        self.releaseVelocity = releaseVelocity
        self.pause = pause
    }

    /// The default drag.
    public static let standard = ScrollDrag()
}
