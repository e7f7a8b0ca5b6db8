import Foundation
import XCTest

/// `mosaic snapshot` writes only where it may: a report folder of its own, references only
/// inside the references folder, each layout file under its own key; and it finds and
/// prunes orphaned references correctly for the files of the run.
final class SnapshotFoldersTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(SnapshotCommandTests.layout(), to: "rows.yaml")
    }

    private func snapshot(_ arguments: [String]) throws -> RunResult {
        try runMosaic(["snapshot"] + arguments, in: folder)
    }

    private func mkdir(_ path: String) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    private func text(_ path: String) -> String {
        String(decoding: folder.appendingPathComponent(path).bytes, as: UTF8.self)
    }

    // MARK: the report folder

    /// `--report .` in a docs folder used to delete its images/ and replace its index.html.
    func testAReportIntoAFolderOfSomeoneElsesIsRefusedAndNothingIsTouched() throws {
        try mkdir("docs/images")
        try folder.write("their page", to: "docs/index.html")
        try folder.write("their picture", to: "docs/images/logo.png")
        try folder.write(SnapshotCommandTests.layout(), to: "docs/rows.yaml")
        let run = try runMosaic(
            ["snapshot", "rows.yaml", "--references", "../refs", "--record", "--report", "."],
            in: folder.appendingPathComponent("docs"))
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "--report . is a folder mosaic snapshot did not make (it has no .mosaic-report "
                    + "file) and it is not empty"), run.stderr)
        XCTAssertEqual(text("docs/index.html"), "their page")
        XCTAssertEqual(text("docs/images/logo.png"), "their picture")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs").path))
    }

    /// With a layout named images.yaml, `--report refs` deleted that layout's references.
    func testAReportIntoTheReferencesFolderIsRefused() throws {
        try folder.write(SnapshotCommandTests.layout(), to: "images.yaml")
        XCTAssertEqual(try snapshot(["images.yaml", "--references", "refs", "--record"]).status, 0)
        for report in ["refs", "refs/report", "."] {
            let run = try snapshot(["images.yaml", "--references", "refs", "--report", report])
            XCTAssertEqual(run.status, 64, run.stderr)
            XCTAssertTrue(run.stderr.contains("--report \(report) and --references refs overlap"), run.stderr)
        }
        XCTAssertEqual(
            folder.appendingPathComponent("refs/images").fileNames,
            ["default.frames.txt", "default.png"])
    }

    func testAReportGoesIntoANewOrEmptyFolder() throws {
        XCTAssertEqual(try snapshot(["rows.yaml", "--references", "refs", "--record"]).status, 0)
        try mkdir("empty")
        XCTAssertEqual(try snapshot(["rows.yaml", "--references", "refs", "--report", "empty"]).status, 0)
        XCTAssertEqual(try snapshot(["rows.yaml", "--references", "refs", "--report", "new/report"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("new/report").fileNames, [".mosaic-report", "index.html"])
        XCTAssertEqual(folder.appendingPathComponent("empty").fileNames, [".mosaic-report", "index.html"])
    }

    // MARK: references only inside the references folder

    /// A 0.1.0 reference (Tests/Fixtures/legacy-reference) whose `.json` names an image out
    /// of the references folder: that image was shown in the report as the reference. The
    /// reference's own PNG is what is read, whatever the record names.
    func testAnImageNameLeadingOutOfTheReferenceIsNeverRead() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/legacy-reference")
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("refs"), to: folder.appendingPathComponent("refs"))
        let record = text("refs/rows/default.json")
        try folder.write(
            record.replacingOccurrences(
                of: #""image" : "default.png""#,
                with: #""image" : "../../outside/private.png""#),
            to: "refs/rows/default.json")
        // A 10 x 10 PNG outside, which the report must not show.
        try mkdir("outside")
        try folder.write(
            "canvas: {size: 10 x 10, scale: 1}\nsections: [{itemCount: 1, group: {size: 1fw x 10, "
                + "subitem: {size: 1fw x 1fh}}}]\n", to: "outside/private.yaml")
        XCTAssertEqual(
            try runMosaic(["render", "outside/private.yaml", "-o", "outside/private.png"], in: folder).status, 0)
        try folder.write(SnapshotCommandTests.layout(rowHeight: 58), to: "rows.yaml")
        let run = try snapshot(["rows.yaml", "--references", "refs", "--report", "report"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("rows [default]: changed"), run.stderr)
        XCTAssertEqual(
            pngSize(folder.appendingPathComponent("report/images/rows.default.reference.png").bytes)?.width, 200)
    }

    /// refs/rows a link to a folder outside: --record wrote through it.
    func testALinkOutOfTheReferencesFolderIsRefusedForWritingAndReading() throws {
        try mkdir("outside")
        try folder.write("keep", to: "outside/default.png")
        try mkdir("refs")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("refs/rows").path,
            withDestinationPath: "../outside")
        for arguments in [["--record"], []] {
            let run = try snapshot(["rows.yaml", "--references", "refs"] + arguments)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(
                run.stderr.contains(
                    "refs/rows is a symbolic link to \(folder.appendingPathComponent("outside").resolvingSymlinksInPath().path), "
                        + "outside the references folder"), run.stderr)
        }
        XCTAssertEqual(folder.appendingPathComponent("outside").fileNames, ["default.png"])
        XCTAssertEqual(text("outside/default.png"), "keep")
    }

    /// A link inside the references folder that stays inside it is fine.
    func testALinkWithinTheReferencesFolderIsFollowed() throws {
        try mkdir("refs/shared")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("refs/rows").path,
            withDestinationPath: "shared")
        XCTAssertEqual(try snapshot(["rows.yaml", "--references", "refs", "--record"]).status, 0)
        XCTAssertEqual(
            folder.appendingPathComponent("refs/shared").fileNames,
            ["default.frames.txt", "default.png"])
        XCTAssertEqual(try snapshot(["rows.yaml", "--references", "refs"]).status, 0)
    }

    // MARK: keys

    /// a/home.yaml and b/home.yaml overwrote each other's references across runs.
    func testFilesOfOneNameInTwoFoldersKeepTheirOwnReferences() throws {
        try mkdir("a")
        try mkdir("b")
        try folder.write(SnapshotCommandTests.layout(), to: "a/home.yaml")
        try folder.write(SnapshotCommandTests.layout(color: "red"), to: "b/home.yaml")
        XCTAssertEqual(try snapshot(["a/home.yaml", "--references", "refs", "--record"]).status, 0)
        XCTAssertEqual(try snapshot(["b/home.yaml", "--references", "refs", "--record"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("refs").fileNames, [".mosaic.lock", "a", "b"])
        let run = try snapshot(["a/home.yaml", "b/home.yaml", "--references", "refs"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("a/home [default]: passed"), run.stderr)
        XCTAssertTrue(run.stderr.contains("b/home [default]: passed"), run.stderr)
        // From inside a/, with --root the parent, the key is the same.
        let inside = try runMosaic(
            ["snapshot", "home.yaml", "--references", "../refs", "--root", ".."],
            in: folder.appendingPathComponent("a"))
        XCTAssertEqual(inside.status, 0, inside.stderr)
    }

    func testAFileOutsideTheRootIsAUsageError() throws {
        try mkdir("a")
        let run = try runMosaic(
            ["snapshot", "../rows.yaml", "--references", "refs"], in: folder.appendingPathComponent("a"))
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(run.stderr.contains("'../rows.yaml' is not inside the current folder"), run.stderr)
    }

    /// References an earlier Mosaic keyed by the base name alone (refs/home for a/home.yaml):
    /// the new case says where they are and how to move them.
    func testReferencesKeyedByBaseNameGetAMigrationMessage() throws {
        try mkdir("a")
        try folder.write(SnapshotCommandTests.layout(), to: "a/home.yaml")
        try folder.write(SnapshotCommandTests.layout(), to: "home.yaml")
        XCTAssertEqual(try snapshot(["home.yaml", "--references", "refs", "--record"]).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("home.yaml"))
        let run = try snapshot(["a/home.yaml", "--references", "refs"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let old = folder.appendingPathComponent("refs/home").path
        XCTAssertTrue(
            run.stderr.contains(
                "\(old) holds references keyed by the file's name alone, as Mosaic did before "
                    + "keying them by path: move them (mv \(old) \(folder.appendingPathComponent("refs/a/home").path))"),
            run.stderr)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("refs/a"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("refs/home"),
            to: folder.appendingPathComponent("refs/a/home"))
        XCTAssertEqual(try snapshot(["a/home.yaml", "--references", "refs"]).status, 0)
    }

    // MARK: orphans

    private func recordTwoFilesInTwoThemes() throws {
        try folder.write(SnapshotCommandTests.layout(color: "red"), to: "other.yaml")
        let run = try snapshot([
            "rows.yaml", "other.yaml", "--references", "refs", "--record",
            "--theme", "light", "--theme", "dark"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testARunOverSomeFilesOrphansNoneOfTheOthers() throws {
        try recordTwoFilesInTwoThemes()
        let run = try snapshot([
            "rows.yaml", "--references", "refs", "--theme", "light", "--theme", "dark",
            "--junit", "junit.xml"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("orphan"), run.stderr)
        XCTAssertEqual(try JUnitCases(parsing: folder.appendingPathComponent("junit.xml").bytes).cases.count, 2)
    }

    func testOrphansAreListedOnTheConsoleInJUnitAndInMarkdown() throws {
        try recordTwoFilesInTwoThemes()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("other.yaml"))
        let run = try snapshot([
            "rows.yaml", "--references", "refs", "--theme", "light", "--junit", "junit.xml",
            "--markdown", "changes.md", "--report", "report"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stderr.contains("orphaned reference other [dark]: its layout file other.yaml no longer exists\n"),
            run.stderr)
        XCTAssertTrue(
            run.stderr.contains("orphaned reference other [light]: its layout file other.yaml no longer exists\n"),
            run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "orphaned reference rows [dark]: variant dark was not asked for in this run "
                    + "over rows.yaml\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("1 passed, 0 changed, 0 new, 0 failed; 3 orphaned references"), run.stderr)

        let cases = try JUnitCases(parsing: folder.appendingPathComponent("junit.xml").bytes).cases
        XCTAssertEqual(
            cases.map { "\($0.className) \($0.name): \($0.skipped ?? "run")" },
            [
                "rows light: run",
                "other dark: orphaned reference: its layout file other.yaml no longer exists",
                "other light: orphaned reference: its layout file other.yaml no longer exists",
                "rows dark: orphaned reference: variant dark was not asked for in this run over rows.yaml"
            ])
        let html = try CommonMark.html(folder.appendingPathComponent("changes.md"))
        XCTAssertTrue(
            html.contains("<li>rows [dark]: variant dark was not asked for in this run over rows.yaml</li>"), html)
        XCTAssertTrue(text("report/index.html").contains(#"<b data-count="orphaned">3</b>"#))
    }

    func testPruneListsFirstAndRemovesOnlyWithYes() throws {
        try recordTwoFilesInTwoThemes()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("other.yaml"))
        try folder.write("not a reference", to: "refs/notes.txt")
        let listed = try snapshot([
            "rows.yaml", "--references", "refs", "--theme", "light", "--theme", "dark", "--prune"
        ])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(
            listed.stderr.contains(
                """
                --prune would remove 4 files of 2 orphaned references (run again with --prune --yes to remove them):
                  refs/other/dark.frames.txt
                  refs/other/dark.png
                  refs/other/light.frames.txt
                  refs/other/light.png
                """), listed.stderr)
        XCTAssertEqual(folder.appendingPathComponent("refs/other").fileNames.count, 4)

        let pruned = try snapshot([
            "rows.yaml", "--references", "refs", "--theme", "light", "--theme", "dark",
            "--prune", "--yes"
        ])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stderr.contains("removed refs/other/light.png\n"), pruned.stderr)
        XCTAssertEqual(folder.appendingPathComponent("refs").fileNames, [".mosaic.lock", "notes.txt", "rows"])
        XCTAssertEqual(folder.appendingPathComponent("refs/rows").fileNames.count, 4)
    }

    func testYesWithoutPruneIsAUsageError() throws {
        let run = try snapshot(["rows.yaml", "--references", "refs", "--yes"])
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(run.stderr.contains("--yes confirms --prune"), run.stderr)
    }
}
