import CPangoCairo

/// SHA-256 over GLib's GChecksum (which Pango already links), fed in pieces: the one SHA-256
/// of Mosaic's modules, for pixel hashes, font identities and image files' identities.
package final class SHA256Stream {
    private let checksum: OpaquePointer

    package init() {
        checksum = g_checksum_new(G_CHECKSUM_SHA256)
    }

    deinit {
        g_checksum_free(checksum)
    }

    package func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    package func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        g_checksum_update(checksum, base.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    /// The hexadecimal digest; no more updates after this.
    package func finish() -> String {
        String(cString: g_checksum_get_string(checksum))
    }
}
