import Foundation
import XCTest

@testable import MosaicCairo

final class DrawingTests: XCTestCase {
    private func canvas(_ width: Int = 20, _ height: Int = 20) throws -> (ImageSurface, DrawingContext) {
        let surface = try ImageSurface(width: width, height: height)
        return (surface, try DrawingContext(surface: surface))
    }

    func testRoundedRectLeavesCornerTransparentAndFillsCentre() throws {
        let (surface, context) = try canvas()
        context.addRoundedRect(CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8)
        try context.fill(.black)
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0, "corner outside the arc")
        XCTAssertEqual(surface.pixel(x: 10, y: 10), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 10, y: 0), 0xFF00_0000, "top edge midpoint is inside")
    }

    func testPerCornerRadiiRoundOnlyTheNamedCorner() throws {
        let (surface, context) = try canvas()
        context.addRoundedRect(
            CGRect(x: 0, y: 0, width: 20, height: 20),
            radii: CornerRadii(topLeft: 0, topRight: 10, bottomRight: 0, bottomLeft: 0))
        try context.fill(.black)
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0xFF00_0000, "square top-left")
        XCTAssertEqual(surface.pixel(x: 19, y: 0), 0, "rounded top-right")
        XCTAssertEqual(surface.pixel(x: 19, y: 19), 0xFF00_0000, "square bottom-right")
    }

    func testOversizedRadiiShrinkUniformly() {
        let fitted = CornerRadii(all: 30).fitting(width: 20, height: 40)
        XCTAssertEqual(fitted, CornerRadii(all: 10))
    }

    func testCircleCoversCentreNotCorner() throws {
        let (surface, context) = try canvas()
        context.addCircle(center: CGPoint(x: 10, y: 10), radius: 10)
        try context.fill(Color(hex: "#00FF00")!)
        XCTAssertEqual(surface.pixel(x: 10, y: 10), 0xFF00_FF00)
        XCTAssertEqual(surface.pixel(x: 0, y: 0), 0)
    }

    func testStrokeOfOnePixelLineOnPixelCentresIsOpaque() throws {
        let (surface, context) = try canvas()
        context.lineWidth = 1
        context.addPolyline([CGPoint(x: 0, y: 5.5), CGPoint(x: 20, y: 5.5)])
        try context.stroke(.black)
        XCTAssertEqual(surface.pixel(x: 7, y: 5), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 7, y: 4), 0)
        XCTAssertEqual(surface.pixel(x: 7, y: 6), 0)
    }

    func testDashedLineHasGaps() throws {
        let (surface, context) = try canvas()
        context.lineWidth = 1
        context.setDash([4, 4])
        context.addPolyline([CGPoint(x: 0, y: 0.5), CGPoint(x: 20, y: 0.5)])
        try context.stroke(.black)
        XCTAssertEqual(surface.pixel(x: 1, y: 0), 0xFF00_0000, "inside the first dash")
        XCTAssertEqual(surface.pixel(x: 5, y: 0), 0, "inside the first gap")
        XCTAssertEqual(surface.pixel(x: 9, y: 0), 0xFF00_0000, "inside the second dash")
    }

    func testLinearGradientRunsFromStartColourToEndColour() throws {
        let (surface, context) = try canvas(100, 1)
        context.addRect(CGRect(x: 0, y: 0, width: 100, height: 1))
        try context.fill(
            LinearGradient(
                start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                colors: [Color(hex: "#000000")!, Color(hex: "#FFFFFF")!]))
        let left = surface.pixel(x: 0, y: 0) & 0xFF
        let right = surface.pixel(x: 99, y: 0) & 0xFF
        let middle = surface.pixel(x: 50, y: 0) & 0xFF
        XCTAssertLessThanOrEqual(left, 2)
        XCTAssertGreaterThanOrEqual(right, 253)
        XCTAssertTrue((126...130).contains(middle), "middle blue \(middle)")
    }

    func testClipToRectLimitsPainting() throws {
        let (surface, context) = try canvas()
        try context.withSavedState {
            try context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            try context.paint(.black)
        }
        XCTAssertEqual(surface.pixel(x: 9, y: 0), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 10, y: 0), 0)
        // The clip ended with the saved state.
        try context.paint(.white)
        XCTAssertEqual(surface.pixel(x: 10, y: 0), 0xFFFF_FFFF)
    }

    func testTranslateAndScaleMoveAndGrowDrawing() throws {
        let (surface, context) = try canvas()
        context.translate(x: 10, y: 10)
        context.scale(by: 2)
        try context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), with: .black)
        XCTAssertEqual(surface.pixel(x: 13, y: 13), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 14, y: 14), 0)
        XCTAssertEqual(surface.pixel(x: 9, y: 9), 0)
    }

    func testSnappingAtScaleThreeMovesEdgesToDevicePixels() throws {
        let (_, context) = try canvas()
        context.scale(by: 3)
        let snapped = context.snappedToDevicePixels(CGRect(x: 0.1, y: 0, width: 10.2, height: 5))
        XCTAssertEqual(Double(snapped.minX), 0, accuracy: 1e-9)
        XCTAssertEqual(Double(snapped.width), 31.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(Double(snapped.height), 5, accuracy: 1e-9)
    }

    func testInvalidScaleIsThrownAtTheNextPaintingCall() throws {
        let (_, context) = try canvas()
        context.scale(by: 0)
        XCTAssertThrowsError(try context.paint(.black)) { error in
            XCTAssertEqual((error as? CairoError)?.message, "invalid matrix (not invertible)")
        }
    }

    func testUnbalancedRestoreThrows() throws {
        let (_, context) = try canvas()
        XCTAssertThrowsError(try context.restore()) { error in
            XCTAssertEqual((error as? CairoError)?.message, "cairo_restore() without matching cairo_save()")
        }
    }

    func testColorParsesHexForms() {
        XCTAssertEqual(Color(hex: "#FF0000"), Color(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(Color(hex: "00FF0080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(Color(hex: "#fff"), .white)
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#GG0000"))
        XCTAssertEqual(Color(hex: "#12345678")?.hexString, "#12345678")
    }
}
