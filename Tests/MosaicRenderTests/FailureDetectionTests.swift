import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

@testable import MosaicRender

/// The pixel-hash tests can fail: the smallest visible changes a renderer regression could
/// make are caught by the snapshot comparison, both by the hash (same library versions)
/// and by the tolerant diff (other versions).
final class FailureDetectionTests: XCTestCase {
    /// Three cells placed by a custom group, so that one frame can be moved alone.
    private func layout(secondCellX: CGFloat) -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        ) { _ in
            [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 40)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: secondCellX, y: 10, width: 50, height: 40)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 150, y: 10, width: 50, height: 40))
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func snapshot(secondCellX: CGFloat = 80, secondCellColor: ThemedColor? = nil) throws -> PixelSnapshot {
        let items = [CellContent(), CellContent(color: secondCellColor), CellContent()]
        let content = LayoutContent(sections: [SectionContent(items: items)])
        var canvas = smallCanvas(height: 80)
        canvas.size.width = 220
        return PixelSnapshot(
            try render(layout(secondCellX: secondCellX), counts: [3], content: content, canvas: canvas))
    }

    /// The verdict on `actual` against `reference`, as recorded with these library versions
    /// or (`sameVersions: false`) with others.
    private func verdict(_ actual: PixelSnapshot, against reference: PixelSnapshot, sameVersions: Bool)
        -> SnapshotVerdict
    {
        var versions = CairoVersions.current
        if !sameVersions { versions.cairo += "-other" }
        return SnapshotVerdict(
            reference: SnapshotEvidence(
                hash: reference.hash, image: reference.image, environment: RenderingEnvironment(versions: versions)),
            actual: SnapshotEvidence(
                hash: actual.hash, image: actual.image, environment: RenderingEnvironment(versions: .current)))
    }

    func testTheSameRenderingMatches() throws {
        let reference = try snapshot()
        let again = try snapshot()
        XCTAssertEqual(again.hash, reference.hash)
        XCTAssertTrue(verdict(again, against: reference, sameVersions: true).passes)
    }

    func testOneCellOneColourStepDarkerIsCaught() throws {
        // systemBlue (its placeholder colour), then its blue channel one step down.
        let reference = try snapshot(secondCellColor: ThemedColor(hex: "#007AFF"))
        let changed = try snapshot(secondCellColor: ThemedColor(hex: "#007AFE"))
        XCTAssertNotEqual(changed.hash, reference.hash)
        let sameVersions = verdict(changed, against: reference, sameVersions: true)
        XCTAssertFalse(sameVersions.passes)
        let tolerant = verdict(changed, against: reference, sameVersions: false)
        XCTAssertFalse(tolerant.passes, "\(String(describing: tolerant.pixelDiff?.summary))")
        // The 50 x 40 cell less the label "0, 1" and its rounded corners' edge pixels.
        XCTAssertGreaterThan(tolerant.pixelDiff?.differingPixels.count ?? 0, 1500)
    }

    func testOneFrameMovedByOnePixelIsCaught() throws {
        let reference = try snapshot(secondCellX: 80)
        let moved = try snapshot(secondCellX: 81)
        XCTAssertNotEqual(moved.hash, reference.hash)
        XCTAssertFalse(verdict(moved, against: reference, sameVersions: true).passes)
        let tolerant = verdict(moved, against: reference, sameVersions: false)
        XCTAssertFalse(tolerant.passes, "\(String(describing: tolerant.pixelDiff?.summary))")
        let bounds = try XCTUnwrap(tolerant.pixelDiff?.differenceBounds)
        XCTAssertTrue(bounds.x >= 80 && bounds.x + bounds.width <= 132, "only the moved cell changed: \(bounds)")
    }
}
