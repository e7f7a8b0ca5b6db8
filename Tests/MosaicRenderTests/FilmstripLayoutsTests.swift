import CompositionalLayout
import Foundation
import MosaicCairo

@testable import MosaicRender

/// Layouts for the filmstrip and anatomy tests, written as an iOS app writes them.
enum FilmLayouts {
    static let badgeKind = "badge-element-kind"
    static let backgroundKind = "section-background-element-kind"

    /// One orthogonal section of full-height cells in groups `width` of the section wide.
    static func carousel(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: CGFloat = 0.8,
        height: CGFloat = 120, spacing: CGFloat = 10, insets: CGFloat = 0,
        scalesCentredItem: Bool = false,
        configuration: UICollectionViewCompositionalLayoutConfiguration? = nil
    )
        -> UICollectionViewCompositionalLayout
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let horizontal = configuration?.scrollDirection == .horizontal
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: horizontal
                ? NSCollectionLayoutSize(widthDimension: .absolute(height), heightDimension: .fractionalHeight(width))
                : NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        if scalesCentredItem {
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let centre = environment.container.contentSize.width / 2
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - centre)
                    let scale = max(0.8, 1 - distance / environment.container.contentSize.width * 0.4)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = distance < 1 ? 1 : 0.6
                }
            }
        }
        return configuration.map { UICollectionViewCompositionalLayout(section: section, configuration: $0) }
            ?? UICollectionViewCompositionalLayout(section: section)
    }

    /// An App Store-like page: a header over big centred cards, then a header over
    /// group-paged columns of three small rows.
    static func appStore() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .fractionalHeight(index == 0 ? 1 : 1.0 / 3)))
                item.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: 0, bottom: index == 0 ? 0 : 4, trailing: 0)
                let group: NSCollectionLayoutGroup =
                    index == 0
                    ? .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.85),
                            heightDimension: .absolute(110)), subitems: [item])
                    : .vertical(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.85),
                            heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = index == 0 ? .groupPagingCentered : .groupPaging
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: index == 0 ? 0 : 12, bottom: 0,
                    trailing: index == 0 ? 0 : 12)
                section.boundarySupplementaryItems = [header]
                return section
            }, configuration: configuration)
    }

    /// Apple's "Nested Groups": a tall leading item beside a pair stacked vertically.
    static func nestedGroups() -> UICollectionViewCompositionalLayout {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: nestedGroup)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A grid with a header, badges on its cells and a background decoration.
    static func decoratedGrid() -> UICollectionViewCompositionalLayout {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)),
            elementKind: badgeKind, containerAnchor: anchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
            subitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 14, trailing: 14)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(nil, forDecorationViewOfKind: backgroundKind)
        return layout
    }
}

/// A small canvas: 240 x 320 points, no safe area.
func filmCanvas(
    scale: CGFloat = 1, width: CGFloat = 240, height: CGFloat = 320,
    direction: UITraitEnvironmentLayoutDirection = .leftToRight
) -> Canvas {
    Canvas(size: CGSize(width: width, height: height), scale: scale, layoutDirection: direction)
}

/// Writes `figure` to `$MOSAIC_FIGURES/<name>.png` when that variable is set, for looking at.
func keepForLooking(_ figure: some Figure, _ name: String, renderer: Renderer = Renderer()) {
    guard let folder = ProcessInfo.processInfo.environment["MOSAIC_FIGURES"], !folder.isEmpty else { return }
    let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).png")
    try? renderer.writePNG(of: figure, to: url)
    if let svg = try? renderer.svgData(of: figure) {
        try? Data(svg).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).svg"))
    }
}

/// A pixel of an opaque image as `#RRGGBB`.
func filmHex(_ surface: ImageSurface, _ x: Int, _ y: Int) -> String {
    let pixel = surface.pixel(x: x, y: y)
    return String(format: "#%02X%02X%02X", (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
}

/// The sum of a pixel's red, green and blue: lower is darker.
func brightness(_ surface: ImageSurface, _ x: Int, _ y: Int) -> Int {
    let pixel = surface.pixel(x: x, y: y)
    return Int((pixel >> 16) & 0xFF) + Int((pixel >> 8) & 0xFF) + Int(pixel & 0xFF)
}
