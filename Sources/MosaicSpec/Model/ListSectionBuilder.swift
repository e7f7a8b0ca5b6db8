import Foundation
import CompositionalLayout

/// Builds a list section from a ``ListSpec``.
///
/// The engine has no `UICollectionLayoutListConfiguration` yet, so this builds
/// the section a list configuration stands for from plain groups: rows the full
/// width and an estimated 44 points tall, the appearance's insets, and a header
/// or footer when its mode is `.supplementary`. The figures approximate iOS 17
/// on an iPhone. When the engine gains `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// this is the one place to switch over.
enum ListSectionBuilder {
    /// Estimated row height.
    static let rowHeight: CGFloat = 44
    /// Estimated height of a header or footer in a grouped list (its text plus padding).
    static let groupedHeaderHeight: CGFloat = 38
    /// Estimated height of a header in a plain list.
    static let plainHeaderHeight: CGFloat = 28
    /// Space above a grouped section without a header, and below one without a footer.
    static let groupedSpacing: (top: CGFloat, bottom: CGFloat) = (20, 15)
    /// Side insets of inset-grouped and sidebar sections.
    static let insetGroupedMargin: CGFloat = 20
    static let sidebarMargin: CGFloat = 10

    static func section(for list: ListSpec, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: ItemSpec.listRow.makeGroup())
        let grouped: Bool
        let side: CGFloat
        switch list.appearance {
        case .plain, .sidebarPlain: (grouped, side) = (false, 0)
        case .grouped: (grouped, side) = (true, 0)
        case .insetGrouped: (grouped, side) = (true, insetGroupedMargin)
        case .sidebar: (grouped, side) = (true, sidebarMargin)
        }
        let hasHeader = list.headerMode == .supplementary, hasFooter = list.footerMode == .supplementary
        let top = grouped && !hasHeader ? groupedSpacing.top : 0
        let bottom = grouped && !hasFooter ? groupedSpacing.bottom : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: bottom, trailing: side)
        section.supplementariesFollowContentInsets = true
        let headerHeight = grouped ? groupedHeaderHeight : plainHeaderHeight
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if hasFooter {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
