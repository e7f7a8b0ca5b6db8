import Foundation

/// SHA-256 of a file's bytes, as lowercase hexadecimal: an image's identity that does not depend
/// on how a library decodes it.
public enum FileDigest {
    /// The digest of the file at `path`, or nil when it cannot be read.
    public static func sha256(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let hasher = SHA256Stream()
        data.withUnsafeBytes { hasher.update($0) }
        return hasher.finish()
    }
}
