// An iPad sidebar, written as an iOS app writes it (only `import UIKit` changed): a
// list with the sidebar appearance, each section under a header.
import CompositionalLayout
import MosaicRender

func createSidebarLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

/// The sidebar column of an iPad in portrait: 320 points wide, at 2x.
func makeSidebarScene() throws -> RenderScene {
    let sections: [(String, [String])] = [
        ("Library", ["Recently Added", "Artists", "Albums", "Songs", "Made for You"]),
        ("Playlists", ["Morning Run", "Focus", "Road Trip", "Rainy Day", "Dinner Party", "Throwbacks"]),
        ("Devices", ["Living Room", "Kitchen"])
    ]
    let canvas = Canvas(
        size: CGSize(width: 320, height: 760), scale: 2,
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular)
    let content = LayoutContent(
        sections: sections.map { name, rows in
            SectionContent(
                items: rows.map { CellContent(title: $0) },
                supplementaryText: [UICollectionView.elementKindSectionHeader: name])
        })
    return try RenderScene(
        layout: createSidebarLayout(), itemCounts: sections.map { $0.1.count },
        content: content, canvas: canvas)
}
