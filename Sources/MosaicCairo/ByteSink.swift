import CCairo

/// Collects the bytes Cairo writes through a stream callback.
final class ByteSink {
    var bytes: [UInt8] = []
    /// The file that bytes are forwarded to instead, if any.
    var file: AtomicFile.Writer?
    /// The first error a write hit; Cairo only learns `CAIRO_STATUS_WRITE_ERROR`.
    var error: Error?
    /// Rewrites an SVG document's ids on the way through, if set.
    let identifiers: SVGIdentifierRenumbering?

    init(file: AtomicFile.Writer? = nil, renumberingSVGIdentifiers: Bool = false) {
        self.file = file
        self.identifiers = renumberingSVGIdentifiers ? SVGIdentifierRenumbering() : nil
    }

    func append(_ data: UnsafeRawBufferPointer) -> Bool {
        guard let identifiers else { return store(data) }
        return identifiers.process(data).withUnsafeBytes { store($0) }
    }

    /// Passes on what the id renumbering still holds; call once, after the last `append`.
    func finish() -> Bool {
        guard let identifiers else { return true }
        return identifiers.finish().withUnsafeBytes { store($0) }
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

/// The `cairo_write_func_t` for a ``ByteSink`` passed as the closure pointer.
let byteSinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    let ok = sink.append(UnsafeRawBufferPointer(start: data, count: Int(length)))
    return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}
