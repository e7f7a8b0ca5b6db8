import CompositionalLayout
import Foundation

/// A compositional layout built with UIKit's API from a fuzzer's bytes: dimensions of
/// every kind (including 0, negative, NaN, infinite and huge values), nested groups, counts,
/// spacing, insets, edge spacing, supplementaries, decorations, orthogonal behaviours and lists.
public struct FuzzedLayout {
    /// The layout.
    public let layout: UICollectionViewCompositionalLayout
    /// Items per section.
    public let itemCounts: [Int]
    /// The collection view's size.
    public let size: CGSize
    /// The display scale.
    public let scale: CGFloat
    /// Reading direction.
    public let direction: UITraitEnvironmentLayoutDirection

    /// Deepest group nesting the builder makes (the engine itself has no limit).
    static let maximumDepth = 6
    /// The most cells one section group may hold, nested counts multiplied. The engine lays
    /// out what it is given, like UIKit: 2,000 x 2,000 x 2,000 cells would take hours
    /// there too. Layout files are bounded the same way (``DocumentLimits``).
    static let maximumCellsPerGroup = 5_000

    /// Builds a layout from `bytes`.
    public init(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        size = CGSize(width: input.number(typical: 1...1400), height: input.number(typical: 1...3000))
        scale = input.pick([1, 2, 3, 0, 2.5])
        direction = input.pick([.leftToRight, .rightToLeft])
        let sectionCount = input.int(in: 0...6)
        var counts: [Int] = []
        var sections: [(any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection] = []
        for _ in 0..<sectionCount {
            counts.append(input.pick([0, 1, 2, 3, 7, 50, input.int(in: 0...1000), -1]))
            sections.append(Self.section(&input))
        }
        itemCounts = counts
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = input.pick([.vertical, .horizontal])
        configuration.interSectionSpacing = input.number(typical: 0...40)
        configuration.contentInsetsReference = input.pick([
            .automatic, .none, .safeArea, .layoutMargins, .readableContent
        ])
        if input.byte() % 3 == 0 {
            configuration.boundarySupplementaryItems = [Self.boundary(&input, kind: "global-header")]
        }
        let made = sections
        layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                made.indices.contains(index) ? made[index](environment) : nil
            }, configuration: configuration)
    }

    /// A section, made when the layout asks for it (a list needs the layout's environment).
    private static func section(_ input: inout FuzzBytes) -> (any NSCollectionLayoutEnvironment) ->
        NSCollectionLayoutSection
    {
        if input.byte() % 5 == 0 {
            var list = UICollectionLayoutListConfiguration(
                appearance: input.pick(UICollectionLayoutListConfiguration.Appearance.allCases))
            list.headerMode = input.pick([.none, .supplementary, .firstItemInSection])
            list.footerMode = input.pick([.none, .supplementary])
            list.showsSeparators = input.byte() % 2 == 0
            return { environment in NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment) }
        }
        let section = NSCollectionLayoutSection(group: group(&input, depth: 0, budget: maximumCellsPerGroup))
        section.interGroupSpacing = input.number(typical: 0...30)
        section.contentInsets = insets(&input)
        section.orthogonalScrollingBehavior = input.pick([
            .none, .continuous, .continuousGroupLeadingBoundary,
            .paging, .groupPaging, .groupPagingCentered
        ])
        section.contentInsetsReference = input.pick([.automatic, .none, .safeArea, .layoutMargins, .readableContent])
        section.supplementariesFollowContentInsets = input.byte() % 2 == 0
        for index in 0..<input.int(in: 0...3) {
            section.boundarySupplementaryItems.append(boundary(&input, kind: "boundary-\(index)"))
        }
        if input.byte() % 3 == 0 {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = insets(&input)
            section.decorationItems = [background]
        }
        return { _ in section }
    }

    /// A group holding at most `budget` cells.
    private static func group(_ input: inout FuzzBytes, depth: Int, budget: Int) -> NSCollectionLayoutGroup {
        let size = layoutSize(&input)
        let horizontal = input.byte() % 2 == 0
        /// A subitem with room for `cells` cells: an item, or sometimes a nested group.
        func subitem(_ input: inout FuzzBytes, cells: Int) -> NSCollectionLayoutItem {
            if depth < maximumDepth, cells >= 2, input.byte() % 4 == 0 {
                return Self.group(&input, depth: depth + 1, budget: cells)
            }
            return item(&input)
        }
        let group: NSCollectionLayoutGroup
        switch input.byte() % 4 {
        case 0:
            let count = min(input.pick([0, 1, 2, 3, 5, 100, input.int(in: 0...2000)]), budget)
            let repeated = subitem(&input, cells: budget / max(count, 1))
            group =
                horizontal
                ? .horizontal(layoutSize: size, subitem: repeated, count: count)
                : .vertical(layoutSize: size, subitem: repeated, count: count)
        case 1:
            let count = min(input.pick([0, 1, 2, 3, 5, 100]), budget)
            let repeated = subitem(&input, cells: budget / max(count, 1))
            group =
                horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: repeated, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: repeated, count: count)
        case 2:
            var frames: [CGRect] = []
            for _ in 0..<input.int(in: 0...4) {
                frames.append(
                    CGRect(
                        x: input.number(typical: 0...300), y: input.number(typical: 0...300),
                        width: input.number(typical: 0...300), height: input.number(typical: 0...300)))
            }
            group = .custom(layoutSize: size) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
        default:
            // Subitems that fit fill the group repeatedly, so each gets a share of a
            // quarter of the budget (a repeating pass is at most a few hundred long).
            let count = max(1, input.int(in: 0...3))
            let subitems = (0..<count).map { _ in subitem(&input, cells: budget / (4 * count)) }
            group =
                horizontal
                ? .horizontal(layoutSize: size, subitems: subitems)
                : .vertical(layoutSize: size, subitems: subitems)
        }
        if input.byte() % 2 == 0 {
            group.interItemSpacing =
                input.byte() % 2 == 0
                ? .fixed(input.number(typical: 0...20))
                : .flexible(input.number(typical: 0...20))
        }
        group.contentInsets = insets(&input)
        return group
    }

    private static func item(_ input: inout FuzzBytes) -> NSCollectionLayoutItem {
        var supplementaries: [NSCollectionLayoutSupplementaryItem] = []
        if input.byte() % 4 == 0 {
            let anchor =
                input.byte() % 2 == 0
                ? NSCollectionLayoutAnchor(
                    edges: [.top, .trailing],
                    fractionalOffset: CGPoint(x: input.number(typical: -1...1), y: input.number(typical: -1...1)))
                : NSCollectionLayoutAnchor(
                    edges: [.bottom, .leading],
                    absoluteOffset: CGPoint(x: input.number(typical: -20...20), y: input.number(typical: -20...20)))
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize(&input), elementKind: "badge",
                containerAnchor: anchor)
            badge.contentInsets = insets(&input)
            supplementaries.append(badge)
        }
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(&input), supplementaryItems: supplementaries)
        item.contentInsets = insets(&input)
        if input.byte() % 3 == 0 {
            let spacing: (inout FuzzBytes) -> NSCollectionLayoutSpacing? = { input in
                switch input.byte() % 3 {
                case 0: return nil
                case 1: return .fixed(input.number(typical: 0...20))
                default: return .flexible(input.number(typical: 0...20))
                }
            }
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                leading: spacing(&input), top: spacing(&input),
                trailing: spacing(&input), bottom: spacing(&input))
        }
        return item
    }

    private static func boundary(_ input: inout FuzzBytes, kind: String) -> NSCollectionLayoutBoundarySupplementaryItem
    {
        let alignment: NSRectAlignment = input.pick([
            .top, .bottom, .leading, .trailing, .topLeading, .none, .bottomTrailing
        ])
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(&input), elementKind: kind,
            alignment: alignment)
        item.pinToVisibleBounds = input.byte() % 2 == 0
        item.extendsBoundary = input.byte() % 4 != 0
        item.zIndex = input.int(in: -2...3)
        item.contentInsets = insets(&input)
        return item
    }

    private static func layoutSize(_ input: inout FuzzBytes) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(&input), heightDimension: dimension(&input))
    }

    private static func dimension(_ input: inout FuzzBytes) -> NSCollectionLayoutDimension {
        switch input.byte() % 5 {
        case 0: return .fractionalWidth(input.number(typical: 0...1))
        case 1: return .fractionalHeight(input.number(typical: 0...1))
        case 2: return .absolute(input.number(typical: 0...400))
        case 3: return .estimated(input.number(typical: 0...400))
        default: return .uniformAcrossSiblings(estimate: input.number(typical: 0...400))
        }
    }

    private static func insets(_ input: inout FuzzBytes) -> NSDirectionalEdgeInsets {
        guard input.byte() % 3 == 0 else { return .zero }
        return NSDirectionalEdgeInsets(
            top: input.number(typical: 0...30), leading: input.number(typical: 0...30),
            bottom: input.number(typical: 0...30), trailing: input.number(typical: 0...30))
    }
}
