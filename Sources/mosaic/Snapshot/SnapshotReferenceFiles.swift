import Foundation

/// Where one case's reference lives: `<references>/<file name>/<variant>.png`, `.json` (pixel
/// hash, size, library versions) and `.frames.json` (every element's frame).
struct SnapshotReferenceFiles {
    var folder: URL
    var variant: String

    init(references: URL, fileName: String, variant: String) {
        folder = references.appendingPathComponent(fileName, isDirectory: true)
        self.variant = variant
    }

    var hash: URL { folder.appendingPathComponent("\(variant).json") }
    var image: URL { folder.appendingPathComponent("\(variant).png") }
    var frames: URL { folder.appendingPathComponent("\(variant).frames.json") }

    /// Whether a reference was recorded (its hash file is written last, so it decides).
    var exists: Bool { FileManager.default.fileExists(atPath: hash.path) }
}
