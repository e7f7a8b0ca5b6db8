import Foundation

/// Solves one section: its groups, boundary supplementaries and decorations.
struct SectionSolver {
    let context: SolveContext

    private var axis: Axis { context.scrollAxis }
    private var log: DiagnosticLog { context.log }

    /// An empty section, for a section provider that returned `nil`.
    func emptySection(index: Int, mainOrigin: CGFloat) -> SolvedSection {
        let crossLength = axis.cross.length(of: context.container.contentSize)
        let frame = axis.rect(mainOrigin: mainOrigin, crossOrigin: 0, mainLength: 0, crossLength: crossLength)
        return SolvedSection(
            index: index, frame: frame, contentFrame: frame, definition: nil, itemCount: 0,
            groupFrames: [], isOrthogonal: false, orthogonalContentLength: 0, boundaryElements: [],
            groupElements: [], decorations: [], itemsPerGroup: 1, templates: [], groupAxis: axis)
    }

    func solve(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, mainOrigin: CGFloat) -> SolvedSection {
        let crossLength = axis.cross.length(of: context.container.contentSize)
        let reference = context.crossInsets(for: section.contentInsetsReference)
        let sectionCrossOrigin = reference.lead
        let sectionCrossLength = max(0, crossLength - reference.lead - reference.trail)
        let insets = log.sanitized(section.contentInsets, "section contentInsets")
        let insetMain = (axis.leadingInset(insets), axis.trailingInset(insets))
        let insetCross = (axis.cross.leadingInset(insets), axis.cross.trailingInset(insets))
        let contentCrossOrigin = sectionCrossOrigin + insetCross.0
        let contentCrossLength = max(0, sectionCrossLength - insetCross.0 - insetCross.1)
        let mainLength = axis.length(of: context.container.contentSize)
        let spacing = log.sanitized(section.interGroupSpacing, "interGroupSpacing")
        let isOrthogonal = section.orthogonalScrollingBehavior != .none

        // The group, laid out once and shared by every repetition — or, when cells
        // measure themselves, once per repetition.
        // A group's fractions are of the container less the section's insets across
        // the layout's axis; an orthogonal section's scroll view spans the whole
        // width, so there they are of the container less the insets along it
        // (UIKit's `_sectionContainer`, Docs/uikit-facts.md §5, §6).
        let groupContainer =
            isOrthogonal
            ? axis.size(main: max(0, mainLength - insetMain.0 - insetMain.1), cross: sectionCrossLength)
            : axis.size(main: mainLength, cross: contentCrossLength)
        let groupSize = context.resolver.resolve(section.group.layoutSize, in: groupContainer, "group")
        let groupSolver = GroupSolver(environment: context.environment, resolver: context.resolver)
        let template = context.templates.template(for: section.group, size: groupSize, log: log) {
            groupSolver.template(for: section.group, size: groupSize)
        }
        let perGroup = template.leaves.count
        var groupCount = 0
        if itemCount > 0 {
            if perGroup == 0 {
                log.report("the section's group holds no items, so its \(itemCount) items are not laid out")
            } else {
                groupCount = (itemCount + perGroup - 1) / perGroup
            }
        }
        let laidOutItems = perGroup == 0 ? 0 : itemCount
        let templates: [GroupTemplate]
        if let sizing = context.sizing, section.group.containsSelfSizingDimension, groupCount > 0 {
            templates = (0..<groupCount).map { group in
                var measuring = groupSolver
                let first = group * perGroup
                let itemsHere = min(perGroup, itemCount - first)
                measuring.measure = { ordinal, _, offered in
                    guard ordinal < itemsHere else { return nil }
                    return sizing(.cell, nil, IndexPath(item: first + ordinal, section: index), offered)
                }
                return measuring.template(for: section.group, size: groupSize)
            }
        } else {
            templates = [template]
        }

        // Boundary supplementaries: sizes first, since headers push the content.
        let boundary = section.boundarySupplementaryItems.map { item in
            boundarySlot(
                item, section: section, index: index, contentCross: (contentCrossOrigin, contentCrossLength),
                crossLength: crossLength)
        }
        // A list's header top padding sits above its header, inside the section.
        var headerPadding: CGFloat = 0
        if let list = section.listConfiguration, list.headerMode == .supplementary {
            headerPadding = log.sanitized(
                list.headerTopPadding ?? ListMetrics.headerTopPadding(list.appearance),
                "headerTopPadding")
        }
        let leadItems = boundary.filter { $0.extends && $0.mainEdge == .lead }
        let leadExtent = (leadItems.map(\.mainLength).max() ?? 0) + (leadItems.isEmpty ? 0 : headerPadding)
        let trailExtent = boundary.filter { $0.extends && $0.mainEdge == .trail }.map(\.mainLength).max() ?? 0

        // Groups.
        let contentMainStart = mainOrigin + leadExtent + insetMain.0
        var groupFrames: [CGRect] = []
        groupFrames.reserveCapacity(groupCount)
        var cursor = isOrthogonal ? contentCrossOrigin : contentMainStart
        if isOrthogonal, section.orthogonalScrollingBehavior == .groupPagingCentered, let first = templates.first {
            cursor =
                sectionCrossOrigin
                + centringInset(
                    groupLength: axis.cross.length(of: first.size),
                    viewport: sectionCrossLength)
        }
        var tallest: CGFloat = 0
        for group in 0..<groupCount {
            let size = templates.count == 1 ? templates[0].size : templates[group].size
            let groupMain = axis.length(of: size)
            let groupCross = axis.cross.length(of: size)
            if group > 0 { cursor += spacing }
            if isOrthogonal {
                groupFrames.append(
                    axis.rect(
                        mainOrigin: contentMainStart, crossOrigin: cursor,
                        mainLength: groupMain, crossLength: groupCross))
                cursor += groupCross
                tallest = max(tallest, groupMain)
            } else {
                groupFrames.append(
                    axis.rect(
                        mainOrigin: cursor, crossOrigin: contentCrossOrigin,
                        mainLength: groupMain, crossLength: groupCross))
                cursor += groupMain
            }
        }
        let contentMainEnd: CGFloat
        if groupCount == 0 {
            contentMainEnd = contentMainStart
        } else if isOrthogonal {
            contentMainEnd = contentMainStart + tallest
        } else {
            contentMainEnd = cursor
        }
        var trailingInset = insetCross.1
        if isOrthogonal, section.orthogonalScrollingBehavior == .groupPagingCentered, let last = templates.last {
            trailingInset = centringInset(groupLength: axis.cross.length(of: last.size), viewport: sectionCrossLength)
        }
        let orthogonalLength =
            groupCount == 0 ? insetCross.0 + insetCross.1 : cursor - sectionCrossOrigin + trailingInset
        let sectionMainEnd = contentMainEnd + insetMain.1 + trailExtent
        let frame = axis.rect(
            mainOrigin: mainOrigin, crossOrigin: sectionCrossOrigin,
            mainLength: sectionMainEnd - mainOrigin, crossLength: sectionCrossLength)
        let contentFrame = axis.rect(
            mainOrigin: contentMainStart, crossOrigin: contentCrossOrigin,
            mainLength: contentMainEnd - contentMainStart, crossLength: contentCrossLength)

        let sectionPath = IndexPath(item: 0, section: index)
        let boundaryElements = zip(section.boundarySupplementaryItems, boundary).map { item, slot in
            // Items on an edge along the layout's axis centre on the groups and their insets.
            let range =
                slot.mainEdge == .middle
                ? (contentMainStart - insetMain.0, contentMainEnd + insetMain.1)
                : (mainOrigin + (slot.mainEdge == .lead ? headerPadding : 0), sectionMainEnd)
            return LayoutElement(
                frame: slot.frame(mainRange: range, axis: axis),
                indexPath: sectionPath, category: .supplementaryView, kind: item.elementKind,
                zIndex: item.zIndex, pinsToVisibleBounds: item.pinToVisibleBounds,
                alignment: item.alignment)
        }
        let decorations = section.decorationItems.map { item in
            LayoutElement(
                frame: frame.inset(by: log.sanitized(item.contentInsets, "decoration contentInsets")),
                indexPath: sectionPath, category: .decorationView, kind: item.elementKind, zIndex: item.zIndex)
        }
        let groupElements = groupSupplementaries(
            templates: templates, groupFrames: groupFrames, perGroup: perGroup,
            itemCount: laidOutItems, section: index)
        return SolvedSection(
            index: index, frame: frame, contentFrame: contentFrame, definition: section,
            itemCount: laidOutItems, groupFrames: groupFrames, isOrthogonal: isOrthogonal,
            orthogonalContentLength: orthogonalLength, boundaryElements: boundaryElements,
            groupElements: groupElements, decorations: decorations,
            itemsPerGroup: max(1, perGroup), templates: templates,
            groupAxis: isOrthogonal ? axis.cross : axis)
    }

    /// The inset before the first (and after the last) group of a
    /// `.groupPagingCentered` section: what centres a group in the viewport.
    /// UIKit adds such insets on both sides (Docs/uikit-facts.md §5); that they
    /// centre the first group at rest is inferred.
    private func centringInset(groupLength: CGFloat, viewport: CGFloat) -> CGFloat {
        context.resolver.grid.round(max(0, (viewport - groupLength) / 2))
    }

    // MARK: Boundary supplementaries

    private func boundarySlot(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section: NSCollectionLayoutSection,
        index: Int, contentCross: (CGFloat, CGFloat), crossLength: CGFloat
    ) -> BoundarySlot {
        let cross: (origin: CGFloat, length: CGFloat)
        if section.supplementariesFollowContentInsets {
            cross = contentCross
        } else {
            let reference = context.crossInsets(for: section.supplementaryContentInsetsReference)
            cross = (reference.lead, max(0, crossLength - reference.lead - reference.trail))
        }
        let container = axis.size(main: axis.length(of: context.container.contentSize), cross: cross.length)
        let what = "boundary supplementary \(item.elementKind)"
        var size = context.resolver.resolve(item.layoutSize, in: container, what)
        let insets = context.resolver.effectiveInsets(of: item, what)
        size = context.measured(
            item, kind: item.elementKind, at: IndexPath(item: 0, section: index), size: size, insets: insets)
        return BoundarySlot(item: item, size: size, cross: cross, insets: insets, axis: axis)
    }

    // MARK: Group supplementaries

    private func groupSupplementaries(
        templates: [GroupTemplate], groupFrames: [CGRect], perGroup: Int, itemCount: Int,
        section: Int
    ) -> [LayoutElement] {
        guard templates[0].groups.contains(where: { !$0.group.supplementaryItems.isEmpty }) else { return [] }
        var elements: [LayoutElement] = []
        for (groupIndex, groupFrame) in groupFrames.enumerated() {
            let template = templates.count == 1 ? templates[0] : templates[groupIndex]
            let anchored = template.groups.filter { !$0.group.supplementaryItems.isEmpty }
            let firstItem = groupIndex * perGroup
            let itemsHere = min(perGroup, itemCount - firstItem)
            for nested in anchored where nested.depth == 0 || nested.firstLeaf < itemsHere {
                let container = nested.frame.shifted(groupFrame.minX, groupFrame.minY)
                    .inset(by: context.resolver.effectiveInsets(of: nested.group, "group"))
                let path = IndexPath(item: firstItem + nested.firstLeaf, section: section)
                for supplementary in nested.group.supplementaryItems {
                    let what = "supplementary \(supplementary.elementKind)"
                    var size = context.resolver.resolve(supplementary.layoutSize, in: container.size, what)
                    let insets = context.resolver.effectiveInsets(of: supplementary, what)
                    size = context.measured(
                        supplementary, kind: supplementary.elementKind, at: path, size: size, insets: insets)
                    let frame = AnchorPlacement.frame(
                        size: size, containerAnchor: supplementary.containerAnchor,
                        itemAnchor: supplementary.itemAnchor, in: container
                    ).inset(by: insets)
                    elements.append(
                        LayoutElement(
                            frame: frame, indexPath: path, category: .supplementaryView,
                            kind: supplementary.elementKind, zIndex: supplementary.zIndex))
                }
            }
        }
        return elements
    }
}
