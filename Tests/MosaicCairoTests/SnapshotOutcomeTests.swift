import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

/// The rule behind every pixel snapshot (``SnapshotOutcome``). Recording, file names and
/// record modes are swift-snapshot-testing's (see MosaicSnapshotTestingTests).
final class SnapshotOutcomeTests: XCTestCase {
    private func cell(_ hex: String) throws -> PixelSnapshot {
        let surface = try ImageSurface(width: 40, height: 40)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.fill(CGRect(x: 10, y: 10, width: 20, height: 20), with: Color(hex: hex)!)
        return PixelSnapshot(surface)
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
}
