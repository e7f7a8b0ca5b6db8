// An App Store "Apps" page, written as an iOS app writes it (only `import UIKit` changed):
// featured cards 0.92 of the width that page one at a time, centred, and scale and fade
// as they leave the middle (a visibleItemsInvalidationHandler); then shelves of small
// apps, three to a vertical group, each under a header.
import CompositionalLayout
import MosaicRender

let appStoreHeaderKind = UICollectionView.elementKindSectionHeader

func createAppStoreLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 24

    return UICollectionViewCompositionalLayout(
        sectionProvider: { sectionIndex, environment in
            sectionIndex == 0 ? featuredSection() : shelfSection()
        }, configuration: configuration)
}

/// Featured cards: a carousel that pages to the centre of each card, the cards away
/// from the middle drawn smaller and fainter.
private func featuredSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(320)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        for item in items where item.representedElementCategory == .cell {
            // 0 in the middle of the screen, 1 a screen width away.
            let distance = min(abs(item.center.x - offset.x - width / 2) / width, 1)
            let scale = 1 - 0.14 * distance
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = 1 - 0.5 * distance
        }
    }
    return section
}

/// A shelf of small apps: vertical groups of three that page sideways, under a header.
private func shelfSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(228)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
        elementKind: appStoreHeaderKind, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
}

/// The page on an iPhone 15, the carousel scrolled a little past its second card so the
/// handler's scaling shows on both sides (or at `carouselOffset`, at `scale`).
func makeAppStoreScene(scale: CGFloat? = nil, carouselOffset: CGFloat = 300) throws -> RenderScene {
    var canvas = Canvas(device: Device.named("iphone-15")!)
    canvas.fullPage = true
    canvas.orthogonalOffsets = [0: carouselOffset]
    if let scale { canvas.scale = scale }
    let featured = [
        CellContent(title: "Editors' Choice", subtitle: "A beautiful new puzzle game", color: .systemIndigo),
        CellContent(title: "Now Available", subtitle: "Plan your week at a glance", color: .systemOrange),
        CellContent(title: "Great on iPad", subtitle: "Sketch anywhere", color: .systemTeal),
        CellContent(title: "Meet the Developer", subtitle: "Behind a hit word game", color: .systemPink)
    ]
    let apps = ["Lumen", "Tally", "Orbit", "Cascade", "Fable", "Quill", "Harbor", "Pebble", "Drift"]
    let games = ["Sky Racer", "Tiny Farm", "Word Grid", "Deep Dive", "Maze Runner", "Star Forge"]
    let content = LayoutContent(sections: [
        // White text on the tinted cards (a UILabel's default is `label`, black in light mode).
        SectionContent(
            items: featured, titleText: TextOptions(color: .white),
            subtitleText: TextOptions(color: ThemedColor(Color.white.withAlpha(0.8)))),
        SectionContent(
            items: apps.map { CellContent(title: $0, subtitle: "Productivity") },
            supplementaryText: [appStoreHeaderKind: "New Apps We Love"]),
        SectionContent(
            items: games.map { CellContent(title: $0, subtitle: "Games") },
            supplementaryText: [appStoreHeaderKind: "Popular Games"])
    ])
    return try RenderScene(
        layout: createAppStoreLayout(), itemCounts: [featured.count, apps.count, games.count],
        content: content, canvas: canvas)
}
