import Foundation
import XCTest

/// Opens a `mosaic snapshot` report in headless Chromium (Debian's `chromium`, installed by
/// scripts/install-dependencies.sh) and checks the page the browser built; saves a screenshot
/// to `Artifacts/snapshot-report.png` for a person to look at.
final class SnapshotReportBrowserTests: XCTestCase {
    func testTheReportShowsTheMovedElementsInABrowser() throws {
        let folder = try makeTemporaryDirectory(for: self)
        try folder.write(SnapshotCommandTests.layout(), to: "rows.yaml")
        try folder.write(SnapshotCommandTests.layout(color: "green"), to: "colours.yaml")
        XCTAssertEqual(
            try runMosaic(
                ["snapshot", "rows.yaml", "colours.yaml", "--references", "refs", "--record"],
                in: folder
            ).status, 0)
        try folder.write(SnapshotCommandTests.layout(rowHeight: 58, header: false), to: "rows.yaml")
        try folder.write(SnapshotCommandTests.layout(color: "orange"), to: "colours.yaml")
        let run = try runMosaic(
            ["snapshot", "rows.yaml", "colours.yaml", "--references", "refs", "--report", "report"],
            in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let page = folder.appendingPathComponent("report/index.html")

        let dom = try Chromium.run(["--dump-dom", page.absoluteString], in: folder)
        XCTAssertTrue(dom.contains(#"<b data-count="changed">2</b>"#), dom)
        XCTAssertTrue(dom.contains("section 0 header: gone"), dom)
        XCTAssertTrue(
            dom.contains("section 0, item 1: moved 22 pt up (y 80 -&gt; 58), 8 pt taller (height 50 -&gt; 58)"), dom)
        XCTAssertTrue(dom.contains(#"<p class="drawing-only">"#), dom)
        // The script ran: every flip/slide comparison is wired up.
        XCTAssertEqual(dom.components(separatedBy: #"data-interactive="true""#).count - 1, 2, dom)

        let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = artifacts.appendingPathComponent("snapshot-report.png")
        try? FileManager.default.removeItem(at: screenshot)
        _ = try Chromium.run(
            [
                "--window-size=1280,1400", "--hide-scrollbars", "--screenshot=\(screenshot.path)",
                page.absoluteString
            ], in: folder)
        XCTAssertEqual(pngSize(screenshot.bytes)?.width, 1280)
    }

    /// A kind with markup and a script, in a file whose name has `#`, `?` and `%`: the page
    /// shows the kind as text, runs only its own script, and loads every image.
    func testStringsFromTheLayoutStayTextAndImagesWithURLCharactersLoad() throws {
        let folder = try makeTemporaryDirectory(for: self)
        let name = "r#1?%"
        let kind = SnapshotOutputEscapingTests.nastyKind
        try folder.write(SnapshotOutputEscapingTests.layout(kind: kind, headerHeight: 30), to: name + ".yaml")
        XCTAssertEqual(
            try runMosaic(["snapshot", name + ".yaml", "--references", "refs", "--record"], in: folder).status, 0)
        try folder.write(SnapshotOutputEscapingTests.layout(kind: kind, headerHeight: 40), to: name + ".yaml")
        let run = try runMosaic(["snapshot", name + ".yaml", "--references", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        // A copy of the page that, once loaded, writes each image's loaded width into the DOM.
        let page = String(decoding: folder.appendingPathComponent("report/index.html").bytes, as: UTF8.self)
        let probe =
            "<script>window.addEventListener('load', function () { document.querySelectorAll('img')"
            + ".forEach(function (image) { image.dataset.loaded = String(image.naturalWidth); }); });</script>"
        let checked = try folder.write(
            page.replacingOccurrences(of: "</body>", with: probe + "</body>"),
            to: "report/checked.html")

        let dom = try Chromium.run(["--dump-dom", checked.absoluteString], in: folder)
        XCTAssertTrue(dom.contains("<title>Mosaic snapshot report</title>"), "the kind's script did not run")
        XCTAssertFalse(dom.contains("<b>@octocat</b>"), dom)
        XCTAssertTrue(dom.contains("&lt;b&gt;@octocat&lt;/b&gt;"), dom)
        XCTAssertEqual(dom.components(separatedBy: #"data-interactive="true""#).count - 1, 1, dom)
        // Reference, actual and diff, and the two stacked in the comparison: 200 pixels wide each.
        XCTAssertEqual(dom.components(separatedBy: #"data-loaded="200""#).count - 1, 5, dom)
    }
}

/// Headless Chromium, run with a private profile and a time limit.
enum Chromium {
    static let executable: URL? = {
        let names = ["chromium", "chromium-browser", "google-chrome"]
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for folder in folders {
            for name in names {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
            }
        }
        return nil
    }()

    /// Runs Chromium headless with `arguments`; returns its standard output.
    static func run(_ arguments: [String], in folder: URL, seconds: Double = 90) throws -> String {
        let executable = try XCTUnwrap(executable, "chromium is not installed: run scripts/install-dependencies.sh")
        let profile = folder.appendingPathComponent("chromium-profile")
        let process = Process()
        process.executableURL = executable
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000"
            ] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }
}
