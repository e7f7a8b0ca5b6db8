import Foundation
import MosaicSnapshot
import XCTest

/// Mosaic's version in references, and the table of visual changes that CHANGELOG.md mirrors.
final class MosaicReleaseTests: XCTestCase {
    private let changes = [(version: "0.2.0", change: "system grey is UIKit's"), (version: "0.4.0", change: "Inter 4")]

    func testAVerdictNamesTheFirstVisualChangeSinceTheRecording() {
        XCTAssertEqual(
            MosaicRelease.drawnDifferently(recordedWith: "0.1.0", running: "0.4.1", changes: changes),
            "drawn differently since Mosaic 0.2.0 (system grey is UIKit's): see CHANGELOG; re-record")
        XCTAssertEqual(
            MosaicRelease.drawnDifferently(recordedWith: "0.2.0", running: "0.4.0", changes: changes),
            "drawn differently since Mosaic 0.4.0 (Inter 4): see CHANGELOG; re-record")
        // 0.10 comes after 0.4: versions compare as numbers.
        XCTAssertEqual(
            MosaicRelease.drawnDifferently(
                recordedWith: "0.4.0", running: "0.10.0",
                changes: changes + [("0.10.0", "wider badges")]),
            "drawn differently since Mosaic 0.10.0 (wider badges): see CHANGELOG; re-record")
    }

    func testNoVisualChangeBetweenTheVersionsSaysNothing() {
        XCTAssertNil(MosaicRelease.drawnDifferently(recordedWith: "0.2.0", running: "0.3.5", changes: changes))
        XCTAssertNil(MosaicRelease.drawnDifferently(recordedWith: "0.4.0", running: "0.4.0", changes: changes))
        // A reference from a newer Mosaic, or an unreadable version, is not explained by an upgrade.
        XCTAssertNil(MosaicRelease.drawnDifferently(recordedWith: "0.5.0", running: "0.4.0", changes: changes))
        XCTAssertNil(MosaicRelease.drawnDifferently(recordedWith: "next", running: "0.4.0", changes: changes))
    }

    /// Every release whose CHANGELOG entry has a `- Visual:` line is in the table, and no other.
    func testTheTableAndTheChangelogAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        var release: String?
        var releases: [String] = []
        var visual: Set<String> = []
        for line in changelog.split(separator: "\n") {
            if line.hasPrefix("## ") {
                release = String(line.dropFirst(3))
                if release != "Unreleased" { releases.append(release!) }
            } else if line.hasPrefix("- Visual:"), let release, release != "Unreleased" {
                visual.insert(release)
            }
        }
        XCTAssertEqual(releases.first, MosaicRelease.version, "the newest release in CHANGELOG.md is this build's")
        XCTAssertEqual(Set(MosaicRelease.visualChanges.map(\.version)), visual)
    }
}
