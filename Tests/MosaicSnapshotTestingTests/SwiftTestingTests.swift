import CompositionalLayout
import MosaicRender
import MosaicSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies under Swift Testing, with swift-snapshot-testing's own trait for the record
/// mode: a missing reference fails rather than being recorded silently.
@Suite(.snapshots(record: .never))
struct SwiftTestingTests {
    @Test func framesOfTwoRowsMatchTheCommittedReference() {
        assertSnapshot(of: rowsLayout(), as: .frames(LayoutScreen(itemCounts: [2], device: "iphone-se")))
    }

    @Test func imageMatchesTheCommittedReference() {
        assertSnapshot(of: rowsLayout(rowHeight: 60), as: .image(smallScreen(rows: 2)))
    }
}
