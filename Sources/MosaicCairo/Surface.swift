import CCairo

/// A Cairo drawing target: an ``ImageSurface``, an ``SVGSurface`` or a ``PDFSurface``.
///
/// Surfaces own their Cairo object and destroy it when released. Draw on one
/// through a ``DrawingContext``. A surface is not safe to use from two
/// threads at once; distinct surfaces are independent.
public class Surface {
    let pointer: OpaquePointer

    /// Takes ownership of a surface that has just been created, throwing its status if Cairo failed.
    init(taking pointer: OpaquePointer?, operation: @autoclosure () -> String) throws {
        guard let pointer else {
            throw CairoError(operation: operation(), message: "no surface was returned")
        }
        let status = cairo_surface_status(pointer)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(pointer)
            throw CairoError(status: status, operation: operation())
        }
        self.pointer = pointer
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Completes pending drawing so that pixel data or output bytes are up to date.
    public func flush() throws {
        cairo_surface_flush(pointer)
        try CairoError.check(cairo_surface_status(pointer), "flushing a surface")
    }

    /// Throws the surface's error status, if it has one.
    func checkStatus(_ operation: @autoclosure () -> String) throws {
        try CairoError.check(cairo_surface_status(pointer), operation())
    }
}
