import CompositionalLayout  // in the app: import UIKit

/// The library screen as the app shows it: a collection view pinned to the safe area, laid
/// out by ``LibraryLayout``, with featured cards, album covers and a header.
public final class LibraryViewController: UIViewController {
    /// The space between the albums' header and the first row of albums.
    private let albumsTopInset: CGFloat
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    public init(albumsTopInset: CGFloat = 0) {
        self.albumsTopInset = albumsTopInset
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: LibraryLayout.make(albumsTopInset: albumsTopInset))
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.backgroundColor = .secondarySystemBackground
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Albums"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([LibraryLayout.featuredSection, LibraryLayout.albumsSection])
        snapshot.appendItems((1...5).map { "Featured \($0)" }, toSection: LibraryLayout.featuredSection)
        snapshot.appendItems((1...12).map { "Album \($0)" }, toSection: LibraryLayout.albumsSection)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
