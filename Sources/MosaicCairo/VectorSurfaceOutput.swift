import CCairo
import Foundation

/// Where a vector surface's bytes go: memory, or a file written atomically.
final class VectorSurfaceOutput {
    let sink: ByteSink
    let destination: URL?

    /// - Parameter rewriter: what rewrites the document on its way out (an SVG document's ids,
    ///   a PDF document's date), if anything.
    init(destination: URL?, rewriter: ByteStreamRewriter?) throws {
        self.destination = destination
        self.sink = ByteSink(
            file: try destination.map { try AtomicFile.Writer(destination: $0) }, rewriter: rewriter)
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(sink).toOpaque() }

    /// Finishes the surface, then returns the bytes (memory) or renames the file into place
    /// (file, returning no bytes).
    func finish(_ surface: OpaquePointer, kind: String) throws -> [UInt8] {
        cairo_surface_finish(surface)
        _ = sink.finish()
        let status = cairo_surface_status(surface)
        if let error = sink.error {
            sink.file?.abandon()
            throw error
        }
        if status != CAIRO_STATUS_SUCCESS {
            sink.file?.abandon()
            throw CairoError(
                status: status,
                operation: "finishing the \(kind) output" + (destination.map { " for \($0.path)" } ?? ""))
        }
        if let file = sink.file {
            try file.commit()
            return []
        }
        return sink.bytes
    }
}
