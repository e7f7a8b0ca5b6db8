import Foundation

/// How important a constraint is, 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = Self(1000)
    public static let defaultHigh = Self(750)
    public static let defaultLow = Self(250)
    public static let fittingSizeLevel = Self(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}
