import CompositionalLayout
import Foundation
import XCTest

/// Orthogonal scroll offsets, rest positions ("stops"), targets, and the visible-items handler.
final class ScrollStateTests: XCTestCase {
    private func carousel(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: CGFloat,
        spacing: CGFloat = 0, insets: CGFloat = 0
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(
            section: carouselSection(behavior, width: width, spacing: spacing, insets: insets))
    }

    private func carouselSection(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: CGFloat,
        spacing: CGFloat = 0, insets: CGFloat = 0
    ) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(width), .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: insets, bottom: 0, trailing: insets)
        return section
    }

    private func assertOffsets(
        _ actual: [CGFloat], _ expected: [CGFloat], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual)", file: file, line: line)
        }
    }

    /// 0.85-wide groups with interGroupSpacing 10, centred: pages of one group plus
    /// the spacing, 956/3 + 10 = 986/3 points each.
    func testGroupPagingCenteredStops() {
        let layout = carousel(.groupPagingCentered, width: 0.85, spacing: 10)
        collectionView(layout, width: 375, counts: [5])
        // 375 x 0.85 = 318.75, floored to 956/3; centring inset (375 - 956/3) / 2 = 28.17 -> 85/3.
        XCTAssertEqual(frame(layout, 0).minX, 85.0 / 3, accuracy: 1e-9)
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 986.0 / 3, 1972.0 / 3, 986, 3944.0 / 3])
        XCTAssertEqual(layout.orthogonalScrolling(forSection: 0)?.maximumOffset ?? 0, 1315, accuracy: 1e-9)
    }

    func testPagingStopsAPageAtATime() {
        let layout = carousel(.paging, width: 0.4)
        collectionView(layout, width: 400, counts: [7], scale: 2)
        // Seven 160-pt groups: 1120 pt of content, 720 of scrolling.
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 400, 720])
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 390), 400)
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 10, velocity: 1), 400)
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 390, velocity: -1), 0)
    }

    func testGroupPagingStopsAGroupAtATime() {
        let layout = carousel(.groupPaging, width: 0.4, spacing: 10)
        collectionView(layout, width: 400, counts: [7], scale: 2)
        // 7 x 160 + 6 x 10 = 1180 pt: 780 of scrolling.
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 170, 340, 510, 680, 780])
    }

    func testContinuousGroupLeadingBoundaryStopsAtGroupEdges() {
        let layout = carousel(.continuousGroupLeadingBoundary, width: 0.4, spacing: 10, insets: 20)
        collectionView(layout, width: 400, counts: [7], scale: 2)
        // Groups start at 20, 190, 360, ...: each at the 20-pt leading inset; 1220 pt of content.
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 170, 340, 510, 680, 820])
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 300), 340)
    }

    func testContinuousStopsCoverTheContentEvenly() {
        let layout = carousel(.continuous, width: 0.4)
        collectionView(layout, width: 400, counts: [7], scale: 2)
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 360, 720])
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 333), 333)
        XCTAssertEqual(layout.targetOrthogonalScrollOffset(forSection: 0, proposedOffset: 900), 720)
    }

    /// Continuous stops lie on the pixel grid, as scrolled frames do: 439 / 2 = 219.5 becomes 220 at 1x.
    func testContinuousStopsAreOnThePixelGrid() {
        let layout = carousel(.continuous, width: 0.3)
        collectionView(layout, width: 401, counts: [7], scale: 1)
        assertOffsets(layout.orthogonalRestOffsets(forSection: 0), [0, 220, 439])
    }

    func testNonOrthogonalSectionsHaveNoStops() {
        let layout = carousel(.none, width: 0.4)
        collectionView(layout, width: 400, counts: [7], scale: 2)
        XCTAssertNil(layout.orthogonalScrolling(forSection: 0))
        XCTAssertEqual(layout.orthogonalRestOffsets(forSection: 0), [])
    }

    /// A section's own offset moves its cells, not the rest of the layout.
    func testScrollOffsetMovesTheSectionsCells() {
        let layout = carousel(.paging, width: 0.4)
        let view = collectionView(layout, width: 400, counts: [7, 2], scale: 2)
        view.setOrthogonalScrollOffset(400, forSection: 0)
        XCTAssertEqual(frame(layout, 0), rect(-400, 0, 160, 100))
        XCTAssertEqual(frame(layout, 3), rect(80, 0, 160, 100))
        XCTAssertEqual(frame(layout, 0, 1), rect(0, 100, 160, 100))
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 100)) ?? []
        XCTAssertEqual(visible.map(\.indexPath.item).sorted(), [2, 3, 4])
    }

    /// In a right-to-left layout the section scrolls the other way.
    func testScrollOffsetInRightToLeft() {
        let layout = carousel(.paging, width: 0.4)
        let view = collectionView(layout, width: 400, counts: [7], scale: 2, direction: .rightToLeft)
        XCTAssertEqual(frame(layout, 0), rect(240, 0, 160, 100))
        view.setOrthogonalScrollOffset(400, forSection: 0)
        XCTAssertEqual(frame(layout, 0), rect(640, 0, 160, 100))
        XCTAssertEqual(frame(layout, 3), rect(160, 0, 160, 100))
    }

    /// The handler sees the visible items, unscrolled, and the offset; what it
    /// changes is what queries return (the carousel-scaling effect).
    func testVisibleItemsHandlerChangesWhatQueriesReturn() {
        let section = carouselSection(.groupPagingCentered, width: 0.85, spacing: 10)
        var seenOffsets: [CGPoint] = []
        var seenCounts: [Int] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seenOffsets.append(offset)
            seenCounts.append(items.count)
            let centre = environment.container.contentSize.width / 2
            for item in items {
                let centred = abs(item.frame.midX - offset.x - centre) < 1
                item.alpha = centred ? 1 : 0.5
                item.transform = centred ? .identity : CGAffineTransform(scaleX: 0.8, y: 0.8)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = collectionView(layout, width: 375, counts: [5])
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha, 1)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha, 0.5)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a, 0.8)
        XCTAssertEqual(seenOffsets, [.zero])
        XCTAssertEqual(seenCounts, [2])
        view.setOrthogonalScrollOffset(986.0 / 3, forSection: 0)
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 100)) ?? []
        XCTAssertEqual(found.first { $0.indexPath.item == 1 }?.alpha, 1)
        XCTAssertEqual(found.first { $0.indexPath.item == 0 }?.alpha, 0.5)
        XCTAssertEqual(found.first { $0.indexPath.item == 1 }?.frame.minX ?? 0, 85.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(seenOffsets.last?.x ?? 0, 986.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(seenCounts.last, 3)
    }
}
