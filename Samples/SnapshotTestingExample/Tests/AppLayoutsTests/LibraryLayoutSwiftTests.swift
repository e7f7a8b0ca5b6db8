import AppLayouts
import MosaicSnapshotTesting
// The configuration a trait sets is swift-snapshot-testing's SPI; only the test below reads it.
@_spi(Internals) import SnapshotTesting
import Testing

/// The same with Swift Testing. The record mode is the environment's: `SNAPSHOT_TESTING_RECORD`
/// (`make record` sets it to `all`), swift-snapshot-testing's `missing` when unset. A suite
/// trait `.snapshots(record: ...)` would override it, and `make record` would leave this suite
/// as it is.
@Suite
struct LibraryLayoutSwiftTests {
    @Test func featuredRowAsAFilmstrip() {
        assertSnapshot(
            of: LibraryLayout.make(),
            as: .filmstrip(LayoutScreen(itemCounts: [5, 12], scale: 1), section: LibraryLayout.featuredSection))
    }

    @Test func theRecordModeIsLeftToTheEnvironment() {
        #expect(
            SnapshotTestingConfiguration.current?.record == nil,
            "a trait sets the record mode, so SNAPSHOT_TESTING_RECORD is ignored here")
    }
}
