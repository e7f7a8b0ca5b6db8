import MosaicFrames
import XCTest

final class ChangedPixelsTests: XCTestCase {
    private let cell = LayoutFrame(
        category: .cell, kind: "cell", section: 0, item: 1, x: 0, y: 10, width: 20, height: 10)
    private let badge = LayoutFrame(
        category: .supplementary, kind: "badge", section: 0, item: 1,
        x: 15, y: 5, width: 10, height: 10, zIndex: 1)

    /// A 40-pixel-wide image at 2x: pixel (4, 24) is content (2.25, 12.25), inside the cell;
    /// pixel (36, 12) is (18.25, 6.25), inside the badge only; pixel (36, 24) is (18.25, 12.25),
    /// inside both, and the badge is on top; pixel (0, 0) is on nothing.
    func testEachPixelGoesToTheElementOnTop() throws {
        let indices = [24 * 40 + 4, 12 * 40 + 36, 24 * 40 + 36, 0]
        let located = try XCTUnwrap(ChangedPixels(indices: indices, imageWidth: 40, scale: 2, frames: [cell, badge]))
        XCTAssertEqual(located.shares.map(\.pixels), [1, 2])
        XCTAssertEqual(located.background, 1)
        XCTAssertEqual(
            located.description,
            "section 0, item 1 (1 pixel), section 0, item 1 badge (2 pixels), the background (1 pixel)")
    }

    /// A page scrolled to y -20 (under a safe area) shows content y 0 at pixel row 20 at 1x.
    func testTheImageOriginShiftsPixelsIntoContentCoordinates() throws {
        let located = try XCTUnwrap(
            ChangedPixels(
                indices: [30 * 40 + 5], imageWidth: 40, origin: (0, -20), scale: 1,
                frames: [cell]))
        XCTAssertEqual(located.shares.first?.element, cell)
    }

    func testTooMuchWorkIsDeclined() {
        XCTAssertNil(
            ChangedPixels(indices: Array(0..<100), imageWidth: 10, scale: 1, frames: [cell, badge], limit: 199))
    }
}
