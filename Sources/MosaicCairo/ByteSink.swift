import CCairo

/// Collects the bytes Cairo writes through a stream callback.
final class ByteSink {
    var bytes: [UInt8] = []
    /// The file that bytes are forwarded to instead, if any.
    var file: AtomicFile.Writer?
    /// The first error a write hit; Cairo only learns `CAIRO_STATUS_WRITE_ERROR`.
    var error: Error?
    /// Rewrites the document on the way through, if set.
    let rewriter: ByteStreamRewriter?

    init(file: AtomicFile.Writer? = nil, rewriter: ByteStreamRewriter? = nil) {
        self.file = file
        self.rewriter = rewriter
    }

    func append(_ data: UnsafeRawBufferPointer) -> Bool {
        guard let rewriter else { return store(data) }
        return rewriter.process(data).withUnsafeBytes { store($0) }
    }

    /// Passes on what the rewriter still holds; call once, after the last `append`.
    func finish() -> Bool {
        guard let rewriter else { return true }
        return rewriter.finish().withUnsafeBytes { store($0) }
    }

    private func store(_ data: UnsafeRawBufferPointer) -> Bool {
        if let file {
            do { try file.append(data) } catch {
                if self.error == nil { self.error = error }
                return false
            }
        } else {
            bytes.append(contentsOf: data)
        }
        return true
    }
}

/// Rewrites a document as Cairo streams it out.
protocol ByteStreamRewriter: AnyObject {
    /// Takes the next bytes of the document; returns those that are ready.
    func process(_ bytes: UnsafeRawBufferPointer) -> [UInt8]
    /// The bytes still held back, at the end of the document.
    func finish() -> [UInt8]
}

/// The `cairo_write_func_t` for a ``ByteSink`` passed as the closure pointer.
let byteSinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    let ok = sink.append(UnsafeRawBufferPointer(start: data, count: Int(length)))
    return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}
