import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicRender

/// System bars on an iPhone held sideways: compact-height metrics (32-point bars, no large
/// title, no status bar, tab items with the icon beside the title), bar content inside the
/// side safe-area insets while bar backgrounds reach the screen's edges, and the safe area the
/// layout gets from them. iPads keep their regular bars.
final class LandscapeBarsTests: XCTestCase {
    private func canvas(_ device: String, _ orientation: DeviceOrientation) throws -> Canvas {
        var canvas = Canvas(device: try XCTUnwrap(Device.named(device), device), orientation: orientation)
        var bar = SystemChrome.NavigationBar(title: "Library", titleDisplay: .large, trailingItems: ["Edit"])
        bar.lineAboveTitle = "THURSDAY 26 NOVEMBER"
        bar.besideTitle = "Ada Byron"
        canvas.chrome = SystemChrome(
            navigationBar: bar,
            tabBar: .init(items: ["Home", "New", "Radio", "Library", "Search"].map { .init(title: $0) }))
        return canvas
    }

    func testAnIPhone16ProInLandscapeHasCompactBars() throws {
        let canvas = try canvas("iphone-16-pro", .landscape)
        XCTAssertEqual(canvas.barMetrics, .compactHeight)
        XCTAssertEqual([canvas.barMetrics.bar, canvas.barMetrics.toolbar, canvas.barMetrics.tabBar], [32, 32, 32])
        let chrome = try XCTUnwrap(canvas.chrome)
        let frames = chrome.frames(
            on: CGRect(origin: .zero, size: canvas.size), deviceSafeArea: canvas.safeArea, metrics: canvas.barMetrics)
        XCTAssertEqual(frames.statusBar.height, 0, "no status bar")
        XCTAssertEqual(frames.navigationBar, CGRect(x: 0, y: 0, width: 874, height: 32), "no large title")
        XCTAssertEqual(frames.tabBar, CGRect(x: 0, y: 350, width: 874, height: 52), "32 + the 20-pt home indicator")
        XCTAssertEqual(frames.content, 62...812, "inside the Dynamic Island's inset on both sides")
        XCTAssertEqual(canvas.effectiveSafeArea, UIEdgeInsets(top: 32, left: 62, bottom: 52, right: 62))
    }

    func testThePortraitBarsAreUnchanged() throws {
        let canvas = try canvas("iphone-16-pro", .portrait)
        XCTAssertEqual(canvas.barMetrics, .compact)
        XCTAssertEqual(canvas.effectiveSafeArea, UIEdgeInsets(top: 62 + 96 + 20, left: 0, bottom: 34 + 49, right: 0))
    }

    func testTheLargestIPhonesKeepTallBarsInLandscapeButNoLargeTitle() throws {
        let canvas = try canvas("iphone-16-pro-max", .landscape)
        XCTAssertEqual(canvas.barMetrics, .regularWidthCompactHeight)
        XCTAssertEqual(canvas.barMetrics.tabItemLayout, .inline)
        XCTAssertEqual(canvas.chrome?.navigationBar?.height(canvas.barMetrics), 44)
        XCTAssertEqual(canvas.effectiveSafeArea, UIEdgeInsets(top: 44, left: 62, bottom: 20 + 49, right: 62))
    }

    func testAnIPadInLandscapeKeepsItsRegularBars() throws {
        let canvas = try canvas("ipad-pro-13", .landscape)
        XCTAssertEqual(canvas.barMetrics, .regular)
        XCTAssertEqual(
            canvas.effectiveSafeArea, UIEdgeInsets(top: 24 + 50 + 52 + 20, left: 0, bottom: 20 + 50, right: 0))
    }

    func testTheFirstRowStartsUnderTheCompactBarInsideTheSafeArea() throws {
        let canvas = try canvas("iphone-16-pro", .landscape)
        let scene = try RenderScene(layout: Layouts.list(), itemCounts: [3], canvas: canvas)
        scene.prepare()
        let attributes = try XCTUnwrap(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let origin = scene.geometry.origin
        let frame = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        // The section's 10-pt insets count from the safe area's sides (62 + 10; 874 - 124 - 20).
        XCTAssertEqual(frame, CGRect(x: 72, y: 32, width: 730, height: 44))
    }

    func testNothingIsDrawnBelowTheCompactBarAndTheTabsStayInsideTheSafeArea() throws {
        var canvas = try canvas("iphone-16-pro", .landscape)
        canvas.scale = 1
        let image = try render(Layouts.list(), counts: [0], canvas: canvas)
        let page = hex(image, 437, 200)
        // No large title, line above it, avatar beside it or status bar: between the bars the
        // page is blank.
        for y in stride(from: 33, to: 349, by: 4) {
            for x in stride(from: 0, to: 874, by: 3) where hex(image, x, y) != page {
                return XCTFail("drawn at (\(x), \(y)): \(hex(image, x, y))")
            }
        }
        // The inline title is centred in the 32-point bar.
        XCTAssertTrue((400..<474).contains { x in hex(image, x, 16) != page }, "the title at the bar's centre")
        // The selected tab (systemBlue) lies in the first of five 150-point slots from x 62,
        // icon and title side by side on the bar's middle line (y 366).
        var blue: [CGPoint] = []
        for y in 350..<402 {
            for x in 0..<874 where hex(image, x, y) == "#007AFF" { blue.append(CGPoint(x: x, y: y)) }
        }
        XCTAssertFalse(blue.isEmpty)
        XCTAssertGreaterThanOrEqual(blue.map(\.x).min() ?? 0, 62 + 10)
        XCTAssertLessThan(blue.map(\.x).max() ?? 0, 62 + 150)
        XCTAssertGreaterThan(blue.map(\.y).min() ?? 0, 350 + 2)
        XCTAssertLessThan(blue.map(\.y).max() ?? 0, 382 - 2, "inside the 32-point bar, above the home indicator")
        // Side by side: wider than the 24-point icon and its 6-point gap, no taller than the icon.
        XCTAssertGreaterThan((blue.map(\.x).max() ?? 0) - (blue.map(\.x).min() ?? 0), 45)
        XCTAssertLessThanOrEqual((blue.map(\.y).max() ?? 0) - (blue.map(\.y).min() ?? 0), 24)
    }
}
