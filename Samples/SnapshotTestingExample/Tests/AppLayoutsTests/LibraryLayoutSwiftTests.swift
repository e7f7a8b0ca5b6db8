import AppLayouts
import MosaicSnapshotTesting
import SnapshotTesting
import Testing

/// The same with Swift Testing; the suite's trait sets swift-snapshot-testing's record mode.
@Suite(.snapshots(record: .missing))
struct LibraryLayoutSwiftTests {
    @Test func featuredRowAsAFilmstrip() {
        assertSnapshot(of: LibraryLayout.make(),
                       as: .filmstrip(LayoutScreen(itemCounts: [5, 12], scale: 1), section: LibraryLayout.featuredSection))
    }
}
