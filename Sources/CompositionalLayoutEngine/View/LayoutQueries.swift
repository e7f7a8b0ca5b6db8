import Foundation

/// Answers frame queries on a solved layout: turns layout-space frames into the
/// collection view's content coordinates (orthogonal scroll offsets, pinning,
/// right-to-left mirroring, pixel rounding, the visible-items handler) and finds
/// the elements in a rectangle without walking every element.
struct LayoutQueries {
    let context: QueryContext
    let host: CollectionLayoutHost
    let cache: VisibleItemsCache
    var solved: SolvedLayout { context.solved }
    /// Resolves badge sizes on the display's pixel grid.
    private var resolver: DimensionResolver { context.resolver }
    private var grid: PixelGrid { resolver.grid }

    init(context: QueryContext, host: CollectionLayoutHost, cache: VisibleItemsCache) {
        self.context = context
        self.host = host
        self.cache = cache
    }
    private var isRightToLeft: Bool { context.isRightToLeft }

    // MARK: Coordinate spaces

    /// Mirrors a rectangle across the content's width in a right-to-left layout
    /// (its own inverse: it maps layout space to content space and back).
    func mirrored(_ rect: CGRect) -> CGRect {
        mirrored(rect, rightToLeft: isRightToLeft)
    }

    /// ``mirrored(_:)`` with the direction already looked up.
    private func mirrored(_ rect: CGRect, rightToLeft: Bool) -> CGRect {
        guard rightToLeft else { return rect }
        return CGRect(x: solved.contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// How far an orthogonal section has scrolled, rounded to the pixel grid.
    func scrollOffset(of section: SolvedSection) -> CGFloat {
        section.isOrthogonal ? grid.round(host.orthogonalScrollOffset(forSection: section.index)) : 0
    }

    /// The content-space shift scrolling applies to the elements inside a section.
    private func scrollShift(of section: SolvedSection) -> CGPoint {
        let offset = scrollOffset(of: section)
        guard offset != 0 else { return .zero }
        if section.groupAxis == .horizontal { return CGPoint(x: isRightToLeft ? offset : -offset, y: 0) }
        return CGPoint(x: 0, y: -offset)
    }

    /// The final frame of a layout-space rectangle; `scrolling` in `section` for
    /// elements that move with an orthogonal section's content.
    func contentFrame(_ rect: CGRect, scrollingIn section: SolvedSection? = nil) -> CGRect {
        let frame = grid.round(mirrored(rect))
        guard let section else { return frame }
        let shift = scrollShift(of: section)
        return frame.shifted(shift.x, shift.y)
    }

    // MARK: Pinning

    /// A pinned boundary element's layout-space frame: kept inside the visible
    /// bounds (less the adjusted content insets) while its section is in view,
    /// and pushed out by the section's end (a header) or start (a footer).
    private func pinned(_ element: LayoutElement, within range: (CGFloat, CGFloat)) -> CGRect {
        let axis = solved.scrollAxis
        let visible = mirrored(host.pinningBounds)
        let length = axis.length(of: element.frame)
        let natural = axis.origin(of: element.frame)
        let mainFraction = AnchorPlacement.fraction(element.alignment.edges, axis: axis)
        var main = natural
        if mainFraction == 0 {
            main = max(natural, min(axis.origin(of: visible), range.1 - length))
        } else if mainFraction == 1 {
            main = min(natural, max(axis.end(of: visible) - length, range.0))
        }
        let delta = main - natural
        return axis == .vertical ? element.frame.shifted(0, delta) : element.frame.shifted(delta, 0)
    }

    private func boundaryPlacement(_ element: LayoutElement, range: (CGFloat, CGFloat)) -> ElementPlacement {
        let frame = element.pinsToVisibleBounds ? pinned(element, within: range) : element.frame
        return ElementPlacement(
            frame: contentFrame(frame), indexPath: element.indexPath,
            category: element.category, kind: element.kind, zIndex: element.zIndex)
    }

    private func sectionRange(_ section: SolvedSection) -> (CGFloat, CGFloat) {
        (solved.scrollAxis.origin(of: section.frame), solved.scrollAxis.end(of: section.frame))
    }

    private var contentRange: (CGFloat, CGFloat) { (0, solved.scrollAxis.length(of: solved.contentSize)) }

    // MARK: Single elements

    private func section(_ index: Int) -> SolvedSection? {
        solved.sections.indices.contains(index) ? solved.sections[index] : nil
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let section = section(indexPath.section) else { return nil }
        let item = indexPath.item
        guard (0..<section.itemCount).contains(item) else { return nil }
        if let handled = handled(in: section),
            let attributes = handled[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
        {
            return attributes.copy()
        }
        let cell = section.cell(item)
        return UICollectionViewLayoutAttributes(
            frame: contentFrame(cell.frame, scrollingIn: section),
            indexPath: indexPath, category: .cell, kind: nil,
            zIndex: cellZIndex(cell.zIndex, in: section))
    }

    /// A badge or group supplementary of `section`: a copy of what the section's visible-items
    /// handler made of it, else new attributes.
    private func inner(_ element: LayoutElement, in section: SolvedSection) -> UICollectionViewLayoutAttributes {
        handledAttributes(of: element, in: handled(in: section))?.copy()
            ?? UICollectionViewLayoutAttributes(innerPlacement(element, in: section))
    }

    /// What the visible-items handler made of `element`, given the section's `handled` elements.
    private func handledAttributes(
        of element: LayoutElement,
        in handled: [ElementKey: UICollectionViewLayoutAttributes]?
    ) -> UICollectionViewLayoutAttributes? {
        handled?[ElementKey(category: element.category, kind: element.kind, indexPath: element.indexPath)]
    }

    /// Where a badge or group supplementary is, scrolled with `section`.
    private func innerPlacement(_ element: LayoutElement, in section: SolvedSection) -> ElementPlacement {
        ElementPlacement(
            frame: contentFrame(element.frame, scrollingIn: section), indexPath: element.indexPath,
            category: element.category, kind: element.kind, zIndex: element.zIndex)
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if let global = solved.globalElements.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            return UICollectionViewLayoutAttributes(boundaryPlacement(global, range: contentRange))
        }
        guard let section = section(indexPath.section) else { return nil }
        if let boundary = section.boundaryElements.first(where: { $0.kind == kind }), indexPath.item == 0 {
            return UICollectionViewLayoutAttributes(boundaryPlacement(boundary, range: sectionRange(section)))
        }
        if let group = section.groupElements.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            return inner(group, in: section)
        }
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return itemSupplementaries(of: indexPath.item, in: section).first { $0.kind == kind }
            .map { inner($0, in: section) }
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, let section = section(indexPath.section),
            let element = section.decorations.first(where: { $0.kind == kind })
        else { return nil }
        return UICollectionViewLayoutAttributes(decorationPlacement(element))
    }

    private func decorationPlacement(_ element: LayoutElement) -> ElementPlacement {
        ElementPlacement(
            frame: contentFrame(element.frame), indexPath: element.indexPath,
            category: .decorationView, kind: element.kind, zIndex: element.zIndex)
    }

    /// The badges of one cell, in layout space. A badge with an estimated
    /// dimension takes the size the sizing function measures for it.
    func itemSupplementaries(of item: Int, in section: SolvedSection) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        forEachItemSupplementary(of: item, in: section) { elements.append($0) }
        return elements
    }

    /// ``itemSupplementaries(of:in:)`` one at a time, without gathering them in an array.
    private func forEachItemSupplementary(of item: Int, in section: SolvedSection, _ body: (LayoutElement) -> Void) {
        guard let definition = section.leaf(item).item else { return }
        let supplementaries = definition.supplementaryItems
        guard !supplementaries.isEmpty else { return }
        let container = section.itemFrame(item)
        let path = IndexPath(item: item, section: section.index)
        for supplementary in supplementaries {
            var size = resolver.resolve(supplementary.layoutSize, in: container.size, "supplementary")
            let insets = resolver.effectiveInsets(of: supplementary, "supplementary \(supplementary.elementKind)")
            size = measured(supplementary, at: path, size: size, insets: insets)
            let frame = AnchorPlacement.frame(
                size: size, containerAnchor: supplementary.containerAnchor,
                itemAnchor: supplementary.itemAnchor, in: container
            ).inset(by: insets)
            body(
                LayoutElement(
                    frame: frame, indexPath: path, category: .supplementaryView,
                    kind: supplementary.elementKind, zIndex: supplementary.zIndex))
        }
    }

    /// `size` with its self-sizing axes replaced by what the collection view's
    /// sizing function measures for `supplementary` at `indexPath`, offered the
    /// slot less `insets`.
    private func measured(
        _ supplementary: NSCollectionLayoutSupplementaryItem, at indexPath: IndexPath,
        size: CGSize, insets: NSDirectionalEdgeInsets
    ) -> CGSize {
        guard supplementary.layoutSize.hasSelfSizingAxis, let sizing = host.sizingFunction else { return size }
        let offered = CGRect(origin: .zero, size: size).inset(by: insets).size
        let answer = sizing(.supplementaryView, supplementary.elementKind, indexPath, offered)
        return supplementary.layoutSize.replacingSelfSizingAxes(of: size, with: answer) { value, current, _ in
            value.isFinite && value >= 0 ? value : current
        }
    }

    /// A cell's z-index from its z-index in its group (its custom group item's): one
    /// more in a section with a background decoration, as UIKit lifts cells above
    /// their section's background (Docs/uikit-facts.md §3).
    private func cellZIndex(_ groupZIndex: Int, in section: SolvedSection) -> Int {
        groupZIndex + (section.decorations.isEmpty ? 0 : 1)
    }

    // MARK: The visible-items handler

    /// The attributes of an orthogonal section's visible elements after its
    /// visibleItemsInvalidationHandler changed them; `nil` without a handler.
    ///
    /// As in UIKit, the handler sees frames as laid out (unscrolled) and the
    /// scroll offset as a point, so `frame.midX - offset.x` is where an element
    /// is on screen.
    private func handled(in section: SolvedSection) -> [ElementKey: UICollectionViewLayoutAttributes]? {
        guard section.isOrthogonal, let handler = section.definition?.visibleItemsInvalidationHandler else {
            return nil
        }
        let offset = scrollOffset(of: section)
        return cache.entry(forSection: section.index, offset: offset) {
            let shift = scrollShift(of: section)
            let window = contentFrame(section.frame)
            var visible: [UICollectionViewLayoutAttributes] = []
            let axis = section.groupAxis
            let low = axis.origin(of: section.frame) + offset
            let high = axis.end(of: section.frame) + offset
            for group in section.groups(overlapping: low, high) {
                let first = group * section.itemsPerGroup
                for item in first..<min(first + section.itemsPerGroup, section.itemCount) {
                    let path = IndexPath(item: item, section: section.index)
                    let placement = section.cell(item)
                    let cell = UICollectionViewLayoutAttributes(
                        frame: contentFrame(placement.frame), indexPath: path,
                        category: .cell, kind: nil,
                        zIndex: cellZIndex(placement.zIndex, in: section))
                    let supplementaries = itemSupplementaries(of: item, in: section).map {
                        UICollectionViewLayoutAttributes(
                            frame: contentFrame($0.frame), indexPath: $0.indexPath,
                            category: $0.category, kind: $0.kind, zIndex: $0.zIndex)
                    }
                    for attributes in [cell] + supplementaries
                    where attributes.frame.shifted(shift.x, shift.y).overlaps(window) {
                        visible.append(attributes)
                    }
                }
            }
            let point = CGPoint(x: -shift.x, y: -shift.y)
            handler(visible, point, solved.environment)
            var result: [ElementKey: UICollectionViewLayoutAttributes] = [:]
            for attributes in visible {
                attributes.frame = attributes.frame.shifted(shift.x, shift.y)
                result[ElementKey(attributes)] = attributes
            }
            return result
        }
    }

    // MARK: Elements in a rectangle

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        forEachElement(in: rect) { frame, indexPath, category, kind, zIndex, handled in
            result.append(
                handled?.copy()
                    ?? UICollectionViewLayoutAttributes(
                        frame: frame, indexPath: indexPath,
                        category: category, kind: kind,
                        zIndex: zIndex))
        }
        return result
    }

    /// What ``forEachElement(in:_:)`` passes for each element: its frame, index path,
    /// category, kind (`nil` for cells) and z-index, and, when the section's visible-items
    /// handler changed the element, the handler's attributes (which also hold its alpha,
    /// visibility and transform; the values passed are then theirs). The index path and kind
    /// are handed over rather than lent, so that attributes made of them take them without a copy.
    typealias ElementVisitor = (
        CGRect, consuming IndexPath, UICollectionElementCategory, consuming String?, Int,
        UICollectionViewLayoutAttributes?
    ) -> Void

    /// Every element whose frame meets `rect`, in the order ``elements(in:)`` returns them.
    /// Inlined into its two callers, so that the cell loop is specialised for each one's `body`.
    @inline(__always)
    func forEachElement(in rect: CGRect, _ body: ElementVisitor) {
        for element in solved.globalElements {
            visit(boundaryPlacement(element, range: contentRange), meeting: rect, body)
        }
        let query = mirrored(rect)  // into layout space
        let axis = solved.scrollAxis
        for section in sections(overlapping: axis.origin(of: query), axis.end(of: query)) {
            for element in section.decorations { visit(decorationPlacement(element), meeting: rect, body) }
            for element in section.boundaryElements {
                visit(boundaryPlacement(element, range: sectionRange(section)), meeting: rect, body)
            }
            let handled = handled(in: section)
            for element in section.groupElements {
                if let attributes = handledAttributes(of: element, in: handled) {
                    visit(ElementPlacement(attributes), handled: attributes, meeting: rect, body)
                } else {
                    visit(innerPlacement(element, in: section), meeting: rect, body)
                }
            }
            let groupAxis = section.groupAxis
            let offset = scrollOffset(of: section)
            let low = groupAxis.origin(of: query) + offset
            let high = groupAxis.end(of: query) + offset
            forEachCell(
                of: section, groups: section.groups(overlapping: low, high), handled: handled, meeting: rect, body)
        }
    }

    /// Passes `placement` (and the visible-items handler's attributes it comes from, if any)
    /// to `body` if its frame meets `rect`.
    private func visit(
        _ placement: ElementPlacement, handled: UICollectionViewLayoutAttributes? = nil,
        meeting rect: CGRect, _ body: ElementVisitor
    ) {
        guard placement.frame.overlaps(rect) else { return }
        body(placement.frame, placement.indexPath, placement.category, placement.kind, placement.zIndex, handled)
    }

    /// The cells of `groups` in `section`, and their badges, that meet `rect`, each passed to
    /// `body` with what the section's visible-items handler made of it (`handled`), if
    /// anything; the section's and each group's lookups done once rather than once per cell.
    private func forEachCell(
        of section: SolvedSection, groups: Range<Int>,
        handled: [ElementKey: UICollectionViewLayoutAttributes]?, meeting rect: CGRect,
        _ body: ElementVisitor
    ) {
        let shift = scrollShift(of: section)
        let lift = section.decorations.isEmpty ? 0 : 1
        let rightToLeft = isRightToLeft
        // Which leaves carry badges, looked up once when every group shares one template.
        let sharedBadges =
            section.templates.count == 1
            ? section.templates[0].leaves.map { $0.item?.supplementaryItems.isEmpty == false } : nil
        for group in groups {
            let template = section.template(ofGroup: group)
            let origin = section.groupFrames[group].origin
            let first = group * section.itemsPerGroup
            let count = min(section.itemsPerGroup, section.itemCount - first)
            template.leaves.withUnsafeBufferPointer { leaves in
                for ordinal in 0..<count {
                    let item = first + ordinal
                    let path = IndexPath(item: item, section: section.index)
                    if let handled, let attributes = handled[ElementKey(category: .cell, kind: nil, indexPath: path)] {
                        visit(ElementPlacement(attributes), handled: attributes, meeting: rect, body)
                    } else {
                        let frame = grid.round(
                            mirrored(
                                leaves[ordinal].frame.shifted(origin.x, origin.y),
                                rightToLeft: rightToLeft)
                        ).shifted(shift.x, shift.y)
                        if frame.overlaps(rect) { body(frame, path, .cell, nil, leaves[ordinal].zIndex + lift, nil) }
                    }
                    if sharedBadges?[ordinal] ?? (leaves[ordinal].item?.supplementaryItems.isEmpty == false) {
                        forEachItemSupplementary(of: item, in: section) { badge in
                            if let attributes = handledAttributes(of: badge, in: handled) {
                                visit(ElementPlacement(attributes), handled: attributes, meeting: rect, body)
                            } else {
                                visit(innerPlacement(badge, in: section), meeting: rect, body)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The sections whose frames may meet `[low, high]` along the scroll axis.
    private func sections(overlapping low: CGFloat, _ high: CGFloat) -> ArraySlice<SolvedSection> {
        let axis = solved.scrollAxis
        let sections = solved.sections
        var lo = 0
        var hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if axis.end(of: sections[mid].frame) < low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, axis.origin(of: sections[end].frame) <= high { end += 1 }
        return sections[lo..<end]
    }
}

extension ElementKey {
    init(category: UICollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}

/// What every query on one solve shares: the solved layout, a resolver for badge
/// sizes on the display's pixel grid, and the layout direction (setting the
/// collection view's traits invalidates the layout, and with it this context).
/// A class, so that a query takes one reference rather than a copy of each of the
/// solve's arrays.
final class QueryContext {
    let solved: SolvedLayout
    let resolver: DimensionResolver
    let isRightToLeft: Bool
    /// The collection view the layout was solved for (not held: it holds the layout).
    let host: ObjectIdentifier

    init(solved: SolvedLayout, host: CollectionLayoutHost) {
        self.solved = solved
        resolver = DimensionResolver(log: DiagnosticLog(), grid: PixelGrid(scale: host.traitCollection.displayScale))
        isRightToLeft = host.isRightToLeft
        self.host = ObjectIdentifier(host)
    }
}
