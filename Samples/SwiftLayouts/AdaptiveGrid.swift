// A photo grid that adapts to its container, written as an iOS app writes it (only
// `import UIKit` changed): the section provider reads the layout environment and picks
// three columns on a phone, up to six on a wide screen, keeping the photos square.
import CompositionalLayout
import MosaicRender

func createAdaptiveGridLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
        let width = environment.container.effectiveContentSize.width
        let columns = max(3, min(6, Int(width / 130)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0)
        return section
    }
}

/// Two sections of photos on `device` (a preset name), the viewport only.
func makeAdaptiveGridScene(device: String) throws -> RenderScene {
    let header = UICollectionView.elementKindSectionHeader
    let content = LayoutContent(sections: [
        SectionContent(placeholder: .blank, supplementaryText: [header: "Today"]),
        SectionContent(placeholder: .blank, supplementaryText: [header: "Last Week"])
    ])
    return try RenderScene(
        layout: createAdaptiveGridLayout(), itemCounts: [14, 60], content: content,
        canvas: Canvas(device: Device.named(device)!))
}
