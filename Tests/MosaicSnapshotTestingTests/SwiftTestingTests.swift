import CompositionalLayout
import MosaicRender
import MosaicSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies under Swift Testing, with swift-snapshot-testing's own trait for the record
/// mode: here a missing frames reference fails rather than being recorded. (Frames do not
/// depend on how cells are drawn, so this reference never needs re-recording for a look change.)
@Suite(.snapshots(record: .never))
struct SwiftTestingFramesTests {
    @Test func framesOfTwoRowsMatchTheCommittedReference() {
        assertSnapshot(of: rowsLayout(), as: .frames(LayoutScreen(itemCounts: [2], device: "iphone-se")))
    }
}

/// A pixel snapshot under Swift Testing, in the record mode of the environment
/// (`SNAPSHOT_TESTING_RECORD=failed swift test --filter MosaicSnapshotTestingTests` re-records).
@Suite
struct SwiftTestingImageTests {
    @Test func imageMatchesTheCommittedReference() {
        assertSnapshot(of: rowsLayout(rowHeight: 60), as: .image(smallScreen(rows: 2)))
    }
}
