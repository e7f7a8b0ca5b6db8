import Foundation

/// A stand-in for UIKit's `NSDiffableDataSourceSectionSnapshot`: one section's items as a
/// tree (an outline), with the expanded state of each parent.
///
/// Applied to a diffable data source (`apply(_:to:animatingDifferences:completion:)`), the
/// section shows its *visible* items: roots, and the children of expanded parents, depth
/// first, as on iOS.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// The top-level items.
    public var rootItems: [ItemIdentifierType] { roots }
    /// Every item, depth first.
    public var items: [ItemIdentifierType] { roots.flatMap { subtree($0) } }
    /// The items shown: roots and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { visibleSubtree($0) } }

    private func subtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (childrenOf[item] ?? []).flatMap { subtree($0) }
    }

    private func visibleSubtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        guard expanded.contains(item) else { return [item] }
        return [item] + (childrenOf[item] ?? []).flatMap { visibleSubtree($0) }
    }

    /// Adds items at the end of `parent`'s children, or of the roots for `nil`. An item
    /// already in the snapshot is ignored (UIKit stops with an exception).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let new = items.filter { !contains($0) }
        if let parent {
            guard contains(parent) else { return }
            childrenOf[parent, default: []] += new
            for item in new { parentOf[item] = parent }
        } else {
            roots += new
        }
    }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { roots.contains(item) || parentOf[item] != nil }

    /// The parent of `item`, `nil` for a root.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parentOf[item] }

    /// How deep `item` is: 0 for a root.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The position of `item` among ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Whether `item`'s children are shown.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown (its ancestors are all expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(contains)) }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// `item` and its descendants (or only its descendants) as a snapshot of their own.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return result
    }

    /// Removes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in subtree(item) {
                expanded.remove(descendant)
                childrenOf[descendant] = nil
                if descendant != item { parentOf[descendant] = nil }
            }
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes everything.
    public mutating func deleteAll() { self = Self() }
}

extension UICollectionViewDiffableDataSource {
    /// Makes `section` show the section snapshot's visible items (adding the section at the
    /// end when the current snapshot lacks it), and sets the counts.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[AnyHashable(section)] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot last applied to `section`, or one of its current items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let applied = sectionSnapshots[AnyHashable(section)]
            as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
        {
            return applied
        }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }
}
