import Foundation

/// A stand-in for iOS 17's `UICollectionLayoutSectionOrthogonalScrollingProperties`: how an
/// orthogonal section's scroll view decelerates and bounces.
///
/// Stored only: a still image has no scrolling physics, and the rest positions
/// (`orthogonalRestOffsets(forSection:)`) follow `orthogonalScrollingBehavior` alone.
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// Whether the section bounces at its ends.
    public enum BounceMode: Int, Sendable {
        case automatic, always, never
    }

    /// How fast scrolling slows down, as UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit picks the rate from the scrolling behavior.
        public static let automatic = Self(rawValue: 0)
        /// `UIScrollView.DecelerationRate.normal` (0.998).
        public static let normal = Self(rawValue: 0.998)
        /// `UIScrollView.DecelerationRate.fast` (0.99).
        public static let fast = Self(rawValue: 0.99)
    }

    /// How fast scrolling slows down; `.automatic` by default.
    public var decelerationRate: DecelerationRate = .automatic
    /// Whether the section bounces; `.automatic` by default.
    public var bounce: BounceMode = .automatic

    /// Default properties.
    public init() {}
}

/// UIKit's name for the deceleration rate type.
public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate =
    UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
