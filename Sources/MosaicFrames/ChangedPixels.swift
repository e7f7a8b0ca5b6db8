/// Which elements changed pixels belong to: for a drawing change (pixels differ, frames do
/// not), the elements whose look changed.
///
/// Each pixel goes to the element drawn on top at its centre: the highest zIndex, then the
/// smallest frame (a badge over its cell, a cell over its section's background).
public struct ChangedPixels: Hashable, Sendable {
    /// One element and how many of the changed pixels it is on top at.
    public struct Share: Hashable, Sendable {
        public var element: LayoutFrame
        public var pixels: Int
    }

    /// The elements with changed pixels, in the canonical order (``LayoutFrame/sorted(_:)``).
    public let shares: [Share]
    /// Changed pixels on no element (the page's background).
    public let background: Int

    /// Locates `indices` (`y * imageWidth + x`) in an image that shows the content from
    /// `origin` (content coordinates at its top-left corner) at `scale` pixels a point.
    /// Returns nil when the work would exceed `limit` pixel-element tests.
    public init?(
        indices: [Int], imageWidth: Int, origin: (x: Double, y: Double) = (0, 0), scale: Double,
        frames: [LayoutFrame], limit: Int = 50_000_000
    ) {
        guard imageWidth > 0, indices.count.multipliedReportingOverflow(by: max(frames.count, 1)).partialValue <= limit
        else { return nil }
        // Top first: a pixel belongs to the first element containing it.
        let stacked = frames.enumerated().sorted { a, b in
            if a.element.zIndex != b.element.zIndex { return a.element.zIndex > b.element.zIndex }
            let areaA = a.element.width * a.element.height
            let areaB = b.element.width * b.element.height
            return areaA != areaB ? areaA < areaB : a.offset < b.offset
        }.map(\.element)
        var counts = [Int](repeating: 0, count: stacked.count)
        var background = 0
        for index in indices {
            let x = (Double(index % imageWidth) + 0.5) / scale + origin.x
            let y = (Double(index / imageWidth) + 0.5) / scale + origin.y
            if let hit = stacked.firstIndex(where: {
                x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height
            }) {
                counts[hit] += 1
            } else {
                background += 1
            }
        }
        let shares = zip(stacked, counts).filter { $0.1 > 0 }.map { Share(element: $0.0, pixels: $0.1) }
        let order = LayoutFrame.sorted(shares.map(\.element))
        self.shares = order.compactMap { element in shares.first { $0.element == element } }
        self.background = background
    }

    /// `section 0, item 1 (400 pixels), the background (12 pixels)`.
    public var description: String {
        var parts = shares.map { "\($0.element.name) (\($0.pixels) pixel\($0.pixels == 1 ? "" : "s"))" }
        if background > 0 { parts.append("the background (\(background) pixel\(background == 1 ? "" : "s"))") }
        return parts.joined(separator: ", ")
    }
}
