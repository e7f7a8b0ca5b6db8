import Foundation
import XCTest

/// Layout files from pipes: `-` for standard input, `/dev/stdin`, and what an unreadable
/// path says (the built executable, run as a user runs it).
final class StandardInputTests: XCTestCase {
    /// Two rows 50 pt tall across the default 393 pt iPhone screen.
    private let twoRows = """
        sections:
          - itemCount: 2
            group: {size: 1fw x 50, subitem: {size: 1fw x 1fh}}
        """
    private let expectedRows = [
        "CATEGORY  KIND  SECTION  ITEM  X   Y  WIDTH  HEIGHT  Z",
        "cell      cell        0     0  0   0    393      50  0",
        "cell      cell        0     1  0  50    393      50  0"
    ]

    func testFramesReadsADashAndDevStdinFromAPipe() throws {
        let folder = try makeTemporaryDirectory(for: self)
        for path in ["-", "/dev/stdin"] {
            let result = try runMosaic(["frames", path], in: folder, standardInput: twoRows)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init), expectedRows, path)
        }
    }

    func testMistakesFromStandardInputAreNamedStdinWithLineAndColumn() throws {
        let folder = try makeTemporaryDirectory(for: self)
        let bad = twoRows.replacingOccurrences(of: "itemCount: 2", with: "itemCount: x")
        let check = try runMosaic(["check", "-"], in: folder, standardInput: bad)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.stderr.contains("<stdin>:2:16: error: 'itemCount' must be a whole number, not 'x'"), check.stderr)
        let good = try runMosaic(["check", "-"], in: folder, standardInput: twoRows)
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(good.stdout, "<stdin>: ok\n")
    }

    func testRenderNamesTheImageOfStandardInputStdin() throws {
        let folder = try makeTemporaryDirectory(for: self)
        let result = try runMosaic(["render", "-", "-o", "out", "--scale", "1"], in: folder, standardInput: twoRows)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, ["stdin.png"])
        let size = try XCTUnwrap(pngSize(folder.appendingPathComponent("out/stdin.png").bytes))
        XCTAssertEqual(size.width, 393)
        XCTAssertTrue(result.stderr.contains("<stdin> -> "), result.stderr)
    }

    func testUnreadablePathsSayWhy() throws {
        let folder = try makeTemporaryDirectory(for: self)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        let directory = try runMosaic(["frames", "layouts"], in: folder)
        XCTAssertEqual(directory.status, 1)
        XCTAssertEqual(
            directory.stderr.trimmingCharacters(in: .whitespacesAndNewlines),
            "layouts: error: cannot read the file: it is a folder; give a layout file (.yaml, .yml or .json) in it")
        let missing = try runMosaic(["check", "missing.yaml"], in: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(
            missing.stderr.trimmingCharacters(in: .whitespacesAndNewlines),
            "missing.yaml: error: cannot read the file: no such file or directory")
    }

    /// An endless input stops at 64 MiB (it filled memory until killed).
    func testEndlessInputIsRefusedAtSixtyFourMebibytes() throws {
        let folder = try makeTemporaryDirectory(for: self)
        let result = try runMosaic(["render", "/dev/zero", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "/dev/zero: error: cannot read the file: it is larger than 64 MiB, "
                    + "the most a layout file may have; a layout file is a few kilobytes of text: "
                    + "check that this is the right file"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
