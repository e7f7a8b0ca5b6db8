/// The radius of each corner of a rounded rectangle, in user-space units.
///
/// Corners are named by position on the page (top-left is the top-left
/// corner whatever the writing direction). Radii larger than half a side are
/// reduced, all by the same factor, so that neighbouring corners meet (as CSS does).
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius.
    public var topLeft: Double
    /// The top-right corner's radius.
    public var topRight: Double
    /// The bottom-right corner's radius.
    public var bottomRight: Double
    /// The bottom-left corner's radius.
    public var bottomLeft: Double

    /// Makes radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// True when every radius is zero or less.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The radii scaled down uniformly so that they fit a `width` x `height` rectangle.
    public func fitting(width: Double, height: Double) -> CornerRadii {
        let tl = max(topLeft, 0)
        let tr = max(topRight, 0)
        let br = max(bottomRight, 0)
        let bl = max(bottomLeft, 0)
        var factor = 1.0
        for (sum, side) in [(tl + tr, width), (bl + br, width), (tl + bl, height), (tr + br, height)]
        where sum > side && sum > 0 {
            factor = min(factor, max(side, 0) / sum)
        }
        return CornerRadii(
            topLeft: tl * factor, topRight: tr * factor,
            bottomRight: br * factor, bottomLeft: bl * factor)
    }
}
