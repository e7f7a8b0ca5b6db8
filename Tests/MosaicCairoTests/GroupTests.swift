import Foundation
import XCTest

@testable import MosaicCairo

/// `DrawingContext.withGroup(opacity:)`: a faded layer, as a view's alpha on iOS.
final class GroupTests: XCTestCase {
    private let red = Color(hex: "#FF0000")!
    private let blue = Color(hex: "#0000FF")!

    /// A white 20x20 canvas.
    private func whiteCanvas() throws -> (ImageSurface, DrawingContext) {
        let surface = try ImageSurface(width: 20, height: 20, format: .rgb24)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        return (surface, context)
    }

    /// The pixel Cairo gives `color` at `alpha` painted straight over white.
    private func blendedOverWhite(_ color: Color, alpha: Double) throws -> UInt32 {
        let (surface, context) = try whiteCanvas()
        try context.paint(color.withAlpha(alpha))
        return surface.pixel(x: 0, y: 0) & 0x00FF_FFFF
    }

    private func channels(_ pixel: UInt32) -> [Int] {
        [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
    }

    private func assertClose(_ a: UInt32, _ b: UInt32, _ message: String, line: UInt = #line) {
        for (x, y) in zip(channels(a), channels(b)) {
            XCTAssertLessThanOrEqual(
                abs(x - y), 1, "\(message): \(String(a, radix: 16)) vs \(String(b, radix: 16))",
                line: line)
        }
    }

    func testOverlappingShapesFadeAsOneLayer() throws {
        let (surface, context) = try whiteCanvas()
        try context.withGroup(opacity: 0.5) {
            try context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: red)
            try context.fill(CGRect(x: 5, y: 5, width: 10, height: 10), with: blue)
        }
        // Blue over white at half: (127 or 128, 127 or 128, 255); no red shows under the blue.
        let expectedBlue = try blendedOverWhite(blue, alpha: 0.5)
        assertClose(surface.pixel(x: 10, y: 10) & 0x00FF_FFFF, expectedBlue, "overlap")
        XCTAssertEqual(channels(expectedBlue)[2], 255)
        XCTAssertEqual(channels(expectedBlue)[0], 128, accuracy: 1)
        assertClose(surface.pixel(x: 1, y: 1) & 0x00FF_FFFF, try blendedOverWhite(red, alpha: 0.5), "fill only")
    }

    func testPerColourAlphaWouldShowTheLowerShape() throws {
        // The behaviour the group replaces: blue at 0.5 over red at 0.5 over white is (128, 64, 191),
        // a purple, where the layer gives light blue (128, 128, 255).
        let (surface, context) = try whiteCanvas()
        try context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: red.withAlpha(0.5))
        try context.fill(CGRect(x: 5, y: 5, width: 10, height: 10), with: blue.withAlpha(0.5))
        XCTAssertEqual(channels(surface.pixel(x: 10, y: 10)), [127, 63, 191], "red shows through")
    }

    func testOpacityOneDrawsLikeNoGroup() throws {
        let (grouped, context) = try whiteCanvas()
        try context.withGroup(opacity: 1) {
            context.addCircle(center: CGPoint(x: 10, y: 10), radius: 7)
            try context.fill(red)
        }
        let (plain, plainContext) = try whiteCanvas()
        plainContext.addCircle(center: CGPoint(x: 10, y: 10), radius: 7)
        try plainContext.fill(red)
        for y in 0..<20 {
            for x in 0..<20 { XCTAssertEqual(grouped.pixel(x: x, y: y), plain.pixel(x: x, y: y), "(\(x), \(y))") }
        }
    }

    func testOpacityZeroDrawsNothingAndNestedGroupsMultiply() throws {
        let (surface, context) = try whiteCanvas()
        try context.withGroup(opacity: 0) { try context.fill(CGRect(x: 0, y: 0, width: 10, height: 20), with: blue) }
        XCTAssertEqual(surface.pixel(x: 2, y: 2) & 0x00FF_FFFF, 0xFFFFFF)
        try context.withGroup(opacity: 0.5) {
            try context.withGroup(opacity: 0.5) {
                try context.fill(CGRect(x: 10, y: 0, width: 10, height: 20), with: blue)
            }
        }
        assertClose(surface.pixel(x: 15, y: 5) & 0x00FF_FFFF, try blendedOverWhite(blue, alpha: 0.25), "0.5 x 0.5")
    }

    func testStateSetInsideIsRestoredAndAThrowingBodyDrawsNothing() throws {
        struct Stop: Error {}
        let (surface, context) = try whiteCanvas()
        context.lineWidth = 3
        try context.withGroup(opacity: 0.5) {
            context.translate(x: 100, y: 100)
            context.lineWidth = 9
        }
        XCTAssertEqual(context.lineWidth, 3)
        XCTAssertEqual(context.currentTransform, AffineTransform.identity)
        XCTAssertThrowsError(
            try context.withGroup(opacity: 1) {
                try context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: red)
                throw Stop()
            }
        ) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(surface.pixel(x: 3, y: 3) & 0x00FF_FFFF, 0xFFFFFF, "the thrown layer is dropped")
        // The context is still balanced and usable.
        try context.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: blue)
        XCTAssertEqual(surface.pixel(x: 1, y: 1) & 0x00FF_FFFF, 0x0000FF)
        try context.checkStatus()
    }

    func testGroupsDrawOnVectorSurfaces() throws {
        let svg = try SVGSurface(width: 20, height: 20)
        let context = try DrawingContext(surface: svg)
        try context.withGroup(opacity: 0.5) {
            try context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: red)
            try context.draw(text: "Hi", style: TextStyle(size: 10), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let text = String(decoding: try svg.finish(), as: UTF8.self)
        XCTAssertTrue(text.contains("opacity"), "the layer is faded in the SVG itself")
    }
}
