import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames
import MosaicRender
import MosaicSnapshot
import MosaicSpec

/// Verifies (or records) one layout file in one variant against its reference.
///
/// The file is drawn as a plain page (orthogonal sections clipped, no anatomy overlay; the
/// file's full-page setting kept). The reference is one PNG (``ReferencePNG``), read and checked
/// as a unit on every run: a damaged one fails naming the damage, and every record mode
/// repairs it. The rendering is judged by ``SnapshotVerdict``, the rule the Swift strategies
/// share: under the reference's library versions and fonts, the pixel hash and the visible
/// elements' frames exactly; under others, the frames and each element's drawn content
/// (``DrawnContent``) exactly and the pixels outside text with anti-aliasing excused. Recording replaces the PNG and its frames copy in one step, under the
/// references folder's lock (``ReferencesLock``).
struct SnapshotCheck {
    var file: String
    /// The reference key: the file's path from the key root, without its extension
    /// (`layouts/home`); its references are in that folder under `references`.
    var fileName: String
    var variant: SnapshotVariant
    var references: URL
    var mode: SnapshotRecordMode
    /// Where report images go (nil: no report).
    var reportFolder: URL?
    var frameTolerance: Double
    /// Where an earlier Mosaic, which keyed references by the file's base name alone, kept
    /// this file's references (nil when that is the key itself).
    var baseNameKey: String? = nil

    func run() -> SnapshotResult {
        let started = Date()
        var result = SnapshotResult(file: file, fileName: fileName, variant: variant.name, status: .failed)
        do {
            try check(into: &result)
        } catch {
            result.status = .failed
            // Visible line by line: a layout's strings in an error must not start lines of their own.
            result.message =
                (error as? SpecErrors)?.errors.map(\.description.visible).joined(separator: "\n")
                ?? "\(file): error: \(RenderCommand.describe(error))".visible
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    private func check(into result: inout SnapshotResult) throws {
        let drawing = try draw(into: &result)
        let paths = SnapshotReferenceFiles(references: references, fileName: fileName, variant: variant.name)
        let folder = ReferencesFolder(references)
        for file in [paths.image, paths.framesCopy, paths.legacyRecord, paths.legacyFrames] {
            try folder.checkInside(file)
        }
        TemporaryFiles.removeStale(in: paths.folder)
        if paths.exists {
            let stored: StoredReference
            do {
                stored = try StoredReference(paths, visibleRect: drawing.visibleRect)
            } catch let damage as ReferenceDamage {
                result.status = .failed
                result.message =
                    "the reference \(paths.image.path) is damaged: \(damage); re-record it "
                    + "(--record-failed repairs it)"
                if mode != .never {
                    // Every record mode repairs a damaged reference: it holds nothing to keep.
                    result.status = .changed
                    try record(drawing, at: paths, into: &result)
                }
                return
            }
            try compare(drawing, with: stored, into: &result)
        } else {
            result.status = .new
            result.message = "no reference at \(paths.image.path)"
            if let baseNameKey,
                SnapshotReferenceFiles(references: references, fileName: baseNameKey, variant: variant.name).exists
            {
                let old = references.appendingPathComponent(baseNameKey).path
                result.message +=
                    "; \(old) holds references keyed by the file's name alone, as Mosaic did before "
                    + "keying them by path: move them (mv \(old) \(paths.folder.path)) or record again"
            }
            try writeReportImages(actual: drawing.pixels.image, reference: nil, diff: nil, into: &result)
        }
        if mode.records(result.status) { try record(drawing, at: paths, into: &result) }
    }

    /// The file drawn in this variant.
    private struct Drawing {
        var pixels: PixelSnapshot
        /// The visible elements' frames (content coordinates), sorted.
        var frames: [LayoutFrame]
        /// The drawn part of the content, in points.
        var visibleRect: CGRect
        /// What each drawn element drew.
        var content: DrawnContent
    }

    /// Draws the file in this variant: its pixels and its visible elements' frames.
    private func draw(into result: inout SnapshotResult) throws -> Drawing {
        let document = try LayoutDocument(contentsOf: URL(fileURLWithPath: file))
        var canvas = variant.apply(to: document.canvas)
        canvas.orthogonal = .clip
        canvas.anatomy = false
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: canvas)
        result.scale = Double(canvas.scale)
        result.origin = (Double(scene.geometry.origin.x), Double(scene.geometry.origin.y))
        // In strips, so that a full page past Cairo's 32767-pixel surfaces is checked too.
        var content = DrawnContent(elements: [])
        let pixels = try PixelSnapshot(width: scene.geometry.pixelWidth, height: scene.geometry.pixelHeight) {
            content = try Renderer().drawStripsRecordingContent(of: scene, maximumHeight: ImageSurface.maximumSide, $0)
        }
        let rect = scene.geometry.rect
        let frames = withExtendedLifetime(scene) { LayoutFrame.visible(in: scene.layout, rect: rect) }
        return Drawing(pixels: pixels, frames: frames, visibleRect: rect, content: content)
    }

    /// Compares with the recorded reference by ``SnapshotVerdict``: sets the status, the message
    /// (with which comparison applied and why), the element changes and (for a change) the
    /// report images.
    private func compare(_ drawing: Drawing, with stored: StoredReference, into result: inout SnapshotResult) throws {
        let actual = drawing.pixels
        let reference = stored.record
        // A reference of the same pixels is not decoded (its seal vouches for them).
        let referenceImage = actual.hash == reference.hash ? nil : try stored.image()
        let verdict = SnapshotVerdict(
            reference: SnapshotEvidence(
                hash: reference.hash, image: referenceImage, frames: stored.frames,
                content: stored.content, environment: RenderingEnvironment(recordedIn: reference)),
            actual: SnapshotEvidence(
                hash: actual.hash, image: actual.image, frames: drawing.frames,
                content: drawing.content, environment: .current),
            frameTolerance: frameTolerance, scale: result.scale)
        let frameDiff = verdict.frameDiff ?? FrameDiff(reference: stored.frames, actual: drawing.frames)
        result.frameDiff = frameDiff
        result.comparison = verdict.reason
        result.pixelsDiffer = !(verdict.pixelDiff?.isIdentical ?? (actual.hash == reference.hash))
        if verdict.passes {
            result.status = .passed
            if verdict.comparison != .exact {
                var words = ["across library versions"]
                if let tolerant = verdict.textTolerantDiff { words.append(tolerant.summary) }
                if verdict.remeasuredElements > 0 {
                    words.append(
                        "\(verdict.remeasuredElements) element\(verdict.remeasuredElements == 1 ? "" : "s") "
                            + "sized by re-measured text")
                }
                result.message = words.joined(separator: "; ")
            }
            return
        }
        result.status = .changed
        var words: [String] = []
        if let upgrade = MosaicRelease.drawnDifferently(recordedWith: reference.recordedBy) {
            words.append(upgrade)
        }
        if let contentDiff = verdict.contentDiff, !contentDiff.isEmpty {
            result.contentChanges = contentDiff.sentences
            words.append(
                "\(contentDiff.changes.count) element\(contentDiff.changes.count == 1 ? " draws" : "s draw") "
                    + "something else")
        }
        if let tolerant = verdict.textTolerantDiff, !tolerant.passes {
            words.append(tolerant.summary)
        } else if verdict.comparison != .acrossLibraryVersions, let diff = verdict.pixelDiff {
            words.append(diff.summary)
        }
        if !frameDiff.isEmpty { words.append(frameDiff.summary) }
        result.message = words.joined(separator: "; ")
        let diff = verdict.pixelDiff
        if frameDiff.isEmpty, let diff, diff.sizesMatch {
            let counted = verdict.textTolerantDiff?.differingPixels ?? diff.differingPixels
            result.changedPixels = ChangedPixels(
                indices: counted, imageWidth: diff.actual.width,
                origin: result.origin, scale: result.scale, frames: drawing.frames)
        }
        try writeReportImages(actual: actual.image, reference: referenceImage, diff: diff?.diffImage(), into: &result)
    }

    /// Writes the reference PNG and its frames copy in one step, and removes a 0.1.0 reference's
    /// `.json` and `.frames.json`.
    private func record(_ drawing: Drawing, at paths: SnapshotReferenceFiles, into result: inout SnapshotResult) throws
    {
        let actual = drawing.pixels
        let frames = FrameDump.text(drawing.frames)
        let record = SnapshotReference(
            hash: actual.hash, width: actual.image.width, height: actual.image.height,
            format: actual.format, source: file, variant: variant.name)
        let png = try ReferencePNG(record: record, frames: frames, content: drawing.content.json).pngData(
            of: actual.image)
        try ReferencesLock.withLock(of: references) {
            try AtomicFile.write(together: [(png, paths.image), (Array(frames.utf8), paths.framesCopy)])
            for legacy in [paths.legacyRecord, paths.legacyFrames]
            where FileManager.default.fileExists(atPath: legacy.path) {
                try FileManager.default.removeItem(at: legacy)
            }
        }
        result.recorded = true
    }

    private func writeReportImages(
        actual: RGBAImage, reference: RGBAImage?, diff: RGBAImage?,
        into result: inout SnapshotResult
    ) throws {
        guard let reportFolder else { return }
        let stem = ReportImageName.stem(key: fileName, variant: variant.name)
        func write(_ image: RGBAImage?, _ suffix: String) throws -> SnapshotResult.ReportImage? {
            guard let image else { return nil }
            let name = "\(stem).\(suffix).png"
            try AtomicFile.write(try image.pngData(encoding: .standard), to: reportFolder.appendingPathComponent(name))
            return .init(path: name, width: image.width, height: image.height)
        }
        result.images = .init(
            reference: try write(reference, "reference"), actual: try write(actual, "actual"),
            diff: try write(diff, "diff"))
    }
}

/// A `mosaic snapshot` error with its own words.
struct SnapshotError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
