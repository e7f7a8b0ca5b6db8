import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicRender

/// Today's devices in the one table, held either way up: the size, safe area and size
/// classes a canvas gets in portrait and in landscape, and the orientation axis of a variant.
final class DeviceOrientationTests: XCTestCase {
    private func device(_ name: String) throws -> Device { try XCTUnwrap(Device.named(name), name) }

    func testIPhone16ProInPortraitAndLandscape() throws {
        let phone = try device("iphone-16-pro")
        let portrait = Canvas(device: phone)
        XCTAssertEqual(portrait.size, CGSize(width: 402, height: 874))
        XCTAssertEqual(portrait.scale, 3)
        XCTAssertEqual(portrait.safeArea, UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(portrait.orientation, .portrait)
        let landscape = Canvas(device: phone, orientation: .landscape)
        XCTAssertEqual(landscape.size, CGSize(width: 874, height: 402))
        // No status bar; the Dynamic Island's inset on both sides; a shorter home indicator.
        XCTAssertEqual(landscape.safeArea, UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
        XCTAssertEqual(landscape.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(landscape.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(portrait.traitCollection.verticalSizeClass, .regular)
    }

    func testTheLargestIPhonesAreRegularWideInLandscape() throws {
        for name in ["iphone-16-plus", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air"] {
            let canvas = Canvas(device: try device(name), orientation: .landscape)
            XCTAssertEqual(canvas.horizontalSizeClass, .regular, name)
            XCTAssertEqual(canvas.verticalSizeClass, .compact, name)
        }
        XCTAssertEqual(Canvas(device: try device("iphone-17"), orientation: .landscape).horizontalSizeClass, .compact)
    }

    func testIPhoneAirAndIPadProFigures() throws {
        let air = try device("iphone-air")
        XCTAssertEqual([air.size.width, air.size.height, air.scale, air.screenCornerRadius], [420, 912, 3, 62])
        XCTAssertEqual(air.safeArea, UIEdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(air.landscapeSafeArea, UIEdgeInsets(top: 0, left: 68, bottom: 20, right: 68))
        let pad = Canvas(device: try device("ipad-pro-13"), orientation: .landscape)
        XCTAssertEqual(pad.size, CGSize(width: 1376, height: 1032))
        XCTAssertEqual(pad.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "an iPad keeps its bars")
        XCTAssertEqual([pad.horizontalSizeClass, pad.verticalSizeClass], [.regular, .regular])
        XCTAssertEqual(pad.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(try device("iPhone 16e").size, CGSize(width: 390, height: 844))
        XCTAssertEqual(try device("ipad-mini").size, CGSize(width: 744, height: 1133))
    }

    func testAppleTVAndMacDoNotTurn() throws {
        let tv = Canvas(device: try device("apple-tv-hd"), orientation: .portrait)
        XCTAssertEqual(tv.size, CGSize(width: 1920, height: 1080))
        XCTAssertEqual(tv.orientation, .landscape)
    }

    func testTheVariantsOrientationTurnsItsDeviceOrTheCanvass() throws {
        let variant = SnapshotVariant(device: "iphone-air", orientation: .landscape, theme: .dark)
        XCTAssertEqual(variant.name, "iphone-air-landscape-dark")
        let turned = variant.apply(to: Canvas(device: try device("iphone-15")))
        XCTAssertEqual(turned.size, CGSize(width: 912, height: 420))
        XCTAssertEqual(turned.safeArea, UIEdgeInsets(top: 0, left: 68, bottom: 20, right: 68))
        XCTAssertEqual(turned.device?.name, "iphone-air")
        // An orientation alone turns the canvas's own device; a canvas of a size has none to turn.
        let own = SnapshotVariant(orientation: .landscape).apply(to: Canvas(device: try device("iphone-se")))
        XCTAssertEqual(own.size, CGSize(width: 667, height: 375))
        XCTAssertEqual(own.safeArea, .zero)
        let plain = Canvas(size: CGSize(width: 300, height: 400))
        XCTAssertEqual(SnapshotVariant(orientation: .landscape).apply(to: plain).size, plain.size)
        // Another device keeps a turned canvas turned.
        let landscape = Canvas(device: try device("iphone-16"), orientation: .landscape)
        XCTAssertEqual(
            SnapshotVariant(device: "iphone-17-pro").apply(to: landscape).size, CGSize(width: 874, height: 402))
        XCTAssertEqual(
            SnapshotVariant.matrix(devices: ["ipad-air-11"], orientations: [.portrait, .landscape]).map(\.name),
            ["ipad-air-11-portrait", "ipad-air-11-landscape"])
    }
}
