// An Apple TV home screen, written as a tvOS app writes its layout (only `import UIKit`
// changed): rows of large posters that scroll sideways, one row per shelf.
import CompositionalLayout

enum HomeShelf: Int, CaseIterable {
    case upNext
    case movies
    case shows
}

let homeShelfTitleKind = "shelf-title"

func createHomeScreenLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 40

    return UICollectionViewCompositionalLayout(
        sectionProvider: { sectionIndex, _ in
            let shelf = HomeShelf(rawValue: sectionIndex)!
            // Up Next shows wide 16:9 stills; the other shelves show 2:3 posters.
            let groupSize =
                shelf == .upNext
                ? NSCollectionLayoutSize(widthDimension: .absolute(548), heightDimension: .absolute(308))
                : NSCollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .absolute(375))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.interGroupSpacing = 48

            let title = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
                elementKind: homeShelfTitleKind, alignment: .top)
            section.boundarySupplementaryItems = [title]
            return section
        }, configuration: configuration)
}
