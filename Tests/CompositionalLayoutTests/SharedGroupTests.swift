import CompositionalLayout
import Foundation
import XCTest

/// Sections that share one group object share its laid-out template; what a
/// section provider changes between sections must still show.
final class SharedGroupTests: XCTestCase {
    /// Two 0.5-wide items in a 50-tall row, 4 items a section: two rows.
    private func twoColumnGroup() -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    }

    func testSectionsSharingAGroupHaveTheFramesOfFreshGroups() {
        let shared = twoColumnGroup()
        let sharing = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: shared) }
        let fresh = UICollectionViewCompositionalLayout { _, _ in
            NSCollectionLayoutSection(group: self.twoColumnGroup())
        }
        collectionView(sharing, width: 300, counts: [4, 4, 3])
        collectionView(fresh, width: 300, counts: [4, 4, 3])
        for section in 0..<3 {
            for item in 0..<(section == 2 ? 3 : 4) {
                XCTAssertEqual(frame(sharing, item, section), frame(fresh, item, section), "[\(section), \(item)]")
            }
        }
        // Section 2 starts below two sections of two 50-pt rows: y = 200; item 1 is the right column.
        XCTAssertEqual(frame(sharing, 1, 2), rect(150, 200, 150, 50))
    }

    func testAGroupChangedBetweenSectionsIsLaidOutAgain() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let shared = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            shared.interItemSpacing = .fixed(CGFloat(index) * 10)
            return NSCollectionLayoutSection(group: shared)
        }
        collectionView(layout, width: 300, counts: [2, 2])
        // Section 0: no spacing, the second item at x = 100. Section 1: 10 pt of
        // spacing, the second item 10 pt further right.
        XCTAssertEqual(frame(layout, 1, 0), rect(100, 0, 100, 50))
        XCTAssertEqual(frame(layout, 1, 1), rect(110, 50, 100, 50))
    }

    func testAnItemChangedBetweenSectionsIsLaidOutAgain() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: CGFloat(index) * 5, bottom: 0, trailing: 0)
            return NSCollectionLayoutSection(group: group)
        }
        collectionView(layout, width: 300, counts: [1, 1, 1])
        XCTAssertEqual(frame(layout, 0, 0), rect(0, 0, 300, 50))
        XCTAssertEqual(frame(layout, 0, 1), rect(5, 50, 295, 50))
        XCTAssertEqual(frame(layout, 0, 2), rect(10, 100, 290, 50))
    }

    func testACustomGroupIsAskedForItsItemsInEverySection() {
        var calls = 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in
            calls += 1
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat(calls) * 10, y: 0, width: 20, height: 40))
            ]
        }
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group) }
        collectionView(layout, width: 300, counts: [1, 1])
        layout.prepare()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(frame(layout, 0, 0), rect(10, 0, 20, 40))
        XCTAssertEqual(frame(layout, 0, 1), rect(20, 40, 20, 40))
    }

    func testEverySectionOfASharedBadGroupIsDiagnosed() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: -4, leading: 0, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group) }
        collectionView(layout, width: 300, counts: [1, 1])
        let sections = layout.diagnostics.filter { $0.message.contains("contentInsets.top") }.map(\.section)
        XCTAssertEqual(sections, [0, 1], "\(layout.diagnostics)")
    }

    func testOneItemQueriedAloneMatchesTheBulkQuery() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(33.3)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 { section.orthogonalScrollingBehavior = .continuous }
            section.decorationItems = index == 2 ? [.background(elementKind: "background")] : []
            return section
        }
        let view = collectionView(layout, width: 310, counts: [7, 5, 4], direction: .rightToLeft)
        view.setOrthogonalScrollOffset(37, forSection: 1)
        let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
        let cells = (layout.layoutAttributesForElements(in: everything) ?? []).filter {
            $0.representedElementCategory == .cell
        }
        XCTAssertEqual(cells.count, 16)
        for cell in cells {
            let alone = layout.layoutAttributesForItem(at: cell.indexPath)
            XCTAssertEqual(alone?.frame, cell.frame, "\(cell.indexPath)")
            XCTAssertEqual(alone?.zIndex, cell.zIndex, "\(cell.indexPath)")
        }
        // In section 2, over its background, cells are lifted to z-index 1.
        XCTAssertEqual(cells.filter { $0.indexPath.section == 2 }.map(\.zIndex), [1, 1, 1, 1])
    }
}
