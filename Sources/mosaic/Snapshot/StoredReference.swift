import Foundation
import MosaicFrames
import MosaicSnapshot

/// A reference read from disk and checked as one unit: its record, its decoded pixels (which
/// hash to the recorded hash) and its visible elements' frames (which agree with the frames copy).
struct StoredReference {
    var record: SnapshotReference
    var frames: [LayoutFrame]
    /// The PNG's bytes.
    private var png: [UInt8]
    /// The pixels, when reading decoded them (a reference without a seal).
    private var decoded: RGBAImage?
    /// What each visible element drew; nil for references recorded without it (0.1.0's).
    var content: DrawnContent?

    /// The pixels: decoded when reading did not, and checked against the record's size and hash.
    func image() throws -> RGBAImage {
        if let decoded { return decoded }
        return try ReferencePNG.checkPixels(of: png, against: record)
    }

    /// Reads the reference at `paths`, in this release's form or 0.1.0's.
    ///
    /// - Parameter visibleRect: the drawn part of the content, which 0.1.0's frames (every
    ///   element's) are cut down to.
    /// - Throws: ``ReferenceDamage`` when the reference cannot be trusted; other errors when a
    ///   file cannot be read at all.
    init(_ paths: SnapshotReferenceFiles, visibleRect: CGRect) throws {
        let fileManager = FileManager.default
        let png = fileManager.fileExists(atPath: paths.image.path) ? [UInt8](try Data(contentsOf: paths.image)) : []
        let entries = PNGText.entries(in: png)
        let isLegacy =
            entries[ReferencePNG.recordKeyword] == nil && entries[ReferencePNG.errorKeyword] == nil
            && fileManager.fileExists(atPath: paths.legacyRecord.path)
        if isLegacy {
            self = try Self(legacy: paths, png: png, visibleRect: visibleRect)
            return
        }
        let (reference, image) = try ReferencePNG.read(png)
        let framesText = reference.frames ?? ""
        if let copy = try? Data(contentsOf: paths.framesCopy), String(decoding: copy, as: UTF8.self) != framesText {
            throw ReferenceDamage.framesCopyMismatch(copy: paths.framesCopy.path)
        }
        do {
            frames = try FrameDump.parse(framesText)
        } catch {
            throw ReferenceDamage.unreadableRecord(reason: "its frames cannot be read: \(error)")
        }
        do {
            content = try reference.content.map(DrawnContent.init(json:))
        } catch {
            throw ReferenceDamage.unreadableRecord(reason: "its drawn content cannot be read: \(error)")
        }
        record = reference.record
        self.png = png
        decoded = image
    }

    /// 0.1.0's three files: the PNG checked against the `.json` record; every frame, cut to the
    /// visible ones.
    private init(legacy paths: SnapshotReferenceFiles, png: [UInt8], visibleRect: CGRect) throws {
        do {
            record = try SnapshotReference.read(from: paths.legacyRecord)
        } catch {
            throw ReferenceDamage.unreadableRecord(reason: "\(paths.legacyRecord.path): \(error)")
        }
        do {
            _ = try PNGText.checkedEntries(in: png)
        } catch {
            throw ReferenceDamage.structure(error)
        }
        decoded = try ReferencePNG.checkPixels(of: png, against: record)
        self.png = png
        let all: [LayoutFrame]
        do {
            all = try JSONDecoder().decode([LayoutFrame].self, from: Data(contentsOf: paths.legacyFrames))
        } catch {
            throw ReferenceDamage.unreadableRecord(reason: "\(paths.legacyFrames.path): \(error)")
        }
        frames = LayoutFrame.sorted(
            all.filter { frame in
                LayoutFrame.isVisible(
                    CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), in: visibleRect)
            })
    }
}
