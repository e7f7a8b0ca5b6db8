import XCTest

@testable import mosaic

/// How the preview cuts a picture into strips and names them (the browser test joins them).
final class PictureStripTests: XCTestCase {
    func testStripRowsByWidth() {
        XCTAssertEqual(PictureStrip.rows(forWidth: 1179), 1014, "a 3x iPhone 15: 1,017 rows down to a multiple of 6")
        XCTAssertEqual(PictureStrip.rows(forWidth: 2560), 468, "a 2x Mac window")
        XCTAssertEqual(PictureStrip.rows(forWidth: 3840), 312, "a 2x television")
        XCTAssertEqual(PictureStrip.rows(forWidth: 390), 1020, "narrow pictures stop at 1,020 rows")
        XCTAssertEqual(PictureStrip.rows(forWidth: 500_000), 6, "never fewer than 6")
    }

    func testAStripsFrameIsItsHashTopAndHeightThenItsPNG() {
        let strip = PictureStrip(top: 1014, height: 312, png: [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(strip.hash.count, 16)
        let frame = Array(strip.frame)
        XCTAssertEqual(String(decoding: frame[16..<32], as: UTF8.self), "000003f600000138")
        XCTAssertEqual(Array(frame[32...]), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(PictureStrip.hash(inPath: PictureStrip.path(strip.hash)), strip.hash)
    }

    func testOnlyPathsThePreviewMadeNameAStrip() {
        XCTAssertNil(PictureStrip.hash(inPath: "/strip/../../etc/passwd.png"))
        XCTAssertNil(PictureStrip.hash(inPath: "/strip/0123456789ABCDEF.png"), "upper-case hex is not ours")
        XCTAssertNil(PictureStrip.hash(inPath: "/strip/0123456789abcde.png"), "15 digits")
        XCTAssertEqual(PictureStrip.hash(inPath: "/strip/0123456789abcdef.png"), "0123456789abcdef")
    }
}
