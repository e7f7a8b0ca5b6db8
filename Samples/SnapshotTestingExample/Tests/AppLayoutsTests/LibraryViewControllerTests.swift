import AppLayouts
import Foundation
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// Snapshot tests of the whole library screen, view controller and all: its `viewDidLoad()`
/// runs on the main actor and its collection view is drawn with what its code configures.
///
/// XCTest on Linux runs test methods on the main thread but cannot run a `@MainActor` test
/// class, so the (main-actor) view controller is made with `MainActor.assumeIsolated`.
final class LibraryViewControllerTests: XCTestCase {
    private let screen = LayoutScreen(device: "iphone-15")

    private func library(albumsTopInset: CGFloat = 0) -> LibraryViewController {
        MainActor.assumeIsolated { LibraryViewController(albumsTopInset: albumsTopInset) }
    }

    /// Frames: where each element of the screen's collection view is, the same on every
    /// machine. (`.image(screen)` stores the picture; the test below records one and compares.)
    func testLibraryScreenFrames() {
        assertSnapshot(of: library(), as: .frames(screen))
    }

    /// Recorded, then the albums' inset grows by 8 points: both strategies fail, and say which
    /// elements moved (the twelve albums, below the header, which stays).
    func testAChangedInsetFailsNamingTheMovedElements() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("LibraryViewControllerTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, recorded, changed) in [
            (
                "frames",
                verifySnapshot(
                    of: library(), as: .frames(screen), named: "frames", record: .all,
                    snapshotDirectory: folder),
                verifySnapshot(
                    of: library(albumsTopInset: 8), as: .frames(screen), named: "frames", record: .never,
                    snapshotDirectory: folder)
            ),
            (
                "image",
                verifySnapshot(
                    of: library(), as: .image(screen), named: "image", record: .all,
                    snapshotDirectory: folder),
                verifySnapshot(
                    of: library(albumsTopInset: 8), as: .image(screen), named: "image", record: .never,
                    snapshotDirectory: folder)
            )
        ] {
            XCTAssertNotNil(recorded, "\(name): recording reports that it recorded")
            let message = try XCTUnwrap(changed, "\(name): the moved albums fail")
            XCTAssertTrue(message.contains("section 1, items 0-11: moved 8 pt down"), "\(name): \(message)")
            XCTAssertFalse(message.contains("section 1, item 0: header"), "\(name): \(message)")
        }
    }
}
