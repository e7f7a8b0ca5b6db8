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
    /// side margin, 16 points, or 20 in containers 414 points wide or more.
    private(set) var listMargin: CGFloat = 16

    init(layout: UICollectionViewLayout) {
        guard let solved = (layout as? UICollectionViewCompositionalLayout)?.solved else { return }
        lists = solved.sections.map { $0.definition?.listConfiguration }
        itemCounts = solved.sections.map(\.itemCount)
        listMargin = solved.environment.container.effectiveContentSize.width >= 414 ? 20 : 16
        sectionBoundaries = solved.sections.map { section in
            Dictionary(section.boundaryElements.map { ($0.kind, $0.alignment) }, uniquingKeysWith: { first, _ in first })
        }
        globalBoundaries = Dictionary(solved.globalElements.map { ($0.kind, $0.alignment) },
                                      uniquingKeysWith: { first, _ in first })
    }

    /// The list configuration of `section`, if it is a list section.
    func list(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        lists.indices.contains(section) ? lists[section] : nil
    }

    /// The list whose look the page takes: the first section's, when every section is a list.
    var pageList: UICollectionLayoutListConfiguration? {
        lists.isEmpty || lists.contains { $0 == nil } ? nil : lists[0]
    }

    func role(of attributes: UICollectionViewLayoutAttributes) -> ElementRole {
        switch attributes.representedElementCategory {
        case .cell: return .cell
        case .decorationView: return .decoration
        case .supplementaryView: break
        }
        let kind = attributes.representedElementKind ?? ""
        let section = attributes.indexPath.count == 2 ? attributes.indexPath.section : -1
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
