import CompositionalLayout

/// A profile screen: the list pinned to the layout margins, and a header view built from a
/// stack of an image view, a label and a button, registered by kind.
final class ProfileViewController: UIViewController {
    static let headerKind = "profile-header"

    final class ProfileHeaderView: UICollectionReusableView {
        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        let nameLabel = UILabel()
        let followButton = UIButton(configuration: .filled())

        override init(frame: CGRect) {
            super.init(frame: frame)
            avatar.contentMode = .scaleAspectFit
            avatar.tintColor = .systemGray
            nameLabel.font = .preferredFont(forTextStyle: .title2)
            followButton.configuration?.title = "Follow"
            followButton.configuration?.cornerStyle = .capsule
            let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, followButton])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: topAnchor),
                stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: bottomAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 64),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor)
        ])
        collectionView.register(
            ProfileHeaderView.self, forSupplementaryViewOfKind: Self.headerKind,
            withReuseIdentifier: "header")
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, post in
            var content = cell.defaultContentConfiguration()
            content.text = post
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: post)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header",
                    for: indexPath) as? ProfileHeaderView
            header?.nameLabel.text = "Ada Lovelace"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["First post", "Second post", "Third post"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func createLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            elementKind: Self.headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
