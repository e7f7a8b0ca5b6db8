import Foundation

/// A colour ramp along the line from `start` to `end`, in user space.
public struct LinearGradient: Hashable, Sendable {
    /// One colour at a position along the gradient.
    public struct Stop: Hashable, Sendable {
        /// 0 at `start`, 1 at `end`.
        public var location: Double
        /// The colour at `location`.
        public var color: Color
        /// Makes a stop.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Where location 0 lies.
    public var start: CGPoint
    /// Where location 1 lies.
    public var end: CGPoint
    /// The colours, in increasing location.
    public var stops: [Stop]

    /// Makes a gradient from explicit stops.
    public init(start: CGPoint, end: CGPoint, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// Makes a gradient spreading `colors` evenly from `start` to `end`.
    public init(start: CGPoint, end: CGPoint, colors: [Color]) {
        let step = colors.count > 1 ? 1 / Double(colors.count - 1) : 0
        self.init(
            start: start, end: end,
            stops: colors.enumerated().map { Stop(location: Double($0.offset) * step, color: $0.element) })
    }
}
