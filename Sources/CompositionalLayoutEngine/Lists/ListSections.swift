import Foundation

extension NSCollectionLayoutSection {
    /// A list section: full-width rows of estimated height 44, with the insets,
    /// header and footer of the configuration's appearance (iOS 17 metrics,
    /// see `ListMetrics`). Grouped and inset-grouped sections have a padding of
    /// 17.667 points (at 3x) below them, and above them unless a header starts them
    /// (a supplementary one, or the first item with `headerMode = .firstItemInSection`,
    /// whose own top margin is the space); inset-grouped ones are inset by the side margin.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight))
        let item = NSCollectionLayoutItem(layoutSize: row)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let appearance = configuration.appearance
        let width = layoutEnvironment.container.effectiveContentSize.width
        var insets = NSDirectionalEdgeInsets.zero
        switch appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped, .insetGrouped:
            let padding = ListMetrics.groupedSectionPadding(scale: layoutEnvironment.traitCollection.displayScale)
            insets.top = configuration.headerMode == .none ? padding : 0
            insets.bottom = configuration.footerMode == .supplementary ? 0 : padding
            if appearance == .insetGrouped {
                insets.leading = ListMetrics.sideMargin(containerWidth: width)
                insets.trailing = insets.leading
            }
        case .sidebar:
            insets.leading = ListMetrics.sidebarSideInset
            insets.trailing = ListMetrics.sidebarSideInset
        }
        section.contentInsets = insets
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .estimated(ListMetrics.headerHeight(appearance))),
                elementKind: UICollectionElementKindSectionHeader, alignment: .top)
            // Plain list headers stay at the top while their section scrolls, as in UIKit.
            header.pinToVisibleBounds = appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .estimated(ListMetrics.footerHeight(appearance))),
                    elementKind: UICollectionElementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
