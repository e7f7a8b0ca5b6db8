import Foundation

/// Identifies an element across queries: its category, kind and index path.
struct ElementKey: Hashable {
    let category: UICollectionElementCategory
    let kind: String?
    let indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }
}

/// The attributes of orthogonal sections after their visibleItemsInvalidationHandler
/// ran, kept until the layout or a scroll offset changes.
final class VisibleItemsCache {
    struct Entry {
        let offset: CGFloat
        let attributes: [ElementKey: UICollectionViewLayoutAttributes]
    }

    private var entries: [Int: Entry] = [:]

    func entry(forSection section: Int, offset: CGFloat, make: () -> [ElementKey: UICollectionViewLayoutAttributes])
        -> [ElementKey: UICollectionViewLayoutAttributes]
    {
        if let entry = entries[section], entry.offset == offset { return entry.attributes }
        let attributes = make()
        entries[section] = Entry(offset: offset, attributes: attributes)
        return attributes
    }

    func removeAll() { entries.removeAll() }
}
