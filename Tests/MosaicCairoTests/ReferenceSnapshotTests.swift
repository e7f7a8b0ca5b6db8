import Foundation
import MosaicCairo
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// Renderings pinned by committed references in `__Snapshots__/ReferenceSnapshotTests/`.
/// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter ReferenceSnapshotTests`.
final class ReferenceSnapshotTests: XCTestCase {
    func testCardWithTextAndRoundedCorners() throws {
        let surface = try ImageSurface(width: 160, height: 64, format: .rgb24)
        let context = try DrawingContext(surface: surface)
        try context.paint(Color(hex: "#F2F2F7")!)
        context.scale(by: 2)
        context.addRoundedRect(CGRect(x: 4, y: 4, width: 72, height: 24), cornerRadius: 6)
        try context.fill(.white)
        try context.draw(
            text: "Mosaic",
            style: TextStyle(
                weight: .semibold, size: 11, alignment: .center,
                verticalAlignment: .center),
            in: CGRect(x: 4, y: 4, width: 72, height: 24))
        assertSnapshot(of: surface, as: .image)
    }

    func testRightToLeftText() throws {
        let surface = try ImageSurface(width: 120, height: 28, format: .rgb24)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.draw(text: "שלום עולם", style: TextStyle(size: 15), in: CGRect(x: 4, y: 4, width: 112, height: 20))
        assertSnapshot(of: surface, as: .image)
    }
}
