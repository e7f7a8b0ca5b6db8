import Foundation
import XCTest

/// Usage errors (exit status 64 with the usage) and every subcommand's help.
final class UsageTests: CLITestCase {
    func testUnknownOptionExitsWith64AndUsage() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--bogus"], in: folder)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("Unknown option '--bogus'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Usage: mosaic render"), result.stderr)
    }

    func testBadValuesExitWith64() throws {
        let cases: [([String], String)] = [
            (["render", "tiny.yaml", "--format", "gif"], "'gif' is invalid"),
            (["render", "tiny.yaml", "--device", "iphone-99"], "Unknown device 'iphone-99'"),
            (["render", "tiny.yaml", "--scale", "5"], "The scale must be 1, 2 or 3"),
            (["render", "tiny.yaml", "--orthogonal", "sideways"], "'sideways' is invalid"),
            (["render"], "Missing expected argument"),
            (["render", "tiny.yaml", "bad.yaml", "-o", "one.png"], "names one file, but there are 2 inputs"),
            (["render", "tiny.yaml", "-o", "one.png", "--format", "svg"], "is a .png file, but --format asks for svg"),
            (["frames"], "Missing expected argument"),
            (["check"], "Missing expected argument"),
            (["explode"], "Unexpected argument 'explode'")
        ]
        for (arguments, message) in cases {
            let result = try runMosaic(arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Usage: mosaic"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "tiny.yaml"])
    }

    func testEverySubcommandHasHelpWithExamples() throws {
        for command in ["render", "frames", "check", "devices"] {
            let result = try runMosaic([command, "--help"], in: folder)
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.stdout.contains("Examples:"), "\(command): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("mosaic \(command)"), "\(command): \(result.stdout)")
        }
    }
}
