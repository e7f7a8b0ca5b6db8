import CCairo
import Foundation
import XCTest

@testable import MosaicCairo

final class ImageSurfaceTests: XCTestCase {
    func testFilledRedSurfaceHasOpaqueRedPixels() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        let context = try DrawingContext(surface: surface)
        try context.paint(Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0xFFFF_0000)
        XCTAssertEqual(surface.pixel(x: 9, y: 9), 0xFFFF_0000)
        XCTAssertEqual(surface.width, 10)
        XCTAssertEqual(surface.height, 10)
        XCTAssertEqual(surface.stride, 40)
    }

    func testNewSurfaceIsTransparentBlack() throws {
        let surface = try ImageSurface(width: 3, height: 2)
        XCTAssertEqual(surface.pixel(x: 2, y: 1), 0)
        XCTAssertFalse(surface.isOpaque)
    }

    func testLargeSurfaceIsClearedAndDrawsLikeASmallOne() throws {
        // 1179x2556 ARGB32 is 4716 x 2556 = 12,054,096 bytes: a large block (2 MiB or more).
        let surface = try ImageSurface(width: 1179, height: 2556)
        XCTAssertEqual(surface.stride, 4716)
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0)
        XCTAssertEqual(surface.pixel(x: 1178, y: 2555), 0)
        let context = try DrawingContext(surface: surface)
        try context.fill(CGRect(x: 1000, y: 2500, width: 10, height: 10), with: Color(hex: "#102030")!)
        XCTAssertEqual(surface.pixel(x: 1005, y: 2505), 0xFF10_2030)
        XCTAssertEqual(surface.pixel(x: 999, y: 2505), 0)
    }

    func testFourMebibytesOfPixelsGetAPageAlignedZeroedLargeBlock() throws {
        let surface = try XCTUnwrap(
            LargePixelBlock.makeSurface(format: PixelFormat.argb32.cairoFormat, width: 1024, height: 1024))
        defer { cairo_surface_destroy(surface) }
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        XCTAssertEqual(Int(bitPattern: data) % 4096, 0)
        XCTAssertEqual(cairo_image_surface_get_stride(surface), 4096)
        XCTAssertEqual(UnsafeBufferPointer(start: data, count: 4096 * 1024).contains { $0 != 0 }, false)
    }

    func testSurfaceOnAReusedLargeBlockIsClearedAgain() throws {
        try paintAndDrop(Color(hex: "#FF0000")!, pixel: 0xFFFF_0000)
        // The freed block is kept and handed to the next surface of its size, cleared.
        let surface = try ImageSurface(width: 1024, height: 1024)
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0)
        XCTAssertEqual(surface.pixel(x: 1023, y: 1023), 0)
    }

    func testSurfaceToPaintOverKeepsTheReusedBlocksPixels() throws {
        try paintAndDrop(Color(hex: "#0000FF")!, pixel: 0xFF00_00FF)
        let surface = try ImageSurface(toPaintOverWidth: 1024, height: 1024, format: .argb32)
        XCTAssertEqual(surface.pixel(x: 1023, y: 1023), 0xFF00_00FF)
        try DrawingContext(surface: surface).paint(.clear, replacing: true)
        XCTAssertEqual(surface.pixel(x: 1023, y: 1023), 0)
    }

    /// Paints a 1024x1024 surface (a 4 MiB large block) with `color`, which stores `pixel`, and frees it.
    private func paintAndDrop(_ color: Color, pixel: UInt32) throws {
        let surface = try ImageSurface(width: 1024, height: 1024)
        try DrawingContext(surface: surface).paint(color)
        XCTAssertEqual(surface.pixel(x: 1023, y: 1023), pixel)
    }

    func testSmallSurfaceHasNoLargeBlock() {
        // 512 x 1023 x 4 bytes is just under 2 MiB.
        XCTAssertNil(LargePixelBlock.makeSurface(format: PixelFormat.argb32.cairoFormat, width: 512, height: 1023))
    }

    func testRGB24SurfaceReportsOpaquePixels() throws {
        let surface = try ImageSurface(width: 2, height: 2, format: .rgb24)
        let context = try DrawingContext(surface: surface)
        try context.paint(Color(hex: "#102030")!)
        XCTAssertEqual(surface.pixel(x: 1, y: 1), 0xFF10_2030)
        XCTAssertTrue(surface.isOpaque)
    }

    func testCanonicalRowsHaveNoPaddingAndARGBByteOrder() throws {
        let surface = try ImageSurface(width: 3, height: 2)
        let context = try DrawingContext(surface: surface)
        try context.paint(Color(red8: 0x11, green8: 0x22, blue8: 0x33))
        var rows: [[UInt8]] = []
        surface.forEachCanonicalRow { rows.append(Array($0)) }
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[0], [0xFF, 0x11, 0x22, 0x33, 0xFF, 0x11, 0x22, 0x33, 0xFF, 0x11, 0x22, 0x33])
    }

    func testCanonicalRowsOfRGB24HaveThreeBytesAPixel() throws {
        let surface = try ImageSurface(width: 2, height: 1, format: .rgb24)
        try DrawingContext(surface: surface).paint(Color(red8: 1, green8: 2, blue8: 3))
        var rows: [[UInt8]] = []
        surface.forEachCanonicalRow { rows.append(Array($0)) }
        XCTAssertEqual(rows, [[1, 2, 3, 1, 2, 3]])
    }

    func testStraightRGBAUnpremultipliesHalfTransparentRed() throws {
        let surface = try ImageSurface(width: 1, height: 1)
        try DrawingContext(surface: surface).paint(Color(red: 1, green: 0, blue: 0, alpha: 0.5), replacing: true)
        // Cairo stores 50% red as premultiplied 0x80800000.
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0x8080_0000)
        XCTAssertEqual(surface.straightRGBA(), [255, 0, 0, 128])
    }

    func testTooWideSurfaceThrowsCairoErrorWithCairosMessage() {
        XCTAssertThrowsError(try ImageSurface(width: 40000, height: 10)) { error in
            guard let error = error as? CairoError else { return XCTFail("not a CairoError: \(error)") }
            XCTAssertEqual(
                error.message, "invalid value (typically too big) for the size of the input (surface, pattern, etc.)")
            XCTAssertTrue(error.description.contains("40000x10"), error.description)
            XCTAssertTrue(error.description.hasPrefix("Cairo failed creating a 40000x10 argb32 image surface: "))
        }
    }

    func testNegativeSizeThrowsCairoError() {
        XCTAssertThrowsError(try ImageSurface(width: -1, height: 10)) { error in
            XCTAssertTrue(error is CairoError)
        }
    }

    func testLargestSideIsAccepted() throws {
        let surface = try ImageSurface(width: ImageSurface.maximumSide, height: 1)
        XCTAssertEqual(surface.width, 32767)
    }
}
