import CompositionalLayout
import Foundation
import XCTest

/// The pasted iOS layouts give the frames UIKit gives. Expected values are worked
/// out by hand from the dimensions in the layout code; at 3x a point is three
/// pixels, so an edge at 182.5 pt lands on pixel 548 (547.5 rounded half away
/// from zero), written `548 / 3`.
final class PasteTests: XCTestCase {
    private var views: [UICollectionView] = []

    private func attach(_ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 812,
                        counts: [Int], scale: CGFloat = 3) -> UICollectionViewLayout {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                                              collectionViewLayout: layout)
        collectionView.numberOfItemsInSection = counts
        collectionView.traitCollection = UITraitCollection(displayScale: scale)
        views.append(collectionView)
        return layout
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func assertFrame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0,
                             _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                             file: StaticString = #filePath, line: UInt = #line) {
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
        // Content 355 wide from x 10: two items of (355 - 10) / 2 = 172.5.
        assertFrame(layout, 0, 0, 10, 0, 548.0 / 3 - 10, 44)
        assertFrame(layout, 1, 0, 578.0 / 3, 0, 365 - 578.0 / 3, 44)
        assertFrame(layout, 2, 0, 10, 54, 548.0 / 3 - 10, 44)
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
        // The group is 0.4 x 812 = 324.8 tall; the leading item 0.7 x 375 = 262.5 wide.
        assertFrame(layout, 0, 0, 10, 10, 758.0 / 3 - 10, 944.0 / 3 - 10)
        // The trailing pair: x 262.5, 112.5 wide, each 162.4 tall.
        assertFrame(layout, 1, 0, 818.0 / 3, 10, 365 - 818.0 / 3, 457.0 / 3 - 10)
        assertFrame(layout, 2, 0, 818.0 / 3, 517.0 / 3, 365 - 818.0 / 3, 944.0 / 3 - 517.0 / 3)
        // The next group starts at 324.8.
        assertFrame(layout, 3, 0, 10, 1004.0 / 3, 758.0 / 3 - 10, 1919.0 / 3 - 1004.0 / 3)
    }

    func testOrthogonalScrolling() {
        let layout = attach(createOrthogonalScrollingLayout(), counts: [6, 6])
        // Groups 0.85 x 375 = 318.75 wide, laid out sideways; leading items 0.7 x 318.75 = 223.125.
        assertFrame(layout, 0, 0, 10, 10, 203, 944.0 / 3 - 10)
        assertFrame(layout, 3, 0, 986.0 / 3, 10, 1596.0 / 3 - 986.0 / 3, 944.0 / 3 - 10)
        // Section 1 is below one group: 324.8.
        assertFrame(layout, 0, 1, 10, 1004.0 / 3, 203, 1919.0 / 3 - 1004.0 / 3)
    }

    func testPhotoPage() {
        let layout = attach(createPhotoPageLayout(), counts: [9])
        assertFrame(layout, 0, 0, 1, 1, 223, 223)
        assertFrame(layout, 1, 0, 226, 1, 148, 335.0 / 3 - 1)
        assertFrame(layout, 2, 0, 226, 341.0 / 3, 148, 224 - 341.0 / 3)
        assertFrame(layout, 3, 0, 1, 226, 73, 73)
        assertFrame(layout, 7, 0, 301, 226, 73, 73)
        assertFrame(layout, 8, 0, 1, 301, 223, 223)
    }

    func testAppStoreSmallAppGroups() {
        let layout = attach(createAppStoreLayout(), counts: [5, 9])
        // Section 1 starts after the 300-pt featured row and 20 pt of inter-section spacing.
        // Groups are 0.92 x 343 = 315.56 wide; items a third of 240 tall, less 8 at the bottom.
        assertFrame(layout, 0, 1, 16, 320, 995.0 / 3 - 16, 72)
        assertFrame(layout, 2, 1, 16, 480, 995.0 / 3 - 16, 72)
        assertFrame(layout, 3, 1, 1025.0 / 3, 320, 1971.0 / 3 - 1025.0 / 3, 72)
    }
}
