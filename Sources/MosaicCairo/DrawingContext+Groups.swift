import CCairo
import Foundation

extension DrawingContext {
    /// Draws what `body` draws as one layer, then composites that layer at `opacity`:
    /// the way a view's `alpha` fades the whole view on iOS.
    ///
    /// Everything `body` draws lands on a temporary transparent layer (Cairo's
    /// `push_group`); the layer is then painted over what was there before at
    /// `opacity` (`pop_group_to_source` and `paint_with_alpha`). Where `body`'s own
    /// shapes overlap (a border over a fill, text over a background), the top one
    /// covers the one below inside the layer, so the fade shows the same colours as
    /// the opaque drawing, only lighter; with per-colour alpha the lower shape would
    /// show through instead.
    ///
    /// ```swift
    /// try context.withGroup(opacity: 0.5) {
    ///     try context.fill(frame, with: .red)
    ///     context.addRect(frame.insetBy(dx: 1, dy: 1))
    ///     try context.stroke(.blue)     // half-faded blue, no red under it
    /// }
    /// ```
    ///
    /// The graphics state (transform, clip, source, line settings) `body` sets is
    /// restored afterwards, as with ``withSavedState(_:)``. An `opacity` of 1 or more
    /// draws the layer unfaded; 0 or less (or NaN) draws nothing visible. If `body`
    /// throws, the layer is discarded undrawn and the error is rethrown.
    ///
    /// - Returns: what `body` returns.
    /// - Throws: `body`'s error, or a ``CairoError`` when the layer cannot be made or painted.
    public func withGroup<R>(opacity: Double, _ body: () throws -> R) throws -> R {
        let alpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        // The outer save keeps the source set by `pop_group_to_source` from outliving the call.
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_push_group(pointer)
        let result: R
        do {
            result = try body()
        } catch {
            // Pop (and drop) the layer so the context's state stack stays balanced.
            if let pattern = cairo_pop_group(pointer) { cairo_pattern_destroy(pattern) }
            throw error
        }
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, alpha)
        try checkStatus("painting a group at opacity \(alpha)")
        return result
    }
}
