/// A line drawn along an element's edge.
public struct Border: Sendable, Hashable {
    /// The line's colour.
    public var color: ThemedColor
    /// The line's width in points, drawn inside the element's frame.
    public var width: Double

    /// Makes a border.
    public init(color: ThemedColor, width: Double = 1) {
        self.color = color
        self.width = width
    }
}
