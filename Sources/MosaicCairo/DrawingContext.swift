import CCairo
import Foundation

/// Draws on a ``Surface``: a Cairo context with a Swift interface.
///
/// Path-building and transform calls (`addRect`, `translate`, …) never throw:
/// Cairo records the first error on the context, and the next painting call
/// (`fill`, `stroke`, `clip`, `draw(text:…)`, `restore`, …) throws it as a ``CairoError``.
/// A context is not safe to use from two threads at once.
public final class DrawingContext {
    let pointer: OpaquePointer
    /// The surface this context draws on (kept alive while the context is).
    public let surface: Surface
    /// The fonts used for text; resolved to ``FontEnvironment/standard()`` on first use when nil.
    /// Read once for each label and set once at most, from one thread (see above): no
    /// run-time exclusivity check.
    @exclusivity(unchecked) var fontEnvironment: FontEnvironment?
    /// Told what this context paints (see ``DrawingRecorder``); nil records nothing.
    public var recorder: DrawingRecorder?

    /// Makes a context drawing on `surface`, with an identity transform
    /// (one user-space unit is one pixel for image surfaces, one point for PDF).
    ///
    /// - Parameters:
    ///   - surface: the surface painted on.
    ///   - fonts: the fonts for text; nil means ``FontEnvironment/standard()``.
    public init(surface: Surface, fonts: FontEnvironment? = nil) throws {
        let pointer = cairo_create(surface.pointer)!
        let status = cairo_status(pointer)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_destroy(pointer)
            throw CairoError(status: status, operation: "creating a drawing context")
        }
        self.pointer = pointer
        self.surface = surface
        self.fontEnvironment = fonts
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the context's error status, if it has one.
    public func checkStatus(_ operation: @autoclosure () -> String = "drawing") throws {
        try CairoError.check(cairo_status(pointer), operation())
    }

    // MARK: State

    /// Pushes the graphics state (transform, clip, source, line settings) on a stack.
    public func save() {
        cairo_save(pointer)
    }

    /// Pops the state pushed by the matching ``save()``.
    public func restore() throws {
        cairo_restore(pointer)
        try checkStatus("restoring the graphics state")
    }

    /// Runs `body` between ``save()`` and ``restore()``, restoring even when `body` throws.
    public func withSavedState<R>(_ body: () throws -> R) throws -> R {
        save()
        do {
            let result = try body()
            try restore()
            return result
        } catch {
            cairo_restore(pointer)
            throw error
        }
    }

    // MARK: Transform

    /// Moves the origin of user space by (`x`, `y`).
    public func translate(x: Double, y: Double) {
        cairo_translate(pointer, x, y)
    }

    /// Scales user space; `scale(x: 3, y: 3)` draws a 1-unit line 3 pixels wide.
    public func scale(x: Double, y: Double) {
        cairo_scale(pointer, x, y)
    }

    /// Scales user space by the same factor on both axes.
    public func scale(by factor: Double) {
        cairo_scale(pointer, factor, factor)
    }

    /// Rotates user space by `radians` (positive turns x towards y, clockwise on screen).
    public func rotate(radians: Double) {
        cairo_rotate(pointer, radians)
    }

    /// Applies `transform` on top of the current transform.
    public func concatenate(_ transform: AffineTransform) {
        var matrix = transform.cairoMatrix
        cairo_transform(pointer, &matrix)
    }

    /// The current user-to-device transform.
    public var currentTransform: AffineTransform {
        get {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(pointer, &matrix)
            return AffineTransform(
                m11: matrix.xx, m12: matrix.yx, m21: matrix.xy,
                m22: matrix.yy, tX: matrix.x0, tY: matrix.y0)
        }
        set {
            var matrix = newValue.cairoMatrix
            cairo_set_matrix(pointer, &matrix)
        }
    }

    /// Maps a point from user space to device pixels.
    public func userToDevice(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(pointer, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Maps a point from device pixels to user space.
    public func deviceToUser(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_device_to_user(pointer, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `rect` with its edges moved to the nearest device-pixel boundaries, in user space.
    ///
    /// With `scale(by: 3)`, `CGRect(x: 0.1, y: 0, width: 10.2, height: 5)` becomes
    /// `x = 0, width = 10.333…` (0 and 31 device pixels). Edges are rounded, not the size, so
    /// neighbouring rectangles that touch keep touching. Assumes no rotation.
    public func snappedToDevicePixels(_ rect: CGRect) -> CGRect {
        let a = userToDevice(CGPoint(x: rect.minX, y: rect.minY))
        let b = userToDevice(CGPoint(x: rect.maxX, y: rect.maxY))
        let snappedA = deviceToUser(CGPoint(x: a.x.rounded(), y: a.y.rounded()))
        let snappedB = deviceToUser(CGPoint(x: b.x.rounded(), y: b.y.rounded()))
        return CGRect(
            x: min(snappedA.x, snappedB.x), y: min(snappedA.y, snappedB.y),
            width: abs(snappedB.x - snappedA.x), height: abs(snappedB.y - snappedA.y))
    }
}

extension AffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(m11), yx: Double(m12), xy: Double(m21), yy: Double(m22),
            x0: Double(tX), y0: Double(tY))
    }
}
