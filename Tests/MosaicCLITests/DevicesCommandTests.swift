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

    func testDevicesJSON() throws {
        struct Device: Decodable { var name: String; var width: Double; var height: Double; var scale: Double }
        let result = try runMosaic(["devices", "--json"], in: folder)
        let devices = try JSONDecoder().decode([Device].self, from: Data(result.stdout.utf8))
        let phone = try XCTUnwrap(devices.first { $0.name == "iphone-15" })
        XCTAssertEqual([phone.width, phone.height, phone.scale], [393, 852, 3])
    }
}
