import Foundation

/// Rounds frames to a display's pixel grid the way UIKit's compositional layout
/// does: the origin and the size are each rounded to the nearest device pixel
/// (halves away from zero), and fractional sizes are floored to the grid when
/// they are resolved, so items laid side by side stay on the grid and never
/// overlap (UIKit's solver `_validatedRoundedFrame:`, see Docs/uikit-facts.md §7).
package struct PixelGrid: Sendable {
    /// Pixels per point.
    package let scale: CGFloat

    package init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest pixel. Values within a millionth of a
    /// pixel of a half are treated as the half, so floating-point noise such as
    /// 375 * 0.3 = 112.49999999999999 rounds like the exact 112.5.
    package func round(_ value: CGFloat) -> CGFloat {
        let pixels = (value * scale * 1_000_000).rounded() / 1_000_000
        return pixels.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `value` rounded down to a whole pixel (within a millionth of a pixel).
    package func floor(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value * scale + 0.000_001).rounded(.down) / scale
    }

    /// `value` rounded up to a whole pixel (within a millionth of a pixel).
    package func ceil(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value * scale - 0.000_001).rounded(.up) / scale
    }

    /// `rect` with its origin and size each rounded to the pixel grid.
    package func round(_ rect: CGRect) -> CGRect {
        CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }
}
