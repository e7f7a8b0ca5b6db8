import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

final class SnapshotWorkflowTests: XCTestCase {
    private var directory: URL!
    private var location: SnapshotLocation!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
        location = SnapshotLocation(name: "cell", referenceDirectory: directory.appendingPathComponent("References"),
                                    artifactsDirectory: directory.appendingPathComponent("Artifacts"),
                                    testFileStem: "Workflow")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func cell(_ hex: String) throws -> PixelSnapshot {
        let surface = try ImageSurface(width: 40, height: 40)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.fill(CGRect(x: 10, y: 10, width: 20, height: 20), with: Color(hex: hex)!)
        return PixelSnapshot(surface)
    }

    func testMissingReferenceIsRecordedAndFails() throws {
        let message = try verify(cell("#808080"), at: location, recording: .missing)
        XCTAssertTrue(message?.hasPrefix("No reference for snapshot cell: recorded ") == true, message ?? "nil")
        let reference = try SnapshotReference.read(from: location.referenceFile)
        XCTAssertEqual(reference.width, 40)
        XCTAssertEqual(reference.format, "argb32")
        XCTAssertEqual(reference.versions, CairoVersions.current)
        XCTAssertEqual(reference.image, "cell.png")
        XCTAssertEqual(try RGBAImage(contentsOfPNG: location.referenceImageFile), try cell("#808080").image)
        // The second run compares and passes, leaving no artifacts.
        XCTAssertNil(try verify(cell("#808080"), at: location, recording: .missing))
        XCTAssertFalse(FileManager.default.fileExists(atPath: location.artifactsDirectory.path))
    }

    func testChangedRenderingFailsAndWritesActualAndDiffImages() throws {
        try record(cell("#808080"), at: location)
        let message = try XCTUnwrap(try verify(cell("#818080"), at: location, recording: .missing))
        XCTAssertTrue(message.contains(location.actualArtifact.path), message)
        XCTAssertTrue(message.contains(location.diffArtifact.path), message)
        XCTAssertTrue(message.contains("400 pixels differ"), message)
        XCTAssertEqual(location.actualArtifact.lastPathComponent, "Workflow.cell.actual.png")
        XCTAssertEqual(try RGBAImage(contentsOfPNG: location.actualArtifact), try cell("#818080").image)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: location.diffArtifact).pixel(x: 20, y: 20), 0xFF00_FFFF)
    }

    func testRecordAllRewritesTheReferenceAndPasses() throws {
        try record(cell("#808080"), at: location)
        XCTAssertNil(try verify(cell("#818080"), at: location, recording: .all))
        XCTAssertEqual(try SnapshotReference.read(from: location.referenceFile).hash, try cell("#818080").hash)
    }

    func testRecordFailedRewritesOnlyOnFailure() throws {
        try record(cell("#808080"), at: location)
        XCTAssertNil(try verify(cell("#818080"), at: location, recording: .failed))
        XCTAssertEqual(try SnapshotReference.read(from: location.referenceFile).hash, try cell("#818080").hash)
    }

    func testSameVersionsMeanTheHashDecides() throws {
        let reference = try cell("#808080"), actual = try cell("#818080")
        let record = SnapshotReference(hash: reference.hash, width: 40, height: 40, format: "argb32",
                                       versions: .current, image: "cell.png")
        let outcome = SnapshotOutcome.evaluate(actual: actual, reference: record, referenceImage: reference.image,
                                               diffing: PixelDiffing(maximumDifferingPixels: 1000))
        XCTAssertFalse(outcome.passes, "even a lenient diff cannot excuse a hash change under the same versions")
        guard case .changed(let diff?) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(diff.differingPixels.count, 400)
    }

    func testOtherVersionsMeanTheTolerantDiffDecides() throws {
        var other = CairoVersions.current
        other.cairo = "1.18.0"
        let reference = try cell("#808080")
        let record = SnapshotReference(hash: reference.hash, width: 40, height: 40, format: "argb32",
                                       versions: other, image: "cell.png")
        let changed = SnapshotOutcome.evaluate(actual: try cell("#818080"), reference: record,
                                               referenceImage: reference.image)
        guard case .rejected = changed else { return XCTFail("\(changed)") }
        let lenient = SnapshotOutcome.evaluate(actual: try cell("#818080"), reference: record,
                                               referenceImage: reference.image,
                                               diffing: PixelDiffing(channelTolerance: 1))
        guard case .tolerated = lenient else { return XCTFail("\(lenient)") }
        let noImage = SnapshotOutcome.evaluate(actual: try cell("#818080"), reference: record, referenceImage: nil)
        guard case .missingReferenceImage = noImage else { return XCTFail("\(noImage)") }
        XCTAssertTrue(SnapshotOutcome.evaluate(actual: reference, reference: record, referenceImage: nil).passes)
    }

    func testRecordingModeIsReadFromMOSAIC_RECORD() {
        XCTAssertEqual(SnapshotRecording.fromEnvironment([:]), .missing)
        XCTAssertEqual(SnapshotRecording.fromEnvironment(["MOSAIC_RECORD": "0"]), .missing)
        XCTAssertEqual(SnapshotRecording.fromEnvironment(["MOSAIC_RECORD": "1"]), .all)
        XCTAssertEqual(SnapshotRecording.fromEnvironment(["MOSAIC_RECORD": "failed"]), .failed)
    }

    func testLocationsFollowTheTestFileAndMOSAIC_ARTIFACTS() {
        let located = SnapshotLocation(filePath: "/repo/Tests/RenderTests/CardTests.swift", testName: "testCard()",
                                       name: "dark mode", environment: ["MOSAIC_ARTIFACTS": "/tmp/art"])
        XCTAssertEqual(located.name, "testCard.dark_mode")
        XCTAssertEqual(located.referenceFile.path, "/repo/Tests/RenderTests/References/CardTests/testCard.dark_mode.json")
        XCTAssertEqual(located.referenceImageFile.lastPathComponent, "testCard.dark_mode.png")
        XCTAssertEqual(located.actualArtifact.path, "/tmp/art/CardTests.testCard.dark_mode.actual.png")
    }

    func testDefaultArtifactsFolderIsAtThePackageRoot() {
        let located = SnapshotLocation(filePath: #filePath, testName: #function, environment: [:])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        XCTAssertEqual(located.artifactsDirectory.path, root.appendingPathComponent("Artifacts/snapshots").path)
    }
}
