import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

final class PixelDiffingTests: XCTestCase {
    /// A 60x60 white canvas with a 20x20 cell of `cell` at (20, 20).
    private func cellImage(_ cell: String, x: Double = 20) throws -> ImageSurface {
        let surface = try ImageSurface(width: 60, height: 60)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.fill(CGRect(x: x, y: 20, width: 20, height: 20), with: Color(hex: cell)!)
        return surface
    }

    func testIdenticalRenderingsHaveEqualHashesAndNoDifference() throws {
        let a = try cellImage("#808080")
        let b = try cellImage("#808080")
        XCTAssertEqual(PixelHash(of: a), PixelHash(of: b))
        let diff = PixelDiffing.standard.compare(reference: RGBAImage(a), actual: RGBAImage(b))
        XCTAssertTrue(diff.isIdentical)
        XCTAssertTrue(diff.passes)
    }

    func testOneStepColourChangeOfACellFailsHashAndTolerantDiff() throws {
        let reference = try cellImage("#808080")
        let actual = try cellImage("#818080")
        XCTAssertNotEqual(PixelHash(of: reference), PixelHash(of: actual))
        let diff = PixelDiffing.standard.compare(reference: RGBAImage(reference), actual: RGBAImage(actual))
        XCTAssertFalse(diff.passes)
        XCTAssertEqual(diff.differingPixels.count, 400, "every pixel of the 20x20 cell counts")
        XCTAssertEqual(diff.antialiasedPixels.count, 0)
        XCTAssertEqual(diff.maximumChannelDelta, 1)
        XCTAssertEqual(diff.differenceBounds?.x, 20)
        XCTAssertEqual(diff.differenceBounds?.width, 20)
    }

    func testRectMovedByOnePixelIsCaught() throws {
        let reference = try cellImage("#000000", x: 20)
        let actual = try cellImage("#000000", x: 21)
        XCTAssertNotEqual(PixelHash(of: reference), PixelHash(of: actual))
        let diff = PixelDiffing.standard.compare(reference: RGBAImage(reference), actual: RGBAImage(actual))
        XCTAssertFalse(diff.passes)
        XCTAssertEqual(diff.differingPixels.count, 40, "the leading and trailing columns, 20 pixels each")
    }

    func testAntialiasedRectMovedByOnePixelIsCaught() throws {
        let reference = try cellImage("#000000", x: 20.5)
        let actual = try cellImage("#000000", x: 21.5)
        let diff = PixelDiffing.standard.compare(reference: RGBAImage(reference), actual: RGBAImage(actual))
        XCTAssertFalse(diff.passes)
        XCTAssertGreaterThanOrEqual(diff.differingPixels.count, 40)
    }

    func testSubpixelDriftOfACircleEdgeIsExcusedAsAntialiasing() throws {
        func circle(_ cx: Double) throws -> RGBAImage {
            let surface = try ImageSurface(width: 60, height: 60)
            let context = try DrawingContext(surface: surface)
            try context.paint(.white)
            context.addCircle(center: CGPoint(x: cx, y: 30), radius: 20)
            try context.fill(.black)
            return RGBAImage(surface)
        }
        let diff = PixelDiffing.standard.compare(reference: try circle(30), actual: try circle(30.05))
        XCTAssertGreaterThan(diff.antialiasedPixels.count, 0, "the edge did change")
        XCTAssertEqual(diff.differingPixels.count, 0, diff.summary)
        XCTAssertTrue(diff.passes)
        // With anti-aliasing detection off, the same drift fails.
        XCTAssertFalse(PixelDiffing.exact.compare(reference: try circle(30), actual: try circle(30.05)).passes)
    }

    func testSizeMismatchFails() {
        let diff = PixelDiffing.standard.compare(
            reference: RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255)),
            actual: RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 255)))
        XCTAssertFalse(diff.passes)
        XCTAssertEqual(diff.summary, "size 3x2 differs from the reference's 2x2")
    }

    func testAllowedDifferingPixelsLetSmallChangesPass() {
        var actual = RGBAImage(width: 10, height: 10, fill: (255, 255, 255, 255))
        let reference = actual
        actual.setPixel(x: 5, y: 5, 0x0000_00FF)
        XCTAssertFalse(PixelDiffing.standard.compare(reference: reference, actual: actual).passes)
        XCTAssertTrue(PixelDiffing(maximumDifferingPixels: 1).compare(reference: reference, actual: actual).passes)
        XCTAssertTrue(PixelDiffing(channelTolerance: 255).compare(reference: reference, actual: actual).passes)
    }

    func testDiffImageMarksChangedPixelsMagentaOverAFadedCopy() throws {
        let reference = try cellImage("#808080")
        let actual = try cellImage("#818080")
        let diff = PixelDiffing.standard.compare(reference: RGBAImage(reference), actual: RGBAImage(actual))
        let image = diff.diffImage()
        XCTAssertEqual(image.pixel(x: 30, y: 30), 0xFF00_FFFF, "changed: magenta")
        XCTAssertEqual(image.pixel(x: 5, y: 5), 0xFFFF_FFFF, "unchanged white stays white when faded")
    }
}
