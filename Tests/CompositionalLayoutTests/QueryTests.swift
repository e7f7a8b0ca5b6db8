import CompositionalLayout
import Foundation
import XCTest

/// layoutAttributesForElements(in:) finds exactly the elements that meet a rectangle.
final class QueryTests: XCTestCase {
    func testElementsInRectAreExactlyThoseIntersectingIt() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(75)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [1000])
        // Rows are 75 tall: y 150...300 meets rows 2, 3 (and touches row 4 at y = 300, which does not intersect).
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 375, height: 150)) ?? []
        XCTAssertEqual(found.map(\.indexPath.item).sorted(), Array(10..<20))
        // A narrow rectangle meets one column.
        let column = layout.layoutAttributesForElements(in: CGRect(x: 80, y: 0, width: 10, height: 225)) ?? []
        XCTAssertEqual(column.map(\.indexPath.item).sorted(), [1, 6, 11])
        XCTAssertTrue(found.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil })
    }

    func testElementsInRectAcrossSectionsAndOrthogonalScrolling() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
        collectionView(layout, counts: [10, 3])
        // Section 0 is one row of ten 150-pt groups at y 0...100: the viewport shows items 0...2.
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)) ?? []
        XCTAssertEqual(visible.filter { $0.indexPath.section == 0 }.map(\.indexPath.item).sorted(), [0, 1, 2])
        XCTAssertEqual(visible.filter { $0.indexPath.section == 1 }.map(\.indexPath.item).sorted(), [0, 1, 2])
    }

    /// Queries share what they need per solve (the solved sections, the pixel grid, the
    /// direction); new traits must reach the next query, single or bulk.
    func testNewTraitsAfterQueriesReachTheNextQueries() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, width: 300, counts: [4])
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 100, height: 50))
        view.traitCollection = UITraitCollection(displayScale: 1, layoutDirection: .rightToLeft)
        // Mirrored across the 300-pt width; the fourth item starts the second row at the right.
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 200, y: 0, width: 100, height: 50))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 200, y: 50, width: 100, height: 50))
        let row = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 50)) ?? []
        XCTAssertEqual(row.map(\.frame.minX), [200, 100, 0])
    }
}
