import CompositionalLayout

/// The layout shapes the benchmark measures.
enum Shape: String, CaseIterable {
    case flatList = "flat list"
    case grid = "5-column grid"
    case nested = "3-level nested groups"
    case decorated = "grid + badges, header, background"
    case selfSizing = "self-sizing list"

    /// The sizing function the shape's collection view uses: rows of three
    /// heights for the self-sizing list, none otherwise.
    var sizingFunction: UICollectionView.SizingFunction? {
        guard self == .selfSizing else { return nil }
        return { _, _, indexPath, offered in CGSize(width: offered.width, height: 44 + CGFloat(indexPath.item % 3) * 12)
        }
    }

    /// A fresh layout of this shape.
    func makeLayout() -> UICollectionViewCompositionalLayout {
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        switch self {
        case .flatList:
            let item = NSCollectionLayoutItem(layoutSize: full)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        case .grid:
            let item = NSCollectionLayoutItem(layoutSize: full)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitem: item, count: 5)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        case .decorated:
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(layoutSize: full, supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitem: item, count: 5)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            section.decorationItems = [.background(elementKind: "background")]
            return UICollectionViewCompositionalLayout(section: section)
        case .selfSizing:
            return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        case .nested:
            let leaf = NSCollectionLayoutItem(layoutSize: full)
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)),
                subitem: leaf, count: 2)
            let big = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1)))
            let top = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.7)),
                subitems: [big, pair])
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)),
                subitem: leaf, count: 4)
            let page = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
                subitems: [top, row])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: page))
        }
    }
}
