import CompositionalLayout
import Foundation
import XCTest

/// The pasted iOS layouts give the frames UIKit gives. Expected values are worked
/// out by hand from the dimensions in the layout code. UIKit floors fractional
/// sizes to the pixel grid (Docs/uikit-facts.md §7): at 3x a point is three
/// pixels, so 172.5 pt becomes 517 pixels, written `517 / 3`.
final class PasteTests: XCTestCase {
    private var views: [UICollectionView] = []

    private func attach(
        _ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 812,
        counts: [Int], scale: CGFloat = 3
    ) -> UICollectionViewLayout {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: layout)
        collectionView.numberOfItemsInSection = counts
        collectionView.traitCollection = UITraitCollection(displayScale: scale)
        views.append(collectionView)
        return layout
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func assertFrame(
        _ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0,
        _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual = frame(layout, item, section) else {
            return XCTFail("no cell [\(section), \(item)]", file: file, line: line)
        }
        XCTAssertEqual(actual.minX, x, accuracy: 1e-9, "x of [\(section), \(item)]", file: file, line: line)
        XCTAssertEqual(actual.minY, y, accuracy: 1e-9, "y of [\(section), \(item)]", file: file, line: line)
        XCTAssertEqual(actual.width, width, accuracy: 1e-9, "width of [\(section), \(item)]", file: file, line: line)
        XCTAssertEqual(actual.height, height, accuracy: 1e-9, "height of [\(section), \(item)]", file: file, line: line)
    }

    func testList() {
        let layout = attach(createListLayout(), counts: [10])
        assertFrame(layout, 0, 0, 0, 0, 375, 44)
        assertFrame(layout, 9, 0, 0, 396, 375, 44)
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 375, height: 440))
    }

    func testGridAt390Points() {
        let layout = attach(createGridLayout(), width: 390, counts: [12])
        assertFrame(layout, 0, 0, 0, 0, 78, 78)
        assertFrame(layout, 7, 0, 156, 78, 78, 78)
        XCTAssertEqual(layout.collectionViewContentSize.height, 234)
    }

    func testInsetItemsGrid() {
        let layout = attach(createInsetItemsGridLayout(), counts: [12])
        assertFrame(layout, 0, 0, 5, 5, 65, 65)
        assertFrame(layout, 6, 0, 80, 80, 65, 65)
    }

    func testTwoColumnAt3x() {
        let layout = attach(createTwoColumnLayout(), counts: [5])
        // Content 355 wide from x 10: two items of (355 - 10) / 2 = 172.5, floored to 517 / 3.
        assertFrame(layout, 0, 0, 10, 0, 517.0 / 3, 44)
        assertFrame(layout, 1, 0, 20 + 517.0 / 3, 0, 517.0 / 3, 44)
        assertFrame(layout, 2, 0, 10, 54, 517.0 / 3, 44)
    }

    func testTwoColumnAt2x() {
        let layout = attach(createTwoColumnLayout(), counts: [5], scale: 2)
        assertFrame(layout, 0, 0, 10, 0, 172.5, 44)
        assertFrame(layout, 1, 0, 192.5, 0, 172.5, 44)
    }

    func testDistinctSections() {
        let layout = attach(createDistinctSectionsLayout(), counts: [3, 10, 6])
        // List: content 335 wide from (20, 20); rows 44 tall with 2-pt item insets.
        assertFrame(layout, 0, 0, 22, 22, 331, 40)
        assertFrame(layout, 2, 0, 22, 110, 331, 40)
        // Grid of 5: section 1 starts at 20 + 132 + 20 = 172; rows 0.2 x 335 = 67 tall.
        assertFrame(layout, 0, 1, 22, 194, 63, 63)
        assertFrame(layout, 6, 1, 89, 261, 63, 63)
        // Grid of 3: section 2 starts at 172 + 20 + 134 + 20 = 346; columns 111.666... wide.
        assertFrame(layout, 0, 2, 22, 368, 389.0 / 3 - 22, 63)
        assertFrame(layout, 4, 2, 20 + 335.0 / 3 + 2, 435, 335.0 / 3 - 4, 63)
    }

    func testAdaptiveSectionsNarrowAndWide() {
        let layout = attach(createAdaptiveSectionsLayout(), counts: [4, 6, 10])
        assertFrame(layout, 1, 0, 22, 66, 331, 40)
        let wide = attach(createAdaptiveSectionsLayout(), width: 1024, height: 768, counts: [4, 6, 10])
        // Wider than 800: two columns of (1024 - 40) / 2 = 492 in section 0, and
        // rows 0.2 x 984 = 196.8 tall, as the sample's group height is then fractional.
        assertFrame(wide, 1, 0, 514, 22, 488, 644.0 / 3 - 22)
    }

    func testNestedGroups() {
        let layout = attach(createNestedGroupsLayout(), counts: [6])
        // The group is 0.4 x 812 = 324.8 tall, floored to 974 / 3; the leading item
        // 0.7 x 375 = 262.5 wide, floored to 787 / 3; 10-pt insets all round.
        assertFrame(layout, 0, 0, 10, 10, 787.0 / 3 - 20, 974.0 / 3 - 20)
        // The trailing pair: x 787 / 3, 0.3 x 375 = 337 / 3 wide, each half of 974 / 3 = 487 / 3 tall.
        assertFrame(layout, 1, 0, 787.0 / 3 + 10, 10, 337.0 / 3 - 20, 487.0 / 3 - 20)
        assertFrame(layout, 2, 0, 787.0 / 3 + 10, 487.0 / 3 + 10, 337.0 / 3 - 20, 487.0 / 3 - 20)
        // The next group starts at 974 / 3.
        assertFrame(layout, 3, 0, 10, 974.0 / 3 + 10, 787.0 / 3 - 20, 974.0 / 3 - 20)
    }

    func testOrthogonalScrolling() {
        let layout = attach(createOrthogonalScrollingLayout(), counts: [6, 6])
        // Groups 0.85 x 375 = 318.75 wide (floored to 956 / 3), laid out sideways;
        // leading items 0.7 x 956 / 3 = 223.07, floored to 223.
        assertFrame(layout, 0, 0, 10, 10, 203, 974.0 / 3 - 20)
        assertFrame(layout, 3, 0, 956.0 / 3 + 10, 10, 203, 974.0 / 3 - 20)
        // Section 1 is below one group: 974 / 3.
        assertFrame(layout, 0, 1, 10, 974.0 / 3 + 10, 203, 974.0 / 3 - 20)
    }

    func testPhotoPage() {
        let layout = attach(createPhotoPageLayout(), counts: [9])
        assertFrame(layout, 0, 0, 1, 1, 223, 223)
        // The pair's photos are half of 225 = 112.5 tall, floored to 337 / 3.
        assertFrame(layout, 1, 0, 226, 1, 148, 337.0 / 3 - 2)
        assertFrame(layout, 2, 0, 226, 337.0 / 3 + 1, 148, 337.0 / 3 - 2)
        assertFrame(layout, 3, 0, 1, 226, 73, 73)
        assertFrame(layout, 7, 0, 301, 226, 73, 73)
        assertFrame(layout, 8, 0, 1, 301, 223, 223)
    }

    func testAppStorePage() {
        let layout = attach(createAppStoreLayout(), counts: [5, 9])
        // Featured cards: 0.92 x 375 = 345 wide, centred: (375 - 345) / 2 = 15 on each side.
        assertFrame(layout, 0, 0, 15, 0, 345, 300)
        assertFrame(layout, 1, 0, 370, 0, 345, 300)
        // Section 1 starts after the 300-pt featured row and 20 pt of inter-section spacing.
        // Groups are 0.92 of the whole width too (the 16-pt insets scroll with the
        // content); items a third of 240 tall, less 8 at the bottom.
        assertFrame(layout, 0, 1, 16, 320, 345, 72)
        assertFrame(layout, 2, 1, 16, 480, 345, 72)
        assertFrame(layout, 3, 1, 371, 320, 345, 72)
    }
}
