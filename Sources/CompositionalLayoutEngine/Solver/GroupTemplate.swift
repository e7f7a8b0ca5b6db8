import Foundation

/// One laid-out group: every cell and nested group it holds, relative to the
/// group's own origin. A section whose groups all have the same shape shares one
/// template between them, which is what makes large sections cheap.
struct GroupTemplate {
    /// A cell's slot in the group.
    struct Leaf {
        /// The cell's frame after its contentInsets, relative to the group's origin.
        var frame: CGRect
        /// The item it was made from (`nil` for a custom group's items).
        var item: NSCollectionLayoutItem?
        var zIndex: Int
    }

    /// A group (the root or a nested one) in the template.
    struct Nested {
        /// The group's frame, relative to the root group's origin.
        var frame: CGRect
        var group: NSCollectionLayoutGroup
        /// 0 for the root group.
        var depth: Int
        /// The leaves it holds: `leaves[firstLeaf ..< firstLeaf + leafCount]`.
        var firstLeaf: Int
        var leafCount: Int
    }

    var size: CGSize
    var leaves: [Leaf] = []
    var groups: [Nested] = []

    /// The same template with only its first `count` leaves (a partly filled last group).
    func truncated(to count: Int) -> GroupTemplate {
        guard count < leaves.count else { return self }
        var copy = self
        copy.leaves.removeLast(leaves.count - count)
        copy.groups = groups.compactMap { nested in
            guard nested.firstLeaf < count || nested.depth == 0 else { return nil }
            var clipped = nested
            clipped.leafCount = max(0, min(nested.leafCount, count - nested.firstLeaf))
            return clipped
        }
        return copy
    }
}
