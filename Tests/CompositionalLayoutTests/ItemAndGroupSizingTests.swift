import CompositionalLayout
import Foundation
import XCTest

/// Absolute and fractional dimensions, resolved against the right container.
final class ItemAndGroupSizingTests: XCTestCase {
    /// The WWDC 2019 "List" sample: item 1.0 x 1.0 in a group 1.0 x 44.
    func testListRowsStackAtFullWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [3])
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 375, 44))
        XCTAssertEqual(frame(layout, 2), rect(0, 88, 375, 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 375, height: 132))
    }

    /// The WWDC 2019 "Grid" sample: items 0.2 wide in a group whose height is 0.2 of its width.
    func testGridFillsARowWithFiveItemsAt390Points() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, width: 390, counts: [12])
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 78, 78))
        XCTAssertEqual(frame(layout, 4), rect(312, 0, 78, 78))
        XCTAssertEqual(frame(layout, 5), rect(0, 78, 78, 78))
        // 12 items: rows of 5, 5 and a partly filled row of 2 that keeps the group's height.
        XCTAssertEqual(frame(layout, 11), rect(78, 156, 78, 78))
        XCTAssertEqual(layout.collectionViewContentSize.height, 234)
    }

    /// 375 x 0.25 = 93.75 is floored to the pixel grid when resolved, as UIKit does
    /// (Docs/uikit-facts.md §7): 93.5 at 2x, 93.667 at 3x. Items stay on the grid
    /// and never overlap; the row ends a little short of 375.
    func testFractionalWidthsFloorToThePixelGrid() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, counts: [4], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 93.5, 50))
        XCTAssertEqual(frame(layout, 1), rect(93.5, 0, 93.5, 50))
        XCTAssertEqual(frame(layout, 2), rect(187, 0, 93.5, 50))
        XCTAssertEqual(frame(layout, 3), rect(280.5, 0, 93.5, 50))
        // At 3x the grid is a third of a point: 93.75 -> 93.666... (281 pixels).
        view.traitCollection = UITraitCollection(displayScale: 3)
        XCTAssertEqual(frame(layout, 1).minX, 281.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(layout, 3).minX, 843.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(layout, 3).width, 281.0 / 3, accuracy: 1e-9)
        // Neighbours share their edges: no gaps, no overlaps.
        for index in 0..<3 {
            XCTAssertEqual(frame(layout, index).maxX, frame(layout, index + 1).minX)
        }
    }

    /// An item's contentInsets shrink the cell inside its slot.
    func testItemContentInsetsShrinkTheCell() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [2], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(5, 5, 177.5, 90))
        XCTAssertEqual(frame(layout, 1), rect(192.5, 5, 177.5, 90))
    }

    /// A group's fractions are of the section after its contentInsets; an item's of
    /// the group after the group's contentInsets.
    func testFractionsResolveAgainstTheContainerAfterItsInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [2], scale: 2)
        // Section content: 335 wide from x 20; group content: 305 wide from x 35, 100 tall from y 30.
        XCTAssertEqual(frame(layout, 0), rect(35, 30, 152.5, 50))
        XCTAssertEqual(frame(layout, 1), rect(187.5, 30, 152.5, 50))
        XCTAssertEqual(layout.collectionViewContentSize.height, 20 + 120 + 20)
    }

    /// Width given as a fraction of the height: square items in a fixed-height row.
    func testWidthCanBeAFractionOfTheHeight() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalHeight(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [4])
        XCTAssertEqual(frame(layout, 2), rect(200, 0, 100, 100))
        // Only three 100-pt squares fit in 375 pt: the fourth item starts the next group.
        XCTAssertEqual(frame(layout, 3), rect(0, 100, 100, 100))
    }
}
