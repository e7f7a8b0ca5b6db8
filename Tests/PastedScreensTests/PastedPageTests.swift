import CompositionalLayout
import MosaicContent
import MosaicRender
import XCTest

/// What a pasted screen shows around and behind its cells, as on iOS: the view controller's
/// view through a clear collection view (Mastodon's lists), and nothing in a header view
/// whose code puts no text in it.
final class PastedPageTests: XCTestCase {
    /// The screen drawn on an iPhone 15 at 1x, and a function reading the pixel at a point of
    /// the collection view's content as 0xRRGGBB.
    private func render(_ controller: UIViewController) throws -> (RenderScene, (CGFloat, CGFloat) -> UInt32) {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.scale = 1
        let scene = try RenderScene(viewController: controller, canvas: canvas)
        let image = try Renderer().image(of: scene)
        let origin = scene.geometry.origin
        return (scene, { x, y in image.pixel(x: Int(x - origin.x), y: Int(y - origin.y)) & 0xFF_FFFF })
    }

    func testAClearCollectionViewShowsTheViewControllersBackground() throws {
        let (scene, pixel) = try render(ClearListViewController())
        XCTAssertEqual(scene.content.pageColor, Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7), "systemGroupedBackground")
        let row = try XCTUnwrap(scene.cellFrame(0, 0))
        XCTAssertEqual(row.minX, 20, "an inset-grouped row at 393 points")
        XCTAssertEqual(pixel(10, row.midY), 0xF2F2F7, "beside the row: the view controller's view")
        XCTAssertEqual(pixel(row.maxX - 4, row.midY), 0xFFFFFF, "the row: secondarySystemGroupedBackground")
    }

    func testAClearListOnACollectionViewWithNoColourShowsTheViewBehindIt() throws {
        // Mastodon's search history leaves the collection view's colour unset and makes the
        // list clear.
        let (scene, pixel) = try render(ClearListViewController(collectionViewColor: nil))
        XCTAssertNil(scene.content.pageColor)
        XCTAssertEqual(scene.content.pageBackdrop, Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7))
        let row = try XCTUnwrap(scene.cellFrame(0, 0))
        XCTAssertEqual(pixel(10, row.midY), 0xF2F2F7, "beside the row: the view controller's view")
    }

    func testAHeaderViewWithoutTextShowsItsViewsAndNoPlaceholderText() throws {
        let (scene, pixel) = try render(SwatchHeaderViewController())
        let header = try XCTUnwrap(scene.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0, 0))
        XCTAssertEqual(header, CGRect(x: 0, y: 0, width: 393, height: 40))
        let key = SupplementaryKey(
            kind: UICollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 0))
        let placed = try XCTUnwrap(scene.content.placedSupplementaryViews[key])
        XCTAssertEqual(placed.labels.count, 0)
        XCTAssertEqual(placed.boxes.map(\.frame), [CGRect(x: 16, y: 10, width: 20, height: 20)])
        XCTAssertEqual(pixel(26, 20), 0xAF52DE, "the swatch: systemPurple")
        var ink = 0
        for y in stride(from: header.minY, to: header.maxY, by: 1) {
            for x in stride(from: 40, to: header.maxX, by: 1) where pixel(x, y) != 0xFFFFFF { ink += 1 }
        }
        XCTAssertEqual(ink, 0, "no \"Section 0\" beside the swatch")
    }
}

/// An inset-grouped list made clear, over a grouped background on the view controller's
/// view, as Mastodon's search history and profile "About" lists are.
private final class ClearListViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let collectionViewColor: UIColor?

    init(collectionViewColor: UIColor? = .clear) {
        self.collectionViewColor = collectionViewColor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .clear
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.backgroundColor = collectionViewColor
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, text in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["#swift", "#linux"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A header that shows a colour swatch and no text.
private final class SwatchHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let swatch = UIView(frame: CGRect(x: 16, y: 10, width: 20, height: 20))
        swatch.backgroundColor = .systemPurple
        addSubview(swatch)
    }

    required init?(coder: NSCoder) { nil }
}

/// A grid section whose header is a `SwatchHeader`.
private final class SwatchHeaderViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.backgroundColor = .white
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemGray5
        }
        let header = UICollectionView.SupplementaryRegistration<SwatchHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: number)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A list's header made of the app's own view is laid out as anywhere else.
final class ListCustomHeaderTests: XCTestCase {
    func testACustomHeaderInAListShowsItsLabelAndButton() throws {
        var canvas = Canvas(device: Device.named("iphone-15")!)
        canvas.scale = 1
        let scene = try RenderScene(viewController: HistoryViewController(), canvas: canvas)
        let frame = try XCTUnwrap(scene.supplementaryFrame(UICollectionView.elementKindSectionHeader, 0, 0))
        XCTAssertEqual(frame.minX, 20, "the inset-grouped list's margin")
        XCTAssertEqual(frame.width, 353)
        let key = SupplementaryKey(
            kind: UICollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 0))
        let placed = try XCTUnwrap(scene.content.placedSupplementaryViews[key])
        XCTAssertEqual(placed.labels.map(\.text), ["Recent searches"])
        XCTAssertEqual(placed.labels.first?.frame.minX, 0, "pinned to the header's leading edge")
        XCTAssertEqual(placed.labels.first?.frame.minY, 16)
        let clear = try XCTUnwrap(placed.buttons.first)
        XCTAssertEqual(clear.title, "Clear")
        XCTAssertEqual(clear.frame.maxX, 353, "pinned to the header's trailing edge")
        XCTAssertEqual(clear.frame.midY, frame.height / 2, accuracy: 0.01, "centred vertically")
        let image = try Renderer().image(of: scene)
        let origin = scene.geometry.origin
        let drawn = clear.frame.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
        XCTAssertGreaterThan(pixelCount(0x007AFF, in: drawn, of: image), 20, "the title in the tint")
    }
}

/// Mastodon's search history header: a bold label and a "Clear" button, by constraints.
private final class HistoryHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        label.font = .systemFont(ofSize: 22, weight: .bold)
        label.text = "Recent searches"
        let button = UIButton(type: .system)
        button.setTitle("Clear", for: .normal)
        for view in [label, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
            button.centerYAnchor.constraint(equalTo: centerYAnchor),
            button.trailingAnchor.constraint(equalTo: trailingAnchor)
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class HistoryViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<HistoryHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, text in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: text)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["#swift", "#linux"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A list cell that shows its content in a `UIListContentView` of its own, with a label
/// beside it, as Apple's "List with Custom Cells" does.
final class EmbeddedListContentTests: XCTestCase {
    func testAnEmbeddedListContentViewIsTheRowsTextAndTheLabelBesideItItsDetail() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.traitCollection = UITraitCollection(displayScale: 1)
        let registration = UICollectionView.CellRegistration<CategoryCell, String> { cell, _, title in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = "A portable pair of earphones."
            content.image = UIImage(systemName: "star")
            cell.listContentView.configuration = content
            cell.categoryLabel.text = "Music"
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, path, title in view.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Headphones"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = try RenderScene(collectionView: collectionView)
        let row = scene.content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(row.title, "Headphones")
        XCTAssertEqual(row.subtitle, "A portable pair of earphones.")
        XCTAssertEqual(row.detail, "Music")
        XCTAssertEqual(row.icon?.symbol, "★")
        XCTAssertEqual(row.accessories, [.disclosureIndicator])
        let frame = try XCTUnwrap(scene.cellFrame(0, 0))
        XCTAssertGreaterThan(frame.height, 44, "a row with a subtitle grows past 44 points")
    }
}

private final class CategoryCell: UICollectionViewListCell {
    let listContentView = UIListContentView(configuration: .subtitleCell())
    let categoryLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [listContentView, categoryLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contentView.trailingAnchor.constraint(equalTo: categoryLabel.trailingAnchor)
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell of the app's own (not a list cell) in a list is laid out as anywhere else:
/// Mastodon's account row, an avatar square beside a name and a handle.
final class CustomCellInListTests: XCTestCase {
    func testACustomCellInAListDrawsItsAvatarAndLabelsWhereItsStackPutsThem() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.traitCollection = UITraitCollection(displayScale: 1)
        let registration = UICollectionView.CellRegistration<AccountCell, String> { cell, _, name in
            cell.name.text = name
            cell.handle.text = "@" + name.lowercased()
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, path, name in view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Gargron"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = try RenderScene(collectionView: collectionView)
        let row = scene.content.cell(at: IndexPath(item: 0, section: 0))
        let avatar = try XCTUnwrap(row.placedBoxes.first?.frame)
        XCTAssertEqual(avatar.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(avatar.minX, 16, "the stack pinned 16 points in")
        let title = try XCTUnwrap(row.titleFrame)
        XCTAssertEqual(title.minX, avatar.maxX + 12, "the name 12 points after the avatar")
        let cell = try XCTUnwrap(scene.cellFrame(0, 0))
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(
            image.pixel(x: Int(cell.minX + avatar.midX), y: Int(cell.minY + avatar.midY)) & 0xFF_FFFF, 0xD1D1D6,
            "the avatar: systemGray4")
        XCTAssertEqual(
            pixelCount(
                0x000000, in: CGRect(x: 0, y: cell.minY, width: avatar.maxX + 1, height: cell.height), of: image),
            0, "no text over the avatar")
    }
}

private final class AccountCell: UICollectionViewCell {
    let avatar = UIView()
    let name = UILabel()
    let handle = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.backgroundColor = .systemGray4
        avatar.layer.cornerRadius = 6
        name.font = .preferredFont(forTextStyle: .headline)
        handle.font = .preferredFont(forTextStyle: .subheadline)
        handle.textColor = .secondaryLabel
        let labels = UIStackView(arrangedSubviews: [name, handle])
        labels.axis = .vertical
        let row = UIStackView(arrangedSubviews: [avatar, labels])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 30),
            avatar.heightAnchor.constraint(equalToConstant: 30),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        ])
    }

    required init?(coder: NSCoder) { nil }
}
