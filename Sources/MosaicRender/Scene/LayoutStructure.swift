import CompositionalLayout

/// What an element is drawn as.
enum ElementRole: Equatable {
    case cell
    /// A boundary supplementary at the top or leading edge, or a section header;
    /// `isGlobal` for the layout's own (configuration) boundary items.
    case header(isGlobal: Bool)
    /// A boundary supplementary at the bottom or trailing edge, or a section footer.
    case footer(isGlobal: Bool)
    /// Any other supplementary view.
    case badge
    case decoration
}

/// What the renderer needs to know about a solved layout beyond each element's attributes:
/// which supplementaries are headers, footers or badges, and which sections are lists.
///
/// A supplementary is a header or footer when its kind is one of its section's (or the
/// layout's) boundary supplementary kinds, or one of UIKit's section header and footer
/// kinds; every other supplementary is a badge.
struct LayoutStructure {
    private var sectionBoundaries: [[String: NSRectAlignment]] = []
    private var globalBoundaries: [String: NSRectAlignment] = [:]
    /// The list configuration of each section (`nil` for sections not made as lists).
    private(set) var lists: [UICollectionLayoutListConfiguration?] = []
    /// The number of items of each section.
    private(set) var itemCounts: [Int] = []
    /// How far list rows' text (and list headers' text) sits inside the row: UIKit's list
    /// side margin (`ListMetrics.sideMargin(containerWidth:)`: 20 points wider than 375, else 16).
    private(set) var listMargin: CGFloat = 16
    /// The layout container's size less its insets: the widest a measured element gets.
    private(set) var containerSize: CGSize = .zero
    /// Which axes of each section's cells size themselves (those of any of its items).
    private(set) var cellSizingAxes: [SizingAxes] = []
    private(set) var sectionBoundarySizes: [[String: NSCollectionLayoutSize]] = []
    /// The sizes of each section's badges (supplementaries of items and groups), by kind.
    private(set) var sectionBadgeSizes: [[String: NSCollectionLayoutSize]] = []
    private var globalBoundarySizes: [String: NSCollectionLayoutSize] = [:]

    init(layout: UICollectionViewLayout) {
        guard let solved = (layout as? UICollectionViewCompositionalLayout)?.solved else { return }
        lists = solved.sections.map { $0.definition?.listConfiguration }
        itemCounts = solved.sections.map(\.itemCount)
        listMargin = ListMetrics.sideMargin(containerWidth: solved.environment.container.effectiveContentSize.width)
        sectionBoundaries = solved.sections.map { section in
            Dictionary(
                section.boundaryElements.map { ($0.kind, $0.alignment) }, uniquingKeysWith: { first, _ in first })
        }
        globalBoundaries = Dictionary(
            solved.globalElements.map { ($0.kind, $0.alignment) },
            uniquingKeysWith: { first, _ in first })
        containerSize = solved.environment.container.effectiveContentSize
        cellSizingAxes = solved.sections.map { section in
            section.definition.map { Self.leafAxes(of: $0.group) } ?? .none
        }
        sectionBoundarySizes = solved.sections.map { section in
            Dictionary(
                (section.definition?.boundarySupplementaryItems ?? []).map { ($0.elementKind, $0.layoutSize) },
                uniquingKeysWith: { first, _ in first })
        }
        sectionBadgeSizes = solved.sections.map { section in
            var sizes: [String: NSCollectionLayoutSize] = [:]
            if let group = section.definition?.group { Self.collectBadgeSizes(of: group, into: &sizes) }
            return sizes
        }
        if let layout = layout as? UICollectionViewCompositionalLayout {
            globalBoundarySizes = Dictionary(
                layout.configuration.boundarySupplementaryItems.map {
                    ($0.elementKind, $0.layoutSize)
                }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The self-sizing axes of the items (not groups) in `item`, at any depth.
    private static func leafAxes(of item: NSCollectionLayoutItem) -> SizingAxes {
        guard let group = item as? NSCollectionLayoutGroup else { return SizingAxes(item.layoutSize) }
        return group.subitems.reduce(SizingAxes.none) { $0 | leafAxes(of: $1) }
    }

    /// The sizes of the supplementaries of `item` and of everything in it, by kind; the first wins.
    private static func collectBadgeSizes(
        of item: NSCollectionLayoutItem, into sizes: inout [String: NSCollectionLayoutSize]
    ) {
        for supplementary in item.supplementaryItems where sizes[supplementary.elementKind] == nil {
            sizes[supplementary.elementKind] = supplementary.layoutSize
        }
        for subitem in (item as? NSCollectionLayoutGroup)?.subitems ?? [] {
            collectBadgeSizes(of: subitem, into: &sizes)
        }
    }

    /// Whether any cell, header, footer or badge has an estimated or uniform dimension.
    var hasSelfSizingElements: Bool {
        cellSizingAxes.contains { !$0.isEmpty }
            || sectionBadgeSizes.contains { $0.values.contains { !SizingAxes($0).isEmpty } }
            || sectionBoundarySizes.contains { $0.values.contains { !SizingAxes($0).isEmpty } }
            || globalBoundarySizes.values.contains { !SizingAxes($0).isEmpty }
    }

    /// The self-sizing axes of cells in `section`.
    func cellAxes(inSection section: Int) -> SizingAxes {
        cellSizingAxes.indices.contains(section) ? cellSizingAxes[section] : .none
    }

    /// The self-sizing axes of the boundary supplementary of `kind` in `section` (or of
    /// the layout's own, when `section` has none of that kind).
    func boundaryAxes(ofKind kind: String, section: Int) -> SizingAxes {
        let size = sectionBoundarySizes.indices.contains(section) ? sectionBoundarySizes[section][kind] : nil
        return (size ?? globalBoundarySizes[kind]).map(SizingAxes.init) ?? .none
    }

    /// The self-sizing axes of the badges of `kind` in `section`.
    func badgeAxes(ofKind kind: String, section: Int) -> SizingAxes {
        let size = sectionBadgeSizes.indices.contains(section) ? sectionBadgeSizes[section][kind] : nil
        return size.map(SizingAxes.init) ?? .none
    }

    /// The list configuration of `section`, if it is a list section.
    func list(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        lists.indices.contains(section) ? lists[section] : nil
    }

    /// Whether `section` is a list section: ``list(inSection:)`` without copying the configuration.
    func isList(_ section: Int) -> Bool {
        lists.indices.contains(section) && lists[section] != nil
    }

    /// The list whose look the page takes: the first section's, when every section is a list.
    var pageList: UICollectionLayoutListConfiguration? {
        lists.isEmpty || lists.contains { $0 == nil } ? nil : lists[0]
    }

    func role(of attributes: UICollectionViewLayoutAttributes) -> ElementRole {
        role(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    func role(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) -> ElementRole {
        switch category {
        case .cell: return .cell
        case .decorationView: return .decoration
        case .supplementaryView: break
        }
        let kind = kind ?? ""
        let section = indexPath.count == 2 ? indexPath.section : -1
        let sectionAlignment = sectionBoundaries.indices.contains(section) ? sectionBoundaries[section][kind] : nil
        if let alignment = sectionAlignment ?? globalBoundaries[kind] {
            let isGlobal = sectionAlignment == nil
            switch alignment {
            case .bottom, .bottomLeading, .bottomTrailing, .trailing: return .footer(isGlobal: isGlobal)
            default: return .header(isGlobal: isGlobal)
            }
        }
        switch kind {
        case UICollectionView.elementKindSectionHeader: return .header(isGlobal: false)
        case UICollectionView.elementKindSectionFooter: return .footer(isGlobal: false)
        default: return .badge
        }
    }
}
