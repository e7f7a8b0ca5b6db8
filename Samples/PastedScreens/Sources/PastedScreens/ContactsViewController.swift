import CompositionalLayout

/// A contact in the list.
struct Contact: Hashable {
    let name: String
    var detail: String?
    var symbol = "person.crop.circle.fill"
    var isFavorite = false
    var isSelected = false
    var phoneLabel: String?
}

/// An inset-grouped list of contacts in two sections, built with a diffable data source,
/// a list cell registration with accessories and a header registration.
class ContactsViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case favorites
        case everyone

        var title: String {
            switch self {
            case .favorites: return "Favourites"
            case .everyone: return "Everyone"
            }
        }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!

    private let contacts: [Contact] = [
        Contact(name: "Mum", symbol: "heart.circle.fill", isFavorite: true, phoneLabel: "mobile"),
        Contact(name: "Noor Haddad", symbol: "star.circle.fill", isFavorite: true, isSelected: true),
        Contact(name: "Ada Lovelace", detail: "Analytical Engines Ltd"),
        Contact(name: "Bashir Okafor", detail: "+44 20 7946 0018"),
        Contact(name: "Chiara Rossi", detail: "Climbing club"),
        Contact(name: "Dmitri Volkov"),
        Contact(name: "Emeka Eze", detail: "Work")
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard self?.dataSource.itemIdentifier(for: indexPath) != nil else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        // Separators in the long section start after the avatar, where the name starts.
        configuration.itemSeparatorHandler = { indexPath, separatorConfiguration in
            var configuration = separatorConfiguration
            if indexPath.section == Section.everyone.rawValue {
                configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: 60, bottom: 0, trailing: 0)
            }
            return configuration
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
            cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.detail
            content.image = UIImage(systemName: contact.symbol)
            content.imageProperties.tintColor = contact.isFavorite ? .systemPink : .systemGray
            cell.contentConfiguration = content

            var accessories: [UICellAccessory] = [.delete()]
            if let phoneLabel = contact.phoneLabel {
                accessories.append(.label(text: phoneLabel))
            }
            accessories.append(contact.isSelected ? .checkmark() : .disclosureIndicator())
            cell.accessories = accessories
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            guard let section = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = UIListContentConfiguration.groupedHeader()
            content.text = section.title
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: contact)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(contacts.filter { $0.isFavorite }, toSection: .favorites)
        snapshot.appendItems(contacts.filter { !$0.isFavorite }, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
