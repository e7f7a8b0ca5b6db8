import CompositionalLayout

/// Cards on a grouped page, drawn by the views' own code: a section background registered
/// on the layout as a decoration view class, a hairline separator view under each row,
/// rows with no fill of their own and centred text, and a list row whose `.label` accessory
/// sits beside its secondary text.
final class GroupedCardsViewController: UIViewController {
    static let backgroundKind = "card-background"
    static let separatorKind = "row-separator"

    /// The card behind a section: a rounded, bordered panel.
    final class CardBackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 12
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray4.cgColor
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A hairline under a row.
    final class SeparatorView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .separator
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    enum Section: Int, CaseIterable { case shortcuts, recent }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == Section.recent.rawValue {
                return NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                    layoutEnvironment: environment)
            }
            let separator = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: Self.separatorKind, containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                supplementaryItems: [separator])
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 32, bottom: 20, trailing: 32)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            section.decorationItems = [background]
            return section
        }
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        return layout
    }

    private func configureDataSource() {
        let shortcut = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            var content = UIListContentConfiguration.cell()
            content.text = title
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
        }
        let recent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = "Shared with you"
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "2 min"), .disclosureIndicator()]
        }
        let separator = UICollectionView.SupplementaryRegistration<SeparatorView>(elementKind: Self.separatorKind) {
            _, _, _ in
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            indexPath.section == Section.recent.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: recent, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: shortcut, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: separator, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Scan a document", "Start a timer", "Call home"], toSection: .shortcuts)
        snapshot.appendItems(["Quarterly plan", "Holiday photos"], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
