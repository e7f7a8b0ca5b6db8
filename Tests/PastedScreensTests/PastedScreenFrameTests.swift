import CompositionalLayout
import MosaicRender
import PastedScreens
import XCTest

/// The three pasted view controllers (Samples/PastedScreens), rendered on an iPhone 15
/// (393 x 852 points at 3x), give the frames worked out by hand from their layout code.
/// UIKit floors fractional sizes to the pixel grid and rounds origins to it
/// (Docs/uikit-facts.md §7): at 3x, 334.05 points become 334, and 111.533 become 111.667.
/// Self-sized list rows and headers are measured from their text, so for those the tests
/// pin what the layout decides (x, width, rows following each other) and not the heights.
final class PastedScreenFrameTests: XCTestCase {
    func testPhotoGridIsThreeColumnsOfSquaresWithBadgesAndTitles() throws {
        let scene = try scene(of: "photo-grid")
        XCTAssertEqual(scene.collectionView!.numberOfItemsInSection, [5, 3], "counts from the data source")
        // Section insets 10 leave 373 points; each slot is 373 / 3 = 124.333, less the item's 6 on each side.
        let slot: CGFloat = 373.0 / 3.0
        let side = slot - 12
        assertFrame(scene.supplementaryFrame(PastedScreens.photoTitleKind, 0, 0), 10, 0, 373, 44, "title 0")
        assertFrame(scene.cellFrame(0, 0), 16, 50, side, side, "photo 0")
        assertFrame(scene.cellFrame(1, 0), 10 + slot + 6, 50, side, side, "photo 1")
        assertFrame(scene.cellFrame(3, 0), 16, 44 + slot + 6, side, side, "photo 3, second row")
        // The badge's top-trailing corner sits on the photo's, moved out by 0.3 of its 24 points:
        // x = 128.333 - 24 + 7.2 = 111.533 and y = 50 - 7.2 = 42.8, rounded to thirds.
        assertFrame(
            scene.supplementaryFrame(PastedScreens.photoBadgeKind, 0, 0), 335.0 / 3, 128.0 / 3, 24, 24, "badge 0")
        // Section 0 is the title, two rows and a bottom inset of 16: 44 + 2 x 124.333 + 16.
        let second = 44 + 2 * slot + 16
        assertFrame(scene.supplementaryFrame(PastedScreens.photoTitleKind, 0, 1), 10, second, 373, 44, "title 1")
        assertFrame(scene.cellFrame(2, 1), 10 + 2 * slot + 6, second + 50, side, side, "photo 2 of section 1")
    }

    func testFeaturedPageSwitchesSectionsOnTheirIdentifiers() throws {
        let scene = try scene(of: "featured")
        XCTAssertEqual(scene.collectionView!.numberOfItemsInSection, [3, 8, 4])
        // Features: groups 0.85 x 393 = 334.05, floored to 334, centred: (393 - 334) / 2 = 29.5 -> 29.667.
        assertFrame(scene.cellFrame(0, 0), 89.0 / 3, 8, 334, 220, "feature 0")
        assertFrame(scene.cellFrame(1, 0), 89.0 / 3 + 334 + 12, 8, 334, 220, "feature 1")
        // Genres: 24 below the features (interSectionSpacing), a 40-point header, columns of two.
        assertFrame(
            scene.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0, 1), 16, 252, 361, 40, "genres header"
        )
        assertFrame(scene.cellFrame(0, 1), 16, 292, 150, 44, "Games")
        assertFrame(scene.cellFrame(1, 1), 16, 344, 150, 44, "Travel, below Games")
        assertFrame(scene.cellFrame(2, 1), 174, 292, 150, 44, "Music, next column")
        // New apps: a plain list 24 below the genres (292 + 96 + 24 = 412), its header 22 lower.
        let header = try XCTUnwrap(scene.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0, 2))
        XCTAssertEqual(header.minY, 434, accuracy: 1e-6)
        var top = header.maxY
        for item in 0..<4 {
            let row = try XCTUnwrap(scene.cellFrame(item, 2))
            assertFrame(row, 0, top, 393, row.height, "app \(item)")
            XCTAssertGreaterThan(row.height, 44, "a title and a subtitle need more than one line's 44 points")
            top = row.maxY
        }
    }

    func testContactsListIsInsetGroupedWithHeadersAndCustomSeparators() throws {
        let scene = try scene(of: "contacts")
        XCTAssertEqual(scene.collectionView!.numberOfItemsInSection, [2, 5])
        // Inset grouped at 393 points: 20-point margins (wider than 375, Docs/uikit-facts.md §11),
        // rows 353 wide; a supplementary header starts each section with no padding above it,
        // and each section ends with the grouped padding, 17.5 rounded up to thirds: 17.667.
        var top: CGFloat = 0
        for (section, count) in [(0, 2), (1, 5)] {
            let header = try XCTUnwrap(scene.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0, section))
            assertFrame(header, 20, top, 353, header.height, "header \(section)")
            top = header.maxY
            for item in 0..<count {
                let row = try XCTUnwrap(scene.cellFrame(item, section))
                assertFrame(row, 20, top, 353, row.height, "row \(item) of section \(section)")
                top = row.maxY
            }
            top += 53.0 / 3
        }
        let layout = try XCTUnwrap(scene.layout as? UICollectionViewCompositionalLayout)
        let separators = layout.listSeparators(in: CGRect(x: 0, y: 0, width: 393, height: 2000))
        // Grouped: none under a section's last row. Section 0 keeps the list margin (20 + 20);
        // section 1's itemSeparatorHandler insets them 60 from the row's leading edge.
        XCTAssertEqual(
            separators.map(\.indexPath), [[0, 0], [1, 0], [1, 1], [1, 2], [1, 3]].map { IndexPath(indexes: $0) })
        XCTAssertEqual(separators.map(\.frame.minX), [40, 80, 80, 80, 80])
        XCTAssertEqual(separators.map(\.frame.width), [333, 293, 293, 293, 293])
    }
}
