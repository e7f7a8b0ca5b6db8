import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicRender

/// The one table of devices, the platforms it names, and what a platform changes on a canvas:
/// the idiom section providers see, the scales it draws at, a Mac window's size and chrome,
/// and tvOS's and macOS's text sizes.
final class DeviceTableTests: XCTestCase {
    func testIPhoneAndIPadPresetsKeepTheirFigures() throws {
        let phone = try XCTUnwrap(Device.named("iphone-15"))
        XCTAssertEqual(phone.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(phone.scale, 3)
        XCTAssertEqual(phone.safeArea, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(phone.landscapeSafeArea, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(phone.screenCornerRadius, 55)
        XCTAssertEqual(phone.platform, .iOS)
        let pad = try XCTUnwrap(Device.named("ipad"))
        XCTAssertEqual([pad.size.width, pad.size.height, pad.scale], [820, 1180, 2])
        XCTAssertEqual(pad.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(Device.named("iPhone 15 Pro Max")?.landscapeHorizontalSizeClass, .regular)
        XCTAssertEqual(
            Device.presets.map(\.name),
            [
                "iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-16e", "iphone-16", "iphone-16-plus",
                "iphone-16-pro",
                "iphone-16-pro-max", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max",
                "ipad", "ipad-mini", "ipad-air-11", "ipad-air-13", "ipad-pro-11", "ipad-pro-13",
                "apple-tv-hd", "apple-tv-4k", "mac"
            ])
    }

    func testAppleTVIsFullHDInsideTheOverscanMargin() throws {
        let hd = try XCTUnwrap(Device.named("apple-tv-hd"))
        let uhd = try XCTUnwrap(Device.named("apple-tv-4k"))
        XCTAssertEqual(hd.size, CGSize(width: 1920, height: 1080))
        XCTAssertEqual(uhd.size, hd.size, "4K draws the same points at 2x")
        XCTAssertEqual([hd.scale, uhd.scale], [1, 2])
        XCTAssertEqual(hd.safeArea, UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        XCTAssertEqual(hd.platform, .tvOS)
        let canvas = Canvas(device: hd)
        XCTAssertEqual(canvas.traitCollection.userInterfaceIdiom, .tv)
        XCTAssertEqual(canvas.traitCollection.displayScale, 1)
    }

    func testMacWindowIsTwoXAndResizable() throws {
        let mac = try XCTUnwrap(Device.named("mac"))
        XCTAssertEqual(mac.size, CGSize(width: 1280, height: 800))
        XCTAssertEqual(mac.scale, 2)
        XCTAssertTrue(mac.hasResizableWindow)
        XCTAssertFalse(try XCTUnwrap(Device.named("ipad")).hasResizableWindow)
        XCTAssertEqual(DevicePlatform.macOS.scales, [1, 2])
        XCTAssertEqual(DevicePlatform.iOS.scales, [1, 2, 3])
        XCTAssertEqual(Canvas(device: mac).traitCollection.userInterfaceIdiom, .mac)
    }

    func testWindowVariantResizesOnlyAMacCanvas() throws {
        let window = CGSize(width: 1440, height: 900)
        let variant = SnapshotVariant(device: "mac", window: window)
        XCTAssertEqual(variant.name, "mac-1440x900")
        let canvas = variant.apply(to: Canvas(device: try XCTUnwrap(Device.named("iphone-15"))))
        XCTAssertEqual(canvas.size, window)
        XCTAssertEqual(canvas.platform, .macOS)
        let phone = SnapshotVariant(window: window).apply(to: Canvas(device: try XCTUnwrap(Device.named("iphone-15"))))
        XCTAssertEqual(phone.size, CGSize(width: 393, height: 852), "a phone has no window to resize")
    }

    func testAMacCanvasAtThreeXIsRefused() throws {
        var canvas = Canvas(device: try XCTUnwrap(Device.named("mac")))
        canvas.scale = 3
        XCTAssertThrowsError(try RenderScene(layout: Layouts.grid(), itemCounts: [3], canvas: canvas)) { error in
            XCTAssertEqual(error as? RenderError, .platformScale(.macOS, 3))
            XCTAssertEqual("\(error)", "A macOS canvas draws at 1x or 2x, as its displays do; its scale is 3.0.")
        }
    }

    func testMacTitleBarAndSidebarAddToTheSafeArea() throws {
        var canvas = Canvas(device: try XCTUnwrap(Device.named("mac")))
        let window = MacWindowChrome(title: "Library", sidebar: MacWindowChrome.Sidebar(items: ["Library"]))
        canvas.chrome = SystemChrome(statusBar: false, homeIndicator: false)
        canvas.chrome?.window = window
        XCTAssertEqual(canvas.effectiveSafeArea, UIEdgeInsets(top: 52, left: 220, bottom: 0, right: 0))
        canvas.chrome?.window?.titleBar = .plain
        XCTAssertEqual(canvas.effectiveSafeArea.top, 28)
    }

    func testTVAndMacTextTakeTheirPlatformsSizes() {
        let base = TextStyle(size: 17)
        XCTAssertEqual(DynamicTypeStyle.body.applied(to: base, at: .large, idiom: .tv).size, 29)
        XCTAssertEqual(DynamicTypeStyle.headline.applied(to: base, at: .large, idiom: .mac).weight, .bold)
        XCTAssertEqual(
            DynamicTypeStyle.title1.applied(to: base, at: .accessibilityLarge, idiom: .tv).size, 76,
            "tvOS's sizes do not follow the iOS text-size setting")
        XCTAssertEqual(DynamicTypeStyle.body.applied(to: base, at: .large, idiom: .phone).size, 17)
        // Text of an iOS style's size takes that style's size; other sizes scale as body does.
        XCTAssertEqual(DynamicTypeStyle.platformSize(20, on: .tv), 48, "title3")
        XCTAssertEqual(DynamicTypeStyle.platformSize(34, on: .mac), 26, "largeTitle")
        XCTAssertEqual(DynamicTypeStyle.platformSize(34 / 2, on: .mac), 13, "body")
        XCTAssertEqual(try XCTUnwrap(DynamicTypeStyle.platformSize(10, on: .tv)), 10 * 29 / 17, accuracy: 1e-9)
        XCTAssertNil(DynamicTypeStyle.platformSize(17, on: .pad))
        XCTAssertEqual(DynamicTypeStyle.scaled(base, for: .large, idiom: .tv).size, 29)
    }
}
