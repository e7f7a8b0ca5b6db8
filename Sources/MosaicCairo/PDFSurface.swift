import CCairo
import Foundation

/// A surface that records drawing as a PDF document; sizes are in points (1/72 inch).
///
/// Draw on it with a ``DrawingContext``; ``DrawingContext/showPage()`` starts another
/// page. Call ``finish()`` once to get the document (or write the file atomically).
public final class PDFSurface: Surface {
    private let output: VectorSurfaceOutput
    private var finished = false

    /// Makes a PDF surface collecting its document in memory; the first page is `width` x `height` points.
    public convenience init(width: Double, height: Double) throws {
        try self.init(width: width, height: height, destination: nil)
    }

    /// Makes a PDF surface that writes `url` when finished.
    public convenience init(width: Double, height: Double, writingTo url: URL) throws {
        try self.init(width: width, height: height, destination: url)
    }

    private init(width: Double, height: Double, destination: URL?) throws {
        self.output = try VectorSurfaceOutput(destination: destination, rewriter: PDFDatePrefixing())
        let surface = cairo_pdf_surface_create_for_stream(byteSinkWrite, output.closure, width, height)
        try super.init(taking: surface, operation: "creating a \(width)x\(height) pt PDF surface")
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "Mosaic")
    }

    deinit {
        if !finished { output.sink.file?.abandon() }
    }

    /// Sets the size, in points, of the current page if nothing is drawn on it yet, else of the next.
    public func setPageSize(width: Double, height: Double) throws {
        cairo_pdf_surface_set_size(pointer, width, height)
        try checkStatus("setting the PDF page size to \(width)x\(height) pt")
    }

    /// Sets the document's title metadata.
    public func setTitle(_ title: String) {
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, title)
    }

    /// Sets the creation date written into the document (ISO 8601, e.g. `2024-01-01T00:00:00Z`,
    /// written as the PDF date `D:20240101000000Z`); fix it to make output byte-for-byte
    /// reproducible.
    public func setCreationDate(_ iso8601: String) {
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, iso8601)
    }

    /// Ends the document. Returns its bytes for an in-memory surface; for a file surface,
    /// moves the file into place and returns an empty array.
    @discardableResult
    public func finish() throws -> [UInt8] {
        precondition(!finished, "PDFSurface.finish() called twice")
        finished = true
        return try output.finish(pointer, kind: "PDF")
    }
}

extension DrawingContext {
    /// Ends the current page of a multi-page surface (PDF) and starts a new one.
    public func showPage() throws {
        cairo_show_page(pointer)
        try checkStatus("starting a new page")
    }
}
