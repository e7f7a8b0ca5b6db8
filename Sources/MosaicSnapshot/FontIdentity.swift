import Foundation
import MosaicCairo

/// Which font file drew a reference: its file name and the SHA-256 of its bytes (the first 16
/// hexadecimal digits). A font package update that changes outlines or metrics changes pixels
/// the way a library upgrade does, so references record the pinned fonts beside the library
/// versions.
public struct FontIdentity: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The file's name, e.g. `Inter-Regular.otf`.
    public var file: String
    /// The first 16 hexadecimal digits of the SHA-256 of the file's bytes; `missing` when the
    /// file could not be read.
    public var sha256: String

    /// Makes an identity of explicit values.
    public init(file: String, sha256: String) {
        self.file = file
        self.sha256 = sha256
    }

    /// The identity of the font file at `path`.
    public init(path: String) {
        file = URL(fileURLWithPath: path).lastPathComponent
        sha256 = Self.digest(ofFileAt: path).map { String($0.prefix(16)) } ?? "missing"
    }

    /// The pinned fonts of `FontEnvironment.standard()`, in its order, hashed once per process.
    public static let pinned: [FontIdentity] = FontEnvironment.pinnedFontFiles.map { FontIdentity(path: $0.path) }

    /// `Inter-Regular.otf 3f2a…`.
    public var description: String { "\(file) \(sha256)" }

    private static func digest(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let hasher = SHA256Stream()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update($0) }
        }
        return hasher.finish()
    }
}
