import Foundation
import XCTest

/// The command line's limits (`--max-pixels`, `--max-elements`, `--allow-path`) and the
/// checks on outputs made before anything is drawn.
final class LimitAndOutputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(
            "sections: [{itemCount: 2, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]\n",
            to: "tiny.yaml")
    }

    /// 1,000,000 rows of 400 pt on an iPhone 15 (393 pt wide, 3x): 1,179 x 1,200,000,279 px.
    func testAPageOverThePixelLimitIsRefusedAtTheCanvas() throws {
        try folder.write(
            """
            canvas: {device: iphone-15, fullPage: true}
            sections:
              - itemCount: 1000000
                group: {size: 1fw x 400, subitem: {size: 1fw x 1fh}}
            """, to: "tall.yaml")
        let result = try runMosaic(["render", "tall.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "tall.yaml:1:1: error: the image would be 1,179 x 1,200,000,279 px "
                    + "(1414.8 Gpx), more than the limit of 2 Gpx; use --max-pixels to raise it"),
            result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, [])
        // The viewport of the same file is 1,179 x 2,556 px = 3.0 Mpx.
        let small = try runMosaic(
            ["render", "tall.yaml", "-o", "out", "--no-full-page", "--max-pixels", "3100000"],
            in: folder)
        XCTAssertEqual(small.status, 0, small.stderr)
        let lower = try runMosaic(
            ["render", "tall.yaml", "-o", "out", "--no-full-page", "--max-pixels", "3000000"],
            in: folder)
        XCTAssertTrue(
            lower.stderr.contains("the image would be 1,179 x 2,556 px (3.01 Mpx), more than the limit of 3 Mpx"),
            lower.stderr)
    }

    /// Cairo draws at most 32,767 px a side; 20,000 pt at 3x is 60,000 px wide. The error
    /// points at the canvas (line 2: the title comes first).
    func testACanvasTooWideToDrawIsReportedAtTheCanvas() throws {
        try folder.write(
            "title: Wide\ncanvas: {size: 20000 x 800, scale: 3}\nsections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]\n",
            to: "wide.yaml")
        let result = try runMosaic(["render", "wide.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("wide.yaml:2:1: error: The output is 60000 pixels wide, more than Cairo's limit"),
            result.stderr)
    }

    func testMaxElementsRaisesTheCellLimit() throws {
        try folder.write(
            "sections: [{itemCount: 1000000, repeat: 3, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]",
            to: "many.yaml")
        let refused = try runMosaic(["check", "many.yaml"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains("many.yaml:1:11: error: the sections hold 3,000,000 cells in all"),
            refused.stderr)
        let raised = try runMosaic(["check", "many.yaml", "--max-elements", "3000000"], in: folder)
        XCTAssertEqual(raised.status, 0, raised.stderr)
    }

    func testAllowPathLetsImagesComeFromAnotherFolder() throws {
        let shared = folder.appendingPathComponent("shared")
        let layouts = folder.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 1, 0, 0, 0, 1]
        try Data(png).write(to: shared.appendingPathComponent("logo.png"))
        try layouts.write(
            "sections: [{group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}, content: [{image: ../shared/logo.png}]}]",
            to: "page.yaml")
        let refused = try runMosaic(["check", "layouts/page.yaml"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains(
                "layouts/page.yaml:1:84: error: image '../shared/logo.png' is outside the "
                    + "layout file's folder"), refused.stderr)
        let allowed = try runMosaic(["check", "layouts/page.yaml", "--allow-path", "shared"], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
    }

    func testAnOutputPathThatIsAFolderIsRefusedBeforeRendering() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out/tiny.png"),
            withIntermediateDirectories: true)
        let result = try runMosaic(["render", "tiny.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("mosaic: error: cannot write '"), result.stderr)
        XCTAssertTrue(result.stderr.contains("out/tiny.png': it is a folder; nothing was rendered"), result.stderr)
    }

    func testAnOutputFolderBelowAFileIsRefusedAndAMissingOneIsCreated() throws {
        try folder.write("a file", to: "notes")
        let result = try runMosaic(["render", "tiny.yaml", "-o", "notes/out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is a file, not a folder; nothing was rendered"), result.stderr)
        let created = try runMosaic(["render", "tiny.yaml", "-o", "new/deeper"], in: folder)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(folder.appendingPathComponent("new/deeper").fileNames, ["tiny.png"])
    }

    /// Root may write anywhere, so this runs only for other users.
    func testAReadOnlyFolderIsRefusedBeforeRendering() throws {
        try XCTSkipIf(geteuid() == 0, "root can write into read-only folders")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let result = try runMosaic(["render", "tiny.yaml", "-o", "locked"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("cannot write into the folder"), result.stderr)
    }
}
