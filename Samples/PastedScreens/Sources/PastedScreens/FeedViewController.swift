import CompositionalLayout

/// A pull-to-refresh feed: a scroll view delegate, selection, scrolling to an item, and
/// cells that update their configuration for their state.
final class FeedViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private(set) var lastScrollOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.refreshControl = UIRefreshControl()
        collectionView.refreshControl?.attributedTitle = NSAttributedString(string: "Pull to refresh")
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, post in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.subtitleCell().updated(for: state)
                content.text = "Post \(post)"
                content.secondaryText = state.isSelected ? "Selected" : "Tap to open"
                cell.contentConfiguration = content
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                background.backgroundColor = state.isSelected ? .systemGray5 : .secondarySystemGroupedBackground
                cell.backgroundConfiguration = background
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: post)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...20))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Shows post 11 at the top and selects post 4, as a deep link would.
    func openDeepLink() {
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastScrollOffset = scrollView.contentOffset.y
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
