import Foundation

/// Lays out a group and everything nested in it, producing a ``GroupTemplate``.
struct GroupSolver {
    /// Measures a self-sizing cell: given its ordinal among the group's leaves, its
    /// item and the size offered to it, returns the size it prefers, or `nil` for a
    /// slot past the section's last item (which keeps its estimate).
    typealias Measure = (Int, NSCollectionLayoutItem, CGSize) -> CGSize?

    let environment: LayoutEnvironment
    let resolver: DimensionResolver
    /// Measures self-sizing cells; without it, estimates are used.
    var measure: Measure?
    /// A safety net against subitems so small that a group would hold millions of them.
    static let maximumSubitemsPerGroup = 10_000
    /// The same net for a whole group with its nested groups, whose counts multiply
    /// (10,000 of 10,000 of 10,000 would be 10^12 cells): placing stops at 100,000, ten
    /// times the most one group level holds.
    static let maximumElementsPerTemplate = 100_000

    var log: DiagnosticLog { resolver.log }

    /// Lays out `group` at `size` (already resolved by its container).
    func template(for group: NSCollectionLayoutGroup, size: CGSize) -> GroupTemplate {
        var template = GroupTemplate(size: size)
        place(group, in: CGRect(origin: .zero, size: size), depth: 0, into: &template, memo: GroupMemo())
        return template
    }

    /// What one template needs about each of its groups, worked out (and any diagnostic
    /// built) on the group's first placement: a nested group repeated 10,000 times would
    /// otherwise ask its provider and check its insets 10,000 times.
    private final class GroupMemo {
        /// A custom group's items with finite frames, standardized, before shifting.
        var customItems: [ObjectIdentifier: [GroupTemplate.Leaf]] = [:]
        var insets: [ObjectIdentifier: NSDirectionalEdgeInsets] = [:]
    }

    /// A custom group's items: its provider is asked once per template, as a shared
    /// group is laid out once and repeated (SharedGroupTests). The provider sees the group
    /// as its container, as UIKit's does: the group's size, with the group's contentInsets
    /// as both its content insets and its effective ones, so `effectiveContentSize` is the
    /// space inside the insets (Docs/uikit-facts.md, "Custom groups").
    private func customItems(
        of group: NSCollectionLayoutGroup, size: CGSize, insets: NSDirectionalEdgeInsets,
        provider: NSCollectionLayoutGroupCustomItemProvider,
        memo: GroupMemo
    ) -> [GroupTemplate.Leaf] {
        if let items = memo.customItems[ObjectIdentifier(group)] { return items }
        var items: [GroupTemplate.Leaf] = []
        let container = LayoutContainer(contentSize: size, contentInsets: insets, effectiveContentInsets: insets)
        for custom in provider(LayoutEnvironment(container: container, traitCollection: environment.traitCollection)) {
            let f = custom.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
                log.report("a custom group item has a non-finite frame \(f); it is left out")
                continue
            }
            items.append(.init(frame: f.standardized, item: nil, zIndex: custom.zIndex))
        }
        memo.customItems[ObjectIdentifier(group)] = items
        return items
    }

    private func insets(of group: NSCollectionLayoutGroup, memo: GroupMemo) -> NSDirectionalEdgeInsets {
        if let insets = memo.insets[ObjectIdentifier(group)] { return insets }
        let insets = resolver.effectiveInsets(of: group, "group")
        memo.insets[ObjectIdentifier(group)] = insets
        return insets
    }

    /// Places a custom group's items: the provider's frames are relative to the group's
    /// content, inside its contentInsets (a frame at y 0 in a group with a 13-pt top inset
    /// lands 13 pt below the group's top). Kept out of line so that `place`, which every
    /// group of every template passes through, stays small enough for the optimiser to
    /// inline and specialise its row and column paths.
    @inline(never)
    private func placeCustomItems(
        of group: NSCollectionLayoutGroup, provider: NSCollectionLayoutGroupCustomItemProvider, in frame: CGRect,
        into template: inout GroupTemplate, memo: GroupMemo
    ) {
        let groupInsets = insets(of: group, memo: memo)
        let content = frame.inset(by: groupInsets)
        for var item in customItems(of: group, size: frame.size, insets: groupInsets, provider: provider, memo: memo) {
            item.frame = item.frame.shifted(content.minX, content.minY)
            template.leaves.append(item)
        }
    }

    /// Places `group` at `frame` and returns the frame it takes: `frame`, except
    /// along a self-sizing axis, where the group fits what it holds.
    @discardableResult
    private func place(
        _ group: NSCollectionLayoutGroup, in frame: CGRect, depth: Int,
        into template: inout GroupTemplate, memo: GroupMemo
    ) -> CGRect {
        let groupIndex = template.groups.count
        template.groups.append(
            .init(frame: frame, group: group, depth: depth, firstLeaf: template.leaves.count, leafCount: 0))
        var placed = frame
        switch group.arrangement {
        case .horizontal:
            placed = placeChildren(of: group, along: .horizontal, in: frame, depth: depth, into: &template, memo: memo)
        case .vertical:
            placed = placeChildren(of: group, along: .vertical, in: frame, depth: depth, into: &template, memo: memo)
        case .custom(let provider):
            placeCustomItems(of: group, provider: provider, in: frame, into: &template, memo: memo)
        }
        template.groups[groupIndex].leafCount = template.leaves.count - template.groups[groupIndex].firstLeaf
        template.groups[groupIndex].frame = placed
        if depth == 0 { template.size = placed.size }
        return placed
    }

    /// A subitem with its resolved size and the spacing around it, worked out once per
    /// subitem (a group's count repeats one child up to 10,000 times).
    private struct Child {
        var item: NSCollectionLayoutItem
        /// `item` if it is a group.
        var nested: NSCollectionLayoutGroup?
        var size: CGSize
        var mainLead: Spacing
        var mainTrail: Spacing
        var crossLead: Spacing
        var crossTrail: Spacing
        /// A leaf's contentInsets as placed (unused for a nested group, which insets its own content).
        var insets: NSDirectionalEdgeInsets
    }

    /// An edge spacing's sanitized amount and whether it takes a share of leftover space.
    private struct Spacing {
        var amount: CGFloat
        var isFlexible: Bool
    }

    private func edgeSpacing(_ definition: NSCollectionLayoutSpacing?) -> Spacing {
        Spacing(amount: amount(definition), isFlexible: definition?.isFlexibleSpacing == true)
    }

    private func child(_ item: NSCollectionLayoutItem, size: CGSize, axis: Axis) -> Child {
        let nested = item as? NSCollectionLayoutGroup
        return Child(
            item: item, nested: nested, size: size,
            mainLead: edgeSpacing(axis.leadingSpacing(item.edgeSpacing)),
            mainTrail: edgeSpacing(axis.trailingSpacing(item.edgeSpacing)),
            crossLead: edgeSpacing(axis.cross.leadingSpacing(item.edgeSpacing)),
            crossTrail: edgeSpacing(axis.cross.trailingSpacing(item.edgeSpacing)),
            insets: nested == nil ? resolver.effectiveInsets(of: item, "item") : .zero)
    }

    private func amount(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
        guard let spacing else { return 0 }
        return log.sanitized(spacing.spacing, "spacing \(spacing)")
    }

    private func children(of group: NSCollectionLayoutGroup, axis: Axis, content: CGSize, spacing: CGFloat) -> [Child] {
        let mainLength = axis.length(of: content)
        switch group.repetition {
        case .equalSplit(let count), .repeating(let count):
            guard count > 0 else {
                log.report("a group made with count \(count) holds no items")
                return []
            }
            guard let item = group.subitems.first else { return [] }
            let clamped = min(count, Self.maximumSubitemsPerGroup)
            if clamped < count { log.report("a group's count \(count) is more than \(clamped); using \(clamped)") }
            let size: CGSize
            if case .equalSplit = group.repetition {
                // UIKit replaces the item's main-axis dimension with a 1/count
                // fraction of the group less the spacing between the items
                // (Docs/uikit-facts.md §12), so a fraction in the item's other
                // dimension that refers to the group's axis is a fraction of that
                // shared length too, not of one item's length.
                let shared = max(0, mainLength - spacing * CGFloat(clamped - 1))
                let each = resolver.grid.floor(shared / CGFloat(clamped))
                let container = axis.size(main: shared, cross: axis.cross.length(of: content))
                let cross = resolver.resolve(axis.cross.dimension(of: item.layoutSize), in: container, "item")
                size = axis.size(main: each, cross: cross)
            } else {
                size = resolver.resolve(item.layoutSize, in: content, "item")
            }
            return Array(repeating: child(item, size: size, axis: axis), count: clamped)
        case .fill:
            guard !group.subitems.isEmpty else {
                log.report("a group has no subitems")
                return []
            }
            let subitems = group.subitems.map { item in
                child(item, size: resolver.resolve(item.layoutSize, in: content, "item"), axis: axis)
            }
            var result: [Child] = []
            var used: CGFloat = 0
            var index = 0
            while result.count < Self.maximumSubitemsPerGroup {
                let candidate = subitems[index % subitems.count]
                let extent = candidate.mainLead.amount + axis.length(of: candidate.size) + candidate.mainTrail.amount
                let needed = (result.isEmpty ? 0 : spacing) + extent
                let firstPass = index < group.subitems.count
                if !firstPass {
                    // Repeat the subitems only while another one fits entirely.
                    if used + needed > mainLength + 0.0001 { break }
                    if needed <= 0 {
                        log.report(
                            "a group's subitems have no extent along its axis and can never fill it; it holds one pass of them"
                        )
                        break
                    }
                }
                result.append(candidate)
                used += needed
                index += 1
            }
            if result.count == Self.maximumSubitemsPerGroup {
                log.report("a group would hold more than \(Self.maximumSubitemsPerGroup) subitems; it is cut there")
            }
            return result
        }
    }

    /// The size a leaf takes: its resolved size, with self-sizing axes replaced by
    /// the measured size of the cell (the slot less its insets on fixed axes).
    private func measuredSlot(_ item: NSCollectionLayoutItem, size: CGSize, ordinal: Int) -> CGSize? {
        guard let measure, item.layoutSize.hasSelfSizingAxis else { return size }
        let offered = CGRect(origin: .zero, size: size).inset(by: resolver.effectiveInsets(of: item, "item")).size
        guard let measured = measure(ordinal, item, offered) else { return nil }
        return item.layoutSize.replacingSelfSizingAxes(of: size, with: measured) { value, _, axis in
            log.sanitized(value, "measured \(axis)")
        }
    }

    /// Measures leaf children up front and gives siblings whose dimension is
    /// `uniformAcrossSiblings` the largest measured size among them.
    private func measuredChildren(_ children: [Child], firstOrdinal: Int) -> [Child] {
        guard measure != nil, children.allSatisfy({ $0.nested == nil }) else { return children }
        var result = children
        var measuredIndices: [Int] = []
        for index in result.indices {
            if let size = measuredSlot(result[index].item, size: result[index].size, ordinal: firstOrdinal + index) {
                result[index].size = size
                measuredIndices.append(index)
            }
        }
        let measured = measuredIndices.map { result[$0] }
        let uniformWidth = measured.filter { $0.item.layoutSize.widthDimension.isUniformAcrossSiblings }.map(
            \.size.width
        ).max()
        let uniformHeight = measured.filter { $0.item.layoutSize.heightDimension.isUniformAcrossSiblings }.map(
            \.size.height
        ).max()
        for index in result.indices {
            let dimensions = result[index].item.layoutSize
            if dimensions.widthDimension.isUniformAcrossSiblings, let uniformWidth {
                result[index].size.width = uniformWidth
            }
            if dimensions.heightDimension.isUniformAcrossSiblings, let uniformHeight {
                result[index].size.height = uniformHeight
            }
        }
        return result
    }

    private func placeChildren(
        of group: NSCollectionLayoutGroup, along axis: Axis, in frame: CGRect, depth: Int,
        into template: inout GroupTemplate, memo: GroupMemo
    ) -> CGRect {
        let groupInsets = insets(of: group, memo: memo)
        let content = frame.inset(by: groupInsets)
        let spacingDefinition = group.interItemSpacing
        let spacing = amount(spacingDefinition)
        let children = measuredChildren(
            children(of: group, axis: axis, content: content.size, spacing: spacing),
            firstOrdinal: template.leaves.count)
        guard !children.isEmpty else { return frame }

        // Flexible spacings ("springs") share the space left over, equally.
        var used = spacing * CGFloat(children.count - 1)
        var springs = spacingDefinition?.isFlexibleSpacing == true ? children.count - 1 : 0
        for child in children {
            used += child.mainLead.amount + axis.length(of: child.size) + child.mainTrail.amount
            springs += (child.mainLead.isFlexible ? 1 : 0) + (child.mainTrail.isFlexible ? 1 : 0)
        }
        let share = springs > 0 ? max(0, axis.length(of: content) - used) / CGFloat(springs) : 0
        func spring(_ s: Spacing) -> CGFloat { s.amount + (s.isFlexible ? share : 0) }

        var cursor = axis.origin(of: content)
        let crossOrigin = axis.cross.origin(of: content)
        let crossLength = axis.cross.length(of: content)
        var crossEnd = crossOrigin
        // Leaves were measured up front unless they sit among nested groups; then each is measured here.
        let measuresLeavesInPlace = measure != nil && children.contains { $0.nested != nil }
        for (index, child) in children.enumerated() {
            if template.leaves.count + template.groups.count >= Self.maximumElementsPerTemplate {
                log.report(
                    "a group with its nested groups would hold more than \(Self.maximumElementsPerTemplate) "
                        + "elements; it is cut there")
                break
            }
            if index > 0 { cursor += spacing + (spacingDefinition?.isFlexibleSpacing == true ? share : 0) }
            cursor += spring(child.mainLead)
            var slotSize = child.size
            if measuresLeavesInPlace, child.nested == nil {
                slotSize = measuredSlot(child.item, size: slotSize, ordinal: template.leaves.count) ?? slotSize
            }
            let crossSize = axis.cross.length(of: slotSize)
            var crossOffset = child.crossLead.amount
            let crossLeftover = max(0, crossLength - crossOffset - crossSize - child.crossTrail.amount)
            switch (child.crossLead.isFlexible, child.crossTrail.isFlexible) {
            case (true, true): crossOffset += crossLeftover / 2
            case (true, false): crossOffset += crossLeftover
            default: break
            }
            let slot = axis.rect(
                mainOrigin: cursor, crossOrigin: crossOrigin + crossOffset,
                mainLength: axis.length(of: slotSize), crossLength: crossSize)
            let taken: CGRect
            if let nested = child.nested {
                taken = place(nested, in: slot, depth: depth + 1, into: &template, memo: memo)
            } else {
                let cell = slot.inset(by: child.insets)
                template.leaves.append(.init(frame: cell, item: child.item, zIndex: 0))
                taken = slot
            }
            cursor += axis.length(of: taken) + spring(child.mainTrail)
            crossEnd = max(crossEnd, axis.cross.end(of: taken) + child.crossTrail.amount)
        }

        // Along a self-sizing axis the group fits what it holds.
        var placed = frame
        let dimensions = group.layoutSize
        if axis.dimension(of: dimensions).isSelfSizing, measure != nil {
            let length = cursor + axis.trailingInset(groupInsets) - axis.origin(of: frame)
            placed = axis.rect(
                mainOrigin: axis.origin(of: frame), crossOrigin: axis.cross.origin(of: frame),
                mainLength: length, crossLength: axis.cross.length(of: frame))
        }
        if axis.cross.dimension(of: dimensions).isSelfSizing, measure != nil {
            let length = crossEnd + axis.cross.trailingInset(groupInsets) - axis.cross.origin(of: frame)
            placed = axis.rect(
                mainOrigin: axis.origin(of: placed), crossOrigin: axis.cross.origin(of: placed),
                mainLength: axis.length(of: placed), crossLength: length)
        }
        return placed
    }
}
