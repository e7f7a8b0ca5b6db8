import CompositionalLayout

/// An app store's front page: a paging carousel of features, a sideways-scrolling shelf
/// of genres and a list of new apps. One section provider switches on the snapshot's
/// section identifiers.
class FeaturedViewController: UIViewController {

    enum Section: Hashable, CaseIterable {
        case features
        case genres
        case newApps
    }

    enum Item: Hashable {
        case feature(title: String, subtitle: String, tint: UIColor)
        case genre(String)
        case app(name: String, category: String, symbol: String)
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Featured"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func createLayout() -> UICollectionViewLayout {
        let sectionProvider = {
            [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            guard let self else { return nil }
            switch self.dataSource.snapshot().sectionIdentifiers[sectionIndex] {
            case .features:
                return self.featuresSection()
            case .genres:
                return self.genresSection(layoutEnvironment: layoutEnvironment)
            case .newApps:
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                configuration.separatorConfiguration.bottomSeparatorInsets =
                    NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
    }

    private func featuresSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
        if #available(iOS 17.0, *) {
            section.orthogonalScrollingProperties.bounce = .never
            section.orthogonalScrollingProperties.decelerationRate = .fast
        }
        return section
    }

    private func genresSection(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // Large accessibility text sizes get one tall row instead of two.
        let rows = layoutEnvironment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 2
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(150),
                heightDimension: .absolute(CGFloat(rows) * 44 + CGFloat(rows - 1) * 8)),
            subitem: item, count: rows)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let featureRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
            guard case .feature(let title, let subtitle, let tint) = item else { return }
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = subtitle
            content.textProperties.font = .preferredFont(forTextStyle: .title2)
            content.textProperties.color = .white
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = tint
            background.cornerRadius = 16
            cell.backgroundConfiguration = background
        }
        let genreRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
            guard case .genre(let name) = item else { return }
            var content = UIListContentConfiguration.cell()
            content.text = name
            cell.contentConfiguration = content
            cell.backgroundColor = .tertiarySystemFill
        }
        let appRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            guard case .app(let name, let category, let symbol) = item else { return }
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = category
            content.image = UIImage(systemName: symbol)
            content.imageProperties.tintColor = .systemIndigo
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            guard let section = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = section == .genres ? "Browse by Genre" : "New This Week"
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .feature:
                return collectionView.dequeueConfiguredReusableCell(
                    using: featureRegistration, for: indexPath, item: item)
            case .genre:
                return collectionView.dequeueConfiguredReusableCell(
                    using: genreRegistration, for: indexPath, item: item)
            case .app:
                return collectionView.dequeueConfiguredReusableCell(using: appRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            [
                .feature(title: "Sketch Your City", subtitle: "Apps for urban drawing", tint: .systemOrange),
                .feature(title: "Night Sky", subtitle: "Find planets tonight", tint: .systemIndigo),
                .feature(title: "Cook Slowly", subtitle: "Recipes for a long weekend", tint: .systemGreen)
            ], toSection: .features)
        snapshot.appendItems(
            ["Games", "Travel", "Music", "Health", "Books", "Finance", "Photo", "Weather"].map { .genre($0) },
            toSection: .genres)
        snapshot.appendItems(
            [
                .app(name: "Tidepool", category: "Weather", symbol: "cloud.sun.fill"),
                .app(name: "Lumen Notes", category: "Productivity", symbol: "pencil"),
                .app(name: "Fieldguide", category: "Education", symbol: "leaf.fill"),
                .app(name: "Metronome Pro", category: "Music", symbol: "music.note")
            ], toSection: .newApps)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
