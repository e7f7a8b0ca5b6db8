import CompositionalLayout
import Foundation
import MosaicFrames
import MosaicRender
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

final class FramesStrategyTests: SnapshotTestCase {
    /// The reference, __Snapshots__/FramesStrategyTests/testFramesOfRowsOnAnIPhoneSE.1.txt,
    /// reads: four rows 375 wide and 44 tall at y 0, 44, 88, 132 (content coordinates: the
    /// safe area shifts the scroll position, not the frames).
    func testFramesOfRowsOnAnIPhoneSE() {
        assertSnapshot(of: rowsLayout(), as: .frames(LayoutScreen(itemCounts: [4], device: "iphone-se")))
    }

    func testAMovedRowFailsWithTheElementInWords() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        let screen = LayoutScreen(itemCounts: [2], device: "iphone-15")
        _ = verifySnapshot(
            of: rowsLayout(), as: .frames(screen), named: "rows", record: .all, snapshotDirectory: folder)
        let message = try XCTUnwrap(
            verifySnapshot(
                of: rowsLayout(rowHeight: 50), as: .frames(screen), named: "rows", record: .never,
                snapshotDirectory: folder))
        XCTAssertTrue(
            message.contains("section 0, item 1: moved 6 pt down (y 44 -> 50), 6 pt taller (height 44 -> 50)"),
            message)
        // swift-snapshot-testing's line diff follows the words.
        XCTAssertTrue(message.contains("+cell cell 0 1 0 50 393 50 0"), message)
    }

    /// At 3x a third of a point is one device pixel: within a one-pixel tolerance it passes.
    func testToleranceForgivesOneDevicePixel() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        let screen = LayoutScreen(itemCounts: [2], device: "iphone-15")
        _ = verifySnapshot(
            of: rowsLayout(), as: .frames(screen, tolerance: 1), named: "rows", record: .all, snapshotDirectory: folder)
        XCTAssertNil(
            verifySnapshot(
                of: rowsLayout(top: 1.0 / 3), as: .frames(screen, tolerance: 1), named: "rows", record: .never,
                snapshotDirectory: folder))
        XCTAssertNotNil(
            verifySnapshot(
                of: rowsLayout(top: 2.0 / 3), as: .frames(screen, tolerance: 1), named: "rows", record: .never,
                snapshotDirectory: folder))
    }

    /// One layout object snapshotted as frames and as an image, twice over: each strategy
    /// lays it out in a collection view of its own, and the results agree.
    func testOneLayoutObjectServesSeveralStrategies() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        let layout = rowsLayout()
        let screen = smallScreen()
        for record in [SnapshotTestingConfiguration.Record.all, .never] {
            let frames = verifySnapshot(
                of: layout, as: .frames(screen), named: "frames", record: record,
                snapshotDirectory: folder)
            let image = verifySnapshot(
                of: layout, as: .image(screen), named: "image", record: record,
                snapshotDirectory: folder)
            XCTAssertEqual(frames == nil, record == .never, frames ?? "")
            XCTAssertEqual(image == nil, record == .never, image ?? "")
        }
        let text = try String(
            contentsOfFile: folder + "/testOneLayoutObjectServesSeveralStrategies.frames.txt",
            encoding: .utf8)
        XCTAssertTrue(text.contains("cell cell 0 2 0 88 200 44 0"), text)
    }
}
