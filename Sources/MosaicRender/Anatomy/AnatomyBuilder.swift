import CompositionalLayout
import Foundation

/// Finds the parts of a layout's structure that show in a region of the content: sections,
/// their contentInsets, decorations, boundary supplementaries, groups (nested ones too),
/// spacings, items with their contentInsets and edgeSpacing, and badges.
///
/// Frames come from the layout's public queries where it has them (cells, supplementaries,
/// decorations: so pinning, right-to-left mirroring, scrolling and pixel rounding are the
/// engine's), and from the solved layout through ``ContentSpace`` otherwise (groups,
/// insets, gaps). Each distinct label is kept on the first part that has it in a section;
/// repeats are drawn unlabelled.
struct AnatomyBuilder {
    let space: ContentSpace
    let options: AnatomyOptions
    /// The part of the content shown, in content coordinates.
    let region: CGRect

    /// The parts; with `labellingRepeats`, every part keeps its label (otherwise a repeat of a
    /// label already given in the same section is dropped, as a figure draws it once).
    func build(labellingRepeats: Bool = false) throws -> [AnatomyPart] {
        var parts: [AnatomyPart] = []
        let indices: [Int]
        if let section = options.section {
            _ = try space.section(section)
            indices = [section]
        } else {
            indices = Array(space.solved.sections.indices)
        }
        for index in indices {
            let section = space.solved.sections[index]
            guard space.rect(section.frame).intersects(region) else { continue }
            parts += sectionParts(section)
        }
        if options.section == nil { parts += interSectionParts() }
        return labellingRepeats ? parts : Self.labelledOnce(parts)
    }

    /// Clears the labels of parts whose first label an earlier part of the same section has.
    static func labelledOnce(_ parts: [AnatomyPart]) -> [AnatomyPart] {
        var seen: Set<String> = []
        return parts.map { part in
            guard let first = part.labels.first else { return part }
            let key = "\(part.section)|\(first)"
            if seen.insert(key).inserted { return part }
            var copy = part
            copy.labels = []
            return copy
        }
    }

    // MARK: Sections

    private func sectionParts(_ section: SolvedSection) -> [AnatomyPart] {
        let index = section.index
        var parts: [AnatomyPart] = []
        let name = space.content.sectionLabel(index)
        var labels = [name]
        if section.isOrthogonal, let definition = section.definition {
            labels.insert("\(name) · .\(definition.orthogonalScrollingBehavior)", at: 0)
        }
        parts.append(AnatomyPart(kind: .section, section: index, rects: [space.rect(section.frame)], labels: labels))
        guard let definition = section.definition else { return parts }

        if !Self.isZero(definition.contentInsets) {
            parts.append(
                AnatomyPart(
                    kind: .sectionInsets, section: index, rects: insetRing(of: section),
                    labels: Notation.insets(definition.contentInsets)))
        }
        let sectionPath = IndexPath(item: 0, section: index)
        for item in definition.decorationItems {
            guard
                let attributes = space.layout.layoutAttributesForDecorationView(
                    ofKind: item.elementKind, at: sectionPath)
            else { continue }
            let name = "decoration \(Notation.kindName(item.elementKind))"
            var labels = [name, "decoration"]
            if !Self.isZero(item.contentInsets) {
                labels.insert("\(name) · \(Notation.insets(item.contentInsets)[0])", at: 0)
            }
            parts.append(AnatomyPart(kind: .decoration, section: index, rects: [attributes.frame], labels: labels))
        }
        for item in definition.boundarySupplementaryItems {
            guard
                let attributes = space.layout.layoutAttributesForSupplementaryView(
                    ofKind: item.elementKind,
                    at: sectionPath)
            else { continue }
            let name = Notation.kindName(item.elementKind)
            var labels = Notation.sized(name, item.layoutSize)
            labels[labels.count - 1] = name
            if item.pinToVisibleBounds { labels[0] += " · pinned" }
            parts.append(
                AnatomyPart(
                    kind: .boundarySupplementary, section: index, rects: [attributes.frame],
                    labels: labels))
        }
        parts += groupParts(section, definition: definition)
        return parts
    }

    /// The section's contentInsets as up to four bands around its content, in content
    /// coordinates; an orthogonal section's bands run along its whole scrolling content.
    private func insetRing(of section: SolvedSection) -> [CGRect] {
        guard let definition = section.definition else { return [] }
        let insets = definition.contentInsets
        let mainInsets = space.isHorizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let crossInsets = space.isHorizontal ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let content = section.contentFrame
        let innerMain = space.main(content)
        let outerMain = (innerMain.lowerBound - mainInsets.0)...(innerMain.upperBound + mainInsets.1)
        let outerCross: ClosedRange<CGFloat>
        let innerCross: ClosedRange<CGFloat>
        if section.isOrthogonal {
            let start = space.cross(section.frame).lowerBound
            outerCross = start...(start + section.orthogonalContentLength)
            let innerStart = outerCross.lowerBound + crossInsets.0
            innerCross = innerStart...max(innerStart, outerCross.upperBound - crossInsets.1)
        } else {
            innerCross = space.cross(content)
            outerCross = (innerCross.lowerBound - crossInsets.0)...(innerCross.upperBound + crossInsets.1)
        }
        let bands = [
            space.rect(main: outerMain.lowerBound...innerMain.lowerBound, cross: outerCross),
            space.rect(main: innerMain.upperBound...outerMain.upperBound, cross: outerCross),
            space.rect(main: innerMain, cross: outerCross.lowerBound...innerCross.lowerBound),
            space.rect(main: innerMain, cross: innerCross.upperBound...outerCross.upperBound)
        ]
        return bands.filter { $0.width > 0 && $0.height > 0 }.map { space.rect($0, scrollingIn: section) }
    }

    // MARK: Groups and items

    /// A laid-out group or a cell inside a group.
    private enum Child {
        case group(Int)
        case cell(UICollectionViewLayoutAttributes)
    }

    private struct Node {
        var rect: CGRect
        var depth: Int
        var group: NSCollectionLayoutGroup
    }

    private func groupParts(_ section: SolvedSection, definition: NSCollectionLayoutSection) -> [AnatomyPart] {
        let index = section.index
        var parts: [AnatomyPart] = []
        // Groups follow one another across the page in an orthogonal section, along it otherwise.
        let groupsAlongX = section.isOrthogonal != space.isHorizontal
        var groupIndices = Array(section.groupFrames.indices)
        if let limit = options.groupLimit { groupIndices = Array(groupIndices.prefix(max(0, limit))) }
        let visible = region.insetBy(dx: -1, dy: -1)
        let groups = groupIndices.map { ($0, space.rect(section.groupFrames[$0], scrollingIn: section)) }
            .filter { $0.1.intersects(visible) }
        guard !groups.isEmpty else { return parts }

        if definition.interGroupSpacing > 0 {
            let spacing = Notation.points(definition.interGroupSpacing)
            for (a, b) in zip(groups, groups.dropFirst()) where b.0 == a.0 + 1 {
                if let gap = Self.gap(between: a.1, b.1, alongX: groupsAlongX) {
                    parts.append(
                        AnatomyPart(
                            kind: .interGroupSpacing, section: index, rects: [gap],
                            labels: ["interGroupSpacing \(spacing)", spacing]))
                }
            }
        }

        let union = groups.dropFirst().reduce(groups[0].1) { $0.union($1.1) }
        let elements = (space.layout.layoutAttributesForElements(in: union) ?? [])
            .filter { $0.indexPath.count == 2 && $0.indexPath.section == index }
        let cells = elements.filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.item < $1.indexPath.item }
        let boundaryKinds = Set(definition.boundarySupplementaryItems.map(\.elementKind))
        var itemDefinitions: [Int: NSCollectionLayoutItem] = [:]
        /// Each item's containing group, less the group's contentInsets: what its fractions are of.
        var itemContainers: [Int: CGRect] = [:]
        var supplementaryDefinitions: [String: NSCollectionLayoutSupplementaryItem] = [:]
        var includedItems: Set<Int> = []

        // Cells come in item order and groups in order, so each cell is in the group the
        // previous one was in, or one of the next few.
        var membersByGroup: [[UICollectionViewLayoutAttributes]] = Array(repeating: [], count: groups.count)
        var cursor = 0
        for cell in cells {
            let centre = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
            if let found = (cursor..<min(cursor + 3, groups.count)).first(where: { groups[$0].1.contains(centre) }) {
                cursor = found
                membersByGroup[found].append(cell)
            }
        }
        var arrangements: [ObjectIdentifier: String] = [:]
        func arrangement(of group: NSCollectionLayoutGroup) -> String {
            if let known = arrangements[ObjectIdentifier(group)] { return known }
            let found = Notation.arrangement(of: group)
            arrangements[ObjectIdentifier(group)] = found
            return found
        }

        for (position, (group, _)) in groups.enumerated() {
            let nodes = section.nestedGroupFrames(ofGroup: group).map {
                Node(rect: space.rect($0.frame, scrollingIn: section), depth: $0.depth, group: $0.group)
            }
            for node in nodes {
                parts.append(
                    AnatomyPart(
                        kind: .group(depth: node.depth), section: index, rects: [node.rect],
                        labels: Notation.sized(
                            "group", node.group.layoutSize,
                            qualifier: arrangement(of: node.group))))
                for supplementary in node.group.supplementaryItems {
                    supplementaryDefinitions[supplementary.elementKind] = supplementary
                }
            }
            let members = membersByGroup[position]
            includedItems.formUnion(members.map(\.indexPath.item))
            // Each cell belongs to the deepest group holding its centre.
            var direct: [Int: [UICollectionViewLayoutAttributes]] = [:]
            for cell in members {
                let centre = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
                let holder = nodes.indices.filter { nodes[$0].rect.contains(centre) }
                    .max { nodes[$0].depth < nodes[$1].depth }
                if let holder { direct[holder, default: []].append(cell) }
            }
            for (nodeIndex, node) in nodes.enumerated() {
                let shape = arrangement(of: node.group)
                let alongX = shape == "horizontal"
                var children: [Child] = nodes.indices.filter { other in
                    nodes[other].depth == node.depth + 1
                        && node.rect.contains(CGPoint(x: nodes[other].rect.midX, y: nodes[other].rect.midY))
                }.map { Child.group($0) }
                children += (direct[nodeIndex] ?? []).map { Child.cell($0) }
                func extent(_ child: Child) -> CGRect {
                    switch child {
                    case .group(let other): return nodes[other].rect
                    case .cell(let attributes): return attributes.frame
                    }
                }
                children.sort { a, b in
                    let ra = extent(a)
                    let rb = extent(b)
                    if alongX { return space.isRightToLeft ? ra.maxX > rb.maxX : ra.minX < rb.minX }
                    return ra.minY < rb.minY
                }
                guard shape != "custom", !node.group.subitems.isEmpty else { continue }
                for (ordinal, child) in children.enumerated() {
                    let subitem = node.group.subitems[ordinal % node.group.subitems.count]
                    if case .cell(let attributes) = child, !(subitem is NSCollectionLayoutGroup) {
                        itemDefinitions[attributes.indexPath.item] = subitem
                        itemContainers[attributes.indexPath.item] = Self.inset(node.rect, by: node.group.contentInsets)
                    }
                }
                if let spacing = node.group.interItemSpacing, spacing.spacing > 0 {
                    let slots = children.map { child -> CGRect in
                        guard case .cell(let attributes) = child,
                            let item = itemDefinitions[attributes.indexPath.item]
                        else { return extent(child) }
                        return outset(slot(of: attributes.frame, item: item), by: item.edgeSpacing, alongX: alongX)
                    }
                    let amount = Notation.points(spacing.spacing)
                    for (a, b) in zip(slots, slots.dropFirst()) {
                        let cross = alongX ? node.rect.minY...node.rect.maxY : node.rect.minX...node.rect.maxX
                        if let gap = Self.gap(between: a, b, alongX: alongX, cross: cross) {
                            parts.append(
                                AnatomyPart(
                                    kind: .interItemSpacing, section: index, rects: [gap],
                                    labels: ["interItemSpacing \(spacing)", "interItemSpacing \(amount)", amount]))
                        }
                    }
                }
            }
        }

        for cell in cells where includedItems.contains(cell.indexPath.item) {
            guard let item = itemDefinitions[cell.indexPath.item] else {
                parts.append(
                    AnatomyPart(kind: .item, section: index, rects: [cell.frame], labels: ["custom item", "item"]))
                continue
            }
            var labels = Notation.sized("item", item.layoutSize)
            if let container = itemContainers[cell.indexPath.item] {
                let resolved = slot(of: cell.frame, item: item).size
                if let written = Notation.writtenSize(item.layoutSize, in: container.size),
                    abs(written.width - resolved.width) > 0.5 || abs(written.height - resolved.height) > 0.5
                {
                    labels = Notation.resolved("item", item.layoutSize, resolved)
                }
            }
            parts.append(AnatomyPart(kind: .item, section: index, rects: [cell.frame], labels: labels))
            for supplementary in item.supplementaryItems {
                supplementaryDefinitions[supplementary.elementKind] = supplementary
            }
            let slot = slot(of: cell.frame, item: item)
            if slot != cell.frame {
                parts.append(
                    AnatomyPart(
                        kind: .itemInsets, section: index, rects: Self.ring(outer: slot, inner: cell.frame),
                        labels: Notation.insets(item.contentInsets)))
            }
            parts += edgeSpacingParts(of: slot, item: item, section: index)
        }

        for element in elements where element.representedElementCategory == .supplementaryView {
            let kind = element.representedElementKind ?? ""
            guard !boundaryKinds.contains(kind) else { continue }
            let ofItem = itemDefinitions.values.contains { $0.supplementaryItems.contains { $0.elementKind == kind } }
            let shown =
                ofItem
                ? includedItems.contains(element.indexPath.item)
                : groups.contains { $0.1.intersects(element.frame) }
            guard shown else { continue }
            let name = Notation.kindName(kind)
            var labels = [name]
            if let definition = supplementaryDefinitions[kind] {
                labels = Notation.sized(name, definition.layoutSize)
                labels[labels.count - 1] = name
            }
            parts.append(AnatomyPart(kind: .supplementary, section: index, rects: [element.frame], labels: labels))
        }
        return parts
    }

    /// `rect` less `insets` (sizes only matter here, so leading and trailing need no mirroring).
    private static func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.leading - insets.trailing),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// A cell's slot: its frame grown by its item's contentInsets (not along an estimated axis).
    private func slot(of frame: CGRect, item: NSCollectionLayoutItem) -> CGRect {
        let insets = item.contentInsets
        let horizontal =
            !item.layoutSize.widthDimension.isEstimated && !item.layoutSize.widthDimension.isUniformAcrossSiblings
        let vertical =
            !item.layoutSize.heightDimension.isEstimated && !item.layoutSize.heightDimension.isUniformAcrossSiblings
        let left = horizontal ? (space.isRightToLeft ? insets.trailing : insets.leading) : 0
        let right = horizontal ? (space.isRightToLeft ? insets.leading : insets.trailing) : 0
        let top = vertical ? insets.top : 0
        let bottom = vertical ? insets.bottom : 0
        return CGRect(
            x: frame.minX - left, y: frame.minY - top, width: frame.width + left + right,
            height: frame.height + top + bottom)
    }

    /// `slot` grown by its edge spacing along one axis.
    private func outset(_ slot: CGRect, by spacing: NSCollectionLayoutEdgeSpacing?, alongX: Bool) -> CGRect {
        guard let spacing else { return slot }
        if alongX {
            let leading = spacing.leading?.spacing ?? 0
            let trailing = spacing.trailing?.spacing ?? 0
            let left = space.isRightToLeft ? trailing : leading
            let right = space.isRightToLeft ? leading : trailing
            return CGRect(x: slot.minX - left, y: slot.minY, width: slot.width + left + right, height: slot.height)
        }
        let top = spacing.top?.spacing ?? 0
        let bottom = spacing.bottom?.spacing ?? 0
        return CGRect(x: slot.minX, y: slot.minY - top, width: slot.width, height: slot.height + top + bottom)
    }

    private func edgeSpacingParts(of slot: CGRect, item: NSCollectionLayoutItem, section: Int) -> [AnatomyPart] {
        guard let edges = item.edgeSpacing else { return [] }
        var parts: [AnatomyPart] = []
        let sides: [(String, NSCollectionLayoutSpacing?)] = [
            ("leading", edges.leading), ("top", edges.top),
            ("trailing", edges.trailing), ("bottom", edges.bottom)
        ]
        for (edge, spacing) in sides {
            guard let spacing, spacing.spacing > 0 else { continue }
            let amount = spacing.spacing
            let band: CGRect
            switch (edge, space.isRightToLeft) {
            case ("top", _): band = CGRect(x: slot.minX, y: slot.minY - amount, width: slot.width, height: amount)
            case ("bottom", _): band = CGRect(x: slot.minX, y: slot.maxY, width: slot.width, height: amount)
            case ("leading", false), ("trailing", true):
                band = CGRect(x: slot.minX - amount, y: slot.minY, width: amount, height: slot.height)
            default: band = CGRect(x: slot.maxX, y: slot.minY, width: amount, height: slot.height)
            }
            let points = Notation.points(amount)
            parts.append(
                AnatomyPart(
                    kind: .edgeSpacing, section: section, rects: [band],
                    labels: ["edgeSpacing \(edge) \(spacing)", "edge \(edge) \(points)", points]))
        }
        return parts
    }

    // MARK: Between sections

    private func interSectionParts() -> [AnatomyPart] {
        let spacing = space.layout.configuration.interSectionSpacing
        guard spacing > 0 else { return [] }
        let cross = space.cross(region)
        var parts: [AnatomyPart] = []
        let frames = space.solved.sections.map { space.rect($0.frame) }
        let amount = Notation.points(spacing)
        for (a, b) in zip(frames, frames.dropFirst()) {
            guard let gap = Self.gap(between: a, b, alongX: space.isHorizontal, cross: cross), gap.intersects(region)
            else { continue }
            parts.append(
                AnatomyPart(
                    kind: .interSectionSpacing, section: -1, rects: [gap],
                    labels: ["interSectionSpacing \(amount)", amount]))
        }
        return parts
    }

    // MARK: Geometry

    /// The space between `a` and `b` along one axis, spanning `cross` (or both) across it.
    static func gap(between a: CGRect, _ b: CGRect, alongX: Bool, cross: ClosedRange<CGFloat>? = nil) -> CGRect? {
        if alongX {
            let low = min(a.maxX, b.maxX)
            let high = max(a.minX, b.minX)
            guard high - low > 0.25 else { return nil }
            let across = cross ?? min(a.minY, b.minY)...max(a.maxY, b.maxY)
            return CGRect(
                x: low, y: across.lowerBound, width: high - low, height: across.upperBound - across.lowerBound)
        }
        let low = min(a.maxY, b.maxY)
        let high = max(a.minY, b.minY)
        guard high - low > 0.25 else { return nil }
        let across = cross ?? min(a.minX, b.minX)...max(a.maxX, b.maxX)
        return CGRect(x: across.lowerBound, y: low, width: across.upperBound - across.lowerBound, height: high - low)
    }

    /// `outer` less `inner`, as up to four bands.
    static func ring(outer: CGRect, inner: CGRect) -> [CGRect] {
        [
            CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
            CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
            CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)
        ].filter { $0.width > 0.01 && $0.height > 0.01 }
    }

    static func isZero(_ insets: NSDirectionalEdgeInsets) -> Bool {
        insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0
    }
}
