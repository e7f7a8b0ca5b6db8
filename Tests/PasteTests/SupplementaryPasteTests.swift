import CompositionalLayout
import Foundation
import XCTest

/// The pasted iOS layouts with supplementary views, pinning, backgrounds and
/// orthogonal behaviours give the frames worked out by hand here.
final class SupplementaryPasteTests: XCTestCase {
    private var views: [UICollectionView] = []

    private func attach(
        _ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 812,
        counts: [Int], scale: CGFloat = 2
    ) -> (UICollectionViewLayout, UICollectionView) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: layout)
        collectionView.numberOfItemsInSection = counts
        collectionView.traitCollection = UITraitCollection(displayScale: scale)
        views.append(collectionView)
        return (layout, collectionView)
    }

    private func supplementary(_ layout: UICollectionViewLayout, _ kind: String, _ item: Int, _ section: Int) -> CGRect?
    {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    func testItemBadges() {
        let (layout, _) = attach(createItemBadgeLayout(), counts: [8])
        // Content 335 wide from 20; slots 0.25 x 335 = 83.75 -> 83.5 at 2x; rows 0.2 x 335 = 67 tall.
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 25, y: 25, width: 73.5, height: 57))
        // The badge: cell's top trailing corner (98.5, 25), less its 20 pt, plus (6, -6).
        XCTAssertEqual(supplementary(layout, badgeElementKind, 0, 0), CGRect(x: 84.5, y: 19, width: 20, height: 20))
        XCTAssertEqual(supplementary(layout, badgeElementKind, 5, 0), CGRect(x: 168, y: 86, width: 20, height: 20))
    }

    func testSectionHeadersAndFooters() {
        let (layout, _) = attach(createSectionHeadersFootersLayout(), counts: [3, 2])
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        XCTAssertEqual(supplementary(layout, header, 0, 0), CGRect(x: 10, y: 0, width: 355, height: 44))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 10, y: 44, width: 355, height: 44))
        // Rows at 44, 93, 142; the footer follows the last row without interGroupSpacing.
        XCTAssertEqual(supplementary(layout, footer, 0, 0), CGRect(x: 10, y: 186, width: 355, height: 44))
        XCTAssertEqual(supplementary(layout, header, 0, 1), CGRect(x: 10, y: 230, width: 355, height: 44))
    }

    func testPinnedSectionHeader() {
        let (layout, collectionView) = attach(createPinnedSectionHeaderFooterLayout(), counts: [10, 10])
        let header = UICollectionView.elementKindSectionHeader
        // Section 0: header 44 + 10 rows of 44 with 5 between + footer 44 = 573.
        XCTAssertEqual(supplementary(layout, header, 0, 1)?.minY, 573)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(supplementary(layout, header, 0, 0)?.minY, 300)
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex, 2)
        collectionView.contentOffset = CGPoint(x: 0, y: 560)
        // Pushed up by the section's end: 573 - 44.
        XCTAssertEqual(supplementary(layout, header, 0, 0)?.minY, 529)
    }

    func testSectionBackgroundDecoration() {
        let (layout, _) = attach(createSectionBackgroundLayout(), counts: [4])
        let background = layout.layoutAttributesForDecorationView(
            ofKind: sectionBackgroundDecorationElementKind,
            at: IndexPath(item: 0, section: 0))
        // Section: 10 + 4 x 44 + 3 x 5 + 10 = 211 tall; the background is inset 5.
        XCTAssertEqual(background?.frame, CGRect(x: 5, y: 5, width: 365, height: 201))
        XCTAssertEqual(background?.zIndex, 0)
        // Cells are lifted above their section's background.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex, 1)
    }

    func testOrthogonalBehaviours() {
        // Three items per group: six groups in each scrolling section, two in the last.
        let (layout, _) = attach(createOrthogonalBehaviorsLayout(), counts: [18, 18, 18, 18, 18, 6], scale: 3)
        guard let compositional = layout as? UICollectionViewCompositionalLayout else {
            return XCTFail("not compositional")
        }
        // Each section: a 44-pt title, then one 0.4 x 812 = 974/3-pt row; 20 pt between sections.
        let sectionHeight = 44 + 974.0 / 3
        XCTAssertEqual(
            supplementary(layout, "title-element-kind", 0, 2)?.minY ?? 0, 2 * (sectionHeight + 20), accuracy: 1e-9)
        // Group pages: 0.85 x 375 = 956/3 wide; six groups make 1912 pt, 1537 of scrolling.
        let groupPaging = compositional.orthogonalRestOffsets(forSection: 3)
        XCTAssertEqual(groupPaging.count, 6)
        XCTAssertEqual(groupPaging[1], 956.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(groupPaging[5], 1537, accuracy: 1e-9)
        let pages = compositional.orthogonalRestOffsets(forSection: 2)
        XCTAssertEqual(pages.count, 6)
        for (page, expected) in zip(pages, [0, 375, 750, 1125, 1500, 1537] as [CGFloat]) {
            XCTAssertEqual(page, expected, accuracy: 1e-9)
        }
        // The sixth section does not scroll: its six items stack in two full-width groups.
        XCTAssertNil(compositional.orthogonalScrolling(forSection: 5))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 5))?.frame.minY ?? 0,
            5 * (sectionHeight + 20) + 44 + 974.0 / 3 + 10, accuracy: 1e-9)
    }

    func testAppStoreWithHeaders() {
        let (layout, _) = attach(createAppStoreWithHeadersLayout(), counts: [5, 9], scale: 3)
        let header = UICollectionView.elementKindSectionHeader
        // Headers follow the 16-pt insets; featured cards are centred below them.
        XCTAssertEqual(supplementary(layout, header, 0, 0), CGRect(x: 16, y: 0, width: 343, height: 44))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 15, y: 44, width: 345, height: 300))
        XCTAssertEqual(supplementary(layout, header, 0, 1), CGRect(x: 16, y: 364, width: 343, height: 44))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
            CGRect(x: 16, y: 488, width: 345, height: 80))
    }
}
