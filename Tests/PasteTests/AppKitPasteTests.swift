import CompositionalLayout
import Foundation
import XCTest

/// Layouts written as macOS code give the frames AppKit gives. A Mac's backing scale is
/// 1 or 2 (Docs/appkit-facts.md §2), so these run at 2x, where fractional sizes floor to
/// half points; frames are in a flipped view, y growing downwards from the top, as an
/// NSCollectionView reports them (§3).
final class AppKitPasteTests: XCTestCase {
    private var views: [UICollectionView] = []

    private func attach(
        _ layout: NSCollectionViewLayout, width: CGFloat = 800, height: CGFloat = 600,
        counts: [Int], scale: CGFloat = 2
    ) -> NSCollectionViewLayout {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: layout)
        collectionView.numberOfItemsInSection = counts
        collectionView.traitCollection = UITraitCollection(displayScale: scale)
        views.append(collectionView)
        return layout
    }

    private func assertFrame(
        _ layout: NSCollectionViewLayout, _ item: Int, _ section: Int,
        _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame else {
            return XCTFail("no item [\(section), \(item)]", file: file, line: line)
        }
        XCTAssertEqual(actual, expected, "item [\(section), \(item)]", file: file, line: line)
    }

    func testHeadersAndFootersInAppKitSpelling() {
        let layout = attach(createMacHeadersFootersLayout(), counts: [5, 5])
        // Header 44 (its estimate) at the top, inset 10 on each side like the content.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: NSCollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 10, y: 0, width: 780, height: 44))
        // Rows: 44 tall, 5 apart, below the header: y 44, 93, 142, 191, 240.
        assertFrame(layout, 0, 0, CGRect(x: 10, y: 44, width: 780, height: 44))
        assertFrame(layout, 4, 0, CGRect(x: 10, y: 240, width: 780, height: 44))
        // Footer at 284; section 1 starts after it at 328, its first row below its header at 372.
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: NSCollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, CGRect(x: 10, y: 284, width: 780, height: 44))
        assertFrame(layout, 0, 1, CGRect(x: 10, y: 372, width: 780, height: 44))
    }

    func testAppKitKindsAreUIKitStrings() {
        // AppKit's constants hold UIKit's strings (Docs/appkit-facts.md §1), so headers
        // from either spelling are found by either.
        XCTAssertEqual(NSCollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(NSCollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
    }

    func testOrthogonalBehaviorsThroughSectionProvider() {
        let layout = attach(createMacOrthogonalBehaviorsLayout(), counts: [4, 4, 4, 4, 4, 3])
        // The container is 800 wide (> 500): groups 0.425 x 800 = 340 wide, 100 tall, 10 apart, sideways.
        assertFrame(layout, 0, 0, CGRect(x: 0, y: 0, width: 340, height: 100))
        assertFrame(layout, 1, 0, CGRect(x: 350, y: 0, width: 340, height: 100))
        assertFrame(layout, 3, 0, CGRect(x: 1050, y: 0, width: 340, height: 100))
        // Each orthogonal section is one group tall; sections 20 apart: section 1 at 120.
        assertFrame(layout, 0, 1, CGRect(x: 0, y: 120, width: 340, height: 100))
        // .groupPagingCentered centres the group: (800 - 340) / 2 = 230. Section 4 at 4 x 120 = 480.
        assertFrame(layout, 0, 4, CGRect(x: 230, y: 480, width: 340, height: 100))
        // Section 5 does not scroll sideways: its groups stack, 10 apart, from y 600.
        assertFrame(layout, 0, 5, CGRect(x: 0, y: 600, width: 340, height: 100))
        assertFrame(layout, 1, 5, CGRect(x: 0, y: 710, width: 340, height: 100))
        // Its three groups end at 600 + 3 x 100 + 2 x 10 = 920.
        XCTAssertEqual(layout.collectionViewContentSize.height, 920)
    }

    func testNarrowWindowAtOneX() {
        // At 1x (a non-Retina display) fractions floor to whole points: 0.85 x 375 = 318.75 -> 318.
        let layout = attach(createMacOrthogonalBehaviorsLayout(), width: 375, counts: [2], scale: 1)
        assertFrame(layout, 0, 0, CGRect(x: 0, y: 0, width: 318, height: 100))
        assertFrame(layout, 1, 0, CGRect(x: 328, y: 0, width: 318, height: 100))
    }

    func testHorizontalScrollDirection() {
        let layout = attach(createMacHorizontalColumnsLayout(), width: 800, height: 600, counts: [7])
        // Columns 150 wide, 8 apart; a third of 600 = 200 per item, top to bottom.
        assertFrame(layout, 0, 0, CGRect(x: 0, y: 0, width: 150, height: 200))
        assertFrame(layout, 2, 0, CGRect(x: 0, y: 400, width: 150, height: 200))
        assertFrame(layout, 3, 0, CGRect(x: 158, y: 0, width: 150, height: 200))
        assertFrame(layout, 6, 0, CGRect(x: 316, y: 0, width: 150, height: 200))
        XCTAssertEqual(layout.collectionViewContentSize.width, 466)
    }

    func testAppKitNamesAreTheUIKitTypes() {
        // One implementation: AppKit's names are UIKit's types, not copies that could drift.
        XCTAssertTrue(NSCollectionViewCompositionalLayout.self == UICollectionViewCompositionalLayout.self)
        XCTAssertTrue(
            NSCollectionViewCompositionalLayoutConfiguration.self
                == UICollectionViewCompositionalLayoutConfiguration.self)
        XCTAssertEqual(NSCollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue, 5)
        XCTAssertEqual(NSCollectionElementCategory.item, .cell)
        XCTAssertEqual(NSDirectionalEdgeInsetsZero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
