import AppLayouts
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// Snapshot tests of the library screen, on Linux. Record with
/// `SNAPSHOT_TESTING_RECORD=all swift test`; references are in __Snapshots__/.
final class LibraryLayoutTests: XCTestCase {
    /// Pixels: the screen as a person sees it, compared by pixel hash (tolerantly when the
    /// machine's Cairo or fonts differ from the recording one).
    func testLibraryOnAnIPhone() {
        assertSnapshot(of: LibraryLayout.make(), as: .image(LayoutScreen(itemCounts: [5, 12])))
    }

    /// Frames: every element's place, the same on every machine.
    func testLibraryFramesOnAnIPhoneAndAnIPad() {
        assertSnapshot(of: LibraryLayout.make(), as: .frames(LayoutScreen(itemCounts: [5, 12])), named: "iphone")
        assertSnapshot(
            of: LibraryLayout.make(), as: .frames(LayoutScreen(itemCounts: [5, 12], device: "ipad")),
            named: "ipad")
    }

    /// Dark mode, for the design review.
    func testLibraryInDarkMode() {
        assertSnapshot(
            of: LibraryLayout.make(),
            as: .image(
                LayoutScreen(
                    itemCounts: [5, 12], device: "iphone-se",
                    theme: .dark)))
    }
}
