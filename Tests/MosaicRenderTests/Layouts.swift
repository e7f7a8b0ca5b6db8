import CompositionalLayout

/// Layouts for the tests, written the way an iOS app writes them (Apple's
/// "Implementing Modern Collection Views" sample code).
enum Layouts {
    static let badgeKind = "badge-element-kind"
    static let backgroundKind = "section-background-element-kind"

    /// Full-width rows of `height` points with 1 pt between them.
    static func list(rowHeight: CGFloat = 44, header: Bool = false, footer: Bool = false)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(section: listSection(rowHeight: rowHeight, header: header, footer: footer))
    }

    static func listSection(rowHeight: CGFloat = 44, header: Bool = false, footer: Bool = false)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = boundaryItems(header: header, footer: footer)
        return section
    }

    /// `columns` square cells a row, 4 pt apart, with 8 pt section insets.
    static func grid(
        columns: Int = 3, header: Bool = false, footer: Bool = false, badges: Bool = false,
        background: Bool = false
    ) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(
            section: gridSection(
                columns: columns, header: header, footer: footer, badges: badges, background: background))
        layout.register(nil, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    static func gridSection(
        columns: Int = 3, header: Bool = false, footer: Bool = false, badges: Bool = false,
        background: Bool = false
    ) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: badges ? [badge()] : [])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = boundaryItems(header: header, footer: footer)
        if background {
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
            decoration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            section.decorationItems = [decoration]
        }
        return section
    }

    /// Apple's "Nested Groups": a tall leading item beside a pair stacked vertically.
    static func nestedGroups() -> UICollectionViewCompositionalLayout {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nestedGroup))
    }

    /// A badge at the cell's top trailing corner, sticking out by 30% of its size.
    static func badge(size: CGFloat = 20) -> NSCollectionLayoutSupplementaryItem {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        return NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(size), heightDimension: .absolute(size)),
            elementKind: badgeKind, containerAnchor: anchor)
    }

    static func boundaryItems(header: Bool, footer: Bool) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if header {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footer {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return items
    }
}
