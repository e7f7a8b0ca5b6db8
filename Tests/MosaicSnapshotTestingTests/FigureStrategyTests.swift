import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// The documentation strategies: SVG, anatomy figure, filmstrip.
final class FigureStrategyTests: SnapshotTestCase {
    func testSVGIsTheLayoutDrawnAsVectors() throws {
        let folder = try temporarySnapshotFolder(for: self)
        _ = verifySnapshot(
            of: rowsLayout(), as: .svg(smallScreen()), named: "rows", record: .all, snapshotDirectory: folder.path)
        let svg = try String(
            contentsOf: folder.appendingPathComponent("testSVGIsTheLayoutDrawnAsVectors.rows.svg"),
            encoding: .utf8)
        XCTAssertTrue(svg.contains(#"width="200px" height="200px" viewBox="0 0 200 200""#), String(svg.prefix(300)))
        XCTAssertNil(
            verifySnapshot(
                of: rowsLayout(), as: .svg(smallScreen()), named: "rows", record: .never,
                snapshotDirectory: folder.path))
    }

    func testAnatomyAndFilmstripAreImagesWiderThanThePage() throws {
        let folder = try temporarySnapshotFolder(for: self)
        let layout = carousel()
        _ = verifySnapshot(
            of: layout, as: .anatomy(smallScreen()), named: "anatomy", record: .all,
            snapshotDirectory: folder.path)
        _ = verifySnapshot(
            of: carousel(), as: .filmstrip(smallScreen(), section: 0), named: "filmstrip", record: .all,
            snapshotDirectory: folder.path)
        let anatomy = try RGBAImage(
            contentsOfPNG: folder.appendingPathComponent(
                "testAnatomyAndFilmstripAreImagesWiderThanThePage.anatomy.png"))
        let filmstrip = try RGBAImage(
            contentsOfPNG: folder.appendingPathComponent(
                "testAnatomyAndFilmstripAreImagesWiderThanThePage.filmstrip.png"))
        XCTAssertGreaterThan(anatomy.width, 200)
        XCTAssertGreaterThan(filmstrip.width, 200)
        XCTAssertNil(
            verifySnapshot(
                of: carousel(), as: .anatomy(smallScreen()), named: "anatomy", record: .never,
                snapshotDirectory: folder.path))
        XCTAssertNil(
            verifySnapshot(
                of: carousel(), as: .filmstrip(smallScreen(), section: 0), named: "filmstrip",
                record: .never, snapshotDirectory: folder.path))
    }

    /// One orthogonal section of 120-pt-wide cards, paging by group.
    private func carousel() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(120), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }
}
