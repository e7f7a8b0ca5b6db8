import Foundation
import MosaicCairo
import XCTest

/// Compares `value`, rendered by `snapshotting`, with its stored reference; returns nil when it
/// passes, else a failure message naming the actual and diff images written as artifacts.
///
/// See ``SnapshotOutcome`` for the rules, ``SnapshotRecording`` for `MOSAIC_RECORD`, and
/// ``SnapshotLocation`` for where files go. Usable from XCTest or Swift Testing
/// (`#expect(verifySnapshot(of: surface, as: .image) == nil)`).
///
/// - Parameters:
///   - name: distinguishes several snapshots in one test.
///   - diffing: the tolerant comparison used when library versions differ.
///   - keepsReferenceImage: whether to store a reference PNG beside the hash, so that
///     tolerant diffs are possible; PNGs are written with ``PNGEncoding/smallest``.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value>,
    named name: String? = nil,
    diffing: PixelDiffing = .standard,
    keepsReferenceImage: Bool = true,
    recording: SnapshotRecording = .fromEnvironment(),
    filePath: String = #filePath,
    testName: String = #function
) -> String? {
    let location = SnapshotLocation(filePath: filePath, testName: testName, name: name)
    do {
        let actual = try snapshotting.snapshot(value())
        return try verify(actual, at: location, diffing: diffing, keepsReferenceImage: keepsReferenceImage,
                          recording: recording)
    } catch {
        return "Snapshot \(location.name) could not be made: \(error)"
    }
}

/// Asserts (with `XCTFail`) that `value`, rendered by `snapshotting`, matches its stored reference.
/// See ``verifySnapshot(of:as:named:diffing:keepsReferenceImage:recording:filePath:testName:)``.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value>,
    named name: String? = nil,
    diffing: PixelDiffing = .standard,
    keepsReferenceImage: Bool = true,
    recording: SnapshotRecording = .fromEnvironment(),
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    if let message = verifySnapshot(of: try value(), as: snapshotting, named: name, diffing: diffing,
                                    keepsReferenceImage: keepsReferenceImage, recording: recording,
                                    filePath: "\(file)", testName: testName) {
        XCTFail(message, file: file, line: line)
    }
}

/// Compares a made snapshot at `location`; nil on success, else the failure message.
public func verify(_ actual: PixelSnapshot, at location: SnapshotLocation, diffing: PixelDiffing = .standard,
                   keepsReferenceImage: Bool = true, recording: SnapshotRecording) throws -> String? {
    let fileManager = FileManager.default
    let exists = fileManager.fileExists(atPath: location.referenceFile.path)
    if recording == .all || !exists {
        try record(actual, at: location, keepsReferenceImage: keepsReferenceImage)
        if recording == .all {
            FileHandle.standardError.write(Data("Recorded snapshot \(location.referenceFile.path)\n".utf8))
            return nil
        }
        return "No reference for snapshot \(location.name): recorded \(location.referenceFile.path)"
            + (keepsReferenceImage ? " and \(location.referenceImageFile.lastPathComponent)" : "")
            + ". Look at it, commit it, and run the test again."
    }
    let reference = try SnapshotReference.read(from: location.referenceFile)
    let referenceImage: RGBAImage?
    if let image = reference.image {
        let url = location.referenceFile.deletingLastPathComponent().appendingPathComponent(image)
        referenceImage = fileManager.fileExists(atPath: url.path) ? try RGBAImage(contentsOfPNG: url) : nil
    } else {
        referenceImage = nil
    }
    let outcome = SnapshotOutcome.evaluate(actual: actual, reference: reference, referenceImage: referenceImage,
                                           diffing: diffing)
    if case .matched = outcome { return nil }

    // Not an exact match: leave the actual (and diff) images for a person to look at.
    try AtomicFile.write(try actual.image.pngData(encoding: .standard), to: location.actualArtifact)
    var artifacts = "Actual: \(location.actualArtifact.path)"
    if let diff = outcome.diff {
        try AtomicFile.write(try diff.diffImage().pngData(encoding: .standard), to: location.diffArtifact)
        artifacts += "\nDiff (magenta = changed, yellow = anti-aliasing excused): \(location.diffArtifact.path)"
    }
    if outcome.passes {
        FileHandle.standardError.write(Data(
            "Snapshot \(location.name) tolerated under different library versions (\(outcome.diff?.summary ?? "")). \(artifacts)\n".utf8))
        return nil
    }
    if recording == .failed {
        try record(actual, at: location, keepsReferenceImage: keepsReferenceImage)
        FileHandle.standardError.write(Data("Re-recorded failing snapshot \(location.referenceFile.path)\n".utf8))
        return nil
    }
    let versions = CairoVersions.current
    var message = "Snapshot \(location.name) does not match \(location.referenceFile.path).\n"
    message += "Hash \(actual.hash.hex.prefix(12))… (\(actual.image.width)x\(actual.image.height) \(actual.format))"
    message += " ≠ reference \(reference.hash.hex.prefix(12))… (\(reference.width)x\(reference.height) \(reference.format)).\n"
    switch outcome {
    case .changed(let diff):
        message += "Same library versions (\(versions)), so the hash decides."
        message += diff.map { " Tolerant diff: \($0.summary)." } ?? " No reference PNG to diff against."
    case .rejected(let diff):
        message += "Recorded with \(reference.versions); running \(versions). Tolerant diff: \(diff.summary)."
    case .missingReferenceImage:
        message += "Recorded with \(reference.versions); running \(versions); no reference PNG for a tolerant diff."
    case .matched, .tolerated:
        break
    }
    message += "\n\(artifacts)\nIf the change is intended, re-record with MOSAIC_RECORD=1 (or MOSAIC_RECORD=failed)."
    return message
}

/// Writes the reference JSON (and PNG) for `actual` at `location`.
public func record(_ actual: PixelSnapshot, at location: SnapshotLocation, keepsReferenceImage: Bool = true) throws {
    if keepsReferenceImage {
        try AtomicFile.write(try actual.image.pngData(encoding: .smallest), to: location.referenceImageFile)
    } else {
        try? FileManager.default.removeItem(at: location.referenceImageFile)
    }
    let reference = SnapshotReference(hash: actual.hash, width: actual.image.width, height: actual.image.height,
                                      format: actual.format, versions: .current,
                                      image: keepsReferenceImage ? location.referenceImageFile.lastPathComponent : nil)
    try reference.write(to: location.referenceFile)
}
