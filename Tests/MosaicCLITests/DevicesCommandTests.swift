import Foundation
import XCTest

/// `mosaic devices`: the device presets.
final class DevicesCommandTests: CLITestCase {
    func testDevicesListsThePresets() throws {
        let result = try runMosaic(["devices"], in: folder)
        XCTAssertEqual(result.status, 0)
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-15 ") }
        XCTAssertNotNil(row, result.stdout)
        XCTAssertTrue(row?.contains("393 x 852") ?? false, result.stdout)
        XCTAssertTrue(row?.contains("3x") ?? false, result.stdout)
        XCTAssertTrue(row?.contains("59, 0, 34, 0") ?? false, result.stdout)
        XCTAssertTrue(result.stdout.contains("iphone-se"))
        XCTAssertTrue(result.stdout.contains("ipad"))
    }

    func testDevicesListTodaysIPhonesAndIPadsInBothOrientations() throws {
        let result = try runMosaic(["devices"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let max = try XCTUnwrap(lines.first { $0.hasPrefix("iphone-17-pro-max ") }, result.stdout)
        for text in ["iPhone 17 Pro Max", "440 x 956", "3x", "62, 0, 34, 0", "0, 62, 20, 62", "compact, regular"] {
            XCTAssertTrue(max.contains(text), "\(text) in \(max)")
        }
        let air = try XCTUnwrap(lines.first { $0.hasPrefix("iphone-air ") }, result.stdout)
        XCTAssertTrue(air.contains("420 x 912") && air.contains("68, 0, 34, 0"), air)
        let pad = try XCTUnwrap(lines.first { $0.hasPrefix("ipad-pro-13 ") }, result.stdout)
        XCTAssertTrue(pad.contains("1032 x 1376") && pad.contains("2x") && pad.contains("iPadOS"), pad)
        for name in [
            "iphone-16 ", "iphone-16-plus ", "iphone-16-pro ", "iphone-16-pro-max ", "iphone-16e ", "iphone-17 ",
            "iphone-17-pro ", "iphone-se ", "ipad-mini ", "ipad-air-11 ", "ipad-air-13 ", "ipad-pro-11 "
        ] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(name) }, name)
        }
    }

    func testOrientationTurnsTheDevice() throws {
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "--device", "iphone-16-pro", "--orientation", "landscape",
                "--scale", "1", "-o", "turned.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = try XCTUnwrap(pngSize(folder.appendingPathComponent("turned.png").bytes))
        XCTAssertEqual([png.width, png.height], [874, 402])
        let both = try runMosaic(
            [
                "render", "tiny.yaml", "--device", "iphone-air", "--orientation", "portrait",
                "--orientation", "landscape", "--scale", "1", "-o", "out"
            ], in: folder)
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("out").fileNames,
            ["tiny-iphone-air-landscape-1x.png", "tiny-iphone-air-portrait-1x.png"])
        let frames = try runMosaic(
            ["frames", "tiny.yaml", "--device", "iphone-17", "--orientation", "landscape"],
            in: folder)
        // The header starts clear of the Dynamic Island's 62-point side inset: 874 - 124 = 750 wide.
        XCTAssertTrue(frames.stdout.contains("0     0  62    0    750      30  1"), frames.stdout)
    }

    func testOrientationNeedsADevice() throws {
        // tiny.yaml's canvas gives a size (line 1, column 10), not a device.
        let result = try runMosaic(["render", "tiny.yaml", "--orientation", "landscape", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "tiny.yaml:1:10: error: --orientation landscape turns a device, and the file's canvas gives "
                    + "canvas.size, not a device; add --device NAME"),
            result.stderr)
    }

    /// Two flags that do not fit each other are a usage error naming both, before any file
    /// is read; a flag the file's canvas does not fit names the flag and the file's key.
    func testOrientationConflictsNameTheFlagsOrTheFileKey() throws {
        let flags = try runMosaic(
            ["render", "tiny.yaml", "--device", "apple-tv-hd", "--orientation", "portrait", "-o", "out"],
            in: folder)
        XCTAssertEqual(flags.status, 64)
        XCTAssertTrue(
            flags.stderr.contains(
                "--device apple-tv-hd is always landscape; --orientation portrait turns only iPhones and iPads."),
            flags.stderr)
        XCTAssertFalse(flags.stderr.contains("tiny.yaml:"), flags.stderr)
        try folder.write(
            """
            # A TV screen: its device on line 4, column 3.
            canvas:
              theme: dark
              device: apple-tv-hd
            sections:
              - {itemCount: 3, group: {size: 1fw x 50, subitem: {size: 1fw x 1fh}}}

            """, to: "tv.yaml")
        let file = try runMosaic(["render", "tv.yaml", "--orientation", "portrait", "-o", "out"], in: folder)
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(
            file.stderr.contains(
                "tv.yaml:4:3: error: --orientation portrait: the file's canvas.device apple-tv-hd is always "
                    + "landscape; iPhones and iPads turn; an Apple TV and a Mac window do not"),
            file.stderr)
        let scale = try runMosaic(["render", "tv.yaml", "--scale", "3", "-o", "out"], in: folder)
        XCTAssertEqual(scale.status, 1)
        XCTAssertTrue(
            scale.stderr.contains(
                "tv.yaml:4:3: error: --scale 3: the file's canvas.device apple-tv-hd draws at 1x or 2x, as tvOS "
                    + "does; use --scale 1 or --scale 2"),
            scale.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testDeviceFrameDrawsTheDeviceAroundTheScreen() throws {
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "--device", "iphone-16-pro", "--device-frame", "--scale", "1",
                "-o", "framed.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        // The 402 x 874 screen inside a 12-point bezel and a 16-point margin.
        let png = try XCTUnwrap(pngSize(folder.appendingPathComponent("framed.png").bytes))
        XCTAssertEqual([png.width, png.height], [458, 930])
        let plain = try runMosaic(["render", "tiny.yaml", "--device-frame", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(
            plain.stderr.contains(
                "tiny.yaml:1:10: error: --device-frame draws an iPhone or iPad around the screen, and the file's "
                    + "canvas.size (no device) is not one; add --device NAME"),
            plain.stderr)
        let tv = try runMosaic(
            ["render", "tiny.yaml", "--device", "apple-tv-hd", "--device-frame", "-o", "tv.png"], in: folder)
        XCTAssertEqual(tv.status, 64)
        XCTAssertTrue(
            tv.stderr.contains(
                "--device-frame draws an iPhone or iPad around the screen; --device apple-tv-hd is the Apple TV HD."),
            tv.stderr)
        XCTAssertFalse(tv.stderr.contains("tiny.yaml:"), tv.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tv.png").path))
        let anatomy = try runMosaic(
            ["render", "tiny.yaml", "--device", "ipad-mini", "--device-frame", "--anatomy"],
            in: folder)
        XCTAssertEqual(anatomy.status, 64)
        XCTAssertTrue(
            anatomy.stderr.contains(
                "--device-frame frames the screen as a device shows it; it cannot go with --anatomy"),
            anatomy.stderr)
    }

    func testDevicesJSON() throws {
        struct Device: Decodable {
            var name: String
            var width: Double
            var height: Double
            var scale: Double
        }
        let result = try runMosaic(["devices", "--json"], in: folder)
        let devices = try JSONDecoder().decode([Device].self, from: Data(result.stdout.utf8))
        let phone = try XCTUnwrap(devices.first { $0.name == "iphone-15" })
        XCTAssertEqual([phone.width, phone.height, phone.scale], [393, 852, 3])
    }
}

/// Apple TV and Mac canvases on the command line: the devices in the list, `--window`, and
/// the combinations refused.
final class PlatformDeviceCommandTests: CLITestCase {
    func testDevicesListAppleTVAndMac() throws {
        let result = try runMosaic(["devices"], in: folder)
        let tv = result.stdout.split(separator: "\n").first { $0.hasPrefix("apple-tv-hd ") }
        XCTAssertTrue(tv?.contains("1920 x 1080") ?? false, result.stdout)
        XCTAssertTrue(tv?.contains("60, 80, 60, 80") ?? false, result.stdout)
        XCTAssertTrue(tv?.contains("tvOS") ?? false, result.stdout)
        let mac = result.stdout.split(separator: "\n").first { $0.hasPrefix("mac ") }
        XCTAssertTrue(mac?.contains("1280 x 800") ?? false, result.stdout)
        XCTAssertTrue(mac?.contains("2x") ?? false, result.stdout)
    }

    func testWindowSizesAMacCanvas() throws {
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "--device", "mac", "--window", "1000x700", "--scale", "1",
                "-o", "out", "--quiet"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = try XCTUnwrap(pngSize(folder.appendingPathComponent("out/tiny.png").bytes))
        XCTAssertEqual([png.width, png.height], [1000, 700])
    }

    func testWindowAndScaleThatDoNotFitAreRefused() throws {
        let phone = try runMosaic(["render", "tiny.yaml", "--device", "iphone-15", "--window", "1000x700"], in: folder)
        XCTAssertNotEqual(phone.status, 0)
        XCTAssertTrue(
            phone.stderr.contains("--window sets a Mac window's size; --device iphone-15 is not a Mac"),
            phone.stderr)
        let file = try runMosaic(["render", "tiny.yaml", "--window", "1000x700", "-o", "out"], in: folder)
        XCTAssertNotEqual(file.status, 0)
        XCTAssertTrue(
            file.stderr.contains(
                "tiny.yaml:1:10: error: --window sets a Mac window's size, and the file's canvas.size (no device) "
                    + "is not a Mac; add --device mac"),
            file.stderr)
        let scale = try runMosaic(["render", "tiny.yaml", "--device", "apple-tv-hd", "--scale", "3"], in: folder)
        XCTAssertNotEqual(scale.status, 0)
        XCTAssertTrue(
            scale.stderr.contains("--device apple-tv-hd draws at 1x or 2x, as tvOS does, not 3x"), scale.stderr)
        let bad = try runMosaic(["render", "tiny.yaml", "--device", "mac", "--window", "wide"], in: folder)
        XCTAssertNotEqual(bad.status, 0)
    }
}
