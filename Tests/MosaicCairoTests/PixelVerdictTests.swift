import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

/// ``SnapshotVerdict`` on drawn pixels alone (references without frames or drawn content).
/// Recording, file names and record modes are swift-snapshot-testing's (see
/// MosaicSnapshotTestingTests).
final class PixelVerdictTests: XCTestCase {
    private func cell(_ hex: String) throws -> PixelSnapshot {
        let surface = try ImageSurface(width: 40, height: 40)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.fill(CGRect(x: 10, y: 10, width: 20, height: 20), with: Color(hex: hex)!)
        return PixelSnapshot(surface)
    }

    private let sameVersions = RenderingEnvironment(versions: .current)
    private var otherVersions: RenderingEnvironment {
        var versions = CairoVersions.current
        versions.cairo += "-other"
        return RenderingEnvironment(versions: versions)
    }

    private func evidence(
        _ snapshot: PixelSnapshot, _ environment: RenderingEnvironment,
        keepsImage: Bool = true
    ) -> SnapshotEvidence {
        SnapshotEvidence(hash: snapshot.hash, image: keepsImage ? snapshot.image : nil, environment: environment)
    }

    func testSameVersionsMeanTheHashDecides() throws {
        let reference = try cell("#808080")
        let actual = try cell("#818080")
        let verdict = SnapshotVerdict(
            reference: evidence(reference, sameVersions), actual: evidence(actual, sameVersions),
            diffing: PixelDiffing(maximumDifferingPixels: 1000))
        XCTAssertEqual(verdict.comparison, .exact)
        XCTAssertFalse(verdict.passes, "even a lenient diff cannot excuse a hash change under the same versions")
        XCTAssertEqual(verdict.pixelDiff?.differingPixels.count, 400)
    }

    func testOtherVersionsMeanTheTolerantDiffDecides() throws {
        let reference = try cell("#808080")
        let changed = SnapshotVerdict(
            reference: evidence(reference, otherVersions),
            actual: evidence(try cell("#818080"), sameVersions))
        XCTAssertEqual(changed.comparison, .pixelsOnly)
        XCTAssertFalse(changed.passes)
        let lenient = SnapshotVerdict(
            reference: evidence(reference, otherVersions),
            actual: evidence(try cell("#818080"), sameVersions),
            diffing: PixelDiffing(channelTolerance: 1))
        XCTAssertTrue(lenient.passes, lenient.message)
        let noImage = SnapshotVerdict(
            reference: evidence(reference, otherVersions, keepsImage: false),
            actual: evidence(try cell("#818080"), sameVersions))
        XCTAssertFalse(noImage.passes)
        XCTAssertNil(noImage.pixelDiff)
        XCTAssertTrue(
            SnapshotVerdict(
                reference: evidence(reference, otherVersions, keepsImage: false),
                actual: evidence(reference, sameVersions)
            ).passes)
    }
}
