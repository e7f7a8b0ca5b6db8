import Foundation

/// A stand-in for UIKit's `NSDiffableDataSourceSnapshot`: the sections and items a
/// collection view shows, by identifier, in order.
///
/// Identifiers are unique, as in UIKit: appending or inserting one that is already in the
/// snapshot is ignored (UIKit stops with an exception), so counts stay consistent.
/// Operations naming an identifier that is not in the snapshot do nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    /// Stored only: items marked for reloading.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Stored only: items marked for reconfiguring.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// The number of items in `identifier`'s section (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section that holds `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The position of the section `identifier`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil { sections.append((identifier, [])) }
    }

    /// Inserts sections before `before`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
    ) {
        guard let index = indexOfSection(before) else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `after`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
    ) {
        guard let index = indexOfSection(after) else { return }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let new = identifiers.filter { indexOfSection($0) == nil }
        sections.insert(contentsOf: new.map { ($0, []) }, at: index)
    }

    /// Adds items at the end of `section`, or of the last section when `nil`; nothing
    /// when there is no such section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.map({ indexOfSection($0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return
        }
        insertItems(identifiers, inSection: index, at: sections[index].items.count)
    }

    /// Inserts items before `before`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        guard let (section, item) = position(of: before) else { return }
        insertItems(identifiers, inSection: section, at: item)
    }

    /// Inserts items after `after`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        guard let (section, item) = position(of: after) else { return }
        insertItems(identifiers, inSection: section, at: item + 1)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int) {
        var new: [ItemIdentifierType] = []
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            sectionOfItem[identifier] = sections[section].identifier
            new.append(identifier)
        }
        sections[section].items.insert(contentsOf: new, at: index)
    }

    private func position(of item: ItemIdentifierType) -> (Int, Int)? {
        guard let section = sectionOfItem[item], let sectionIndex = indexOfSection(section),
            let itemIndex = sections[sectionIndex].items.firstIndex(of: item)
        else { return nil }
        return (sectionIndex, itemIndex)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            for item in sections[index].items { sectionOfItem[item] = nil }
            sections.remove(at: index)
        }
    }

    /// Moves `identifier` to just before `before`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        guard identifier != before, position(of: identifier) != nil, position(of: before) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: before)
    }

    /// Moves `identifier` to just after `after`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        guard identifier != after, position(of: identifier) != nil, position(of: after) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: after)
    }

    /// Marks items for reloading (stored only: every apply reconfigures every cell).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks items for reconfiguring (stored only).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// Does nothing: sections hold no state of their own here.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}
