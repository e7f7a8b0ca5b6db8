import Foundation
import XCTest

@testable import MosaicCairo

/// Temporary files are named so that a later run can tell its own, and removed by the
/// registry (the signal path itself is tested by sending signals, in MosaicCLITests).
final class TemporaryFilesTests: XCTestCase {
    func testOnlyMosaicsOwnNamesAreRecognised() {
        XCTAssertEqual(TemporaryFiles.ownerProcess(ofTemporaryName: ".grid.png.mosaic-4242-1f3a.tmp"), 4242)
        XCTAssertEqual(TemporaryFiles.ownerProcess(ofTemporaryName: ".a.mosaic-b.png.mosaic-7-ff.tmp"), 7)
        XCTAssertNil(TemporaryFiles.ownerProcess(ofTemporaryName: ".grid.png.4242.123.tmp"), "the old, unmarked names")
        XCTAssertNil(TemporaryFiles.ownerProcess(ofTemporaryName: "grid.png.mosaic-4242-1f3a.tmp"), "not hidden")
        XCTAssertNil(TemporaryFiles.ownerProcess(ofTemporaryName: ".grid.png.mosaic-42x-1f3a.tmp"))
        XCTAssertNil(TemporaryFiles.ownerProcess(ofTemporaryName: ".grid.png.mosaic-4242-xyz.tmp"))
        XCTAssertNil(TemporaryFiles.ownerProcess(ofTemporaryName: ".grid.png.mosaic-4242-1f3a.tmp.bak"))
    }

    func testStaleFilesOfGoneProcessesAreRemovedAndOthersKept() throws {
        let folder = try makeTemporaryDirectory()
        // PID 1 always runs; this process runs; a PID past the kernel's maximum never does.
        let names = [
            ".a.png.mosaic-1-ab.tmp", ".b.png.mosaic-\(getpid())-cd.tmp", ".c.png.mosaic-99999999-ef.tmp",
            "keep.tmp", "c.png"
        ]
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        let removed = TemporaryFiles.removeStale(in: folder)
        XCTAssertEqual(removed.map { ($0 as NSString).lastPathComponent }, [".c.png.mosaic-99999999-ef.tmp"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            [".a.png.mosaic-1-ab.tmp", ".b.png.mosaic-\(getpid())-cd.tmp", "c.png", "keep.tmp"])
    }

    func testACommittedFileReplacesTheDestinationAndADiscardedOneLeavesNothing() throws {
        let folder = try makeTemporaryDirectory()
        let destination = folder.appendingPathComponent("out.txt")
        try Data("old".utf8).write(to: destination)
        let kept = try TemporaryFiles.create(for: destination)
        _ = "new".withCString { write(kept.descriptor, $0, 3) }
        close(kept.descriptor)
        try TemporaryFiles.commit(kept.path, to: destination)
        let dropped = try TemporaryFiles.create(for: destination)
        close(dropped.descriptor)
        TemporaryFiles.discard(dropped.path)
        XCTAssertEqual(try String(contentsOf: destination, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.txt"])
    }

    /// A 250-byte name (the most a destination's own name may be, nearly) still gets a
    /// temporary file: its name is cut to 200 bytes, at a character's end (é is two bytes).
    func testAnyDestinationNameThatFitsGetsATemporaryFile() throws {
        let folder = try makeTemporaryDirectory()
        let name = String(repeating: "é", count: 123) + ".png"
        XCTAssertEqual(name.utf8.count, 250)
        try AtomicFile.write(Data("png".utf8), to: folder.appendingPathComponent(name))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [name])
        XCTAssertEqual(TemporaryFiles.shortened(name), String(repeating: "é", count: 100))
        XCTAssertEqual(TemporaryFiles.shortened("grid.png"), "grid.png")
    }
}
