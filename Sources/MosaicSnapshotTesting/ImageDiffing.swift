import Foundation
import MosaicCairo
import MosaicFrames
import MosaicSnapshot
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == SnapshotImage {
    /// Mosaic's verdict (`SnapshotVerdict`, the rule `mosaic snapshot` applies too): under the
    /// reference's library versions and fonts, equal pixel hashes and frames pass; under others,
    /// equal frames and drawn content and no changed pixel outside text (anti-aliasing excused).
    /// A failure says which comparison applied and why ("library versions differ: cairo 1.16.0 →
    /// 1.18.4, ..."), what changed in words, and attaches the reference, the actual image and the diff. A reference that is
    /// damaged, or the error marker of a screen that could not be drawn, always fails.
    public static func mosaicPixels(_ pixelDiffing: PixelDiffing = .standard) -> Self {
        .diff(
            toData: { image in
                do {
                    return try image.pngData()
                } catch {
                    let cause = "Mosaic could not encode the snapshot's PNG: \(error)"
                    DrawingFailure.report(cause)
                    return Data(ReferencePNG.errorMarker(cause))
                }
            },
            fromData: { SnapshotImage(pngData: $0) },
            diffV2: { reference, actual in
                if let failure = actual.failure ?? reference.failure { return (failure, []) }
                let actualPixels: RGBAImage
                let referencePixels: RGBAImage
                do {
                    actualPixels = try actual.pixels()
                    referencePixels = try reference.pixels()
                } catch {
                    return ("The reference image cannot be decoded: \(error)", [])
                }
                var referenceFrames = reference.frames
                if var old = referenceFrames, reference.record.reference == nil {
                    // Mosaic 0.1.0 recorded every element; compare the ones this picture shows.
                    let rect = CGRect(
                        x: actual.origin.x, y: actual.origin.y, width: Double(actual.record.width) / actual.scale,
                        height: Double(actual.record.height) / actual.scale)
                    old = old.filter {
                        LayoutFrame.isVisible(
                            CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height),
                            in: rect)
                    }
                    referenceFrames = old
                }
                let verdict = SnapshotVerdict(
                    reference: SnapshotEvidence(
                        hash: reference.record.hash, image: referencePixels, frames: referenceFrames,
                        content: reference.content,
                        environment: RenderingEnvironment(recordedIn: reference.record)),
                    actual: SnapshotEvidence(
                        hash: actual.record.hash, image: actualPixels, frames: actual.frames,
                        content: actual.content, environment: .current),
                    scale: actual.scale, diffing: pixelDiffing)
                if verdict.passes { return nil }
                var lines = ["Compared: \(verdict.reason)."]
                if let upgrade = MosaicRelease.drawnDifferently(recordedWith: reference.record.recordedBy) {
                    lines.insert(upgrade.prefix(1).uppercased() + upgrade.dropFirst() + ".", at: 0)
                }
                if verdict.comparison == .exact, reference.record.hash != actual.record.hash {
                    lines.append(
                        "Pixel hash \(actual.record.hash.hex.prefix(12))… differs from the reference's "
                            + "\(reference.record.hash.hex.prefix(12))….")
                }
                lines += verdict.failureLines(limit: 20)
                if let frames = verdict.frameDiff, frames.isEmpty, let diff = verdict.pixelDiff, diff.sizesMatch,
                    let new = actual.frames
                {
                    let counted = verdict.textTolerantDiff?.differingPixels ?? diff.differingPixels
                    if !counted.isEmpty,
                        let located = ChangedPixels(
                            indices: counted, imageWidth: diff.actual.width,
                            origin: actual.origin, scale: actual.scale, frames: new)
                    {
                        lines.append(
                            "No element moved or resized: a drawing change (colour, text, font) on \(located.description)."
                        )
                    }
                }
                var attachments: [DiffAttachment] = []
                if let png = try? reference.pngData() { attachments.append(.data(png, name: "reference.png")) }
                if let png = try? actual.pngData() { attachments.append(.data(png, name: "failure.png")) }
                if let diff = verdict.pixelDiff, let png = try? diff.diffImage().pngData(encoding: .standard) {
                    attachments.append(.data(Data(png), name: "difference.png"))
                    // Attachments show in Xcode only; elsewhere the diff image goes beside the
                    // actual image that swift-snapshot-testing writes.
                    if let url = try? DiffArtifact.write(png, for: actual.record.hash) {
                        lines.append("Diff (magenta = changed, yellow = anti-aliasing excused): \(url.path)")
                    }
                }
                return (lines.joined(separator: "\n"), attachments)
            }
        )
    }
}

extension SnapshotTesting.Diffing where Value == String {
    /// Compares frame dumps (`FrameDump`): equal text passes; otherwise the frames are
    /// compared element by element with `tolerance` device pixels at `scale`, and a failure lists
    /// the changes in words above swift-snapshot-testing's line diff.
    public static func frames(tolerance: Double = 0, scale: Double = 1) -> Self {
        .diff(toData: Diffing<String>.lines.toData, fromData: Diffing<String>.lines.fromData) { old, new in
            guard old != new else { return nil }
            let lines = Diffing<String>.lines.diffV2(old, new)
            guard let reference = try? FrameDump.parse(old), let actual = try? FrameDump.parse(new) else {
                return lines
            }
            let diff = FrameDiff(reference: reference, actual: actual, tolerance: tolerance, scale: scale)
            if diff.isEmpty { return nil }
            let words = ([diff.summary + ":"] + diff.summarizedSentences.map { "  " + $0 }).joined(separator: "\n")
            return (words + "\n\n" + (lines?.0 ?? ""), lines?.1 ?? [])
        }
    }
}

/// Where diff images go: `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's artifacts folder) or
/// the temporary folder, under `mosaic-diffs/`, named by the actual image's pixel hash.
enum DiffArtifact {
    static func write(_ png: [UInt8], for hash: PixelHash) throws -> URL {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                ?? NSTemporaryDirectory(), isDirectory: true
        ).appendingPathComponent("mosaic-diffs")
        let url = folder.appendingPathComponent("\(hash.hex.prefix(16)).diff.png")
        try AtomicFile.write(png, to: url)
        return url
    }
}
