import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Signals sent to the built `mosaic` at random moments of a render: every temporary file
/// goes, earlier output stays as it was, and the exit status says which signal it was.
final class InterruptionTests: XCTestCase {
    /// A render of about a second (debug build): a full page of 240 cells with text, as
    /// PNG and SVG, so that temporary files exist for most of it.
    private let layout = """
        title: Slow
        canvas: {device: iphone-15, fullPage: true}
        sections:
          - itemCount: 240
            group: {size: 1fw x 0.25fw, subitem: {size: 0.25fw x 1fh}, interItemSpacing: 4}
            content: [{title: Hello, subtitle: World}]
        """

    private let earlierPNG = Array("an earlier page.png".utf8)
    private let earlierSVG = Array("an earlier page.svg".utf8)

    /// Starts `mosaic render page.yaml --format png --format svg` in `folder` (output in `folder/out`).
    private func startRender(in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = try XCTUnwrap(MosaicExecutable.url)
        process.arguments = ["render", "page.yaml", "-o", "out", "--format", "png", "--format", "svg", "-q"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func temporaryFiles(in folder: URL) -> [String] {
        folder.fileNames.filter { $0.hasSuffix(".tmp") }
    }

    /// Returns once a temporary file exists in `folder`, or `process` has ended, or after 60 s.
    private func waitForTemporaryFile(in folder: URL, of process: Process) {
        for _ in 0..<60_000 where process.isRunning && temporaryFiles(in: folder).isEmpty {
            usleep(1_000)
        }
    }

    /// Sends `signal` at a random moment of each of `trials` renders and checks what is left.
    private func interrupt(with signal: Int32, trials: Int, expectedStatus: Int32) throws {
        let folder = try makeTemporaryDirectory(for: self)
        try folder.write(layout, to: "page.yaml")
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        var duringWrite = 0
        var finished = 0
        for trial in 0..<trials {
            try Data(earlierPNG).write(to: out.appendingPathComponent("page.png"))
            try Data(earlierSVG).write(to: out.appendingPathComponent("page.svg"))
            let process = try startRender(in: folder)
            if trial.isMultiple(of: 2) {
                usleep(UInt32.random(in: 0...1_500_000, using: &generator))
            } else {
                // Every other trial waits for a temporary file, so that some signals land
                // mid-write however slow a loaded machine makes the render.
                waitForTemporaryFile(in: out, of: process)
            }
            let writing = !temporaryFiles(in: out).isEmpty
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let png = out.appendingPathComponent("page.png").bytes
            let svg = out.appendingPathComponent("page.svg").bytes
            XCTAssertEqual(temporaryFiles(in: out), [], "trial \(trial): temporary files left")
            if process.terminationReason == .exit && process.terminationStatus == 0 {
                finished += 1  // done before the signal: both files complete
                XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "trial \(trial)")
                XCTAssertTrue(String(decoding: svg, as: UTF8.self).hasSuffix("</svg>\n"), "trial \(trial)")
                continue
            }
            interrupted += 1
            if writing { duringWrite += 1 }
            // Killed before the handler was installed (the first milliseconds), the status
            // is the signal itself; afterwards the handler exits with 128 + signal.
            if process.terminationReason == .exit {
                XCTAssertEqual(process.terminationStatus, expectedStatus, "trial \(trial)")
            } else {
                XCTAssertEqual(process.terminationStatus, signal, "trial \(trial)")
            }
            // Each file is the earlier one or, if its rename happened first, the complete new one.
            XCTAssertTrue(png == earlierPNG || png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "trial \(trial)")
            XCTAssertTrue(
                svg == earlierSVG || String(decoding: svg, as: UTF8.self).hasSuffix("</svg>\n"),
                "trial \(trial)")
        }
        print(
            "signal \(signal): \(trials) trials, \(interrupted) interrupted (\(duringWrite) while a temporary "
                + "file existed), \(finished) finished first")
        XCTAssertGreaterThan(duringWrite, 0, "no trial hit a render while it was writing; the test proved nothing")
    }

    func testSIGINTRemovesTemporaryFilesAndExits130() throws {
        try interrupt(with: SIGINT, trials: 20, expectedStatus: 130)
    }

    func testSIGTERMRemovesTemporaryFilesAndExits143() throws {
        try interrupt(with: SIGTERM, trials: 20, expectedStatus: 143)
    }

    /// SIGKILL cannot be caught: the earlier output must still be intact (files are renamed
    /// into place whole), and the next run removes what the killed one left behind.
    func testAfterSIGKILLTheEarlierOutputIsIntactAndTheNextRunCleansUp() throws {
        let folder = try makeTemporaryDirectory(for: self)
        try folder.write(layout, to: "page.yaml")
        try folder.write(
            "sections: [{itemCount: 1, group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}}]", to: "small.yaml")
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var leftBehind = 0
        for trial in 0..<8 {
            try Data(earlierPNG).write(to: out.appendingPathComponent("page.png"))
            let process = try startRender(in: folder)
            usleep(UInt32.random(in: 200_000...1_500_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let png = out.appendingPathComponent("page.png").bytes
            XCTAssertTrue(png == earlierPNG || png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "trial \(trial)")
            leftBehind += temporaryFiles(in: out).count
            // The next run into the same folder removes the killed run's temporary files.
            let next = try runMosaic(["render", "small.yaml", "-o", "out", "-q"], in: folder)
            XCTAssertEqual(next.status, 0, next.stderr)
            XCTAssertEqual(temporaryFiles(in: out), [], "trial \(trial)")
        }
        print("SIGKILL: 8 trials, \(leftBehind) temporary files left behind and removed by the next run")
        XCTAssertGreaterThan(leftBehind, 0, "no kill hit a write; the test proved nothing")
    }

    /// Two processes writing the same files at once leave one complete file each, never a mix.
    func testConcurrentWritersLeaveOneCompleteFile() throws {
        let folder = try makeTemporaryDirectory(for: self)
        try folder.write(layout.replacingOccurrences(of: "240", with: "40"), to: "page.yaml")
        let reference = try runMosaic(
            [
                "render", "page.yaml", "-o", "reference", "--format", "png", "--format", "svg",
                "-q"
            ], in: folder)
        XCTAssertEqual(reference.status, 0, reference.stderr)
        let expectedPNG = folder.appendingPathComponent("reference/page.png").bytes
        let expectedSVG = folder.appendingPathComponent("reference/page.svg").bytes
        XCTAssertGreaterThan(expectedPNG.count, 1000)
        let out = folder.appendingPathComponent("out")
        for trial in 0..<5 {
            let first = try startRender(in: folder)
            let second = try startRender(in: folder)
            first.waitUntilExit()
            second.waitUntilExit()
            XCTAssertEqual([first.terminationStatus, second.terminationStatus], [0, 0], "trial \(trial)")
            XCTAssertEqual(out.appendingPathComponent("page.png").bytes, expectedPNG, "trial \(trial)")
            XCTAssertEqual(out.appendingPathComponent("page.svg").bytes, expectedSVG, "trial \(trial)")
            XCTAssertEqual(temporaryFiles(in: out), [], "trial \(trial)")
        }
    }
}
