import CompositionalLayout
import Foundation
import XCTest

/// layoutAttributesForElements(in:) finds exactly the elements that meet a rectangle.
final class QueryTests: XCTestCase {
    func testElementsInRectAreExactlyThoseIntersectingIt() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(75)), subitems: [item])
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
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
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
}
