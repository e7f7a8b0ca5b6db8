import CPangoCairo
import Foundation

/// SHA-256 of a file's bytes (GLib's GChecksum), as lowercase hexadecimal: an image's identity
/// that does not depend on how a library decodes it.
public enum FileDigest {
    /// The digest of the file at `path`, or nil when it cannot be read.
    public static func sha256(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)!
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress, bytes.count > 0 {
                g_checksum_update(checksum, base.assumingMemoryBound(to: UInt8.self), bytes.count)
            }
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
