import CompositionalLayout
import PastedScreens
import XCTest

/// The screens of Samples/PastedScreens that use UIKit around the layout (Auto Layout,
/// layers, section snapshots, `UICollectionViewController`, selection and scrolling, a
/// Swift 6 controller), loaded as a window would: an iPhone 15's 393 x 852 points with its
/// safe area (59 at the top, 34 at the bottom), then laid out.
final class SurfaceScreenTests: XCTestCase {
    private func load(_ name: String) throws -> (UIViewController, UICollectionView) {
        let controller = try XCTUnwrap(PastedScreens.make(name))
        controller.setTraits(UITraitCollection(displayScale: 3))
        let root: UIView = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        root.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        return (controller, try XCTUnwrap(controller.firstCollectionView))
    }

    private func cellFrame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testSettingsListIsPinnedToTheSafeArea() throws {
        let (controller, view) = try load("settings")
        // Top and bottom to the safe area guide: y = 59, height = 852 - 59 - 34 = 759.
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(view.numberOfItemsInSection, [2, 3])
        // An inset-grouped row is inset by the list's side margin, 20 in a 393-point-wide
        // container: x = 20, width = 393 - 2 * 20 = 353.
        let row = try XCTUnwrap(cellFrame(view, 0, 1))
        XCTAssertEqual(row.minX, 20)
        XCTAssertEqual(row.width, 353)
        XCTAssertNotNil(controller.navigationItem.rightBarButtonItem?.primaryAction)
        XCTAssertEqual(controller.navigationItem.leftBarButtonItem?.menu?.children.map(\.title), ["Sign Out"])
        XCTAssertNotNil(controller.navigationItem.searchController)
    }

    func testCardGridCellsKeepTheirLayerStyling() throws {
        let (controller, view) = try load("card-grid")
        defer { withExtendedLifetime(controller) {} }  // the data source, held weakly, as on iOS
        // Three columns of 393 / 3 = 131, rows 131 tall, items inset 4 on each side:
        // item 0 at (4, 4, 123, 123), item 1 at x = 131 + 4 = 135, item 3 at y = 131 + 4 = 135.
        XCTAssertEqual(cellFrame(view, 0), CGRect(x: 4, y: 4, width: 123, height: 123))
        XCTAssertEqual(cellFrame(view, 1), CGRect(x: 135, y: 4, width: 123, height: 123))
        XCTAssertEqual(cellFrame(view, 3), CGRect(x: 4, y: 135, width: 123, height: 123))
        let cell = try XCTUnwrap(view.dataSource?.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cell.contentView.layer.cornerRadius, 12)
        XCTAssertEqual(cell.contentView.layer.cornerCurve, .continuous)
        XCTAssertEqual(cell.layer.shadowOpacity, 0.2)
        // `cgColor` resolves when called: `.separator`'s light value, #3C3C43 at 29%.
        let border = try XCTUnwrap(cell.contentView.layer.borderColor?.components)
        XCTAssertEqual(border.map { ($0 * 1000).rounded() / 1000 }, [0.235, 0.235, 0.263, 0.29])
        let gradient = try XCTUnwrap(cell.contentView.layer.sublayers?.first as? CAGradientLayer)
        XCTAssertEqual(gradient.cgColors, [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor])
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 1, y: 1))
    }

    func testOutlineShowsTheExpandedParentsChildren() throws {
        let (_, view) = try load("outline")
        // Three parents, the first expanded with its three children: 3 + 3 = 6 rows shown.
        XCTAssertEqual(view.numberOfItemsInSection, [6])
        // Plain list rows keep their 44-point estimate without a renderer measuring them:
        // row 4 (the second parent) starts at 4 * 44 = 176, full width.
        XCTAssertEqual(cellFrame(view, 4), CGRect(x: 0, y: 176, width: 393, height: 44))
    }

    func testCollectionViewControllerScreenUsesItsOverrides() throws {
        let (controller, view) = try load("photos")
        XCTAssertTrue(controller is UICollectionViewController)
        XCTAssertTrue(view.dataSource === controller && view.delegate === controller)
        // The controller's view is its collection view, the whole screen.
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(view.numberOfItemsInSection, [8])
        // Three columns of 131, rows 150 tall: item 4 is row 1, column 1.
        XCTAssertEqual(cellFrame(view, 4), CGRect(x: 131, y: 150, width: 131, height: 150))
        XCTAssertNotNil(view.refreshControl)
        // A nib-registered supplementary dequeues as a plain view, not a registration mistake.
        _ = view.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(view.registrationProblems, [])
    }

    func testFeedSelectsAndScrollsToAnItem() throws {
        let (controller, view) = try load("feed")
        PastedScreens.openFeedDeepLink(controller)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
        // Post 11 (item 10) is at y = 1000; at the top of the viewport below the 59-point
        // safe area, the offset is 1000 - 59 = 941 (the most is 2000 + 34 - 852 = 1182).
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 941))
        // The viewport, y 941 to 1793, meets items 9 (900-1000) to 17 (1700-1800).
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), Array(9...17))
        // The configuration update handler ran before the cell was read.
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 10, section: 0)))
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Post 11")
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 0, section: 0)), "off screen")
    }

    func testSwiftSixHomeScreenPlacesItsControlAndList() throws {
        let (controller, view) = try load("home")
        // The segmented control: 8 below the safe area's top (59 + 8 = 67), 16 from each side
        // (393 - 32 = 361 wide), 32 tall as on iOS.
        let control = try XCTUnwrap(controller.navigationItem.titleView as? UISegmentedControl)
        XCTAssertEqual(control.frame, CGRect(x: 16, y: 67, width: 361, height: 32))
        XCTAssertEqual(control.selectedSegmentIndex, 1, "viewDidLoad set the controller's own state")
        // The list: 8 below the control (67 + 32 + 8 = 107) to the view's bottom (852 - 107 = 745).
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 107, width: 393, height: 745))
        // contentInsetAdjustmentBehavior = .never: no safe area in the insets.
        XCTAssertEqual(view.adjustedContentInset, .zero)
        XCTAssertNil(controller.contentUnavailableConfiguration)
        XCTAssertEqual(controller.overrideUserInterfaceStyle, .light)
    }
}
