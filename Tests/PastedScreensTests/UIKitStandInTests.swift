import CompositionalLayout
import MosaicCairo
import MosaicRender
import PastedScreens
import XCTest

/// A cell subclass written as on iOS: its own `init(frame:)` builds its labels.
private final class NameCell: UICollectionViewCell {
    let nameLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class CountingViewController: UIViewController {
    var loads = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

/// The UIKit stand-ins behave as UIKit's classes do where Mosaic relies on them.
final class UIKitStandInTests: XCTestCase {
    func testFlexibleSizeFollowsTheSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(child)
        root.addSubview(pinned)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
        XCTAssertEqual(pinned.frame, CGRect(x: 210, y: 10, width: 20, height: 20), "the left margin takes all 200")
    }

    func testFlexibleMarginsShareTheChangeInProportion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Margins of 10 and 30 share a growth of 40 as 10 and 30.
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 60, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(child)
        root.frame.size.width = 140
        XCTAssertEqual(child.frame.minX, 20)
        XCTAssertEqual(child.frame.width, 60)
    }

    func testViewControllerLoadsItsViewOnceOnDemand() {
        let controller = CountingViewController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 0)
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.loads, 1)
        XCTAssertEqual(controller.view.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    func testTraitsReachSubviewsAddedLater() {
        let controller = UIViewController()
        controller.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        let child = UIView(frame: .zero)
        controller.view.addSubview(child)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
    }

    func testDequeueMakesTheRegisteredClassThroughItsInitFrame() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: UICollectionViewLayout())
        collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: IndexPath(item: 0, section: 0))
        let nameCell = cell as? NameCell
        XCTAssertNotNil(nameCell)
        XCTAssertEqual(cell.reuseIdentifier, "name")
        XCTAssertTrue(nameCell?.nameLabel.superview === cell.contentView, "init(frame:) of the subclass ran")
        XCTAssertEqual(collectionView.registrationProblems, [])
    }

    func testDequeueOfAnUnregisteredIdentifierIsReportedNotACrash() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: UICollectionViewLayout())
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 2, section: 1))
        XCTAssertEqual(
            collectionView.registrationProblems,
            ["no cell class registered for reuse identifier 'missing' (item 2 of section 1)"])
    }

    func testSnapshotKeepsIdentifiersUniqueAndInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 2])  // to the last section; 2 is already in "a"
        snapshot.insertItems([9], beforeItem: 2)
        snapshot.moveItem(1, afterItem: 4)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [9, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 1])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 1), "b")
        snapshot.deleteSections(["a"])
        XCTAssertEqual(snapshot.numberOfItems, 2)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
    }

    func testApplyingASnapshotSetsTheCountsSectionProvidersSee() {
        var kinds: [String] = []
        var dataSource: UICollectionViewDiffableDataSource<String, Int>!
        let layout = UICollectionViewCompositionalLayout { index, _ in
            kinds.append(dataSource.snapshot().sectionIdentifiers[index])
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
            return NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 500), collectionViewLayout: layout)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["top", "bottom"])
        snapshot.appendItems([1, 2], toSection: "top")
        snapshot.appendItems([3, 4, 5], toSection: "bottom")
        dataSource.apply(snapshot, animatingDifferences: true)
        XCTAssertEqual(collectionView.numberOfItemsInSection, [2, 3])
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame,
            CGRect(x: 0, y: 40, width: 100, height: 10))
        XCTAssertEqual(kinds, ["top", "bottom"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)), 4)
        XCTAssertEqual(dataSource.indexPath(for: 5), IndexPath(item: 2, section: 1))
    }

    func testUIColorAndTheRenderersColoursReadOneTable() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        // secondarySystemGroupedBackground: white in light mode, #1C1C1E in dark mode.
        let cell = UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)
        XCTAssertEqual(cell.red * 255, 0x1C, accuracy: 1e-9)
        XCTAssertEqual(cell.blue * 255, 0x1E, accuracy: 1e-9)
        XCTAssertEqual(SystemColors.dark.secondarySystemGroupedBackground.hexString, "#1C1C1EFF")
        // quaternarySystemFill: #747480 at 8% light, #767680 at 18% dark.
        XCTAssertEqual(UIColor.quaternarySystemFill.alpha, 0.08, accuracy: 1e-9)
        XCTAssertEqual(UIColor.quaternarySystemFill.darkAlpha, 0.18, accuracy: 1e-9)
        XCTAssertEqual(SystemColors.dark.quaternarySystemFill.hexString, "#7676802E")
        // Every system colour UIColor has is also a name layout files take, with the same values.
        for color in [UIColor.systemMint, .tintColor, .link, .placeholderText, .opaqueSeparator, .clear, .white] {
            let name = try? XCTUnwrap(color.systemName)
            let themed = name.flatMap(ThemedColor.init(systemName:))
            XCTAssertEqual(themed?.dark.red, Double(color.darkRed), "\(color)")
            XCTAssertEqual(themed?.light.alpha, Double(color.alpha), "\(color)")
        }
    }

    func testDynamicColoursKeepBothAppearances() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).red, 0)
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).red, 1)
        XCTAssertEqual(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).green, 1)
    }

    func testContentSizeCategoriesAreOrdered() {
        XCTAssertLessThan(UIContentSizeCategory.large, .extraExtraExtraLarge)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UITraitCollection().preferredContentSizeCategory, .large)
    }

    func testAccessibilityTextSizesGiveTheFeaturedGenresOneRow() throws {
        let controller = try XCTUnwrap(PastedScreens.make("featured"))
        controller.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        let collectionView = try XCTUnwrap(controller.firstCollectionView)
        // One 44-point genre per column: Travel, second, is in the second column at x = 16 + 150 + 8,
        // on the first row, below the 40-point header at 8 + 220 + 24 = 252.
        XCTAssertEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
            CGRect(x: 174, y: 292, width: 150, height: 44))
    }

    func testOrthogonalScrollingPropertiesAreStored() {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        XCTAssertEqual(section.orthogonalScrollingProperties.bounce, .automatic)
        XCTAssertEqual(section.orthogonalScrollingProperties.decelerationRate, .automatic)
        section.orthogonalScrollingProperties.bounce = .never
        section.orthogonalScrollingProperties.decelerationRate = .fast
        XCTAssertEqual(section.orthogonalScrollingProperties.bounce, .never)
        XCTAssertEqual(section.orthogonalScrollingProperties.decelerationRate.rawValue, 0.99)
    }
}

/// Selection code as a view controller writes it: it compiles, and pushing keeps a stack.
private final class SelectingViewController: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

final class NavigationStandInTests: XCTestCase {
    func testSelectionHandlersCompileAndPushOntoTheStack() {
        let selecting = SelectingViewController()
        let navigation = UINavigationController(rootViewController: selecting)
        selecting.loadViewIfNeeded()
        selecting.collectionView(selecting.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(selecting.collectionView.delegate === selecting)
        XCTAssertNotNil(navigation.popViewController(animated: true))
        XCTAssertNil(navigation.popViewController(animated: true), "the root stays")
    }
}
