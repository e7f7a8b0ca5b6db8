import CompositionalLayout

/// A Swift 6 home screen: a main-actor view controller whose `viewDidLoad()` touches its own
/// state, a segmented control pinned below the safe area's top and a collection view pinned
/// below the control, and a content-unavailable configuration.
@MainActor
final class HomeViewController: UIViewController {
    enum Filter: Int, CaseIterable { case all, favourites }

    private var filter = Filter.all
    private var items = ["Groceries", "Train tickets", "Birthday gift"]
    private let filterControl = UISegmentedControl(items: ["All", "Favourites"])
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        overrideUserInterfaceStyle = .light
        filter = .favourites
        filterControl.selectedSegmentIndex = filter.rawValue
        filterControl.addAction(UIAction { [weak self] _ in self?.filterChanged() }, for: .valueChanged)
        navigationItem.titleView = filterControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", image: UIImage(systemName: "plus"),
            primaryAction: UIAction { [weak self] _ in self?.add() })

        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.contentInsetAdjustmentBehavior = .never
        for subview in [filterControl, collectionView!] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            filterControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            filterControl.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: filterControl.trailingAnchor, constant: 16),
            collectionView.topAnchor.constraint(equalTo: filterControl.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No favourites yet"
        contentUnavailableConfiguration = items.isEmpty ? empty : nil
    }

    private func filterChanged() {
        filter = Filter(rawValue: filterControl.selectedSegmentIndex) ?? .all
        collectionView.reloadData()
    }

    private func add() {
        let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Title" }
        alert.addAction(
            UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
                self?.items.append(alert?.textFields?.first?.text ?? "")
                self?.collectionView.reloadData()
            })
        present(alert, animated: true)
    }
}

extension HomeViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = items[indexPath.item]
        cell.contentConfiguration = content
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Favourite") { _ in true }]
        return cell
    }
}
