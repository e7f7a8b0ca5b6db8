import Foundation
import XCTest

/// The variant axes on the command line: `--text-size`, `--direction` and `--pseudo-localize`
/// on `mosaic snapshot` (repeatable, named in reference files), `mosaic frames` and `mosaic render`.
final class VariantFlagsTests: XCTestCase {
    /// A plain list, 200 points wide at 1x, with two one-line rows (estimated 44 tall).
    static let list = """
        canvas: {size: 200 x 300, scale: 1}
        layout:
          list: plain
        sections:
          - content:
              - {title: Wi-Fi}
              - {title: Mail}

        """

    /// Two 100-point columns, 50 tall.
    static let columns = """
        canvas: {size: 200 x 300, scale: 1}
        sections:
          - itemCount: 2
            group:
              size: 1fw x 50
              subitem: {size: 0.5fw x 1fh}

        """

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(Self.list, to: "list.yaml")
        try folder.write(Self.columns, to: "columns.yaml")
    }

    private func text(_ name: String) -> String {
        String(decoding: folder.appendingPathComponent(name).bytes, as: UTF8.self)
    }

    func testFramesGrowWithTheTextSize() throws {
        let large = try runMosaic(["frames", "list.yaml"], in: folder)
        XCTAssertEqual(large.status, 0, large.stderr)
        // 11 + 17 x 1.21024 (Inter's line height) + 11 = 42.57: the 44-pt minimum row.
        XCTAssertTrue(large.stdout.contains("cell      cell        0     1  0  44    200      44  0"), large.stdout)
        let accessibility = try runMosaic(["frames", "list.yaml", "--text-size", "accessibility-xl"], in: folder)
        XCTAssertEqual(accessibility.status, 0, accessibility.stderr)
        // Body at AX3 is 40 pt: 11 + 48.41 + 11 = 70.41, up to 71 at 1x.
        XCTAssertTrue(
            accessibility.stdout.contains("cell      cell        0     1  0  71    200      71  0"),
            accessibility.stdout)
    }

    func testRightToLeftPutsTheFirstItemOnTheRight() throws {
        let result = try runMosaic(["frames", "columns.yaml", "--direction", "rtl"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("cell      cell        0     0  100  0    100      50  0"), result.stdout)
        XCTAssertTrue(result.stdout.contains("cell      cell        0     1    0  0    100      50  0"), result.stdout)
    }

    func testSnapshotNamesReferencesAfterEveryAxis() throws {
        let result = try runMosaic(
            [
                "snapshot", "list.yaml", "--references", "refs", "--record",
                "--text-size", "l", "--text-size", "accessibility-xxxl", "--direction", "rtl",
                "--pseudo-localize"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("refs/list").fileNames.filter { $0.hasSuffix(".png") },
            ["accessibility-xxxl-rtl-pseudo.png", "l-rtl-pseudo.png"])
        XCTAssertTrue(result.stderr.contains("list [accessibility-xxxl-rtl-pseudo]: new, recorded"), result.stderr)
        // At Large the rows keep 44 points; at AX5 (53-pt body) "[Ŵî-Ƒî one]" wraps in 168 points.
        func cellHeights(_ name: String) -> Set<String> {
            Set(
                text("refs/list/\(name).frames.txt").split(separator: "\n").filter { $0.hasPrefix("cell ") }
                    .map { String($0.split(separator: " ")[7]) })
        }
        XCTAssertTrue(cellHeights("l-rtl-pseudo").contains("44"))
        XCTAssertFalse(cellHeights("accessibility-xxxl-rtl-pseudo").contains("44"))

        let verified = try runMosaic(
            [
                "snapshot", "list.yaml", "--references", "refs", "--text-size", "l",
                "--text-size", "accessibility-xxxl", "--direction", "rtl", "--pseudo-localize"
            ],
            in: folder)
        XCTAssertEqual(verified.status, 0, verified.stderr)
        XCTAssertTrue(verified.stderr.contains("2 passed"), verified.stderr)
        // Without pseudo-localisation the references of this variant do not exist yet.
        let plain = try runMosaic(
            [
                "snapshot", "list.yaml", "--references", "refs", "--text-size", "l",
                "--direction", "rtl"
            ], in: folder)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("list [l-rtl]: new"), plain.stderr)
    }

    func testRenderTakesTheSameCanvasFlags() throws {
        let plain = try runMosaic(["render", "list.yaml", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let varied = try runMosaic(
            [
                "render", "list.yaml", "-o", "varied.png", "--text-size", "accessibility-xxxl",
                "--direction", "rtl", "--pseudo-localize"
            ], in: folder)
        XCTAssertEqual(varied.status, 0, varied.stderr)
        XCTAssertEqual(pngSize(folder.appendingPathComponent("varied.png").bytes)?.width, 200)
        XCTAssertNotEqual(
            folder.appendingPathComponent("plain.png").bytes, folder.appendingPathComponent("varied.png").bytes)
    }

    func testAnUnknownTextSizeOrDirectionIsAUsageError() throws {
        let size = try runMosaic(["snapshot", "list.yaml", "--references", "refs", "--text-size", "huge"], in: folder)
        XCTAssertEqual(size.status, 64, size.stderr)
        XCTAssertTrue(size.stderr.contains("The value 'huge' is invalid for '--text-size <size>'"), size.stderr)
        XCTAssertTrue(size.stderr.contains("accessibility-xxxl"), size.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs").path))
        let direction = try runMosaic(["render", "list.yaml", "--direction", "up"], in: folder)
        XCTAssertEqual(direction.status, 64, direction.stderr)
        XCTAssertTrue(
            direction.stderr.contains("The value 'up' is invalid for '--direction <direction>'"), direction.stderr)
    }

    func testRenderWritesEveryCombinationNamedAsSnapshotNamesVariants() throws {
        let result = try runMosaic(
            [
                "render", "columns.yaml", "-o", "out", "--theme", "light", "--theme", "dark",
                "--direction", "ltr", "--direction", "rtl"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("out").fileNames,
            ["columns-dark-ltr.png", "columns-dark-rtl.png", "columns-light-ltr.png", "columns-light-rtl.png"])
        XCTAssertTrue(result.stderr.contains("Rendered 4 images from 1 of 1 file"), result.stderr)
        XCTAssertNotEqual(
            folder.appendingPathComponent("out/columns-light-ltr.png").bytes,
            folder.appendingPathComponent("out/columns-dark-ltr.png").bytes)
        // The same names as the references `mosaic snapshot` records for the same flags.
        let snapshot = try runMosaic(
            [
                "snapshot", "columns.yaml", "--references", "refs", "--record",
                "--theme", "light", "--theme", "dark", "--direction", "ltr", "--direction", "rtl"
            ],
            in: folder)
        XCTAssertEqual(snapshot.status, 0, snapshot.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("refs/columns").fileNames.filter { $0.hasSuffix(".png") },
            ["dark-ltr.png", "dark-rtl.png", "light-ltr.png", "light-rtl.png"])
    }

    /// `--language` is an axis like the others: 骨 has Japanese and Simplified Chinese forms.
    func testLanguageIsAnAxisThatPicksTheFormsOfHan() throws {
        try folder.write(
            """
            canvas: {size: 120 x 60, scale: 1}
            sections:
              - group: {size: 1fw x 60, subitem: {size: 1fw x 1fh}}
                content: [骨]

            """, to: "han.yaml")
        let result = try runMosaic(
            ["render", "han.yaml", "-o", "out", "--language", "ja", "--language", "zh-Hans"],
            in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, ["han-ja.png", "han-zh-hans.png"])
        XCTAssertNotEqual(
            folder.appendingPathComponent("out/han-ja.png").bytes,
            folder.appendingPathComponent("out/han-zh-hans.png").bytes)
        let frames = try runMosaic(["frames", "han.yaml", "--language", "ja", "--language", "ko"], in: folder)
        XCTAssertEqual(frames.status, 64)
        XCTAssertTrue(frames.stderr.contains("--language is given 2 different values"), frames.stderr)
    }

    /// An empty or malformed tag is refused with what a tag looks like, not only "invalid".
    func testALanguageThatIsNotATagSaysWhatATagIs() throws {
        for tag in ["", "x", "ja-"] {
            let result = try runMosaic(["render", "columns.yaml", "-o", "out", "--language", tag], in: folder)
            XCTAssertEqual(result.status, 64, tag)
            XCTAssertTrue(result.stderr.contains("'\(tag)' is not a language tag"), result.stderr)
            XCTAssertTrue(result.stderr.contains("such as ja, zh-Hans or ko"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testOneValuePerFlagKeepsThePlainName() throws {
        let result = try runMosaic(
            [
                "render", "columns.yaml", "-o", "out", "--theme", "dark", "--theme", "dark",
                "--suffix", "-night"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, ["columns-night.png"])
    }

    func testAMatrixCannotGoToOneFile() throws {
        let result = try runMosaic(
            ["render", "columns.yaml", "-o", "one.png", "--theme", "light", "--theme", "dark"],
            in: folder)
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("'-o one.png' names one file, but the flags ask for 2 variants (light, dark)"),
            result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.png").path))
    }

    func testFramesRefusesRepeatedFlags() throws {
        let result = try runMosaic(["frames", "columns.yaml", "--direction", "ltr", "--direction", "rtl"], in: folder)
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("--direction is given 2 different values, and mosaic frames prints one result"),
            result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
