import Foundation

/// Lays out a group and everything nested in it, producing a ``GroupTemplate``.
struct GroupSolver {
    let environment: LayoutEnvironment
    let resolver: DimensionResolver
    /// A safety net against subitems so small that a group would hold millions of them.
    static let maximumSubitemsPerGroup = 10_000

    var log: DiagnosticLog { resolver.log }

    /// Lays out `group` at `size` (already resolved by its container).
    func template(for group: NSCollectionLayoutGroup, size: CGSize) -> GroupTemplate {
        var template = GroupTemplate(size: size)
        place(group, in: CGRect(origin: .zero, size: size), depth: 0, into: &template)
        return template
    }

    private func place(_ group: NSCollectionLayoutGroup, in frame: CGRect, depth: Int, into template: inout GroupTemplate) {
        let groupIndex = template.groups.count
        template.groups.append(.init(frame: frame, group: group, depth: depth, firstLeaf: template.leaves.count, leafCount: 0))
        switch group.arrangement {
        case .horizontal: placeChildren(of: group, along: .horizontal, in: frame, depth: depth, into: &template)
        case .vertical: placeChildren(of: group, along: .vertical, in: frame, depth: depth, into: &template)
        case .custom(let provider):
            for custom in provider(environment) {
                let f = custom.frame
                guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
                    log.report("a custom group item has a non-finite frame \(f); it is left out")
                    continue
                }
                template.leaves.append(.init(frame: f.standardized.shifted(frame.minX, frame.minY), item: nil,
                                             zIndex: custom.zIndex))
            }
        }
        template.groups[groupIndex].leafCount = template.leaves.count - template.groups[groupIndex].firstLeaf
    }

    /// A subitem with its resolved size and the spacing around it.
    private struct Child {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var mainLead: NSCollectionLayoutSpacing?
        var mainTrail: NSCollectionLayoutSpacing?
        var crossLead: NSCollectionLayoutSpacing?
        var crossTrail: NSCollectionLayoutSpacing?
    }

    private func child(_ item: NSCollectionLayoutItem, size: CGSize, axis: Axis) -> Child {
        Child(item: item, size: size,
              mainLead: axis.leadingSpacing(item.edgeSpacing), mainTrail: axis.trailingSpacing(item.edgeSpacing),
              crossLead: axis.cross.leadingSpacing(item.edgeSpacing),
              crossTrail: axis.cross.trailingSpacing(item.edgeSpacing))
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
                // Equal items filling the group, with the spacing between them; the
                // item's other dimension resolves against this reduced length.
                let each = max(0, (mainLength - spacing * CGFloat(clamped - 1)) / CGFloat(clamped))
                let container = axis.size(main: each, cross: axis.cross.length(of: content))
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
            var result: [Child] = []
            var used: CGFloat = 0
            var index = 0
            while result.count < Self.maximumSubitemsPerGroup {
                let item = group.subitems[index % group.subitems.count]
                let size = resolver.resolve(item.layoutSize, in: content, "item")
                let candidate = child(item, size: size, axis: axis)
                let extent = amount(candidate.mainLead) + axis.length(of: size) + amount(candidate.mainTrail)
                let needed = (result.isEmpty ? 0 : spacing) + extent
                let firstPass = index < group.subitems.count
                if !firstPass {
                    // Repeat the subitems only while another one fits entirely.
                    if used + needed > mainLength + 0.0001 { break }
                    if needed <= 0 {
                        log.report("a group's subitems have no extent along its axis and can never fill it; it holds one pass of them")
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

    private func placeChildren(of group: NSCollectionLayoutGroup, along axis: Axis, in frame: CGRect, depth: Int,
                               into template: inout GroupTemplate) {
        let content = frame.inset(by: resolver.effectiveInsets(of: group, "group"))
        let spacingDefinition = group.interItemSpacing
        let spacing = amount(spacingDefinition)
        let children = children(of: group, axis: axis, content: content.size, spacing: spacing)
        guard !children.isEmpty else { return }

        // Flexible spacings ("springs") share the space left over, equally.
        var used = spacing * CGFloat(children.count - 1)
        var springs = spacingDefinition?.isFlexibleSpacing == true ? children.count - 1 : 0
        for child in children {
            used += amount(child.mainLead) + axis.length(of: child.size) + amount(child.mainTrail)
            springs += (child.mainLead?.isFlexibleSpacing == true ? 1 : 0) + (child.mainTrail?.isFlexibleSpacing == true ? 1 : 0)
        }
        let share = springs > 0 ? max(0, axis.length(of: content) - used) / CGFloat(springs) : 0
        func spring(_ s: NSCollectionLayoutSpacing?) -> CGFloat { amount(s) + (s?.isFlexibleSpacing == true ? share : 0) }

        var cursor = axis.origin(of: content)
        let crossOrigin = axis.cross.origin(of: content)
        let crossLength = axis.cross.length(of: content)
        for (index, child) in children.enumerated() {
            if index > 0 { cursor += spacing + (spacingDefinition?.isFlexibleSpacing == true ? share : 0) }
            cursor += spring(child.mainLead)
            let mainLength = axis.length(of: child.size)
            let crossSize = axis.cross.length(of: child.size)
            var crossOffset = amount(child.crossLead)
            let crossLeftover = max(0, crossLength - crossOffset - crossSize - amount(child.crossTrail))
            switch (child.crossLead?.isFlexibleSpacing == true, child.crossTrail?.isFlexibleSpacing == true) {
            case (true, true): crossOffset += crossLeftover / 2
            case (true, false): crossOffset += crossLeftover
            default: break
            }
            let slot = axis.rect(mainOrigin: cursor, crossOrigin: crossOrigin + crossOffset,
                                 mainLength: mainLength, crossLength: crossSize)
            if let nested = child.item as? NSCollectionLayoutGroup {
                place(nested, in: slot, depth: depth + 1, into: &template)
            } else {
                let cell = slot.inset(by: resolver.effectiveInsets(of: child.item, "item"))
                template.leaves.append(.init(frame: cell, item: child.item, zIndex: 0))
            }
            cursor += mainLength + spring(child.mainTrail)
        }
    }
}
