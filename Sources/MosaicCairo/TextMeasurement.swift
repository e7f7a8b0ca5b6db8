import Foundation

/// The size of laid-out text, in user-space units.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line shown.
    public var width: Double
    /// The height of the lines shown (line boxes, not ink).
    public var height: Double
    /// How many lines are shown.
    public var lineCount: Int
    /// The distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Whether text was cut off: ellipsized, or lines dropped by `TextStyle.maximumNumberOfLines`.
    public var isTruncated: Bool

    /// Makes a measurement.
    public init(width: Double, height: Double, lineCount: Int, firstBaseline: Double, isTruncated: Bool) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.isTruncated = isTruncated
    }

    /// `width` x `height`.
    public var size: CGSize { CGSize(width: width, height: height) }
}
