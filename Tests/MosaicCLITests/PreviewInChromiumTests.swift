import Foundation
import XCTest

/// `mosaic preview`'s page in a real browser: Tests/Browser/preview_in_chromium.py drives
/// headless Chromium with Selenium (Debian's chromium and chromium-driver, selenium from PyPI;
/// scripts/install-dependencies.sh installs all three). It saves the file on disk and waits for
/// the picture to change without a reload; breaks it and finds file:line:column on the page,
/// then fixes it; checks that HTML in a title and a section name shows as text, that pointing
/// at a cell inspects it, that a deleted, emptied or over-the-limit file says so and recovers,
/// and that a file matching the glob later joins the index. Skipped only where the browser or
/// Selenium is missing and CI is not set.
final class PreviewInChromiumTests: XCTestCase {
    func testThePageFollowsTheFileShowsMistakesAndEscapesText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-preview-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mosaic = try XCTUnwrap(MosaicExecutable.url, "the mosaic executable was not built")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/preview_in_chromium.py")
        var arguments = ["python3", script.path, mosaic.path, folder.path]
        // A screenshot for a person to look at (kept when MOSAIC_KEEP_PREVIEW_SCREENSHOT names a path).
        if let keep = ProcessInfo.processInfo.environment["MOSAIC_KEEP_PREVIEW_SCREENSHOT"] { arguments.append(keep) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let log = folder.appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(180)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            XCTFail("the browser test did not finish within 180 s")
        }
        process.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if process.terminationStatus == 2 {
            let reason = output.split(separator: "\n").last.map(String.init) ?? "a browser part is missing"
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("on CI: \(reason)") }
            throw XCTSkip(reason)
        }
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.hasSuffix("ok\n"), output)
    }
}
