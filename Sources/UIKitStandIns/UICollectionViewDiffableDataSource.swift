import Foundation

/// A stand-in for UIKit's `UICollectionViewDiffableDataSource`: applying a snapshot sets
/// the collection view's sections and item counts, and the cell provider makes the cells
/// the renderer draws, as on iOS.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
///     collectionView, indexPath, contact in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
/// snapshot.appendSections([.main]); snapshot.appendItems(contacts)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The collection view holds its data source weakly, as in UIKit: keep a reference.
/// Animation flags are ignored and completions run at once.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The section snapshots applied, by section.
    var sectionSnapshots: [AnyHashable: Any] = [:]

    /// Makes supplementary views; `nil` gives none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What a reorder asks and tells (Apple's reorderable list sets them); stored only, as
    /// nothing is dragged in a still picture.
    public var reorderingHandlers = ReorderingHandlers()
    /// What expanding and collapsing an outline's items asks and tells; stored only.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the view's ``UICollectionView/dataSource``).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the current state and sets the collection view's counts from it.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// As ``apply(_:animatingDifferences:completion:)``.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `itemIdentifier` is, if it is in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = current.indexOfSection(section),
            let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section at `index`, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The position of `identifier`'s section.
    open func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell, or a plain cell when it gives none or the index path has no item.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, item)
        else { return UICollectionViewCell(frame: .zero) }
        return cell
    }

    /// The supplementary view provider's view, or a plain view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
