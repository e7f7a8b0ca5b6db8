import Foundation
import XCTest

/// The same files give the same bytes however they are rendered: on one thread or many,
/// in one batch or one file per process, run after run.
final class DeterminismTests: XCTestCase {
    private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    /// Every sample as PNG, SVG and PDF (PDFs dated by SOURCE_DATE_EPOCH), rendered four
    /// ways; every file of every way must equal the first way's byte for byte.
    func testSamplesRenderToIdenticalBytesOnOneThreadAndManyInABatchAndOneByOne() throws {
        let folder = try makeTemporaryDirectory(for: self)
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { samples.appendingPathComponent($0).path }
        XCTAssertGreaterThanOrEqual(files.count, 19)
        let formats = ["--format", "png", "--format", "svg", "--format", "pdf"]
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]

        func render(_ inputs: [String], into name: String, jobs: Int) throws {
            let result = try runMosaic(
                ["render"] + inputs + ["-o", name, "-q", "--jobs", "\(jobs)"] + formats,
                in: folder, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try render(files, into: "one-thread", jobs: 1)
        try render(files, into: "many-threads", jobs: 8)
        try render(files, into: "many-threads-again", jobs: 8)
        for file in files { try render([file], into: "one-by-one", jobs: 1) }

        let reference = folder.appendingPathComponent("one-thread")
        let names = reference.fileNames
        XCTAssertEqual(names.count, files.count * 3, "a PNG, an SVG and a PDF per sample")
        var compared = 0
        var bytes = 0
        for way in ["many-threads", "many-threads-again", "one-by-one"] {
            let other = folder.appendingPathComponent(way)
            XCTAssertEqual(other.fileNames, names, way)
            for name in names {
                let expected = reference.appendingPathComponent(name).bytes
                XCTAssertFalse(expected.isEmpty, name)
                XCTAssertTrue(expected == other.appendingPathComponent(name).bytes, "\(way)/\(name) differs")
                compared += 1
                bytes += expected.count
            }
        }
        print(
            "determinism: \(files.count) samples x 3 formats, 4 renderings, \(compared) files compared "
                + "(\(bytes / 1024) KiB compared)")
    }
}
