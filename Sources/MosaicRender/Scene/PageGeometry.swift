import Foundation

/// Which part of the content an output shows, and how many pixels it has.
public struct PageGeometry: Sendable, Equatable {
    /// The content coordinates shown at the output's top-left corner.
    public var origin: CGPoint
    /// The output's size in points.
    public var size: CGSize
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int

    /// Makes a geometry.
    public init(origin: CGPoint, size: CGSize, scale: Int) {
        self.origin = origin
        self.size = size
        self.scale = scale
    }

    /// The shown part of the content, in content coordinates.
    public var rect: CGRect { CGRect(origin: origin, size: size) }

    /// The output's width in pixels.
    public var pixelWidth: Int { Self.pixels(size.width * CGFloat(scale)) }

    /// The output's height in pixels.
    public var pixelHeight: Int { Self.pixels(size.height * CGFloat(scale)) }

    /// A length in pixels, rounded; NaN counts as 0, and lengths past `Int`'s range as its
    /// ends (a layout can be as long as a `CGFloat` allows; the pixel limits refuse it).
    static func pixels(_ length: CGFloat) -> Int {
        guard !length.isNaN else { return 0 }
        let rounded = length.rounded()
        if rounded >= CGFloat(Int.max) { return .max }
        if rounded <= CGFloat(Int.min) { return .min }
        return Int(rounded)
    }
}
