import CompositionalLayout

/// A screen that switches between a grid and a list with a bar button, as photo and file
/// browsers do: `setCollectionViewLayout(_:animated:)`, and the button's image follows.
final class LayoutSwitcherViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var showsList = false

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: gridLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "file")
        view.addSubview(collectionView)
        updateBarButton()
        toggleLayout()
    }

    private func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(131)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func listLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    private func toggleLayout() {
        showsList.toggle()
        collectionView.setCollectionViewLayout(showsList ? listLayout() : gridLayout(), animated: true)
        updateBarButton()
    }

    private func updateBarButton() {
        let image = UIImage(systemName: showsList ? "square.grid.2x2" : "list.bullet")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: image,
            primaryAction: UIAction { [weak self] _ in
                self?.toggleLayout()
            })
    }
}

extension LayoutSwitcherViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "file", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "File \(indexPath.item + 1)"
        content.image = UIImage(systemName: "doc")
        cell.contentConfiguration = content
        return cell
    }
}
