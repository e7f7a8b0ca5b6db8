import CompositionalLayout
import MosaicCairo
import MosaicRender

/// The benchmark's pictures.
enum Scenes {
    static let badgeKind = "badge"
    static let device = Device.named("iphone-15-pro-max")!

    /// An iPhone 15 Pro Max screen at scale 3: three sections, each a header over 20 cards
    /// (4 columns) with a title, a subtitle and a numbered badge.
    static func phonePage() throws -> RenderScene {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let sections = (0..<3).map { s in
            SectionContent(
                items: (0..<20).map { i in
                    CellContent(title: "Item \(s * 20 + i)", subtitle: "Detail", badge: "\(i + 1)")
                }, supplementaryText: [UICollectionView.elementKindSectionHeader: "Section \(s + 1)"])
        }
        var style = RenderStyle.standard(for: .light)
        style.cell.title.size = 13
        style.cell.subtitle.size = 11
        style.cell.padding = 6
        return try RenderScene(
            layout: layout, itemCounts: [20, 20, 20], content: LayoutContent(sections: sections),
            canvas: Canvas(device: device), style: style)
    }

    /// The C peer's picture (Benchmarks/cairo-peer): `count` rounded rectangles 44 pt tall
    /// in 4 columns 8 pt apart, radius 10, a colour from the peer's hue wheel, an
    /// "Item n" label in 13 pt semibold, on #F2F2F7: a 430x932 pt screen, or with
    /// `fullPage` as tall as the cells.
    static func peerPicture(count: Int, scale: CGFloat = 3, fullPage: Bool = false) throws -> RenderScene {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let items = (0..<count).map { i -> CellContent in
            let hue = Double(i % 12) / 12
            func channel(_ shift: Double) -> Double { 0.5 + 0.4 * sin(2 * .pi * (hue + shift)) }
            return CellContent(
                title: "Item \(i)",
                color: ThemedColor(Color(red: channel(0), green: channel(0.33), blue: channel(0.67))))
        }
        var style = RenderStyle.standard(for: .light)
        style.background = Color(hex: "#F2F2F7")!
        style.cell.cornerRadius = 10
        style.cell.padding = 8
        style.cell.title = TextStyle(weight: .semibold, size: 13, color: .black, wraps: false, ellipsis: .end)
        return try RenderScene(
            layout: layout, itemCounts: [count], content: LayoutContent(sections: [SectionContent(items: items)]),
            canvas: canvas(scale: scale, fullPage: fullPage), style: style)
    }

    private static func canvas(scale: CGFloat, fullPage: Bool) -> Canvas {
        var canvas = Canvas(size: device.size, scale: scale)
        canvas.fullPage = fullPage
        return canvas
    }

    /// A list of `count` rows with titles and subtitles, drawn full-page on an iPhone 15 Pro Max.
    static func longList(count: Int, scale: CGFloat) throws -> RenderScene {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let layout = UICollectionViewCompositionalLayout(section: section)
        let items = (0..<count).map { CellContent(title: "Row \($0)", subtitle: "Subtitle \($0)") }
        var canvas = Canvas(device: device)
        canvas.scale = scale
        canvas.fullPage = true
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        style.cell.padding = 4
        style.cell.title.size = 15
        style.cell.subtitle.size = 12
        return try RenderScene(
            layout: layout, itemCounts: [count], content: LayoutContent(sections: [SectionContent(items: items)]),
            canvas: canvas, style: style)
    }
}

extension Scenes {
    /// A television screen, 1920x1080 pt at scale 2 (3840x2160 px, as the live preview draws
    /// tv-home on a 2x display): six columns of 16:9 cards with a title and subtitle.
    static func televisionScreen() throws -> RenderScene {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 6), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(9 / 16 / 6)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let items = (0..<48).map { CellContent(title: "Show \($0)", subtitle: "Season \($0 % 5 + 1)") }
        var style = RenderStyle.standard(for: .dark)
        style.cell.cornerRadius = 12
        style.cell.title.size = 29
        style.cell.subtitle.size = 23
        return try RenderScene(
            layout: layout, itemCounts: [items.count], content: LayoutContent(sections: [SectionContent(items: items)]),
            canvas: Canvas(size: CGSize(width: 1920, height: 1080), scale: 2), style: style)
    }
}
