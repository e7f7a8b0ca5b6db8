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

/// Tells headers and footers from badges: a supplementary is a header or footer when its
/// kind is one of its section's (or the layout's) boundary supplementary kinds, or one of
/// UIKit's section header and footer kinds; every other supplementary is a badge.
struct ElementRoles {
    private var sectionBoundaries: [[String: NSRectAlignment]] = []
    private var globalBoundaries: [String: NSRectAlignment] = [:]

    init(layout: UICollectionViewLayout) {
        guard let solved = (layout as? UICollectionViewCompositionalLayout)?.solved else { return }
        sectionBoundaries = solved.sections.map { section in
            Dictionary(section.boundaryElements.map { ($0.kind, $0.alignment) }, uniquingKeysWith: { first, _ in first })
        }
        globalBoundaries = Dictionary(solved.globalElements.map { ($0.kind, $0.alignment) },
                                      uniquingKeysWith: { first, _ in first })
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
