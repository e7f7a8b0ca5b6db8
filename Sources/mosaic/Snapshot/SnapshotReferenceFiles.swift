import Foundation

/// Where one case's reference lives: `<references>/<file name>/<variant>.png`, one file holding
/// the pixels, the record and the visible elements' frames (``ReferencePNG``), and beside it
/// `<variant>.frames.txt`, a reviewable copy of those frames that must agree with the PNG.
///
/// Mosaic 0.1.0 kept the record in `<variant>.json` and every frame in `<variant>.frames.json`;
/// such references still verify, and recording replaces them by the PNG form.
struct SnapshotReferenceFiles {
    var references: URL
    var folder: URL
    var variant: String

    init(references: URL, fileName: String, variant: String) {
        self.references = references
        folder = references.appendingPathComponent(fileName, isDirectory: true)
        self.variant = variant
    }

    var image: URL { folder.appendingPathComponent("\(variant).png") }
    var framesCopy: URL { folder.appendingPathComponent("\(variant).frames.txt") }
    /// 0.1.0's record: pixel hash, size, library versions.
    var legacyRecord: URL { folder.appendingPathComponent("\(variant).json") }
    /// 0.1.0's frames: every element's frame, as JSON.
    var legacyFrames: URL { folder.appendingPathComponent("\(variant).frames.json") }

    /// Whether a reference was recorded (in either form; a damaged one counts).
    var exists: Bool {
        FileManager.default.fileExists(atPath: image.path) || FileManager.default.fileExists(atPath: legacyRecord.path)
    }
}
