import CompositionalLayout

/// One thing to draw: an element from the layout, or a separator.
enum Drawable {
    case element(UICollectionViewLayoutAttributes, ElementRole)
    case separator(Separator)
}

/// The order elements are drawn in: by `zIndex`, lowest first; at equal `zIndex`,
/// decorations, then cells, then separators, then supplementaries (headers, footers,
/// badges); at equal rank, in the order the layout returned them. Separators count as
/// `zIndex` 0.
enum DrawOrder {
    static func sorted(_ drawables: [Drawable]) -> [Drawable] {
        drawables.enumerated().sorted { a, b in
            let ka = key(a.element), kb = key(b.element)
            if ka.zIndex != kb.zIndex { return ka.zIndex < kb.zIndex }
            if ka.rank != kb.rank { return ka.rank < kb.rank }
            return a.offset < b.offset
        }.map(\.element)
    }

    private static func key(_ drawable: Drawable) -> (zIndex: Int, rank: Int) {
        switch drawable {
        case .separator: return (0, 2)
        case let .element(attributes, role):
            switch role {
            case .decoration: return (attributes.zIndex, 0)
            case .cell: return (attributes.zIndex, 1)
            case .header, .footer, .badge: return (attributes.zIndex, 3)
            }
        }
    }
}
