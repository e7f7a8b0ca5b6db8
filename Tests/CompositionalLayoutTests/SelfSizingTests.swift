import CompositionalLayout
import Foundation
import XCTest

/// Estimated dimensions take the sizes a sizing function measures.
final class SelfSizingTests: XCTestCase {
    private func estimatedList(header: Bool = false) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        if header {
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    func testWithoutASizingFunctionEstimatesAreUsed() {
        let layout = estimatedList(header: true)
        collectionView(layout, counts: [3])
        XCTAssertEqual(frame(layout, 0), rect(0, 44, 375, 44))
        XCTAssertEqual(frame(layout, 2), rect(0, 140, 375, 44))
    }

    /// A header estimated at 44 and measured at 80 pushes the rows down by 36.
    func testHeaderTakesItsMeasuredHeight() {
        let layout = estimatedList(header: true)
        let view = collectionView(layout, counts: [2])
        var offered: [CGSize] = []
        view.sizingFunction = { category, kind, _, size in
            if category == .supplementaryView {
                XCTAssertEqual(kind, UICollectionView.elementKindSectionHeader)
                offered.append(size)
                return CGSize(width: size.width, height: 80)
            }
            return size
        }
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, rect(0, 0, 375, 80))
        XCTAssertEqual(offered, [CGSize(width: 375, height: 44)])
        XCTAssertEqual(frame(layout, 0), rect(0, 80, 375, 44))
        XCTAssertEqual(frame(layout, 1), rect(0, 128, 375, 44))
    }

    /// Rows measured at different heights move the rows after them, and the content size follows.
    func testRowsTakeTheirMeasuredHeights() {
        let layout = estimatedList()
        let view = collectionView(layout, counts: [4])
        view.sizingFunction = { _, _, indexPath, size in
            CGSize(width: size.width, height: 40 + 10 * CGFloat(indexPath.item))
        }
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 375, 40))
        XCTAssertEqual(frame(layout, 1), rect(0, 44, 375, 50))
        XCTAssertEqual(frame(layout, 2), rect(0, 98, 375, 60))
        XCTAssertEqual(frame(layout, 3), rect(0, 162, 375, 70))
        XCTAssertEqual(layout.collectionViewContentSize.height, 232)
        // The viewport query finds rows by their measured positions.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 375, height: 20)) ?? []
        XCTAssertEqual(found.map(\.indexPath.item).sorted(), [2, 3])
    }

    /// Siblings with uniformAcrossSiblings all take the largest measured height;
    /// the estimated group fits them.
    func testUniformAcrossSiblingsSharesTheLargestSize() {
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, counts: [5])
        let heights: [CGFloat] = [60, 90, 70, 30, 20]
        view.sizingFunction = { _, _, indexPath, size in CGSize(width: size.width, height: heights[indexPath.item]) }
        XCTAssertEqual(frame(layout, 0).height, 90)
        XCTAssertEqual(frame(layout, 2).height, 90)
        // The second row holds items 3 and 4 only: 30 and 20, so 30.
        XCTAssertEqual(frame(layout, 3), rect(0, 90, 125, 30))
        XCTAssertEqual(frame(layout, 4).height, 30)
    }

    /// Measured items keep their own heights with a plain estimate; the row is as tall as the tallest.
    func testEstimatedItemsInARowKeepTheirOwnHeights() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, counts: [3], scale: 2)
        view.sizingFunction = { _, _, indexPath, size in
            CGSize(width: size.width, height: [60, 100, 30][indexPath.item])
        }
        XCTAssertEqual(frame(layout, 0), rect(0, 0, 187.5, 60))
        XCTAssertEqual(frame(layout, 1), rect(187.5, 0, 187.5, 100))
        XCTAssertEqual(frame(layout, 2), rect(0, 100, 187.5, 30))
    }

    /// contentInsets along an estimated axis are ignored (as UIKit's console warning
    /// says), with one console warning; the insets along a fixed axis still apply.
    func testContentInsetsAlongAnEstimatedAxisAreIgnored() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, counts: [2])
        var offered: [CGSize] = []
        view.sizingFunction = { _, _, _, size in
            offered.append(size)
            return CGSize(width: size.width, height: 50)
        }
        XCTAssertEqual(frame(layout, 1), rect(16, 50, 343, 50))
        XCTAssertEqual(offered.first, CGSize(width: 343, height: 44))
        XCTAssertEqual(
            layout.diagnostics.map(\.message),
            ["item contentInsets along an estimated height are ignored, as UIKit ignores them"])
    }

    /// A badge with an estimated width takes its measured width, anchored as before:
    /// a "New" capsule 20 tall, measured 36 wide, at the cell's top trailing corner.
    func testBadgeWithAnEstimatedWidthIsMeasured() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.estimated(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collectionView(layout, width: 400, counts: [2], scale: 2)
        view.sizingFunction = { category, kind, indexPath, offered in
            guard category == .supplementaryView, kind == "badge" else { return offered }
            return CGSize(width: indexPath.item == 0 ? 36 : 50, height: offered.height)
        }
        let frames = (0..<2).map {
            layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: $0, section: 0))?.frame
        }
        XCTAssertEqual(frames, [rect(164, 0, 36, 20), rect(350, 0, 50, 20)])
    }

    /// Self-sizing is linear: measuring 100,000 rows calls the sizing function once per row.
    func testEachRowIsMeasuredOnce() {
        let layout = estimatedList()
        let view = collectionView(layout, counts: [100_000])
        var calls = 0
        view.sizingFunction = { _, _, _, size in
            calls += 1
            return CGSize(width: size.width, height: 30)
        }
        layout.prepare()
        XCTAssertEqual(calls, 100_000)
        XCTAssertEqual(frame(layout, 99_999).minY, 99_999 * 34)
    }
}
