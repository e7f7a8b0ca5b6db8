import Foundation

/// Edge insets that name leading and trailing instead of left and right, so that
/// they flip in a right-to-left layout.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets from their four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

/// A set of edges of a rectangle, named by direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable, CaseIterable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
