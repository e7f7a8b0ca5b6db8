import Foundation

/// A supplementary or decoration element of a solved layout, in layout space
/// (left-to-right, before orthogonal scrolling, pinning and pixel rounding).
package struct LayoutElement: Sendable {
    package var frame: CGRect
    package var indexPath: IndexPath
    package var category: UICollectionElementCategory
    package var kind: String
    package var zIndex: Int
    /// Whether the element stays in view as its section scrolls (pinned headers).
    package var pinsToVisibleBounds: Bool = false
    /// For boundary items: the alignment, which says which way pinning pushes it.
    package var alignment: NSRectAlignment = .none
}

/// One solved section: where its groups, cells, headers and decorations are.
///
/// Cells are not stored one by one: each group stores its frame, and the cells'
/// frames come from the group's template, so a million cells cost a few
/// hundred thousand group frames.
///
/// An immutable class rather than a struct: looking a section up (one per
/// `layoutAttributesForItem(at:)` call) then takes one reference instead of
/// copying, retaining and releasing each of its arrays.
package final class SolvedSection {
    /// The section's index.
    package let index: Int
    /// The whole section: contentInsets and boundary supplementaries included.
    package let frame: CGRect
    /// The section's frame less its contentInsets and boundary extensions, along
    /// the layout's axis; for an orthogonal section, the visible part.
    package let contentFrame: CGRect
    /// The section definition (`nil` when the section provider returned none).
    package let definition: NSCollectionLayoutSection?
    /// How many cells the section holds.
    package let itemCount: Int
    /// The frames of the section's top-level groups, in order.
    package let groupFrames: [CGRect]
    /// Whether the section scrolls orthogonally to the layout.
    package let isOrthogonal: Bool
    /// Along the orthogonal scrolling axis: the length of the section's scrollable
    /// content, contentInsets included.
    package let orthogonalContentLength: CGFloat
    /// Headers, footers and other boundary supplementaries.
    package let boundaryElements: [LayoutElement]
    /// Supplementaries anchored to groups.
    package let groupElements: [LayoutElement]
    /// Background decorations.
    package let decorations: [LayoutElement]

    /// Cells per full group.
    let itemsPerGroup: Int
    /// One template per group, or a single one shared by all groups.
    let templates: [GroupTemplate]
    /// The axis the section's groups follow one another along.
    let groupAxis: Axis

    init(
        index: Int, frame: CGRect, contentFrame: CGRect, definition: NSCollectionLayoutSection?, itemCount: Int,
        groupFrames: [CGRect], isOrthogonal: Bool, orthogonalContentLength: CGFloat, boundaryElements: [LayoutElement],
        groupElements: [LayoutElement], decorations: [LayoutElement], itemsPerGroup: Int, templates: [GroupTemplate],
        groupAxis: Axis
    ) {
        self.index = index
        self.frame = frame
        self.contentFrame = contentFrame
        self.definition = definition
        self.itemCount = itemCount
        self.groupFrames = groupFrames
        self.isOrthogonal = isOrthogonal
        self.orthogonalContentLength = orthogonalContentLength
        self.boundaryElements = boundaryElements
        self.groupElements = groupElements
        self.decorations = decorations
        self.itemsPerGroup = itemsPerGroup
        self.templates = templates
        self.groupAxis = groupAxis
    }

    func template(ofGroup group: Int) -> GroupTemplate {
        templates.count == 1 ? templates[0] : templates[group]
    }

    /// The laid-out groups (nested ones included) of group `group`, in layout space.
    package func nestedGroupFrames(ofGroup group: Int) -> [(frame: CGRect, depth: Int, group: NSCollectionLayoutGroup)]
    {
        let origin = groupFrames[group].origin
        let count = min(itemsPerGroup, itemCount - group * itemsPerGroup)
        return template(ofGroup: group).truncated(to: count).groups.map {
            ($0.frame.shifted(origin.x, origin.y), $0.depth, $0.group)
        }
    }

    /// The cell frame of `item`, in layout space.
    func itemFrame(_ item: Int) -> CGRect {
        cell(item).frame
    }

    /// The cell frame of `item`, in layout space, and its z-index in its group.
    func cell(_ item: Int) -> (frame: CGRect, zIndex: Int) {
        let slot = slot(of: item)
        let origin = groupFrames[slot.group].origin
        let leaf = templates[slot.template].leaves[slot.leaf]
        return (leaf.frame.shifted(origin.x, origin.y), leaf.zIndex)
    }

    /// The item definition and z-index of `item`.
    func leaf(_ item: Int) -> GroupTemplate.Leaf {
        let slot = slot(of: item)
        return templates[slot.template].leaves[slot.leaf]
    }

    /// Where `item` is: its group, its group's template in ``templates`` and its leaf in
    /// that template. (Read through these indices, a leaf's frame is not copied with the
    /// template's arrays.)
    private func slot(of item: Int) -> (group: Int, template: Int, leaf: Int) {
        let group = item / itemsPerGroup
        return (group, templates.count == 1 ? 0 : group, item - group * itemsPerGroup)
    }

    /// The groups whose frames may intersect `[low, high]` along the section's
    /// group axis, found by binary search (group frames are in order).
    func groups(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        var lo = 0
        var hi = groupFrames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groupAxis.end(of: groupFrames[mid]) < low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < groupFrames.count, groupAxis.origin(of: groupFrames[end]) <= high { end += 1 }
        return lo..<end
    }
}

/// The engine's result: every section solved, in layout space.
package struct SolvedLayout {
    package let contentSize: CGSize
    package let sections: [SolvedSection]
    /// The layout-wide header and footer from the configuration.
    package let globalElements: [LayoutElement]
    /// Problems found in the definition, and how they were handled.
    package let diagnostics: [LayoutDiagnostic]
    /// The environment sections were laid out in.
    package let environment: LayoutEnvironment
    /// The axis the layout scrolls along.
    let scrollAxis: Axis
}
