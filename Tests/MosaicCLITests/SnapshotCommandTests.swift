import Foundation
import XCTest

/// Runs `mosaic snapshot` on small layout files: record, verify, report, JUnit, bad input.
final class SnapshotCommandTests: XCTestCase {
    /// A 200 x 240 canvas at 1x: a 30-point header over three 50-point rows (y 30, 80, 130).
    static func layout(rowHeight: Int = 50, color: String = "blue", header: Bool = true) -> String {
        """
        canvas: {size: 200 x 240, scale: 1}
        sections:
          - itemCount: 3
        \(header ? "    header: {text: Hello, size: 1fw x 30}\n" : "")\
            group:
              size: 1fw x \(rowHeight)
              subitem: {size: 1fw x 1fh}
            content:
              - {title: One, color: \(color)}

        """
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(Self.layout(), to: "rows.yaml")
    }

    private func snapshot(_ arguments: [String]) throws -> RunResult {
        try runMosaic(["snapshot", "rows.yaml", "--references", "refs"] + arguments, in: folder)
    }

    private func text(_ name: String) -> String {
        String(decoding: folder.appendingPathComponent(name).bytes, as: UTF8.self)
    }

    func testRecordThenVerifyPasses() throws {
        let recorded = try snapshot(["--record"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertEqual(folder.appendingPathComponent("refs/rows").fileNames, ["default.frames.txt", "default.png"])
        XCTAssertEqual(pngSize(folder.appendingPathComponent("refs/rows/default.png").bytes)?.width, 200)
        // The frames: the header and three rows, 50 points apart below it.
        let frames = text("refs/rows/default.frames.txt")
        XCTAssertEqual(frames.components(separatedBy: "\ncell cell ").count - 1, 3, frames)
        XCTAssertTrue(frames.contains("cell cell 0 2 0 130 200 50 0"), frames)

        // Re-recording an unchanged screen changes no byte.
        let files = ["default.frames.txt", "default.png"].map { "refs/rows/" + $0 }
        let before = files.map { folder.appendingPathComponent($0).bytes }
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        XCTAssertEqual(files.map { folder.appendingPathComponent($0).bytes }, before)

        let verified = try snapshot([])
        XCTAssertEqual(verified.status, 0, verified.stderr)
        XCTAssertTrue(verified.stderr.contains("rows [default]: passed"), verified.stderr)
        XCTAssertTrue(verified.stderr.contains("1 passed, 0 changed, 0 new, 0 failed"), verified.stderr)
    }

    func testAnEditedFileFailsAndTheReportAndJUnitNameTheMovedElement() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        // Rows 58 points tall: row 0 grows by 8, row 1 moves from y 80 to 88 and grows, row 2 from 130 to 146.
        try folder.write(Self.layout(rowHeight: 58), to: "rows.yaml")
        let result = try snapshot(["--report", "report", "--junit", "junit.xml"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("rows [default]: changed"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("section 0, item 1: moved 8 pt down (y 80 -> 88), 8 pt taller (height 50 -> 58)"),
            result.stderr)

        let report = text("report/index.html")
        XCTAssertTrue(
            report.contains("section 0, item 2: moved 16 pt down (y 130 -&gt; 146), 8 pt taller (height 50 -&gt; 58)"),
            report)
        XCTAssertTrue(report.contains(#"<b data-count="changed">1</b>"#), report)
        XCTAssertTrue(report.contains(#"src="images/rows.default.reference.png""#))
        XCTAssertFalse(report.contains("http"), "the report is self-contained")
        XCTAssertEqual(
            folder.appendingPathComponent("report/images").fileNames,
            ["rows.default.actual.png", "rows.default.diff.png", "rows.default.reference.png"])
        // The outline of row 1 where it was (y 80) and where it is (y 88), in image pixels at 1x.
        XCTAssertTrue(report.contains(#"<rect class="was" x="0" y="80" width="200" height="50""#), report)
        XCTAssertTrue(report.contains(#"<rect class="now" x="0" y="88" width="200" height="58""#), report)

        let junit = text("junit.xml")
        XCTAssertTrue(junit.contains(#"<testsuite name="mosaic snapshot" tests="1" failures="1" errors="0""#), junit)
        XCTAssertTrue(junit.contains(#"<testcase classname="rows" name="default""#), junit)
        XCTAssertTrue(junit.contains("section 0, item 1: moved 8 pt down"), junit)
        // The reference is left as it was.
        XCTAssertTrue(text("refs/rows/default.frames.txt").contains("cell cell 0 2 0 130 200 50 0"))
    }

    func testAMarkdownSummaryListsTheChangesForAPullRequest() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write(Self.layout(rowHeight: 58), to: "rows.yaml")
        XCTAssertEqual(try snapshot(["--markdown", "changes.md"]).status, 1)
        let html = try CommonMark.html(folder.appendingPathComponent("changes.md"))
        XCTAssertTrue(html.hasPrefix("<h2>Mosaic snapshots: 0 passed, 1 changed, 0 new, 0 failed</h2>\n"), html)
        XCTAssertTrue(html.contains("<h3>rows [default]: changed</h3>"), html)
        XCTAssertTrue(
            html.contains(
                "<li>section 0, item 2: moved 16 pt down (y 130 -&gt; 146), 8 pt taller (height 50 -&gt; 58)</li>"),
            html)
    }

    func testAReportReplacesTheImagesOfItsEarlierRunAndNothingElse() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        XCTAssertEqual(try snapshot(["--report", "report"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("report").fileNames, [".mosaic-report", "index.html"])
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("report/images"),
            withIntermediateDirectories: true)
        try folder.write("old", to: "report/images/gone.default.actual.png")
        try folder.write("mine", to: "report/notes.txt")
        XCTAssertEqual(try snapshot(["--report", "report"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("report").fileNames, [".mosaic-report", "index.html", "notes.txt"])
        XCTAssertTrue(text("report/index.html").contains(#"<b data-count="passed">1</b>"#))
    }

    /// Under a 20-pt safe area the page rests scrolled to y -20: content y 80 is drawn at
    /// y 100 of the image, and at 2x the outline of row 1 is at pixel y 200.
    func testOutlinesFollowTheScrollPositionAndScale() throws {
        try folder.write(
            Self.layout().replacingOccurrences(of: "scale: 1}", with: "scale: 2, safeArea: {top: 20}}"),
            to: "rows.yaml")
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write(
            Self.layout(rowHeight: 58).replacingOccurrences(of: "scale: 1}", with: "scale: 2, safeArea: {top: 20}}"),
            to: "rows.yaml")
        XCTAssertEqual(try snapshot(["--report", "report"]).status, 1)
        let report = text("report/index.html")
        XCTAssertTrue(report.contains(#"<rect class="was" x="0" y="200" width="400" height="100""#), report)
        XCTAssertTrue(report.contains(#"<rect class="now" x="0" y="216" width="400" height="116""#), report)
    }

    func testAColourChangeIsADrawingChangeOnly() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write(Self.layout(color: "red"), to: "rows.yaml")
        let result = try snapshot(["--report", "report"])
        XCTAssertEqual(result.status, 1, result.stderr)
        // "One" is the first row's content: the colour change is on it alone.
        XCTAssertTrue(
            result.stderr.contains(
                "drawing change only: no element moved or resized; pixels changed on "
                    + "section 0, item 0 ("), result.stderr)
        XCTAssertFalse(result.stderr.contains("section 0, item 1"), result.stderr)
        XCTAssertTrue(text("report/index.html").contains(#"<p class="drawing-only">"#))
    }

    func testAMissingReferenceIsNewAndNothingIsWritten() throws {
        let result = try snapshot(["--junit", "junit.xml"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("rows [default]: new"), result.stderr)
        XCTAssertTrue(result.stderr.contains("0 passed, 0 changed, 1 new, 0 failed"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs").path))
        XCTAssertTrue(text("junit.xml").contains(#"type="new""#))
    }

    func testRecordMissingLeavesChangedReferencesAlone() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write(Self.layout(header: false), to: "rows.yaml")
        let result = try snapshot(["--record-missing", "--theme", "dark"])
        // The dark variant is new and recorded; nothing else is checked.
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(folder.appendingPathComponent("refs/rows").fileNames.contains("dark.png"))
        let changed = try snapshot([])
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stderr.contains("section 0 header: gone"), changed.stderr)
        // Without the 30-pt header, the three rows move up alike: one line.
        XCTAssertTrue(changed.stderr.contains("\n  section 0, items 0-2: moved 30 pt up\n"), changed.stderr)
        XCTAssertEqual(try snapshot(["--record-failed"]).status, 0)
        XCTAssertEqual(try snapshot([]).status, 0)
    }

    func testVariantsAreEveryCombinationOfTheFlags() throws {
        let result = try snapshot([
            "--record", "--device", "iphone-se", "--theme", "light", "--theme", "dark",
            "--scale", "1"
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("refs/rows").fileNames.filter { $0.hasSuffix(".png") },
            ["iphone-se-dark-1x.png", "iphone-se-light-1x.png"])
        // iPhone SE is 375 points wide.
        XCTAssertEqual(pngSize(folder.appendingPathComponent("refs/rows/iphone-se-dark-1x.png").bytes)?.width, 375)
    }

    // MARK: bad input

    func testAReferencesFolderThatIsAFileIsAUsageError() throws {
        try folder.write("not a folder", to: "refs")
        let result = try snapshot([])
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains("--references refs is a file, not a folder"), result.stderr)
    }

    func testTwoInputsWithTheSameKeyAreAUsageError() throws {
        try folder.write(Self.layout(), to: "rows.json")
        let result = try runMosaic(
            ["snapshot", "rows.yaml", "rows.json", "--references", "refs", "--record"],
            in: folder)
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("'rows.yaml' and 'rows.json' would both have their references in refs/rows/"),
            result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs").path))
    }

    func testACorruptReferencePNGIsNamed() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write("not a png", to: "refs/rows/default.png")
        try folder.write(Self.layout(rowHeight: 58), to: "rows.yaml")
        let result = try snapshot(["--report", "report"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "the reference \(folder.appendingPathComponent("refs/rows/default.png").path) "
                    + "is damaged: the file is not a PNG (no PNG signature)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("0 passed, 0 changed, 0 new, 1 failed"), result.stderr)
    }

    func testABadLayoutFileFailsWithItsPlaceAndTheOthersAreStillChecked() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        try folder.write(CLITestCase.misspelt, to: "bad.yaml")
        let result = try runMosaic(
            ["snapshot", "rows.yaml", "bad.yaml", "--references", "refs", "--junit", "junit.xml"],
            in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("bad.yaml:4:5"), result.stderr)
        XCTAssertTrue(result.stderr.contains("1 passed, 0 changed, 0 new, 1 failed"), result.stderr)
        XCTAssertTrue(text("junit.xml").contains(#"errors="1""#), text("junit.xml"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/bad").path))
    }
}
