import CompositionalLayout
import MosaicRender
import XCTest

/// The UIKit calls real apps' cells and view controllers make (Pocket's and Mastodon's
/// headers and cells, Apple's "Implementing Modern Collection Views"), written as they write
/// them: each compiles and does what UIKit does.
final class RealAppSurfaceTests: XCTestCase {
    func testAttributedTextSetsTheLabelsTextFontColourAndAlignment() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byWordWrapping
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Recent Saves",
            attributes: [
                .font: UIFont.systemFont(ofSize: 20, weight: .semibold), .foregroundColor: UIColor.systemRed,
                .paragraphStyle: paragraph
            ])
        XCTAssertEqual(label.text, "Recent Saves")
        XCTAssertEqual(label.font.pointSize, 20)
        XCTAssertEqual(label.font.weight, .semibold)
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(label.attributedText?.string, "Recent Saves")
        XCTAssertEqual(UILabel().lineBreakMode, .byTruncatingTail, "UIKit's default")
    }

    func testACustomStateKeyCarriesTheItemIntoUpdateConfiguration() {
        let cell = ItemStateCell(frame: .zero)
        cell.show("Headphones")
        XCTAssertEqual(cell.titleLabel.text, "Headphones")
        XCTAssertEqual(cell.configurationState[.shownItem], AnyHashable("Headphones"))
    }

    func testABackgroundColourTransformerPicksTheFillDrawn() throws {
        let scene = try placedCellScene(of: UICollectionViewListCell.self) { cell in
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColorTransformer = .init { [weak cell] color in
                cell?.configurationState.isSelected == true ? color : .systemRed
            }
            cell.backgroundConfiguration = background
        }
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.pixel(x: 100, y: 30) & 0xFF_FFFF, 0xFF3B30, "systemRed, from the transformer")
        XCTAssertEqual(image.pixel(x: 250, y: 30) & 0xFF_FFFF, 0xFFFFFF, "the page beside the cell")
    }

    func testAFillLeftNilIsTheTintAsInUIKit() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = nil
        XCTAssertEqual(background.resolvedBackgroundColor(for: .systemGreen), .systemGreen)
        background.backgroundColorTransformer = .init { _ in .systemOrange }
        XCTAssertEqual(background.resolvedBackgroundColor(for: .systemGreen), .systemOrange)
    }

    func testListTextAndImagePropertiesResolveTheirColours() {
        var content = UIListContentConfiguration.valueCell()
        XCTAssertEqual(content.secondaryTextProperties.resolvedColor(), .secondaryLabel)
        content.secondaryTextProperties.colorTransformer = .init { _ in .systemPink }
        XCTAssertEqual(content.secondaryTextProperties.resolvedColor(), .systemPink)
        XCTAssertEqual(content.imageProperties.resolvedTintColor(for: .systemIndigo), .systemIndigo)
        content.imageProperties.tintColor = .systemTeal
        XCTAssertEqual(content.imageProperties.resolvedTintColor(for: .systemIndigo), .systemTeal)
        XCTAssertTrue(content.textProperties.adjustsFontForContentSizeCategory, "UIKit's default")
    }

    func testContentPrioritiesStartAtUIKitsDefaultsAndKeepWhatIsSet() {
        let view = UIListContentView(configuration: .subtitleCell())
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultLow)
        view.setContentCompressionResistancePriority(
            view.contentCompressionResistancePriority(for: .horizontal) - 1, for: .horizontal)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal).rawValue, 749)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    func testAFlowLayoutLeftOnTheCollectionViewIsRefusedByName() {
        let canvas = Canvas(device: Device.named("iphone-15")!)
        XCTAssertThrowsError(try RenderScene(viewController: FlowLayoutViewController(), canvas: canvas)) { error in
            XCTAssertTrue("\(error)".contains("UICollectionViewFlowLayout"), "\(error)")
            XCTAssertTrue("\(error)".contains("FlowLayoutViewController"), "\(error)")
        }
    }

    func testPointingSymbolsStandInAsTheirDirection() {
        func glyph(_ name: String) -> String? { UIImage(systemName: name)?.placeholderGlyph }
        XCTAssertEqual(glyph("chevron.right"), "›", "Pocket's \"See All\" button")
        XCTAssertEqual(glyph("chevron.backward"), "‹")
        XCTAssertEqual(glyph("chevron.down.circle.fill"), "⌄")
        XCTAssertEqual(glyph("arrow.up"), "↑")
        XCTAssertEqual(glyph("ellipsis.circle"), "…")
        XCTAssertEqual(glyph("play.fill"), "▶")
        XCTAssertEqual(glyph("star.fill"), "★", "unchanged")
        XCTAssertEqual(glyph("chevron"), "C", "no direction: the first letter, as before")
    }

    func testViewControllerLifecycleOverridesCompile() {
        let controller = LifecycleViewController()
        XCTAssertEqual(controller.supportedInterfaceOrientations, .portrait)
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown, "a phone's default")
        let navigation = UINavigationController(rootViewController: controller)
        navigation.setNavigationBarHidden(true, animated: false)
        XCTAssertTrue(navigation.isNavigationBarHidden)
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let shownItem = UIConfigurationStateCustomKey("com.example.shown-item")
}

/// A cell that keeps its item in its configuration state, as Apple's `ItemListCell` does.
private final class ItemStateCell: UICollectionViewListCell {
    let titleLabel = UILabel()
    private var item: String?

    func show(_ newItem: String) {
        item = newItem
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.shownItem] = item
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        titleLabel.text = state[.shownItem] as? String
    }
}

/// A screen that makes its collection view with a flow layout and never replaces it.
private final class FlowLayoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: layout))
    }
}

/// A screen that overrides the lifecycle and rotation calls many apps override.
private final class LifecycleViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in }, completion: nil)
    }
}

/// Accessories and controls from Apple's "Today" tutorial and apps' loading cells.
final class RealAppControlTests: XCTestCase {
    func testASwitchGivenAsATrailingCustomViewIsTheRowsSwitch() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.traitCollection = UITraitCollection(displayScale: 1)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Bool> { cell, _, isOn in
            var content = cell.defaultContentConfiguration()
            content.text = isOn ? "Flag" : "Date"
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = isOn
            cell.accessories = [
                .customView(
                    configuration: UICellAccessory.CustomViewConfiguration(
                        customView: toggle, placement: .trailing(displayed: .always)))
            ]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Bool>(collectionView: collectionView) {
            view, path, isOn in view.dequeueConfiguredReusableCell(using: registration, for: path, item: isOn)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Bool>()
        snapshot.appendSections([0])
        snapshot.appendItems([true, false])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = try RenderScene(collectionView: collectionView)
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 0, section: 0)).accessories, [.switch(isOn: true)])
        XCTAssertEqual(scene.content.cell(at: IndexPath(item: 1, section: 0)).accessories, [.switch(isOn: false)])
        let image = try Renderer().image(of: scene)
        // The switch is 51 x 31 at the trailing margin (16), centred in the 44-point row.
        XCTAssertEqual(image.pixel(x: 390 - 16 - 40, y: 22) & 0xFF_FFFF, 0x34C759, "the switch that is on: systemGreen")
        XCTAssertNotEqual(image.pixel(x: 390 - 16 - 40, y: 66) & 0xFF_FFFF, 0x34C759, "the switch that is off")
    }

    func testTheLeastHuggingViewInAFillStackTakesTheRoomLeft() {
        // The first view hugs its 20-point size, so the label after it is stretched; without
        // priorities the first view by index would be.
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.setContentHuggingPriority(.required, for: .horizontal)
        spinner.startAnimating()
        let label = UILabel()
        label.text = "Loading"
        let stack = UIStackView(arrangedSubviews: [spinner, label])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        stack.layoutIfNeeded()
        XCTAssertEqual(spinner.frame, CGRect(x: 0, y: 12, width: 20, height: 20))
        XCTAssertEqual(label.frame.minX, 28)
        XCTAssertEqual(label.frame.width, 172, "the rest of the 200 points")
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
    }
}

/// tvOS cells as apps write them (focus overrides, animations alongside focus changes).
final class TVFocusCellTests: XCTestCase {
    func testAFocusCellCompilesAndShowsItsLookAtRest() throws {
        let scene = try placedCellScene(of: PosterCell.self)
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.pixel(x: 100, y: 30) & 0xFF_FFFF, 0x8E8E93, "systemGray, set in an animation block")
        let cell = PosterCell(frame: .zero)
        XCTAssertFalse(cell.isFocused)
        XCTAssertTrue(cell.canBecomeFocused)
        XCTAssertFalse(cell.poster.adjustsImageWhenAncestorFocused)
    }

    func testViewsAreEqualWhenTheyAreTheSameView() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
        let main = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let secondary = UICollectionView(frame: .zero, collectionViewLayout: layout)
        // A delegate shared by two collection views tells them apart as Mastodon's sidebar does.
        switch secondary {
        case main: XCTFail("a different view matched")
        case secondary: break
        default: XCTFail("the same view did not match")
        }
        XCTAssertEqual(Set<UIView>([main, secondary, main]).count, 2)
    }
}

/// A poster cell as tvOS apps write one: it can take focus, and changes its look when focus
/// arrives, alongside the system's animation.
private final class PosterCell: UICollectionViewCell {
    let poster = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        UIView.animate(withDuration: 0.2) { self.contentView.backgroundColor = .systemGray }
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        if context.nextFocusedView == self {
            coordinator.addCoordinatedAnimations(
                { self.poster.adjustsImageWhenAncestorFocused = true }, completion: nil)
        } else if context.previouslyFocusedView == self {
            coordinator.addCoordinatedAnimations({ self.poster.adjustsImageWhenAncestorFocused = false })
        }
    }
}

/// Apple's reorderable list and outline, and image apps' prefetching, as they set them up.
final class DataSourceHandlerTests: XCTestCase {
    func testReorderingAndExpansionHandlersAreKept() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            _, _, _ in UICollectionViewCell()
        }
        var reordered: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            for sectionTransaction in transaction.sectionTransactions {
                reordered = sectionTransaction.finalSnapshot.items
            }
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }
        XCTAssertEqual(dataSource.reorderingHandlers.canReorderItem?("a"), true)
        XCTAssertNotNil(dataSource.sectionSnapshotHandlers.willExpandItem)
        XCTAssertEqual(reordered, [], "never called: nothing is dragged")
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        XCTAssertTrue(collectionView.prefetchDataSource === prefetcher)
        XCTAssertNil(UIViewController().transitionCoordinator)
    }
}

private final class Prefetcher: UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

/// What view controllers set up around their collection view: a tab item, a search bar's
/// delegate, and selection handlers that open links with a haptic tap.
final class ScreenSurroundingsTests: XCTestCase {
    func testTabItemsSearchDelegatesAndLinkOpeningCompileAndAreKept() {
        let controller = LinksViewController()
        XCTAssertEqual(controller.tabBarItem.title, "Links")
        XCTAssertEqual(controller.tabBarItem.tag, 2)
        XCTAssertEqual(UIViewController().tabBarItem.tag, 0, "made on first use")
        let searchBar = UISearchBar()
        searchBar.delegate = controller
        XCTAssertTrue(searchBar.delegate === controller)
        var opened: Bool?
        controller.openLink { opened = $0 }
        XCTAssertEqual(opened, false, "nothing opens in a still picture")
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://joinmastodon.org")!))
    }
}

private final class LinksViewController: UIViewController, UISearchBarDelegate {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarItem = UITabBarItem(title: "Links", image: UIImage(systemName: "link"), tag: 2)
    }

    required init?(coder: NSCoder) { nil }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}

    func openLink(completion: @escaping (Bool) -> Void) {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UIApplication.shared.open(URL(string: "https://joinmastodon.org")!, options: [:], completionHandler: completion)
    }
}
