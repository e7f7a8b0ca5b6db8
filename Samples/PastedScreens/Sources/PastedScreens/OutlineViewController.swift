import CompositionalLayout

/// An outline built from section snapshots, as Apple's "Implementing Modern Collection
/// Views" sample builds one: parents with outline disclosures, children shown when expanded.
final class OutlineViewController: UIViewController {
    enum Section { case main }

    struct Item: Hashable {
        let title: String
        let children: [Item]
        init(_ title: String, _ children: [Item] = []) {
            self.title = title
            self.children = children
        }
    }

    private let menu = [
        Item("Compositional Layout", [Item("Getting Started"), Item("Advanced Layouts"), Item("Conference App")]),
        Item("Diffable Data Source", [Item("Mountains Search"), Item("Settings: Wi-Fi")]),
        Item("Lists", [Item("Simple List")])
    ]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Modern Collection Views"
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let parentRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
            cell.backgroundConfiguration = .listCell()
        }
        let childRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.indentationLevel = 1
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            item.children.isEmpty
                ? collectionView.dequeueConfiguredReusableCell(using: childRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: parentRegistration, for: indexPath, item: item)
        }

        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        for parent in menu {
            sectionSnapshot.append([parent])
            sectionSnapshot.append(parent.children, to: parent)
        }
        sectionSnapshot.expand([menu[0]])
        dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false)
    }
}
