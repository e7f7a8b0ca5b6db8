import CompositionalLayout
import Foundation
import XCTest

/// pinToVisibleBounds: headers and footers stay in view while their section does.
final class PinningTests: XCTestCase {
    /// Three sections of ten 44-pt rows, each with a pinned 30-pt header and a
    /// pinned 20-pt footer: sections span 0...490, 490...980, 980...1470.
    private func pinnedList() -> (UICollectionViewCompositionalLayout, UICollectionView) {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)),
            elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = collectionView(layout, width: 375, height: 400, counts: [10, 10, 10])
        return (layout, view)
    }

    private func y(_ layout: UICollectionViewCompositionalLayout, _ kind: String, _ section: Int) -> CGFloat? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    func testAtRestHeadersAndFootersSitWhereLaidOutOrAtTheBottomEdge() {
        let (layout, _) = pinnedList()
        XCTAssertEqual(y(layout, "header", 0), 0)
        XCTAssertEqual(y(layout, "header", 1), 490)
        // The viewport is 400 tall: section 0's footer (laid out at 470) is pinned to 380.
        XCTAssertEqual(y(layout, "footer", 0), 380)
        // Section 1's footer is held at its section's start, off screen.
        XCTAssertEqual(y(layout, "footer", 1), 490)
    }

    func testScrolledHeaderPinsToTheTopAndIsPushedByTheSectionEnd() {
        let (layout, view) = pinnedList()
        view.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(y(layout, "header", 0), 100)
        XCTAssertEqual(y(layout, "header", 1), 490)
        XCTAssertEqual(y(layout, "footer", 0), 470)
        XCTAssertEqual(y(layout, "footer", 1), 490)
        view.contentOffset = CGPoint(x: 0, y: 470)
        // Section 0 ends at 490: its header is pushed up to 460.
        XCTAssertEqual(y(layout, "header", 0), 460)
        XCTAssertEqual(y(layout, "header", 1), 490)
        XCTAssertEqual(y(layout, "footer", 1), 850)
        view.contentOffset = CGPoint(x: 0, y: 600)
        XCTAssertEqual(y(layout, "header", 1), 600)
        // Cells do not move; the pinned header keeps its zIndex above them.
        XCTAssertEqual(frame(layout, 3, 1), rect(0, 652, 375, 44))
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.zIndex, 2
        )
    }

    /// With a safe area the top rest offset is negative, as in UIKit, and headers
    /// pin below the inset.
    func testPinningRespectsTheAdjustedContentInset() {
        let (layout, view) = pinnedList()
        view.safeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -50))
        XCTAssertEqual(y(layout, "header", 0), 0)
        view.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(y(layout, "header", 0), 100)
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 375, height: 10)) ?? []
        XCTAssertTrue(found.contains { $0.representedElementKind == "header" && $0.indexPath.section == 0 })
    }
}
