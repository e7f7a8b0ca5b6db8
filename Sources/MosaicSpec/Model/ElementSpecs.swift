import CompositionalLayout
import Foundation

// What a layout file says, as plain values. Each `make()` builds fresh UIKit-named
// engine objects, so every layout made from a document is independent.

/// A dimension as written: `0.5fw`, `44`, `~44`.
struct DimensionSpec: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    var kind: Kind
    var value: CGFloat

    init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value
    }

    func make() -> NSCollectionLayoutDimension {
        switch kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: value)
        }
    }
}

/// A size: `0.5fw x 44`.
struct SizeSpec: Equatable, Sendable {
    var width: DimensionSpec
    var height: DimensionSpec

    static let fill = SizeSpec(width: DimensionSpec(.fractionalWidth, 1), height: DimensionSpec(.fractionalHeight, 1))

    func make() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width.make(), heightDimension: height.make())
    }
}

/// A spacing: `8` (fixed) or `flex 8` (flexible).
struct SpacingSpec: Equatable, Sendable {
    var value: CGFloat
    var flexible: Bool

    func make() -> NSCollectionLayoutSpacing {
        flexible ? .flexible(value) : .fixed(value)
    }
}

/// Space outside an item on each edge.
struct EdgeSpacingSpec: Equatable, Sendable {
    var leading: SpacingSpec?
    var top: SpacingSpec?
    var trailing: SpacingSpec?
    var bottom: SpacingSpec?

    func make() -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: leading?.make(), top: top?.make(),
            trailing: trailing?.make(), bottom: bottom?.make())
    }
}

/// An anchor: edges and an offset in points or in fractions of the supplementary's size.
struct AnchorSpec: Equatable, Sendable {
    var edges: NSDirectionalRectEdge
    var offset: CGPoint = .zero
    var fractional = false

    func make() -> NSCollectionLayoutAnchor {
        if offset == .zero { return NSCollectionLayoutAnchor(edges: edges) }
        return fractional
            ? NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
            : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
    }
}

/// A supplementary view anchored to an item or group (a badge).
struct SupplementarySpec: Equatable, Sendable {
    var kind: String
    var size: SizeSpec
    var anchor: AnchorSpec
    var itemAnchor: AnchorSpec?
    /// Shrinks the badge around where its anchor puts it.
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var zIndex: Int?
    /// Text shown in it (content, not layout).
    var text: String?

    func make() -> NSCollectionLayoutSupplementaryItem {
        let supplementary = NSCollectionLayoutSupplementaryItem(
            layoutSize: size.make(), elementKind: kind,
            containerAnchor: anchor.make(),
            itemAnchor: itemAnchor?.make())
        supplementary.contentInsets = contentInsets
        if let zIndex { supplementary.zIndex = zIndex }
        return supplementary
    }
}

/// A header, footer or side view of a section or of the whole layout.
struct BoundarySpec: Equatable, Sendable {
    var kind: String
    var size: SizeSpec
    var alignment: NSRectAlignment
    var offset: CGPoint = .zero
    /// Shrinks the item inside the space it takes, which still grows the section.
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var extendsBoundary: Bool?
    var pinToVisibleBounds: Bool?
    var zIndex: Int?
    /// Text shown in it (content, not layout).
    var text: String?
    /// Written as text alone (`header: Featured`): in a list section, the list's
    /// own header or footer is used, with this text.
    var textOnly = false

    func make() -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size.make(), elementKind: kind,
            alignment: alignment, absoluteOffset: offset)
        item.contentInsets = contentInsets
        if let extendsBoundary { item.extendsBoundary = extendsBoundary }
        if let pinToVisibleBounds { item.pinToVisibleBounds = pinToVisibleBounds }
        if let zIndex { item.zIndex = zIndex }
        return item
    }
}

/// A decoration behind a section (its background).
struct DecorationSpec: Equatable, Sendable {
    var kind: String
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var zIndex: Int?

    func make() -> NSCollectionLayoutDecorationItem {
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: kind)
        decoration.contentInsets = contentInsets
        if let zIndex { decoration.zIndex = zIndex }
        return decoration
    }
}

/// An item, or a group when ``group`` is set (a group is-an item, as in UIKit).
struct ItemSpec: Equatable, Sendable {
    var size: SizeSpec
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var edgeSpacing: EdgeSpacingSpec?
    var supplementaries: [SupplementarySpec] = []
    var group: GroupSpec?

    /// Builds the engine's item or group.
    func make() -> NSCollectionLayoutItem {
        let made: NSCollectionLayoutItem
        if let group {
            let built = group.make(size: size.make())
            built.supplementaryItems = supplementaries.map { $0.make() }
            made = built
        } else {
            made = NSCollectionLayoutItem(
                layoutSize: size.make(), supplementaryItems: supplementaries.map { $0.make() })
        }
        made.contentInsets = contentInsets
        made.edgeSpacing = edgeSpacing?.make()
        return made
    }

    /// Builds the engine's group; a plain item is wrapped in a group of one
    /// (callers only pass group specs here).
    func makeGroup() -> NSCollectionLayoutGroup {
        if let group = make() as? NSCollectionLayoutGroup { return group }
        return NSCollectionLayoutGroup.horizontal(layoutSize: size.make(), subitems: [make()])
    }

    /// How many cells one copy of this element holds, as far as it can be known
    /// without laying it out (a group that repeats its subitems while they fit
    /// counts them once).
    var cellsPerCopy: Int {
        guard let group else { return 1 }
        let limit = 1_000_000  // a bound, so nested counts cannot overflow
        switch group.repetition {
        case .fill:
            if case .custom(let items) = group.arrangement { return items.count }
            return min(limit, group.subitems.reduce(0) { min(limit, $0 + $1.cellsPerCopy) })
        case .equalSplit(let n), .repeating(let n):
            let (product, overflow) = n.multipliedReportingOverflow(by: group.subitems.first?.cellsPerCopy ?? 0)
            return overflow ? limit : min(limit, product)
        }
    }

    /// How many supplementary views (badges) one copy of this element carries, its own and
    /// its subitems', counted like ``cellsPerCopy``.
    var supplementariesPerCopy: Int {
        let limit = 1_000_000  // a bound, so nested counts cannot overflow
        guard let group else { return min(limit, supplementaries.count) }
        let inside: Int
        switch group.repetition {
        case .fill:
            if case .custom = group.arrangement {
                inside = 0
            } else {
                inside = group.subitems.reduce(0) { min(limit, $0 + $1.supplementariesPerCopy) }
            }
        case .equalSplit(let n), .repeating(let n):
            let (product, overflow) = n.multipliedReportingOverflow(
                by: group.subitems.first?.supplementariesPerCopy ?? 0)
            inside = overflow ? limit : product
        }
        return min(limit, supplementaries.count + inside)
    }
}

extension SectionLayoutSpec {
    /// The most supplementary views `itemCount` cells of this section carry: one set per copy
    /// of the group the cells fill, and the section's boundary items.
    func supplementaries(itemCount: Int) -> Int {
        guard let group, itemCount > 0 else { return boundaryItems.count }
        let cells = max(1, group.cellsPerCopy)
        let copies = itemCount / cells + (itemCount % cells == 0 ? 0 : 1)
        let (product, overflow) = copies.multipliedReportingOverflow(by: group.supplementariesPerCopy)
        return (overflow ? Int.max : product).addingSaturating(boundaryItems.count)
    }
}

/// What makes an item a group: its arrangement and subitems.
struct GroupSpec: Equatable, Sendable {
    enum Arrangement: Equatable, Sendable {
        case horizontal, vertical
        case custom([CustomItemSpec])
    }

    enum Repetition: Equatable, Sendable {
        /// `subitems:` — repeated while they fit.
        case fill
        /// `subitem:count:` — exactly n equal copies.
        case equalSplit(Int)
        /// `repeatingSubitem:count:` — n copies at the subitem's own size.
        case repeating(Int)
    }

    var arrangement: Arrangement
    var subitems: [ItemSpec]
    var repetition: Repetition = .fill
    var interItemSpacing: SpacingSpec?

    func make(size: NSCollectionLayoutSize) -> NSCollectionLayoutGroup {
        let group: NSCollectionLayoutGroup
        let items = subitems.map { $0.make() }
        switch (arrangement, repetition) {
        case (.custom(let frames), _):
            let customItems = frames
            group = .custom(layoutSize: size) { _ in
                customItems.map { NSCollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex) }
            }
        case (.horizontal, .fill): group = .horizontal(layoutSize: size, subitems: items)
        case (.vertical, .fill): group = .vertical(layoutSize: size, subitems: items)
        case (.horizontal, .equalSplit(let n)):
            group = .horizontal(layoutSize: size, subitem: items.first ?? Self.placeholderItem(), count: n)
        case (.vertical, .equalSplit(let n)):
            group = .vertical(layoutSize: size, subitem: items.first ?? Self.placeholderItem(), count: n)
        case (.horizontal, .repeating(let n)):
            group = .horizontal(layoutSize: size, repeatingSubitem: items.first ?? Self.placeholderItem(), count: n)
        case (.vertical, .repeating(let n)):
            group = .vertical(layoutSize: size, repeatingSubitem: items.first ?? Self.placeholderItem(), count: n)
        }
        group.interItemSpacing = interItemSpacing?.make()
        return group
    }

    private static func placeholderItem() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: SizeSpec.fill.make())
    }
}

/// One item of a custom group: its frame relative to the group, and z-index.
struct CustomItemSpec: Equatable, Sendable {
    var frame: CGRect
    var zIndex: Int = 0
}
