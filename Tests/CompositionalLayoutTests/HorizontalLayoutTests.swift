import CompositionalLayout
import Foundation
import XCTest

/// A horizontally scrolling layout: leading headers, and orthogonal sections that scroll vertically.
final class HorizontalLayoutTests: XCTestCase {
    private func horizontalConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    /// A `.leading` header extends a horizontal section along x, and spans its height.
    func testLeadingHeaderExtendsTheSectionSideways() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(120), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(40), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontalConfiguration())
        collectionView(layout, width: 375, height: 200, counts: [4])
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
            rect(0, 0, 40, 200))
        XCTAssertEqual(frame(layout, 0), rect(40, 0, 120, 100))
        XCTAssertEqual(frame(layout, 3), rect(160, 100, 120, 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 280, height: 200))
    }

    /// In a horizontal layout an orthogonal section scrolls vertically: its groups
    /// stack downwards and its offset moves them up.
    func testOrthogonalSectionScrollsVertically() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(150), .fractionalHeight(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .paging
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontalConfiguration())
        let view = collectionView(layout, width: 375, height: 300, counts: [5])
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 150, 150))
        XCTAssertEqual(frame(layout, 2), rect(0, 300, 150, 150))
        XCTAssertEqual(layout.orthogonalRestOffsets(forSection: 0), [0, 300, 450])
        view.setOrthogonalScrollOffset(300, forSection: 0)
        XCTAssertEqual(frame(layout, 2), rect(0, 0, 150, 150))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 150, height: 300))
    }
}
