import CompositionalLayout
import Foundation
import XCTest

/// count-based groups, repeating subitems, nested and custom groups, partial groups.
final class GroupShapeTests: XCTestCase {
    /// `subitem:count:` makes exactly `count` equal items with interItemSpacing
    /// between them; the item's own width is ignored (UIKit swaps in 1/count of the
    /// group less the spacing), and a height written as a fraction of the width is a
    /// fraction of that same shared length, (375 - 15) = 360 here, not of one item's
    /// 180: half of it makes square cells (Docs/uikit-facts.md §12).
    func testCountGroupSharesTheGroupWidthLessSpacingAndFractionalHeightsUseThatWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(15)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [3], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 180, 180))
        XCTAssertEqual(frame(layout, 1), rect(195, 0, 180, 180))
        XCTAssertEqual(frame(layout, 2), rect(0, 200, 180, 180))
    }

    /// Three square cells a row at 390 pt, 3x, 10 pt apart, written as iOS apps write
    /// them (item 1/3 x 1/3 of the width): (390 - 20) / 3 = 123.333 each way, not a
    /// 123.333 x 41 strip (1/3 of one item, floored to the grid).
    func testCountGroupOfThirdsMakesSquareCells() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalWidth(1.0 / 3)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, width: 390, counts: [4], scale: 3)
        assertFrame(frame(layout, 0), rect(0, 0, 370.0 / 3, 370.0 / 3))
        assertFrame(frame(layout, 1), rect(400.0 / 3, 0, 370.0 / 3, 370.0 / 3))
        assertFrame(frame(layout, 2), rect(800.0 / 3, 0, 370.0 / 3, 370.0 / 3))
        // The group is 1/3 of 390 = 130 tall; the next row starts there.
        assertFrame(frame(layout, 3), rect(0, 130, 370.0 / 3, 370.0 / 3))
    }

    /// The vertical twin: a column of 2 in a 300-tall group, 20 apart, whose item is
    /// `.fractionalHeight(0.5)` wide: 0.5 x (300 - 20) = 140 wide, 140 tall.
    func testVerticalCountGroupResolvesFractionalWidthsAgainstItsHeightLessSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalHeight(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(300)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(20)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [2], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 140, 140))
        XCTAssertEqual(frame(layout, 1), rect(0, 160, 140, 140))
    }

    /// `repeatingSubitem:count:` keeps the item's own size.
    func testRepeatingSubitemKeepsTheItemsOwnSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(5)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [4])
        XCTAssertEqual(frame(layout, 2), rect(130, 0, 60, 40))
        XCTAssertEqual(frame(layout, 3), rect(0, 40, 60, 40))
    }

    /// WWDC 2019 "Nested Groups": a 0.3-wide leading item beside a 0.7-wide... here the
    /// App Store/Photos shape: a 0.6 item beside a vertical pair of 0.4, above a row of 5.
    func testNestedGroupsAssignItemsDepthFirst() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)),
            subitem: small, count: 2)
        let top = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.75)),
            subitems: [big, pair])
        let thumb = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)),
            subitems: [thumb])
        let page = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(300)),
            subitems: [top, strip])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: page))
        collectionView(layout, counts: [9], scale: 1)
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 225, 225))
        // Half of 225 is 112.5, floored to the 1x grid.
        XCTAssertEqual(frame(layout, 1), rect(225, 0, 150, 112))
        XCTAssertEqual(frame(layout, 2), rect(225, 112, 150, 112))
        XCTAssertEqual(frame(layout, 3), rect(0, 225, 75, 75))
        XCTAssertEqual(frame(layout, 7), rect(300, 225, 75, 75))
        // Item 8 starts the next repetition of the whole group.
        XCTAssertEqual(frame(layout, 8), rect(0, 300, 225, 225))
    }

    /// A custom group puts its items at the frames its provider returns, relative
    /// to the group, and repeats like any group.
    func testCustomGroupPlacesItemsAtProvidedFrames() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) {
            environment in
            let width = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 2)
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, width: 390, counts: [3])
        XCTAssertEqual(frame(layout, 1), rect(195, 60, 195, 60))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 2)
        XCTAssertEqual(frame(layout, 2), rect(0, 120, 195, 120))
    }

    /// A custom group's contentInsets move the frames its provider returns, once: a frame at
    /// (0, 0) in a group with 13 pt on top and 16 pt leading lands at (16, 13) in the group
    /// (Docs/uikit-facts.md, "Custom groups"). The second group starts 120 pt down.
    func testCustomGroupContentInsetsMoveTheProvidedFramesOnce() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50))]
        }
        group.contentInsets = NSDirectionalEdgeInsets(top: 13, leading: 16, bottom: 4, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, width: 390, counts: [2])
        XCTAssertEqual(frame(layout, 0), rect(16, 13, 100, 50))
        XCTAssertEqual(frame(layout, 1), rect(16, 133, 100, 50))
    }

    /// The provider's environment describes the group, not the collection view: its size
    /// (390 less the section's 10 + 10 = 370 x 120), the group's contentInsets as content and
    /// effective insets, and the space inside them (370 - 16 - 20 = 334 x 120 - 13 - 4 = 103).
    func testCustomGroupProviderSeesTheGroupAsItsContainer() {
        var seen: [(CGSize, NSDirectionalEdgeInsets, NSDirectionalEdgeInsets, CGSize)] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) {
            environment in
            let container = environment.container
            seen.append(
                (
                    container.contentSize, container.contentInsets, container.effectiveContentInsets,
                    container.effectiveContentSize
                ))
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(origin: .zero, size: container.effectiveContentSize))
            ]
        }
        let insets = NSDirectionalEdgeInsets(top: 13, leading: 16, bottom: 4, trailing: 20)
        group.contentInsets = insets
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, width: 390, counts: [1])
        XCTAssertEqual(frame(layout, 0), rect(26, 13, 334, 103))
        XCTAssertEqual(seen.first?.0, CGSize(width: 370, height: 120))
        XCTAssertEqual(seen.first?.1, insets)
        XCTAssertEqual(seen.first?.2, insets)
        XCTAssertEqual(seen.first?.3, CGSize(width: 334, height: 103))
    }

    /// A partly filled last group keeps the group's size: the section is as tall as full groups.
    func testPartlyFilledLastGroupKeepsItsSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [4])
        XCTAssertEqual(frame(layout, 3), rect(0, 100, 125, 100))
        XCTAssertEqual(layout.collectionViewContentSize.height, 200)
    }
}
