import CompositionalLayout
import Foundation
import XCTest

/// interItemSpacing, edgeSpacing, interGroupSpacing, section insets and interSectionSpacing.
final class SpacingTests: XCTestCase {
    private func row(
        _ items: [NSCollectionLayoutItem], height: CGFloat = 50,
        spacing: NSCollectionLayoutSpacing? = nil
    ) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: items)
        group.interItemSpacing = spacing
        return group
    }

    /// Fixed spacing sits between items; the row repeats the item only while a whole one fits.
    func testFixedInterItemSpacingSitsBetweenItems() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: row([item], spacing: .fixed(10))))
        collectionView(layout, counts: [4])
        XCTAssertEqual(frame(layout, 0).minX, 0)
        XCTAssertEqual(frame(layout, 1).minX, 110)
        XCTAssertEqual(frame(layout, 2).minX, 220)
        // 330 + 100 > 375: the fourth item goes to the next row.
        XCTAssertEqual(frame(layout, 3), rect(0, 50, 100, 50))
    }

    /// Flexible spacing is at least its amount and shares out what is left over:
    /// three 100-pt items in 375 pt leave 75 pt, 37.5 per gap.
    func testFlexibleInterItemSpacingJustifiesTheRow() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: row([item], spacing: .flexible(10))))
        collectionView(layout, counts: [3], scale: 2)
        XCTAssertEqual(frame(layout, 0).minX, 0)
        XCTAssertEqual(frame(layout, 1).minX, 137.5)
        XCTAssertEqual(frame(layout, 2).minX, 275)
    }

    /// Fixed edge spacing is space outside the item, before layout.
    func testFixedEdgeSpacingMovesTheItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(30)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(20), top: .fixed(5), trailing: nil, bottom: nil)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row([item])))
        collectionView(layout, counts: [3])
        XCTAssertEqual(frame(layout, 0), rect(20, 5, 100, 30))
        XCTAssertEqual(frame(layout, 1), rect(140, 5, 100, 30))
        XCTAssertEqual(frame(layout, 2), rect(260, 5, 100, 30))
    }

    /// Flexible leading and trailing edge spacing centre a single item in its group.
    func testFlexibleEdgeSpacingCentresTheItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(30)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: .flexible(0),
            trailing: .flexible(0), bottom: .flexible(0))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitem: item, count: 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [1], scale: 2)
        // count: 1 makes the item as wide as the group; the flexible top and bottom centre it vertically.
        XCTAssertEqual(frame(layout, 0), rect(0, 10, 375, 30))
        let free = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            repeatingSubitem: item, count: 1)
        let freeLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: free))
        collectionView(freeLayout, counts: [1], scale: 2)
        // 375 - 100 = 275 left over: 137.5 on each side.
        XCTAssertEqual(frame(freeLayout, 0), rect(137.5, 10, 100, 30))
        // Repeated to fill the row, three items share the 75 pt left over among six flexible edges.
        let filled = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let filledLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: filled))
        collectionView(filledLayout, counts: [3], scale: 2)
        XCTAssertEqual(frame(filledLayout, 0).minX, 12.5)
        XCTAssertEqual(frame(filledLayout, 1).minX, 137.5)
        XCTAssertEqual(frame(filledLayout, 2).minX, 262.5)
    }

    /// interGroupSpacing sits between groups, not after the last; section
    /// contentInsets surround the groups; interSectionSpacing sits between sections.
    func testGroupAndSectionSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: row([item], height: 44))
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 16)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        collectionView(layout, counts: [3, 2])
        XCTAssertEqual(frame(layout, 0, 0), rect(16, 10, 343, 44))
        XCTAssertEqual(frame(layout, 1, 0), rect(16, 62, 343, 44))
        XCTAssertEqual(frame(layout, 2, 0), rect(16, 114, 343, 44))
        // Section 0 ends at 114 + 44 + 12 = 170; section 1 starts 20 later, its first row 10 below that.
        XCTAssertEqual(frame(layout, 0, 1), rect(16, 200, 343, 44))
        XCTAssertEqual(layout.collectionViewContentSize.height, 200 + 44 + 8 + 44 + 12)
    }
}
