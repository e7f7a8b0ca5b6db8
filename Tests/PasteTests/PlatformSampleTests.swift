import CompositionalLayout
import Foundation
import PlatformLayoutSamples
import XCTest

/// The macOS and tvOS samples (Samples/PlatformLayouts), pasted with only the import
/// changed, give the frames their platforms give. Frames are worked out by hand below.
final class PlatformSampleTests: XCTestCase {
    private var views: [UICollectionView] = []

    private func attach(
        _ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat, scale: CGFloat,
        safeArea: UIEdgeInsets = .zero, counts: [Int]
    ) -> UICollectionViewLayout {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: layout)
        collectionView.numberOfItemsInSection = counts
        collectionView.traitCollection = UITraitCollection(displayScale: scale)
        collectionView.safeAreaInsets = safeArea
        views.append(collectionView)
        return layout
    }

    private func item(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func header(_ layout: UICollectionViewLayout, kind: String, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// The browser beside a 220-pt sidebar in a 1280 x 800 window: the collection view is
    /// the 1060-pt detail pane, under a 52-pt unified toolbar (the scroll view's top content
    /// inset), at 2x.
    func testMacPhotoBrowserInTheDetailPane() {
        let layout = attach(
            PlatformLayouts.macPhotoBrowser(), width: 1060, height: 800, scale: 2,
            safeArea: UIEdgeInsets(top: 52, left: 0, bottom: 0, right: 0), counts: [6, 12])
        let kind = PlatformLayouts.macPhotoBrowserHeaderKind
        // Memories: a 40-pt header inset 20 like the content, then 280 x 180 cards 16 apart, sideways.
        XCTAssertEqual(header(layout, kind: kind, 0), CGRect(x: 20, y: 0, width: 1020, height: 40))
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 20, y: 40, width: 280, height: 180))
        XCTAssertEqual(item(layout, 1, 0), CGRect(x: 316, y: 40, width: 280, height: 180))
        XCTAssertEqual(item(layout, 5, 0), CGRect(x: 20 + 5 * 296, y: 40, width: 280, height: 180))
        // The section is one row tall: 40 + 180 + 24 (bottom inset) = 244.
        XCTAssertEqual(header(layout, kind: kind, 1), CGRect(x: 20, y: 244, width: 1020, height: 40))
        // Library: Int(1060 / 200) = 5 columns of 1020 / 5 = 204, rows 0.2 x 1020 = 204 tall,
        // cells inset 4 on each side: 196 x 196, the first at (24, 244 + 40 + 4 = 288).
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 24, y: 288, width: 196, height: 196))
        XCTAssertEqual(item(layout, 4, 1), CGRect(x: 20 + 4 * 204 + 4, y: 288, width: 196, height: 196))
        XCTAssertEqual(item(layout, 6, 1), CGRect(x: 228, y: 492, width: 196, height: 196))
        // Three rows end at 284 + 3 x 204 = 896, plus the 20-pt bottom inset.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 1060, height: 916))
    }

    func testMacPhotoBrowserNarrowWindowHasThreeColumns() {
        // 700 wide: Int(700 / 200) = 3 columns of (700 - 40) / 3 = 220.
        let layout = attach(PlatformLayouts.macPhotoBrowser(), width: 700, height: 600, scale: 1, counts: [2, 4])
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 24, y: 288, width: 212, height: 212))
        XCTAssertEqual(item(layout, 2, 1), CGRect(x: 464, y: 288, width: 212, height: 212))
        XCTAssertEqual(item(layout, 3, 1), CGRect(x: 24, y: 508, width: 212, height: 212))
    }

    /// The home screen on an Apple TV HD: 1920 x 1080 at 1x, its safe area the overscan
    /// margin of 60 pt at the top and bottom and 80 pt at the sides.
    func testTVHomeScreenInsideTheOverscanMargin() {
        let layout = attach(
            PlatformLayouts.tvHomeScreen(), width: 1920, height: 1080, scale: 1,
            safeArea: UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), counts: [8, 10, 10])
        let kind = PlatformLayouts.tvHomeScreenTitleKind
        // Sections follow the safe area (UIKit's default reference): content from x 80, 1760 wide.
        XCTAssertEqual(header(layout, kind: kind, 0), CGRect(x: 80, y: 0, width: 1760, height: 50))
        // Up Next: 548 x 308 stills 48 apart, sideways: x 80, 676, 1272, ...
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 80, y: 50, width: 548, height: 308))
        XCTAssertEqual(item(layout, 1, 0), CGRect(x: 676, y: 50, width: 548, height: 308))
        XCTAssertEqual(item(layout, 7, 0), CGRect(x: 80 + 7 * 596, y: 50, width: 548, height: 308))
        // Movies: after 50 + 308 = 358 and 40 of spacing, at 398; 250 x 375 posters, 298 apart.
        XCTAssertEqual(header(layout, kind: kind, 1), CGRect(x: 80, y: 398, width: 1760, height: 50))
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 80, y: 448, width: 250, height: 375))
        XCTAssertEqual(item(layout, 1, 1), CGRect(x: 378, y: 448, width: 250, height: 375))
        // TV Shows: at 398 + 425 + 40 = 863; the page ends at 863 + 425 = 1288.
        XCTAssertEqual(item(layout, 0, 2), CGRect(x: 80, y: 913, width: 250, height: 375))
        XCTAssertEqual(layout.collectionViewContentSize.height, 1288)
    }
}
