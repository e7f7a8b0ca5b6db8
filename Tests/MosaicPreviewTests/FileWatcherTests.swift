import Foundation
import MosaicPreview
import XCTest

final class FileWatcherTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The reports a watcher made, in order.
    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [Set<String>] = []
        var list: [Set<String>] {
            lock.lock()
            defer { lock.unlock() }
            return all
        }
        func add(_ paths: Set<String>) {
            lock.lock()
            all.append(paths)
            lock.unlock()
        }

        /// Waits until there are `count` reports, then a further `settle` seconds for any extra ones.
        func wait(for count: Int, settle: TimeInterval = 0.5) -> [Set<String>] {
            let deadline = Date().addingTimeInterval(count == 0 ? 0 : 10)
            while list.count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: settle)
            return list
        }
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testTheKernelIsTheSourceWhereInotifyWorks() {
        let watcher = FileWatcher(onChange: { _ in })
        defer { watcher.stop() }
        XCTAssertEqual(watcher.source, .kernel)
        XCTAssertEqual(FileWatcher(polling: true, onChange: { _ in }).source, .polling)
    }

    func testASaveThatWritesANewFileAndRenamesItIsOneReport() throws {
        try write("a", to: "screen.yaml")
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 0.2) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        // As vim and many editors save: a new file, then a rename over the old one.
        try write("b", to: "screen.yaml.swp")
        XCTAssertEqual(rename(path("screen.yaml.swp"), path("screen.yaml")), 0)
        XCTAssertEqual(reports.wait(for: 1), [[path("screen.yaml")]])
    }

    func testABurstOfWritesIsReportedAtItsFirstAndAfterItsLast() throws {
        try write("0", to: "screen.yaml")
        let reports = Reports()
        // A long quiet period, so that a busy machine pausing the loop still makes one burst.
        let watcher = FileWatcher(quietPeriod: 1) { paths in reports.add(paths) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        for round in 1...20 { try write("\(round)", to: "screen.yaml") }
        let seen = reports.wait(for: 2, settle: 1.5)
        // The watcher may read all twenty closes at once, and report just once.
        XCTAssertTrue((1...2).contains(seen.count), "\(seen)")
        XCTAssertEqual(Set(seen), [[path("screen.yaml")]])
    }

    /// The reports of a watcher with a quiet period of a minute after `save` saves screen.yaml:
    /// the kernel says when a file is whole (closed after writing, or renamed into place), so a
    /// save needs no quiet period, and its report comes long before `wait` gives up (10 s).
    private func reportsOfOneSave(_ save: () throws -> Void) throws -> [Set<String>] {
        try write("a", to: "screen.yaml")
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 60) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        try save()
        return reports.wait(for: 1, settle: 0)
    }

    func testASaveInPlaceIsReportedWithoutWaitingForTheQuietPeriod() throws {
        XCTAssertEqual(try reportsOfOneSave { try write("b", to: "screen.yaml") }, [[path("screen.yaml")]])
    }

    func testASaveByRenameIsReportedWithoutWaitingForTheQuietPeriod() throws {
        let reports = try reportsOfOneSave {
            try write("b", to: "screen.yaml.swp")
            XCTAssertEqual(rename(path("screen.yaml.swp"), path("screen.yaml")), 0)
        }
        XCTAssertEqual(reports, [[path("screen.yaml")]])
    }

    func testOtherFilesInTheFolderAreNotReported() throws {
        try write("a", to: "screen.yaml")
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 0.05) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        try write("x", to: "notes.txt")
        XCTAssertEqual(reports.wait(for: 0, settle: 0.3), [])
    }

    func testDeletionAndAFolderInTheFilesPlaceAreEachReported() throws {
        try write("a", to: "screen.yaml")
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 0.05) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        try FileManager.default.removeItem(atPath: path("screen.yaml"))
        XCTAssertEqual(reports.wait(for: 1, settle: 0.2).count, 1)
        XCTAssertFalse(FileSignature(path: path("screen.yaml")).exists)
        try FileManager.default.createDirectory(atPath: path("screen.yaml"), withIntermediateDirectories: false)
        XCTAssertEqual(reports.wait(for: 2, settle: 0.2).count, 2)
        XCTAssertTrue(FileSignature(path: path("screen.yaml")).isFolder)
        try FileManager.default.removeItem(atPath: path("screen.yaml"))
        try write("back", to: "screen.yaml")
        XCTAssertEqual(reports.wait(for: 3).last, [path("screen.yaml")])
    }

    func testAFileCreatedInAWatchedFolderReportsTheFolder() throws {
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 0.05) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [], folders: [folder.path])
        Thread.sleep(forTimeInterval: 0.1)
        try write("new", to: "new.yaml")
        XCTAssertEqual(reports.wait(for: 1), [[folder.path]])
    }

    /// Watches `later/screen.yaml` before its folder exists, then makes the folder and the file.
    private func reportsOfAFileInAFolderMadeLater(pollInterval: TimeInterval) throws -> (
        reports: [Set<String>], file: String
    ) {
        let reports = Reports()
        let watcher = FileWatcher(quietPeriod: 0.05, pollInterval: pollInterval) { reports.add($0) }
        defer { watcher.stop() }
        let later = folder.appendingPathComponent("later/screen.yaml").path
        watcher.watch(files: [later])
        Thread.sleep(forTimeInterval: 0.1)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("later"), withIntermediateDirectories: false)
        try write("a", to: "later/screen.yaml")
        return (reports.wait(for: 1), later)
    }

    func testAFolderThatAppearsLaterIsWatchedOnceItExists() throws {
        let (reports, file) = try reportsOfAFileInAFolderMadeLater(pollInterval: 0.05)
        XCTAssertEqual(reports.last, [file])
    }

    func testAFileWrittenBeforeItsNewFolderIsWatchedIsReported() throws {
        // A long poll interval: the folder and the file both appear before the watcher looks again.
        let (reports, file) = try reportsOfAFileInAFolderMadeLater(pollInterval: 0.5)
        XCTAssertEqual(reports.last, [file])
    }

    func testPollingSeesASave() throws {
        try write("a", to: "screen.yaml")
        let reports = Reports()
        let watcher = FileWatcher(polling: true, pollInterval: 0.05) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch(files: [path("screen.yaml")])
        Thread.sleep(forTimeInterval: 0.1)
        try write("bb", to: "screen.yaml")
        XCTAssertEqual(reports.wait(for: 1), [[path("screen.yaml")]])
    }
}
