import CompositionalLayout

/// An adaptive grid: the section provider picks the column count from the container's
/// width, and the code asks the device and screen as iOS apps do.
final class AdaptiveViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let isPad = UIDevice.current.userInterfaceIdiom == .pad

    override func viewDidLoad() {
        super.viewDidLoad()
        let hairline = 1 / UIScreen.main.scale
        let layout = UICollectionViewCompositionalLayout { [isPad] _, environment in
            let width = environment.container.effectiveContentSize.width
            let columns = isPad || width > 600 ? 5 : 3
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(
                top: hairline, leading: hairline, bottom: hairline, trailing: hairline)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor(displayP3Red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        view.addSubview(collectionView)
    }
}

extension AdaptiveViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.backgroundColor = UIColor(named: "TileColor") ?? .systemGray5
        return cell
    }
}
