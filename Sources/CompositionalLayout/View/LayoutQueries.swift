import Foundation

/// Answers frame queries on a solved layout: turns layout-space frames into the
/// collection view's content coordinates (orthogonal scroll offsets, right-to-left
/// mirroring, pixel rounding) and finds the elements in a rectangle without
/// walking every element.
struct LayoutQueries {
    let solved: SolvedLayout
    let collectionView: UICollectionView

    private var grid: PixelGrid { PixelGrid(scale: collectionView.traitCollection.displayScale) }
    private var isRightToLeft: Bool { collectionView.isRightToLeft }

    // MARK: Coordinate spaces

    /// Mirrors a rectangle across the content's width in a right-to-left layout
    /// (its own inverse: it maps layout space to content space and back).
    func mirrored(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: solved.contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The final frame of a layout-space rectangle belonging to `section`.
    func contentFrame(_ rect: CGRect, in section: SolvedSection?) -> CGRect {
        grid.round(mirrored(rect))
    }

    private func attributes(_ element: LayoutElement, section: SolvedSection?) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(frame: contentFrame(element.frame, in: section), indexPath: element.indexPath,
                                         category: element.category, kind: element.kind, zIndex: element.zIndex)
    }

    private func section(_ index: Int) -> SolvedSection? {
        solved.sections.indices.contains(index) ? solved.sections[index] : nil
    }

    // MARK: Single elements

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let section = section(indexPath.section),
              (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return cell(indexPath.item, in: section)
    }

    private func cell(_ item: Int, in section: SolvedSection) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(frame: contentFrame(section.itemFrame(item), in: section),
                                         indexPath: IndexPath(item: item, section: section.index), category: .cell,
                                         kind: nil, zIndex: section.leaf(item).zIndex)
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if let global = solved.globalElements.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            return attributes(global, section: nil)
        }
        guard let section = section(indexPath.section) else { return nil }
        if let boundary = section.boundaryElements.first(where: { $0.kind == kind }), indexPath.item == 0 {
            return attributes(boundary, section: section)
        }
        if let group = section.groupElements.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            return attributes(group, section: section)
        }
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return itemSupplementaries(of: indexPath.item, in: section).first { $0.kind == kind }
            .map { attributes($0, section: section) }
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, let section = section(indexPath.section),
              let element = section.decorations.first(where: { $0.kind == kind }) else { return nil }
        return attributes(element, section: section)
    }

    /// The badges of one cell, in layout space.
    func itemSupplementaries(of item: Int, in section: SolvedSection) -> [LayoutElement] {
        guard let definition = section.leaf(item).item, !definition.supplementaryItems.isEmpty else { return [] }
        let container = section.itemFrame(item)
        let resolver = DimensionResolver(log: DiagnosticLog())
        return definition.supplementaryItems.map { supplementary in
            let size = resolver.resolve(supplementary.layoutSize, in: container.size, "supplementary")
            let frame = AnchorPlacement.frame(size: size, containerAnchor: supplementary.containerAnchor,
                                              itemAnchor: supplementary.itemAnchor, in: container)
            return LayoutElement(frame: frame, indexPath: IndexPath(item: item, section: section.index),
                                 category: .supplementaryView, kind: supplementary.elementKind,
                                 zIndex: supplementary.zIndex)
        }
    }

    // MARK: Elements in a rectangle

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        func add(_ element: LayoutElement, _ section: SolvedSection?) {
            let attributes = attributes(element, section: section)
            if attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        for element in solved.globalElements { add(element, nil) }
        let query = mirrored(rect)   // into layout space
        let axis = solved.scrollAxis
        for section in sections(overlapping: axis.origin(of: query), axis.end(of: query)) {
            for element in section.decorations { add(element, section) }
            for element in section.boundaryElements { add(element, section) }
            for element in section.groupElements { add(element, section) }
            let groupAxis = section.groupAxis
            for group in section.groups(overlapping: groupAxis.origin(of: query), groupAxis.end(of: query)) {
                let first = group * section.itemsPerGroup
                for item in first..<min(first + section.itemsPerGroup, section.itemCount) {
                    let attributes = cell(item, in: section)
                    if attributes.frame.overlaps(rect) { result.append(attributes) }
                    for element in itemSupplementaries(of: item, in: section) { add(element, section) }
                }
            }
        }
        return result
    }

    /// The sections whose frames may meet `[low, high]` along the scroll axis.
    private func sections(overlapping low: CGFloat, _ high: CGFloat) -> ArraySlice<SolvedSection> {
        let axis = solved.scrollAxis
        let sections = solved.sections
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if axis.end(of: sections[mid].frame) < low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, axis.origin(of: sections[end].frame) <= high { end += 1 }
        return sections[lo..<end]
    }
}
