import CompositionalLayout
import PastedScreens
import XCTest

/// Four more pasted screens, loaded as ``SurfaceScreenTests`` loads them (393 x 852 points,
/// 59 and 34 points of safe area, 3x).
final class MoreSurfaceScreenTests: XCTestCase {
    private func load(_ name: String) throws -> (UIViewController, UICollectionView) {
        let controller = try XCTUnwrap(PastedScreens.make(name))
        controller.setTraits(UITraitCollection(displayScale: 3))
        let root: UIView = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        root.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        return (controller, try XCTUnwrap(controller.firstCollectionView))
    }

    private func cellFrame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    func testProfileListIsPinnedToTheLayoutMargins() throws {
        let (controller, view) = try load("profile")
        defer { withExtendedLifetime(controller) {} }
        // The margins guide is the safe area less 8-point margins: x = 8, y = 59 + 8 = 67,
        // width = 393 - 16 = 377, height = 852 - 67 - (34 + 8) = 743.
        XCTAssertEqual(view.frame, CGRect(x: 8, y: 67, width: 377, height: 743))
        let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: PastedScreens.profileHeaderKind, at: IndexPath(item: 0, section: 0))?.frame
        XCTAssertEqual(header, CGRect(x: 0, y: 0, width: 377, height: 150))
        // Rows 60 tall below the 150-point header: row 2 at 150 + 2 * 60 = 270.
        XCTAssertEqual(cellFrame(view, 2), CGRect(x: 0, y: 270, width: 377, height: 60))
        XCTAssertEqual(view.numberOfItemsInSection, [3])
    }

    func testLayoutSwitcherEndsOnTheList() throws {
        let (controller, view) = try load("layout-switcher")
        defer { withExtendedLifetime(controller) {} }
        // viewDidLoad switched from the grid to the list: rows at their 44-point estimate,
        // row 2 at 2 * 44 = 88, full width.
        XCTAssertTrue(view.collectionViewLayout is UICollectionViewCompositionalLayout)
        XCTAssertEqual(cellFrame(view, 2), CGRect(x: 0, y: 88, width: 393, height: 44))
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.image, UIImage(systemName: "square.grid.2x2"))
    }

    func testSearchShowsTheMatchesOfTheSearchText() throws {
        let (controller, view) = try load("search")
        defer { withExtendedLifetime(controller) {} }
        // "n" matches Orange, Green, Mint, Cyan and Indigo: 5 tiles, 3 to a row of 131 x 80;
        // the fifth (Indigo) is row 1, column 1: (131, 80).
        XCTAssertEqual(view.numberOfItemsInSection, [5])
        XCTAssertEqual(cellFrame(view, 4), CGRect(x: 131, y: 80, width: 131, height: 80))
        XCTAssertNil(controller.contentUnavailableConfiguration)
        XCTAssertEqual(controller.navigationItem.searchController?.searchBar.placeholder, "Colours")
    }

    func testAdaptiveGridPicksThreeColumnsOnAPhone() throws {
        let (controller, view) = try load("adaptive")
        defer { withExtendedLifetime(controller) {} }
        // 393 points wide, not a pad: 3 columns of 131, square rows; items inset by a hairline
        // of 1/3 point (UIScreen.main.scale is 3): item 4 at (131 + 1/3, 131 + 1/3), 131 - 2/3 a side.
        let frame = try XCTUnwrap(cellFrame(view, 4))
        func pixels(_ value: CGFloat) -> CGFloat { (value * 3).rounded() }
        XCTAssertEqual([frame.minX, frame.minY, frame.width, frame.height].map(pixels), [394, 394, 391, 391])
        XCTAssertEqual(view.numberOfItemsInSection, [10])
    }
}
