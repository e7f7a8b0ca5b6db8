import CompositionalLayout  // in the app: import UIKit

/// The library screen: a row of featured cards that scrolls sideways, then a grid of
/// album covers, three to a row, under a section header.
public enum LibraryLayout {
    public static let featuredSection = 0
    public static let albumsSection = 1

    /// - Parameter albumsTopInset: the space between the albums' header and the first row.
    public static func make(albumsTopInset: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            section == featuredSection ? featured() : albums(environment: environment, topInset: albumsTopInset)
        }
    }

    static func featured() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 16, trailing: 0)
        return section
    }

    static func albums(environment: NSCollectionLayoutEnvironment, topInset: CGFloat) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: topInset, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
