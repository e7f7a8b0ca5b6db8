// A Mac photo browser, written as a macOS app writes its layout (only `import AppKit`
// changed): a row of memories that scrolls sideways above a grid of photos whose
// column count follows the window's width.
import CompositionalLayout

enum PhotoBrowserSection: Int, CaseIterable {
    case memories
    case library
}

let photoBrowserHeaderKind = NSCollectionView.elementKindSectionHeader

func createPhotoBrowserLayout() -> NSCollectionViewLayout {
    let configuration = NSCollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical

    return NSCollectionViewCompositionalLayout(
        sectionProvider: { sectionIndex, layoutEnvironment in
            let headerSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize,
                elementKind: photoBrowserHeaderKind,
                alignment: .top)

            switch PhotoBrowserSection(rawValue: sectionIndex)! {
            case .memories:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(280), heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.interGroupSpacing = 16
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 24, trailing: 20)
                section.boundarySupplementaryItems = [header]
                return section

            case .library:
                // At least 200 points a column.
                let columns = max(2, Int(layoutEnvironment.container.effectiveContentSize.width / 200))
                let fraction = 1.0 / CGFloat(columns)
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(fraction),
                        heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .fractionalWidth(fraction)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
                section.boundarySupplementaryItems = [header]
                return section
            }
        }, configuration: configuration)
}
