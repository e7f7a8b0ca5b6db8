import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// A full page taller than Cairo's 32767-pixel surfaces is drawn in strips, recorded and verified.
final class TallSnapshotTests: SnapshotTestCase {
    /// 1,000 rows 40 points tall on a 20-point-wide page at 1x: 40,000 pixels.
    private func tallScreen() -> LayoutScreen {
        var canvas = Canvas(size: CGSize(width: 20, height: 200), scale: 1)
        canvas.fullPage = true
        return LayoutScreen(itemCounts: [1000], canvas: canvas)
    }

    func testAPageTallerThanACairoSurfaceIsRecordedAndVerified() throws {
        let folder = try temporarySnapshotFolder(for: self)
        XCTAssertNotNil(
            verifySnapshot(
                of: rowsLayout(rowHeight: 40), as: .image(tallScreen()), named: "tall",
                record: .all, snapshotDirectory: folder.path, testName: "page"))
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("page.tall.png")))
        let (reference, _) = try ReferencePNG.read(bytes)
        XCTAssertEqual(try ReferencePNG.checkPixels(of: bytes, against: reference.record).height, 40_000)
        XCTAssertEqual(reference.record.height, 40_000)
        XCTAssertNil(
            verifySnapshot(
                of: rowsLayout(rowHeight: 40), as: .image(tallScreen()), named: "tall",
                record: .never, snapshotDirectory: folder.path, testName: "page"))
        // The first row one point lower: every row moves, the page grows by a pixel.
        let message = try XCTUnwrap(
            verifySnapshot(
                of: rowsLayout(rowHeight: 40, top: 1), as: .image(tallScreen()),
                named: "tall", record: .never, snapshotDirectory: folder.path,
                testName: "page"))
        XCTAssertTrue(message.contains("size 20x40001 differs from the reference's 20x40000"), message)
    }
}
