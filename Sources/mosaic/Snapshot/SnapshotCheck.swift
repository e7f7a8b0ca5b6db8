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
/// file's full-page setting kept). Pixels are compared by ``SnapshotOutcome``'s rules (equal
/// hash passes; under other library versions the tolerant diff decides); frames by
/// ``FrameDiff``. A reference is written PNG first, frames second, hash last, each atomically,
/// so an interrupted run never leaves a reference that looks complete.
struct SnapshotCheck {
    var file: String
    var fileName: String
    var variant: SnapshotVariant
    var references: URL
    var mode: SnapshotRecordMode
    /// Where report images go (nil: no report).
    var reportFolder: URL?
    var frameTolerance: Double

    func run() -> SnapshotResult {
        let started = Date()
        var result = SnapshotResult(file: file, fileName: fileName, variant: variant.name, status: .failed)
        do {
            try check(into: &result)
        } catch {
            result.status = .failed
            result.message = error is SpecErrors ? RenderCommand.describe(error, file: file)
                : "\(file): error: \(RenderCommand.describe(error))"
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    private func check(into result: inout SnapshotResult) throws {
        let (actual, frames) = try draw(into: &result)
        let paths = SnapshotReferenceFiles(references: references, fileName: fileName, variant: variant.name)
        if paths.exists {
            try compare(actual, frames, with: paths, into: &result)
        } else {
            result.status = .new
            result.message = "no reference at \(paths.hash.path)"
            try writeReportImages(actual: actual.image, reference: nil, diff: nil, into: &result)
        }
        if mode.records(result.status) { try record(actual, frames, at: paths, into: &result) }
    }

    /// Draws the file in this variant: its pixels and its frames (content coordinates).
    private func draw(into result: inout SnapshotResult) throws -> (PixelSnapshot, [LayoutFrame]) {
        let document = try LayoutDocument(contentsOf: URL(fileURLWithPath: file))
        var canvas = variant.apply(to: document.canvas)
        canvas.orthogonal = .clip
        canvas.anatomy = false
        let scene = try RenderScene(layout: document.makeLayout(), itemCounts: document.itemCounts,
                                    content: document.content, canvas: canvas)
        result.scale = Double(canvas.scale)
        result.origin = (Double(scene.geometry.origin.x), Double(scene.geometry.origin.y))
        let actual = PixelSnapshot(try Renderer().image(of: scene))
        let frames = LayoutFrame.sorted(withExtendedLifetime(scene) { LayoutFrame.all(in: scene.collectionView) })
        return (actual, frames)
    }

    /// Compares with the recorded reference: sets the status, the message, the element
    /// changes and (for a change) the report images.
    private func compare(_ actual: PixelSnapshot, _ frames: [LayoutFrame], with paths: SnapshotReferenceFiles,
                         into result: inout SnapshotResult) throws {
        let reference = try read("reference", paths.hash) { try SnapshotReference.read(from: $0) }
        let referenceFrames = try read("reference frames", paths.frames) {
            try JSONDecoder().decode([LayoutFrame].self, from: Data(contentsOf: $0))
        }
        let frameDiff = FrameDiff(reference: referenceFrames, actual: frames, tolerance: frameTolerance,
                                  scale: result.scale)
        result.frameDiff = frameDiff
        let pixelsMatch = actual.hash == reference.hash
        if pixelsMatch && frameDiff.isEmpty {
            result.status = .passed
            return
        }
        var outcome = SnapshotOutcome.matched
        var referenceImage = pixelsMatch ? actual.image : nil
        if !pixelsMatch {
            referenceImage = try reference.image.map { name in
                try read("reference image", paths.folder.appendingPathComponent(name)) { try RGBAImage(contentsOfPNG: $0) }
            }
            outcome = SnapshotOutcome.evaluate(actual: actual, reference: reference, referenceImage: referenceImage)
        }
        result.pixelsDiffer = !(outcome.diff?.isIdentical ?? pixelsMatch)
        if outcome.passes && frameDiff.isEmpty {
            result.status = .passed
            result.message = "tolerated under other library versions: \(outcome.diff?.summary ?? "")"
            return
        }
        result.status = .changed
        var words: [String] = []
        if let diff = outcome.diff {
            words.append(diff.summary)
        } else if !pixelsMatch {
            words.append("pixel hash \(actual.hash.hex.prefix(12))… differs from \(reference.hash.hex.prefix(12))…")
        }
        if !frameDiff.isEmpty { words.append(frameDiff.summary) }
        result.message = words.joined(separator: "; ")
        if frameDiff.isEmpty, let diff = outcome.diff, diff.sizesMatch {
            result.changedPixels = ChangedPixels(indices: diff.differingPixels, imageWidth: diff.actual.width,
                                                 origin: result.origin, scale: result.scale, frames: frames)
        }
        try writeReportImages(actual: actual.image, reference: referenceImage, diff: outcome.diff?.diffImage(),
                              into: &result)
    }

    /// Reads a reference part, turning any failure into an error naming the file.
    private func read<T>(_ what: String, _ url: URL, _ body: (URL) throws -> T) throws -> T {
        do {
            return try body(url)
        } catch {
            throw SnapshotError("cannot read the \(what) \(url.path): \(RenderCommand.describe(error))")
        }
    }

    private func record(_ actual: PixelSnapshot, _ frames: [LayoutFrame], at paths: SnapshotReferenceFiles,
                        into result: inout SnapshotResult) throws {
        try AtomicFile.write(try actual.image.pngData(encoding: .smallest), to: paths.image)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(frames) + Data("\n".utf8), to: paths.frames)
        try SnapshotReference(hash: actual.hash, width: actual.image.width, height: actual.image.height,
                              format: actual.format, versions: .current, image: paths.image.lastPathComponent)
            .write(to: paths.hash)
        result.recorded = true
    }

    private func writeReportImages(actual: RGBAImage, reference: RGBAImage?, diff: RGBAImage?,
                                   into result: inout SnapshotResult) throws {
        guard let reportFolder else { return }
        let stem = "images/\(fileName).\(variant.name)"
        func write(_ image: RGBAImage?, _ suffix: String) throws -> SnapshotResult.ReportImage? {
            guard let image else { return nil }
            let name = "\(stem).\(suffix).png"
            try AtomicFile.write(try image.pngData(encoding: .standard), to: reportFolder.appendingPathComponent(name))
            return .init(path: name, width: image.width, height: image.height)
        }
        result.images = .init(reference: try write(reference, "reference"), actual: try write(actual, "actual"),
                              diff: try write(diff, "diff"))
    }
}

/// A `mosaic snapshot` error with its own words.
struct SnapshotError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
