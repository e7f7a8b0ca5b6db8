import Foundation

/// Rounds frames to a display's pixel grid the way UIKit does: each edge is
/// rounded to the nearest device pixel (halves away from zero), so neighbours
/// that share an edge in points still share it in pixels — no gaps, no overlaps.
public struct PixelGrid: Sendable {
    /// Pixels per point.
    public let scale: CGFloat

    public init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest pixel. Values within a millionth of a
    /// pixel of a half are treated as the half, so floating-point noise such as
    /// 375 * 0.3 = 112.49999999999999 rounds like the exact 112.5.
    public func round(_ value: CGFloat) -> CGFloat {
        let pixels = (value * scale * 1_000_000).rounded() / 1_000_000
        return pixels.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `rect` with each edge rounded to the pixel grid.
    public func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
