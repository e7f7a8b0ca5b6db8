import CompositionalLayout
import Foundation
import MosaicSnapshot
import XCTest

@testable import MosaicRender

/// `DeviceFrameFigure`: the screen inside a drawn device, with the device's corner radius, a
/// bezel and the Dynamic Island or notch, from the device table's figures.
final class DeviceFrameTests: XCTestCase {
    private func framed(_ name: String, _ orientation: DeviceOrientation) throws -> (DeviceFrameFigure, RGBAImage) {
        let device = try XCTUnwrap(Device.named(name))
        var canvas = Canvas(device: device, orientation: orientation)
        canvas.scale = 1
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [6], canvas: canvas)
        let figure = DeviceFrameFigure(scene: scene, device: device, orientation: orientation)
        return (figure, try RGBAImage(pngData: try Renderer().pngData(of: figure)))
    }

    func testAnIPhone16ProInPortraitHasItsIslandAtTheTop() throws {
        let (figure, image) = try framed("iphone-16-pro", .portrait)
        // 402 x 874 screen, a 12-point bezel and a 16-point margin on every side.
        XCTAssertEqual(figure.size, CGSize(width: 458, height: 930))
        XCTAssertEqual(figure.screen, CGRect(x: 28, y: 28, width: 402, height: 874))
        // A 126 x 37 pill, 11 points below the screen's top edge, centred.
        XCTAssertEqual(figure.cutout?.rect, CGRect(x: 166, y: 39, width: 126, height: 37))
        XCTAssertEqual([image.width, image.height], [458, 930])
        XCTAssertEqual(image.pixel(x: 229, y: 57), 0x0000_00FF, "the island")
        XCTAssertEqual(image.pixel(x: 2, y: 2), 0xEEEE_F0FF, "the background")
        XCTAssertEqual(image.pixel(x: 229, y: 20), 0x1111_14FF, "the bezel above the screen")
        // Corners: the body's 74-point corner (centre 90, 90) leaves (29, 29) to the background;
        // the screen's 62-point corner (same centre) leaves (42, 42), between the two arcs, to the bezel.
        XCTAssertEqual(image.pixel(x: 29, y: 29), 0xEEEE_F0FF)
        XCTAssertEqual(image.pixel(x: 42, y: 42), 0x1111_14FF)
    }

    func testLandscapeMovesTheIslandToTheLeftAndANotchSitsAgainstTheEdge() throws {
        let (air, _) = try framed("iphone-air", .landscape)
        XCTAssertEqual(air.screen.size, CGSize(width: 912, height: 420))
        XCTAssertEqual(air.cutout?.rect, CGRect(x: 39, y: 28 + 210 - 63, width: 37, height: 126))
        let (notched, _) = try framed("iphone-16e", .portrait)
        XCTAssertEqual(notched.cutout?.rect, CGRect(x: 28 + 195 - 80.5, y: 28, width: 161, height: 32))
        let (pad, _) = try framed("ipad-mini", .portrait)
        XCTAssertNil(pad.cutout)
    }
}
