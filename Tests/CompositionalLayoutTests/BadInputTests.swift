import CompositionalLayout
import Foundation
import XCTest

/// Bad input never crashes or hangs the engine: each case has a documented
/// outcome and a diagnostic (see `LayoutDiagnostic`).
final class BadInputTests: XCTestCase {
    private func listLayout(item: NSCollectionLayoutItem, groupHeight: NSCollectionLayoutDimension = .absolute(44))
        -> UICollectionViewCompositionalLayout
    {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), groupHeight), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func testNegativeNaNAndInfiniteDimensionsAreTreatedAsZero() {
        for bad in [-10, CGFloat.nan, CGFloat.infinity] {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(bad)))
            let layout = listLayout(item: item)
            collectionView(layout, counts: [2])
            // Half of 375 is 187.5, floored to the 3x grid: 187.333.
            XCTAssertEqual(frame(layout, 1), rect(562.0 / 3, 0, 562.0 / 3, 0))
            XCTAssertTrue(
                layout.diagnostics.contains {
                    $0.message.contains("item height absolute(") && $0.message.hasSuffix("using 0")
                },
                "\(layout.diagnostics)")
        }
    }

    func testNegativeInsetsAndSpacingAreTreatedAsZero() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: -5, leading: .nan, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = -20
        let layout = UICollectionViewCompositionalLayout(section: section)
        collectionView(layout, counts: [2])
        XCTAssertEqual(frame(layout, 1), rect(0, 44, 375, 44))
        XCTAssertEqual(
            layout.diagnostics.map(\.message).sorted(),
            [
                "interGroupSpacing is -20.0; using 0",
                "item contentInsets.leading is nan; using 0",
                "item contentInsets.top is -5.0; using 0"
            ])
    }

    /// Zero-width items can never fill a group: one pass of the subitems is laid out.
    func testZeroWidthSubitemsDoNotLoopForever() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(0), .fractionalHeight(1)))
        let layout = listLayout(item: item)
        collectionView(layout, counts: [3])
        XCTAssertEqual(frame(layout, 2), rect(0, 88, 0, 44))
        XCTAssertEqual(
            layout.diagnostics.first?.message,
            "a group's subitems have no extent along its axis and can never fill it; it holds one pass of them")
    }

    /// Tiny items stop at a safety limit instead of making a group of millions.
    func testTinyItemsAreCutAtTheSubitemLimit() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(0.001), .fractionalHeight(1)))
        let layout = listLayout(item: item)
        collectionView(layout, counts: [10_001])
        XCTAssertEqual(frame(layout, 10_000).minY, 44)
        XCTAssertTrue(layout.diagnostics.contains { $0.message.contains("more than 10000 subitems") })
    }

    /// Nested counts multiply: 10,000 groups of 10,000 groups of 10,000 cells would be 10^12
    /// cells in one group (a hang the fuzzer found, scripts/fuzz.sh). Placing stops at a
    /// 100,000 elements (cells and nested groups), with a diagnostic.
    func testNestedCountsAreCutAtAMillionElements() {
        let leaf = NSCollectionLayoutItem(layoutSize: size(.absolute(0), .absolute(1)))
        let inner = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(10), .absolute(1)), subitem: leaf, count: 10_000)
        let middle = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(10), .absolute(1)), subitem: inner, count: 10_000)
        let outer = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(10), .absolute(1)), subitem: middle, count: 10_000)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        collectionView(layout, counts: [3])
        XCTAssertNotNil(frame(layout, 2))
        XCTAssertTrue(
            layout.diagnostics.contains { $0.message.contains("more than 100000 elements; it is cut there") },
            "\(layout.diagnostics)")
    }

    /// A count of zero makes an empty group; the section's items are not laid out.
    func testCountOfZeroMakesAnEmptyGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitem: item, count: 0)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView(layout, counts: [3])
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(
            layout.diagnostics.map(\.description),
            [
                "section 0: a group made with count 0 holds no items",
                "section 0: the section's group holds no items, so its 3 items are not laid out"
            ])
    }

    /// A section provider returning nil gives an empty section with no height.
    func testSectionProviderReturningNilGivesAnEmptySection() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index != 1 else { return nil }
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(44)),
                    subitems: [item]))
        }
        collectionView(layout, counts: [1, 4, 1])
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(frame(layout, 0, 2), rect(0, 44, 375, 44))
        XCTAssertEqual(
            layout.diagnostics.map(\.description),
            ["section 1: the section provider returned nil; the section is laid out empty"])
    }

    /// Queries outside the data answer nil, never crash.
    func testQueriesOutOfRangeAnswerNil() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let layout = listLayout(item: item)
        collectionView(layout, counts: [2])
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 5)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)))
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)))
    }
}
