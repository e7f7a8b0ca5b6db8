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

/// A screen that cannot be drawn fails the running test with its cause, and the image it
/// stands for fails every comparison with that cause.
@Suite
struct UndrawableScreenStrategyTests {
    @Test func anUnknownDeviceFailsWithTheDeviceList() throws {
        let strategy = Snapshotting<UICollectionViewCompositionalLayout, SnapshotImage>
            .image(LayoutScreen(itemCounts: [3], device: "nokia-3310"))
        var made: SnapshotImage?
        withKnownIssue {
            strategy.snapshot(rowsLayout()).run { made = $0 }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Unknown device 'nokia-3310'. Devices: iphone-se, iphone-15")
            }
        }
        let failure = try #require(made?.failure)
        #expect(failure.contains("Unknown device 'nokia-3310'. Devices: iphone-se, iphone-15"))
        #expect(strategy.diffing.diffV2(try #require(made), try #require(made))?.0 == failure)
        // What swift-snapshot-testing would write is an error marker, not an empty PNG.
        let stored = strategy.diffing.toData(try #require(made))
        #expect(stored.count > 50)
        #expect(SnapshotImage(pngData: stored).failure?.contains("Unknown device 'nokia-3310'") == true)
    }

    @Test func aVariantOfAnUnknownDeviceFailsSayingSo() throws {
        let strategies: [String: Snapshotting<UICollectionViewCompositionalLayout, SnapshotImage>] =
            .images(smallScreen(), variants: [SnapshotVariant(device: "iphone-1")])
        let strategy = try #require(strategies["iphone-1"])
        var made: SnapshotImage?
        withKnownIssue {
            strategy.snapshot(rowsLayout()).run { made = $0 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unknown device 'iphone-1'. Devices: iphone-se") }
        }
        #expect(made?.failure?.contains("Unknown device 'iphone-1'. Devices: iphone-se") == true)
    }
}
