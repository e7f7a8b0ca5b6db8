import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

final class PixelHashTests: XCTestCase {
    func testRedTenByTenHashIsTheSHA256OfHeaderAndARGBRows() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        try DrawingContext(surface: surface).paint(Color(hex: "#FF0000")!)
        // sha256(b"mosaic-pixels 1\n10 10 argb32\n" + bytes([0xFF, 0xFF, 0, 0]) * 100)
        XCTAssertEqual(PixelHash(of: surface).hex, "ce04178d019db5bb9ceff457524d73b7940487e9103688c869f28d8c207ea8fe")
    }

    func testOneTransparentRGBAPixelHash() {
        // sha256(b"mosaic-pixels 1\n1 1 rgba8\n" + bytes(4))
        XCTAssertEqual(
            PixelHash(of: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])).hex,
            "fa9f5f3373a594d8df68632aaa49881d0a0cbc4c294408f5444703ff9f444941")
    }

    func testRGB24RowsAreHashedAsThreeBytesAPixelWithoutTheUnusedByte() throws {
        // Cairo stores RGB24 in 4 bytes a pixel with an undefined top byte; canonical rows drop it.
        let rgb = try ImageSurface(width: 5, height: 3, format: .rgb24)
        try DrawingContext(surface: rgb).paint(Color(hex: "#336699")!)
        var rows: [[UInt8]] = []
        rgb.forEachCanonicalRow { rows.append(Array($0)) }
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[0].count, 15, "3 bytes a pixel, no padding")
        XCTAssertEqual(Array(rows[0].prefix(3)), [0x33, 0x66, 0x99])
        // Same pixels drawn twice hash the same, whatever the memory behind them.
        let again = try ImageSurface(width: 5, height: 3, format: .rgb24)
        try DrawingContext(surface: again).paint(Color(hex: "#336699")!)
        XCTAssertEqual(PixelHash(of: rgb), PixelHash(of: again))
    }

    func testSizeAndFormatAreHashed() throws {
        let wide = RGBAImage(width: 2, height: 1, fill: (0, 0, 0, 255))
        let tall = RGBAImage(width: 1, height: 2, fill: (0, 0, 0, 255))
        XCTAssertNotEqual(PixelHash(of: wide), PixelHash(of: tall))
        let argb = try ImageSurface(width: 2, height: 1, format: .argb32)
        let rgb = try ImageSurface(width: 2, height: 1, format: .rgb24)
        XCTAssertNotEqual(PixelHash(of: argb), PixelHash(of: rgb))
    }

    func testOneStepColourChangeChangesTheHash() {
        var image = RGBAImage(width: 4, height: 4, fill: (0x80, 0x80, 0x80, 0xFF))
        let before = PixelHash(of: image)
        image.setPixel(x: 2, y: 2, 0x8180_80FF)
        XCTAssertNotEqual(PixelHash(of: image), before)
    }
}
