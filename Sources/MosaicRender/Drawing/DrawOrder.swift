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
        let keys = drawables.map(key)
        // Often already in order (a page of cells, all at zIndex 0): then nothing moves.
        if keys.indices.dropFirst().allSatisfy({ !precedes(keys[$0], keys[$0 - 1]) }) { return drawables }
        return drawables.indices.sorted { a, b in
            if precedes(keys[a], keys[b]) { return true }
            return !precedes(keys[b], keys[a]) && a < b
        }.map { drawables[$0] }
    }

    private static func precedes(_ a: (zIndex: Int, rank: Int), _ b: (zIndex: Int, rank: Int)) -> Bool {
        a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.rank < b.rank
    }

    private static func key(_ drawable: Drawable) -> (zIndex: Int, rank: Int) {
        switch drawable {
        case .separator: return (0, 2)
        case .element(let attributes, let role):
            switch role {
            case .decoration: return (attributes.zIndex, 0)
            case .cell: return (attributes.zIndex, 1)
            case .header, .footer, .badge: return (attributes.zIndex, 3)
            }
        }
    }
}
