import Foundation

/// Group templates already laid out during one solve, so that sections sharing a
/// group (the same object at the same size) share its template: 10,000 sections
/// of one group cost one layout of the group, not 10,000.
///
/// A template is reused only when nothing can tell: the group is the same object
/// (held, so its address cannot be reused), at the same size, the model has not
/// changed since (``ModelGeneration``), no custom group (whose item provider may
/// answer differently each time) is inside, and laying it out reported no
/// diagnostic (which names the section it was found in).
final class TemplateCache {
    private struct Entry {
        let group: NSCollectionLayoutGroup
        let size: CGSize
        let generation: UInt64
        let template: GroupTemplate
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `group`'s template at `size`: a cached one, or the one `make` lays out.
    func template(
        for group: NSCollectionLayoutGroup, size: CGSize, log: DiagnosticLog,
        make: () -> GroupTemplate
    ) -> GroupTemplate {
        let key = ObjectIdentifier(group)
        if let entry = entries[key], entry.group === group, entry.size == size,
            entry.generation == ModelGeneration.current
        {
            return entry.template
        }
        let reported = log.entries.count
        let generation = ModelGeneration.current
        let template = make()
        if log.entries.count == reported, !Self.containsCustomGroup(group) {
            entries[key] = Entry(group: group, size: size, generation: generation, template: template)
        }
        return template
    }

    private static func containsCustomGroup(_ group: NSCollectionLayoutGroup) -> Bool {
        if case .custom = group.arrangement { return true }
        return group.subitems.contains { ($0 as? NSCollectionLayoutGroup).map(containsCustomGroup) ?? false }
    }
}
