/// A section named as `canvas.orthogonalOffsets` names one: by index (`1`) or by its `name:`.
extension LayoutDocument {
    /// The index of the section `key` names: a whole number is an index, anything else a
    /// section's `name:`. Throws ``SectionKeyError``, with a hint, when it names none.
    public func sectionIndex(forKey key: String) throws -> Int {
        if let index = Int(key) {
            guard sectionNames.indices.contains(index) else {
                let count = sectionNames.count
                throw SectionKeyError(
                    description: "there is no section \(index): the file has \(count) section"
                        + (count == 1 ? " (0)" : "s (0 to \(count - 1))"))
            }
            return index
        }
        if let index = sectionNames.firstIndex(where: { $0 == key }) { return index }
        let known = sectionNames.compactMap { $0 }
        let hint =
            Suggestion.hint(for: key, in: known) ?? "give the section a 'name:', or use its index (0 is the first)"
        throw SectionKeyError(description: "unknown section '\(key)'; \(hint)")
    }
}

/// A section key that names no section of the file.
public struct SectionKeyError: Error, CustomStringConvertible {
    /// What is wrong, with a hint.
    public let description: String
}
