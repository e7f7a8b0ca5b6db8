import MosaicFrames
import XCTest

final class FrameDiffTests: XCTestCase {
    private func cell(
        _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        z: Int = 0
    ) -> LayoutFrame {
        LayoutFrame(
            category: .cell, kind: "cell", section: section, item: item, x: x, y: y, width: w, height: h,
            zIndex: z)
    }

    private func header(_ section: Int, y: Double) -> LayoutFrame {
        LayoutFrame(
            category: .supplementary, kind: "UICollectionElementKindSectionHeader", section: section, item: 0,
            x: 0, y: y, width: 390, height: 44)
    }

    func testIdenticalSetsHaveNoChanges() {
        let frames = [cell(0, 0, 16, 0, 358, 44), cell(0, 1, 16, 44, 358, 44)]
        let diff = FrameDiff(reference: frames, actual: frames.reversed())
        XCTAssertTrue(diff.isEmpty)
        XCTAssertEqual(diff.unchangedCount, 2)
    }

    func testAMoveDownAndGrowthAreOneSentenceWithTheValues() {
        let diff = FrameDiff(reference: [cell(1, 3, 16, 120, 358, 44)], actual: [cell(1, 3, 16, 128, 358, 60)])
        XCTAssertEqual(
            diff.sentences, ["section 1, item 3: moved 8 pt down (y 120 -> 128), 16 pt taller (height 44 -> 60)"])
        XCTAssertEqual(diff.changes.first?.movedBy.y, 8)
        XCTAssertEqual(diff.changes.first?.resizedBy.height, 16)
    }

    func testMovesInBothDirectionsAndShrinking() {
        let diff = FrameDiff(reference: [cell(0, 0, 20, 100, 100, 50)], actual: [cell(0, 0, 16, 90.5, 80, 50)])
        XCTAssertEqual(
            diff.sentences,
            [
                "section 0, item 0: moved 4 pt left and 9.5 pt up (x 20 -> 16, y 100 -> 90.5), 20 pt narrower (width 100 -> 80)"
            ])
    }

    func testNewAndGoneElementsAreNamedByKind() {
        let reference = [cell(0, 7, 0, 0, 10, 10), header(1, y: 100)]
        let actual = [header(1, y: 100), header(2, y: 300)]
        let diff = FrameDiff(reference: reference, actual: actual)
        XCTAssertEqual(diff.sentences, ["section 0, item 7: gone", "section 2 header: new"])
        XCTAssertEqual(diff.unchangedCount, 1)
        XCTAssertEqual(diff.summary, "2 elements changed (0 moved, resized or reordered, 1 new, 1 gone), 1 unchanged")
    }

    func testZIndexChange() {
        let diff = FrameDiff(reference: [cell(0, 0, 0, 0, 10, 10, z: 0)], actual: [cell(0, 0, 0, 0, 10, 10, z: 2)])
        XCTAssertEqual(diff.sentences, ["section 0, item 0: zIndex 0 -> 2"])
    }

    /// At 3x, one device pixel is 1/3 pt: a one-pixel drift passes a one-pixel tolerance,
    /// a two-pixel move does not.
    func testToleranceIsInDevicePixels() {
        let reference = [cell(0, 0, 0, 100, 10, 10)]
        let onePixel = [cell(0, 0, 0, 100 + 1.0 / 3, 10, 10)]
        let twoPixels = [cell(0, 0, 0, 100 + 2.0 / 3, 10, 10)]
        XCTAssertFalse(FrameDiff(reference: reference, actual: onePixel).isEmpty)
        XCTAssertTrue(FrameDiff(reference: reference, actual: onePixel, tolerance: 1, scale: 3).isEmpty)
        XCTAssertEqual(
            FrameDiff(reference: reference, actual: twoPixels, tolerance: 1, scale: 3).sentences,
            ["section 0, item 0: moved 0.6667 pt down (y 100 -> 100.6667)"])
    }

    func testRepeatedKeysAreMatchedInOrder() {
        let badge = { (x: Double) in
            LayoutFrame(category: .supplementary, kind: "badge", section: 0, item: 2, x: x, y: 0, width: 20, height: 20)
        }
        let diff = FrameDiff(reference: [badge(10), badge(40)], actual: [badge(10)])
        XCTAssertEqual(diff.sentences, ["section 0, item 2 badge: gone"])
        XCTAssertEqual(diff.changes.first?.reference?.x, 40)
    }

    func testNamesOfEveryCategory() {
        XCTAssertEqual(header(2, y: 0).name, "section 2 header")
        XCTAssertEqual(
            LayoutFrame(
                category: .supplementary, kind: "UICollectionElementKindSectionFooter", section: 1,
                item: 0, x: 0, y: 0, width: 1, height: 1
            ).name, "section 1 footer")
        XCTAssertEqual(
            LayoutFrame(
                category: .decoration, kind: "background", section: 0, item: 0,
                x: 0, y: 0, width: 1, height: 1
            ).name, "section 0 background decoration")
    }

    /// Row 3 of ten 44-pt rows grows by 8: rows 4 to 9 each move down by 8, told once.
    func testRowsThatFollowAGrownRowAreToldAsOneRun() {
        let reference = (0..<10).map { cell(0, $0, 0, Double($0) * 44, 390, 44) }
        var actual = reference
        actual[3].height = 52
        for row in 4..<10 { actual[row].y += 8 }
        let diff = FrameDiff(reference: reference, actual: actual)
        XCTAssertEqual(
            diff.summarizedSentences,
            [
                "section 0, item 3: 8 pt taller (height 44 -> 52)",
                "section 0, items 4-9: moved 8 pt down"
            ])
        XCTAssertEqual(diff.sentences.count, 7)
    }

    /// Two moved rows are not a run; a different amount ends one.
    func testShortRunsAndOtherAmountsAreToldOneByOne() {
        let reference = (0..<6).map { cell(0, $0, 0, Double($0) * 10, 10, 10) }
        var actual = reference
        for row in 0..<3 { actual[row].y += 5 }
        for row in 3..<5 { actual[row].y += 6 }
        XCTAssertEqual(
            FrameDiff(reference: reference, actual: actual).summarizedSentences,
            [
                "section 0, items 0-2: moved 5 pt down",
                "section 0, item 3: moved 6 pt down (y 30 -> 36)",
                "section 0, item 4: moved 6 pt down (y 40 -> 46)"
            ])
    }
}
