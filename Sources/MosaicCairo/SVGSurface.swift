import CCairo
import Foundation

/// A surface that records drawing as an SVG document, sized in pixels (`width="100px"`).
///
/// Draw on it with a ``DrawingContext``, then call ``finish()`` once to get the document.
/// The same drawing always gives the same bytes: the ids Cairo numbers from process-wide
/// counters (`surface12`, `image7`) are renumbered within each document, in order of first
/// appearance (`surface1`; `glyph1`, `glyph2` for Cairo's `glyph0-0`, `glyph0-1`), with
/// every reference to them.
/// When writing to a file, the file appears (atomically) only when ``finish()`` succeeds.
public final class SVGSurface: Surface {
    /// Width in SVG pixels (user-space units).
    public let width: Double
    /// Height in SVG pixels.
    public let height: Double
    private let output: VectorSurfaceOutput
    private var finished = false

    /// Makes an SVG surface collecting its document in memory.
    public convenience init(width: Double, height: Double) throws {
        try self.init(width: width, height: height, destination: nil)
    }

    /// Makes an SVG surface that writes `url` when finished.
    public convenience init(width: Double, height: Double, writingTo url: URL) throws {
        try self.init(width: width, height: height, destination: url)
    }

    private init(width: Double, height: Double, destination: URL?) throws {
        self.width = width
        self.height = height
        self.output = try VectorSurfaceOutput(destination: destination, rewriter: SVGIdentifierRenumbering())
        let surface = cairo_svg_surface_create_for_stream(byteSinkWrite, output.closure, width, height)
        try super.init(taking: surface, operation: "creating a \(width)x\(height) SVG surface")
        cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
        try checkStatus("setting SVG units to px")
    }

    deinit {
        if !finished { output.sink.file?.abandon() }
    }

    /// Ends the document. Returns its bytes for an in-memory surface; for a file surface,
    /// moves the file into place and returns an empty array. Drawing afterwards has no effect.
    @discardableResult
    public func finish() throws -> [UInt8] {
        precondition(!finished, "SVGSurface.finish() called twice")
        finished = true
        return try output.finish(pointer, kind: "SVG")
    }
}
