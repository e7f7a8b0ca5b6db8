import Foundation
import XCTest

/// `mosaic render --section`: one sideways section as a figure for an article (a filmstrip
/// wrapped to `--max-width`) or an animated PNG, and the errors that write nothing.
///
/// The carousel file is 240 x 320 points at 1x: a plain section 0, then section 1, "cards",
/// whose 168-point groups (0.7 of 240) page by 178 in a 120-point band.
final class FigureModeTests: CLITestCase {
    static let carousel = """
        canvas: {size: 240 x 320, scale: 1}
        sections:
          - itemCount: 2
            group: {size: 1fw x 40, subitem: {size: 1fw x 1fh}}
          - name: cards
            itemCount: 5
            orthogonalScrollingBehavior: groupPaging
            interGroupSpacing: 10
            group: {size: 0.7fw x 120, subitem: {size: 1fw x 1fh}}

        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write(Self.carousel, to: "carousel.yaml")
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    /// Five 240-point frames (the drag and four stops): 600 pixels hold two a row, so the
    /// figure is 12 + 2 x 240 + 12 + 12 = 516 wide and three rows, 492, tall; the alt text
    /// lists every frame.
    func testSectionFigureWrapsToTheMaximumWidthAndWritesAltText() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "filmstrip", "--section", "cards",
                "--max-width", "600", "--alt-text", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = pngSize(folder.appendingPathComponent("cards.png").bytes)
        XCTAssertEqual(size?.width, 516)
        XCTAssertEqual(size?.height, 492)
        let alt = String(decoding: folder.appendingPathComponent("cards.txt").bytes, as: UTF8.self)
        XCTAssertEqual(
            alt,
            "Frames of the cards section, which scrolls sideways with .groupPaging: released at"
                + " 120 pt → rests at 178 pt; stop 1 · 0 pt; stop 2 · 178 pt; stop 3 · 356 pt; stop 4 · 534 pt.\n")
    }

    /// By index, without a maximum width: one row of five frames, 1272 x 188.
    func testSectionByIndexIsOneRowTrimmedToItsFrames() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "filmstrip", "--section", "1",
                "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = pngSize(folder.appendingPathComponent("cards.png").bytes)
        XCTAssertEqual(size?.width, 1272)
        XCTAssertEqual(size?.height, 188)
    }

    func testAnimationIsAnAnimatedPNGOfTheSectionBand() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "animate", "--section", "cards",
                "--fps", "10", "--duration", "2", "--loop", "1", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = folder.appendingPathComponent("cards.png").bytes
        XCTAssertEqual(pngSize(bytes)?.width, 240)
        XCTAssertEqual(pngSize(bytes)?.height, 120)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("acTL") && text.contains("fcTL") && text.contains("fdAT"))
    }

    func testMissingSectionIsAnErrorOfTheFileAndWritesNothing() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "filmstrip", "--section", "photos",
                "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--section 'photos': the layout has no such section"), result.stderr)
        XCTAssertFalse(exists("cards.png"))
    }

    func testSectionThatDoesNotScrollSidewaysIsAnError() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "animate", "--section", "0",
                "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("section 0 does not scroll sideways"), result.stderr)
        XCTAssertFalse(exists("cards.png"))
    }

    func testMaximumWidthTooSmallForOneFrameIsAnError() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "filmstrip", "--section", "cards",
                "--max-width", "100", "--alt-text", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("--max-width 100 is too narrow for one frame: it needs at least 144 pixels"),
            result.stderr)
        XCTAssertFalse(exists("cards.png"))
        XCTAssertFalse(exists("cards.txt"))
    }

    /// `--caption` draws the file's title and description above the figure: the same width,
    /// taller; the alt text of an anatomy figure names its parts.
    func testCaptionAndAltTextOfAnAnatomyFigure() throws {
        try folder.write("title: Two rows\ndescription: A plain list of two rows.\n" + Self.carousel, to: "titled.yaml")
        let plain = try runMosaic(["render", "titled.yaml", "--anatomy", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let captioned = try runMosaic(
            ["render", "titled.yaml", "--anatomy", "--caption", "--alt-text", "-o", "captioned.png"],
            in: folder)
        XCTAssertEqual(captioned.status, 0, captioned.stderr)
        let before = try XCTUnwrap(pngSize(folder.appendingPathComponent("plain.png").bytes))
        let after = try XCTUnwrap(pngSize(folder.appendingPathComponent("captioned.png").bytes))
        XCTAssertEqual(after.width, before.width)
        XCTAssertGreaterThan(after.height, before.height + 30, "a 15-point title and a 12-point line")
        let alt = String(decoding: folder.appendingPathComponent("captioned.txt").bytes, as: UTF8.self)
        XCTAssertEqual(
            alt,
            "The structure of the layout: section 0; cards · .groupPaging; horizontal group 1fw x 40;"
                + " horizontal group 0.7fw x 120; item 1fw x 1fh; interGroupSpacing 10.\n")
        XCTAssertFalse(exists("plain.txt"))
        let svg = try runMosaic(["render", "titled.yaml", "--anatomy", "--caption", "-o", "captioned.svg"], in: folder)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        let text = String(decoding: folder.appendingPathComponent("captioned.svg").bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(">Two rows</text>") && text.contains(">A plain list of two rows.</text>"))
    }

    /// A section's figure takes the caption too: as wide as before (one row, 1272), taller.
    func testCaptionAboveASectionFigure() throws {
        try folder.write("title: Cards\n" + Self.carousel, to: "titled.yaml")
        let result = try runMosaic(
            [
                "render", "titled.yaml", "--orthogonal", "filmstrip", "--section", "cards",
                "--caption", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = try XCTUnwrap(pngSize(folder.appendingPathComponent("cards.png").bytes))
        XCTAssertEqual(size.width, 1272)
        XCTAssertGreaterThan(size.height, 188 + 12)
    }

    /// The page panel first: 12 + 240 + 12 + 5 x 240 + 4 x 12 + 12 = 1524 wide; the
    /// 320-point page sets the height, 12 + 24 + 320 + 20 + 12 = 388.
    func testPagePanelInTheSectionFigure() throws {
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "filmstrip", "--section", "cards",
                "--page-panel", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = try XCTUnwrap(pngSize(folder.appendingPathComponent("cards.png").bytes))
        XCTAssertEqual([size.width, size.height], [1524, 388])
    }

    /// A file without a title or description: the caption warns that it draws nothing.
    func testCaptionWithoutTitleOrDescriptionWarns() throws {
        let result = try runMosaic(
            ["render", "carousel.yaml", "--anatomy", "--caption", "-o", "anatomy.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("--caption draws nothing: the file has no 'title:' or 'description:'"),
            result.stderr)
    }

    /// Flags that cannot go together are usage errors (exit 64), before any file is read.
    func testFlagsThatCannotGoTogetherAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--orthogonal", "animate", "-o", "cards.png"], "--orthogonal animate needs --section"),
            (["--orthogonal", "animate", "--section", "cards", "-o", "cards.svg"], "cannot write SVG or PDF"),
            (
                ["--section", "cards", "-o", "cards.png"],
                "--section needs --orthogonal filmstrip or --orthogonal animate"
            ),
            (["--orthogonal", "filmstrip", "--max-width", "600", "-o", "cards.png"], "--max-width needs --section"),
            (
                ["--orthogonal", "filmstrip", "--section", "cards", "--fps", "10", "-o", "cards.png"],
                "are for --orthogonal animate"
            ),
            (["--caption", "-o", "cards.png"], "--caption needs a figure"),
            (["--orthogonal", "filmstrip", "--page-panel", "-o", "cards.png"], "--page-panel needs --section"),
            (
                ["--orthogonal", "animate", "--section", "cards", "--page-panel", "-o", "cards.png"],
                "--page-panel is for filmstrip figures"
            ),
            (["--alt-text", "-o", "cards.png"], "--alt-text needs a figure"),
            (
                ["--orthogonal", "animate", "--section", "cards", "--caption", "-o", "cards.png"],
                "--caption is for still figures"
            )
        ]
        for (flags, message) in cases {
            let result = try runMosaic(["render", "carousel.yaml"] + flags, in: folder)
            XCTAssertEqual(result.status, 64, flags.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), "\(flags): \(result.stderr)")
            XCTAssertFalse(exists("cards.png") || exists("cards.svg"))
        }
    }
}

/// The animated PNG in a real browser (Tests/Browser/apng_in_chromium.py): screenshots a
/// second apart differ. Skipped only where the browser or Selenium is missing and CI is not set.
final class AnimationInChromiumTests: CLITestCase {
    func testTheAnimationPlaysInChromium() throws {
        try folder.write(FigureModeTests.carousel, to: "carousel.yaml")
        let result = try runMosaic(
            [
                "render", "carousel.yaml", "--orthogonal", "animate", "--section", "cards",
                "--duration", "3", "-o", "cards.png"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/apng_in_chromium.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.appendingPathComponent("cards.png").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 2 {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("on CI: \(output)") }
            throw XCTSkip(output)
        }
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("loaded 240x120"), output)
        XCTAssertTrue(output.hasSuffix("ok\n"), output)
    }
}
