import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames
import MosaicRender
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

final class ImageStrategyTests: SnapshotTestCase {
    /// Three 44-pt rows at 1x; the reference in __Snapshots__/ImageStrategyTests/ was recorded
    /// by this test (record: .missing) and looked at.
    func testAMatchingSnapshotPasses() {
        assertSnapshot(of: rowsLayout(), as: .image(smallScreen()))
    }

    func testAOnePixelMoveFailsNamingTheElement() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        XCTAssertNotNil(
            verifySnapshot(
                of: rowsLayout(), as: .image(smallScreen(rows: 2)), named: "rows", record: .all,
                snapshotDirectory: folder))
        // The section starts 1 pt (1 pixel at 1x) lower: both rows move down by one pixel.
        let message = try XCTUnwrap(
            verifySnapshot(
                of: rowsLayout(top: 1), as: .image(smallScreen(rows: 2)), named: "rows",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(message.contains("section 0, item 0: moved 1 pt down (y 0 -> 1)"), message)
        XCTAssertTrue(message.contains("section 0, item 1: moved 1 pt down (y 44 -> 45)"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
    }

    /// Three or more rows moved alike are one line.
    func testRowsMovedAlikeAreOneLineOfTheMessage() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        _ = verifySnapshot(
            of: rowsLayout(), as: .image(smallScreen(rows: 3)), named: "rows", record: .all,
            snapshotDirectory: folder)
        let message = try XCTUnwrap(
            verifySnapshot(
                of: rowsLayout(top: 1), as: .image(smallScreen(rows: 3)), named: "rows",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(
            message.contains(
                "3 elements changed (3 moved, resized or reordered, 0 new, 0 gone), 0 unchanged:\n"
                    + "  section 0, items 0-2: moved 1 pt down"), message)
    }

    /// A flat 10 x 10 grey 0x80 becoming 0x81: every pixel counts (flat pixels are never
    /// anti-aliasing), and the message says how many, where, and on which element.
    func testAOneStepColourChangeFails() throws {
        let frames = [
            LayoutFrame(category: .cell, kind: "cell", section: 0, item: 0, x: 0, y: 0, width: 10, height: 10)
        ]
        let reference = SnapshotImage(
            PixelSnapshot(RGBAImage(width: 10, height: 10, fill: (0x80, 0x80, 0x80, 0xFF))),
            frames: frames)
        let actual = SnapshotImage(
            PixelSnapshot(RGBAImage(width: 10, height: 10, fill: (0x81, 0x80, 0x80, 0xFF))),
            frames: frames)
        let (message, attachments) = try XCTUnwrap(Diffing<SnapshotImage>.mosaicPixels().diffV2(reference, actual))
        XCTAssertTrue(
            message.contains("100 pixels differ (max channel delta 1, 0 allowed) in 10x10 at (0, 0)"), message)
        XCTAssertTrue(
            message.contains("a drawing change (colour, text, font) on section 0, item 0 (100 pixels)."), message)
        XCTAssertEqual(attachments.count, 3)
    }

    /// A failure leaves the diff image (magenta where pixels changed) and names it.
    func testAFailureNamesItsDiffImage() throws {
        let grey = RGBAImage(width: 40, height: 40, fill: (0xFF, 0xFF, 0xFF, 0xFF))
        var changed = grey
        for x in 10..<30 { for y in 10..<30 { changed.setPixel(x: x, y: y, 0x8080_80FF) } }
        let message = try XCTUnwrap(
            Diffing<SnapshotImage>.mosaicPixels()
                .diffV2(SnapshotImage(PixelSnapshot(grey)), SnapshotImage(PixelSnapshot(changed)))?.0)
        XCTAssertTrue(message.contains("400 pixels differ"), message)
        let path = try XCTUnwrap(
            message.split(separator: "\n").first { $0.hasPrefix("Diff (magenta") }?
                .components(separatedBy: "excused): ").last)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: URL(fileURLWithPath: path)).pixel(x: 20, y: 20), 0xFF00_FFFF)
        XCTAssertTrue(path.hasPrefix(ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? "?"), path)
    }

    /// Under other library versions the hash cannot decide: the tolerant diff does. Equal
    /// pixels pass; a changed square fails and the message names both versions.
    func testOtherLibraryVersionsFallBackToTheTolerantComparison() throws {
        let grey = RGBAImage(width: 10, height: 10, fill: (0x80, 0x80, 0x80, 0xFF))
        var reference = SnapshotImage(pngData: try SnapshotImage(PixelSnapshot(grey)).pngData())
        reference.record.hash = PixelHash(hex: String(repeating: "0", count: 64))
        let diffing = Diffing<SnapshotImage>.mosaicPixels()
        // Same versions, different hash: the hash decides, even with equal pixels.
        XCTAssertNotNil(diffing.diffV2(reference, SnapshotImage(PixelSnapshot(grey))))

        reference.record.versions.pango = "0.0.0"
        XCTAssertNil(diffing.diffV2(reference, SnapshotImage(PixelSnapshot(grey))))
        var changed = grey
        for x in 2..<6 { for y in 2..<6 { changed.setPixel(x: x, y: y, 0x0000_00FF) } }
        let message = try XCTUnwrap(diffing.diffV2(reference, SnapshotImage(PixelSnapshot(changed)))?.0)
        XCTAssertTrue(message.contains("pango 0.0.0"), message)
        XCTAssertTrue(message.contains("16 pixels differ"), message)
    }

    func testRecordModesWriteWhatTheyShould() throws {
        let folder = try temporarySnapshotFolder(for: self)
        let file = folder.appendingPathComponent("modes.rows.png")
        let screen = smallScreen()
        func verify(_ layout: UICollectionViewCompositionalLayout, _ record: SnapshotTestingConfiguration.Record)
            -> String?
        {
            verifySnapshot(
                of: layout, as: .image(screen), named: "rows", record: record, snapshotDirectory: folder.path,
                testName: "modes")
        }
        // .never: a missing reference fails and nothing is written.
        XCTAssertTrue(verify(rowsLayout(), .never)?.contains("No reference was found") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        // .missing: the missing reference is written (and the test fails once).
        XCTAssertTrue(verify(rowsLayout(), .missing)?.contains("Automatically recorded") ?? false)
        let recorded = try Data(contentsOf: file)
        XCTAssertNil(verify(rowsLayout(), .missing))
        // .missing and .never leave a failing reference alone.
        XCTAssertNotNil(verify(rowsLayout(rowHeight: 50), .missing))
        XCTAssertEqual(try Data(contentsOf: file), recorded)
        // .failed rewrites a failing reference; then it passes.
        XCTAssertTrue(verify(rowsLayout(rowHeight: 50), .failed)?.contains("automatically recorded") ?? false)
        XCTAssertNotEqual(try Data(contentsOf: file), recorded)
        XCTAssertNil(verify(rowsLayout(rowHeight: 50), .never))
        // .all rewrites even a passing one, byte for byte the same as a first recording.
        XCTAssertNotNil(verify(rowsLayout(), .all))
        XCTAssertEqual(try Data(contentsOf: file), recorded)
    }

    func testTheReferencePNGCarriesItsHashVersionsAndFrames() throws {
        let folder = try temporarySnapshotFolder(for: self)
        _ = verifySnapshot(
            of: rowsLayout(), as: .image(smallScreen()), named: "rows", record: .all, snapshotDirectory: folder.path)
        let bytes = [UInt8](
            try Data(
                contentsOf: folder.appendingPathComponent(
                    "testTheReferencePNGCarriesItsHashVersionsAndFrames.rows.png")))
        let text = PNGText.entries(in: bytes)
        XCTAssertTrue(text["mosaic-pixels"]?.contains("\"pango\"") ?? false, "\(text)")
        XCTAssertEqual(
            text["mosaic-frames"],
            """
            \(FrameDump.header)
            cell cell 0 0 0 0 200 44 0
            cell cell 0 1 0 44 200 44 0
            cell cell 0 2 0 88 200 44 0

            """)
        let image = try RGBAImage(pngData: bytes)
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 200)
    }
}
