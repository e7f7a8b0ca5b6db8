import CompositionalLayout
import Foundation
import MosaicContent

/// The look of a list section, as `UICollectionLayoutListConfiguration` describes it.
struct ListSpec: Equatable, Sendable {
    enum Appearance: String, Equatable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    enum HeaderMode: String, Equatable, Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    enum FooterMode: String, Equatable, Sendable, CaseIterable {
        case none, supplementary
    }

    var appearance: Appearance = .plain
    var headerMode: HeaderMode = .none
    var footerMode: FooterMode = .none
    var showsSeparators = true
    /// Space above each header; `nil` for the appearance's default.
    var headerTopPadding: CGFloat?
    /// The list's background; `nil` for the appearance's default.
    var backgroundColor: ThemedColor?
}

/// How a section is laid out (everything but its item count and content).
struct SectionLayoutSpec: Equatable, Sendable {
    /// The repeated group; `nil` for a list section.
    var group: ItemSpec?
    var list: ListSpec?
    /// `nil` keeps the default (zero, or the list appearance's own insets).
    var contentInsets: NSDirectionalEdgeInsets?
    var interGroupSpacing: CGFloat?
    var contentInsetsReference: UIContentInsetsReference?
    var supplementaryContentInsetsReference: UIContentInsetsReference?
    var supplementariesFollowContentInsets: Bool?
    var boundaryItems: [BoundarySpec] = []
    var decorations: [DecorationSpec] = []
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// Builds the engine's section for an environment.
    func make(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section: NSCollectionLayoutSection
        var boundaryItems = self.boundaryItems
        if var list, group == nil {
            // `header: Text` in a list asks for the list's own header (or footer), with that text
            // (with `headerMode: firstItemInSection`, the first item, when it has no title).
            let header = UICollectionView.elementKindSectionHeader
            let footer = UICollectionView.elementKindSectionFooter
            if boundaryItems.contains(where: { $0.textOnly && $0.kind == header }), list.headerMode == .none {
                list.headerMode = .supplementary
            }
            if boundaryItems.contains(where: { $0.textOnly && $0.kind == footer }) { list.footerMode = .supplementary }
            boundaryItems.removeAll {
                $0.textOnly
                    && ($0.kind == header && list.headerMode != .none
                        || $0.kind == footer)
            }
            section = ListSectionBuilder.section(for: list, environment: environment)
        } else {
            section = NSCollectionLayoutSection(group: (group ?? ItemSpec.listRow).makeGroup())
        }
        if let contentInsets { section.contentInsets = contentInsets }
        if let interGroupSpacing { section.interGroupSpacing = interGroupSpacing }
        if let contentInsetsReference { section.contentInsetsReference = contentInsetsReference }
        if let supplementaryContentInsetsReference {
            section.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        }
        if let supplementariesFollowContentInsets {
            section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        }
        if !boundaryItems.isEmpty {
            // A list's own header/footer (from its header/footer mode) gives way to explicit ones of the same kind.
            let kinds = Set(boundaryItems.map(\.kind))
            section.boundarySupplementaryItems =
                section.boundarySupplementaryItems.filter { !kinds.contains($0.elementKind) }
                + boundaryItems.map { $0.make() }
        }
        if !decorations.isEmpty { section.decorationItems += decorations.map { $0.make() } }
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        return section
    }
}

/// When an adaptive variant of a section applies.
struct ConditionSpec: Equatable, Sendable {
    /// The container's effective content width is at least this.
    var minWidth: CGFloat?
    /// The container's effective content width is at most this.
    var maxWidth: CGFloat?
    var sizeClass: UIUserInterfaceSizeClass?
    var layoutDirection: UITraitEnvironmentLayoutDirection?

    func matches(_ environment: any NSCollectionLayoutEnvironment) -> Bool {
        let width = environment.container.effectiveContentSize.width
        if let minWidth, width < minWidth { return false }
        if let maxWidth, width > maxWidth { return false }
        if let sizeClass, environment.traitCollection.horizontalSizeClass != sizeClass { return false }
        if let layoutDirection, environment.traitCollection.layoutDirection != layoutDirection { return false }
        return true
    }
}

/// A section's layout with its adaptive variants: the first variant whose
/// condition matches the environment replaces the base.
struct AdaptiveSectionSpec: Equatable, Sendable {
    var base: SectionLayoutSpec
    var variants: [Variant] = []

    struct Variant: Equatable, Sendable {
        var condition: ConditionSpec
        var layout: SectionLayoutSpec
    }

    func make(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let chosen = variants.first { $0.condition.matches(environment) }?.layout ?? base
        return chosen.make(environment: environment)
    }
}

/// Layout-wide settings.
struct ConfigurationSpec: Equatable, Sendable {
    var scrollDirection: UICollectionView.ScrollDirection = .vertical
    var interSectionSpacing: CGFloat = 0
    var contentInsetsReference: UIContentInsetsReference?
    var boundaryItems: [BoundarySpec] = []

    func make() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        configuration.interSectionSpacing = interSectionSpacing
        if let contentInsetsReference { configuration.contentInsetsReference = contentInsetsReference }
        configuration.boundarySupplementaryItems = boundaryItems.map { $0.make() }
        return configuration
    }
}

extension ItemSpec {
    /// A full-width row of estimated height 44, the row of a list.
    static let listRow = ItemSpec(
        size: SizeSpec(width: DimensionSpec(.fractionalWidth, 1), height: DimensionSpec(.estimated, 44)),
        group: GroupSpec(
            arrangement: .horizontal,
            subitems: [
                ItemSpec(
                    size: SizeSpec(width: DimensionSpec(.fractionalWidth, 1), height: DimensionSpec(.estimated, 44)))
            ]))
}
