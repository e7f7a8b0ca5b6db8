// Layout functions written as macOS code writes them (after the Mac targets of Apple's
// WWDC 2019 and 2020 collection view samples); only `import AppKit` is changed.
import CompositionalLayout

/// A list of 44-point rows with headers and footers of estimated height.
func createMacHeadersFootersLayout() -> NSCollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    let headerFooterSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(44))
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize,
        elementKind: NSCollectionView.elementKindSectionHeader,
        alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize,
        elementKind: NSCollectionView.elementKindSectionFooter,
        alignment: .bottom)
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

    let layout = NSCollectionViewCompositionalLayout(section: section)
    return layout
}

/// Sections that scroll sideways in each of AppKit's orthogonal behaviours, chosen by a
/// section provider and spaced by a configuration.
func createMacOrthogonalBehaviorsLayout() -> NSCollectionViewLayout {
    let behaviors: [NSCollectionLayoutSectionOrthogonalScrollingBehavior] =
        [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none]

    let sectionProvider: NSCollectionViewCompositionalLayoutSectionProvider = { sectionIndex, layoutEnvironment in
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsetsZero
        let groupFraction: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(groupFraction),
                heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behaviors[sectionIndex % behaviors.count]
        section.interGroupSpacing = 10
        return section
    }

    let configuration = NSCollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.scrollDirection = NSCollectionView.ScrollDirection.vertical
    return NSCollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
}

/// A layout that scrolls horizontally: columns of three items.
func createMacHorizontalColumnsLayout() -> NSCollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0 / 3.0)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1.0)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8

    let configuration = NSCollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return NSCollectionViewCompositionalLayout(section: section, configuration: configuration)
}
