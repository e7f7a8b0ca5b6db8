import Foundation

/// Solves a whole compositional layout for a collection view.
struct LayoutSolver {
    let layout: UICollectionViewCompositionalLayout
    let host: CollectionLayoutHost

    /// The container section providers see: the collection view's bounds size,
    /// with the insets of the configuration's insets reference across the scroll
    /// axis as its insets (UIKit's `_containerFromCollectionView` and
    /// `_UIContentInsetsEnvironment`, Docs/uikit-facts.md §6).
    static func container(
        for host: CollectionLayoutHost, configuration: UICollectionViewCompositionalLayoutConfiguration,
        context: (UIContentInsetsReference) -> (lead: CGFloat, trail: CGFloat)
    ) -> LayoutContainer {
        let size = CGSize(width: max(0, host.size.width), height: max(0, host.size.height))
        let reference = context(configuration.resolvedContentInsetsReference)
        let effective =
            configuration.scrollDirection == .vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: reference.lead, bottom: 0, trailing: reference.trail)
            : NSDirectionalEdgeInsets(top: reference.lead, leading: 0, bottom: reference.trail, trailing: 0)
        return LayoutContainer(contentSize: size, contentInsets: effective, effectiveContentInsets: effective)
    }

    func solve() -> SolvedLayout {
        let configuration = layout.configuration
        let log = DiagnosticLog()
        let resolver = DimensionResolver(log: log, grid: PixelGrid(scale: host.traitCollection.displayScale))
        let axis: Axis = configuration.scrollDirection == .vertical ? .vertical : .horizontal
        let traits = host.traitCollection.copy()
        // A first context, without the container, answers the insets references.
        func makeContext(_ container: LayoutContainer) -> SolveContext {
            SolveContext(
                scrollAxis: axis, container: container,
                environment: LayoutEnvironment(container: container, traitCollection: traits),
                safeArea: host.safeAreaInsets, contentInset: host.contentInset,
                layoutMargins: host.directionalLayoutMargins,
                isRightToLeft: host.isRightToLeft, resolver: resolver,
                sizing: host.sizingFunction,
                layoutReference: configuration.resolvedContentInsetsReference)
        }
        let bare = makeContext(LayoutContainer(contentSize: host.size))
        let container = Self.container(for: host, configuration: configuration, context: bare.crossInsets)
        let context = makeContext(container)
        let sectionSolver = SectionSolver(context: context)
        let interSectionSpacing = log.sanitized(configuration.interSectionSpacing, "interSectionSpacing")

        // The layout-wide header and footer, as boundary items of the whole content.
        let global = GlobalBoundaryItems(items: configuration.boundarySupplementaryItems, context: context)
        var cursor = global.leadExtent
        var sections: [SolvedSection] = []
        sections.reserveCapacity(host.numberOfSections)
        for index in 0..<host.numberOfSections {
            log.section = index
            if index > 0 { cursor += interSectionSpacing }
            let count = max(0, host.numberOfItems(inSection: index))
            let solved: SolvedSection
            if let definition = layout.sectionDefinition(at: index, environment: context.environment) {
                solved = sectionSolver.solve(definition, index: index, itemCount: count, mainOrigin: cursor)
            } else {
                log.report("the section provider returned nil; the section is laid out empty")
                solved = sectionSolver.emptySection(index: index, mainOrigin: cursor)
            }
            sections.append(solved)
            cursor = axis.end(of: solved.frame)
        }
        log.section = nil
        let end = cursor + global.trailExtent
        let globalElements = global.elements(mainRange: (0, end))
        let crossLength = axis.cross.length(of: container.contentSize)
        let contentSize = axis.size(main: end, cross: crossLength)
        return SolvedLayout(
            contentSize: contentSize, sections: sections, globalElements: globalElements,
            diagnostics: log.entries, environment: context.environment, scrollAxis: axis)
    }
}

/// The configuration's boundary items: a header before the first section and a
/// footer after the last.
struct GlobalBoundaryItems {
    let items: [NSCollectionLayoutBoundarySupplementaryItem]
    let slots: [BoundarySlot]
    let axis: Axis

    init(items: [NSCollectionLayoutBoundarySupplementaryItem], context: SolveContext) {
        self.items = items
        self.axis = context.scrollAxis
        let crossLength = context.scrollAxis.cross.length(of: context.container.contentSize)
        let reference = context.crossInsets(for: context.layoutReference)
        let cross = (reference.lead, max(0, crossLength - reference.lead - reference.trail))
        let container = context.scrollAxis.size(
            main: context.scrollAxis.length(of: context.container.contentSize),
            cross: cross.1)
        slots = items.map { item in
            var size = context.resolver.resolve(
                item.layoutSize, in: container,
                "layout boundary supplementary \(item.elementKind)")
            let what = "layout boundary supplementary \(item.elementKind)"
            let insets = context.resolver.effectiveInsets(of: item, what)
            size = context.measured(
                item, kind: item.elementKind, at: IndexPath(item: 0, section: 0), size: size, insets: insets)
            return BoundarySlot(item: item, size: size, cross: cross, insets: insets, axis: context.scrollAxis)
        }
    }

    var leadExtent: CGFloat { slots.filter { $0.extends && $0.mainEdge == .lead }.map(\.mainLength).max() ?? 0 }
    var trailExtent: CGFloat { slots.filter { $0.extends && $0.mainEdge == .trail }.map(\.mainLength).max() ?? 0 }

    func elements(mainRange: (CGFloat, CGFloat)) -> [LayoutElement] {
        zip(items, slots).map { item, slot in
            LayoutElement(
                frame: slot.frame(mainRange: mainRange, axis: axis), indexPath: IndexPath(item: 0, section: 0),
                category: .supplementaryView, kind: item.elementKind, zIndex: item.zIndex,
                pinsToVisibleBounds: item.pinToVisibleBounds, alignment: item.alignment)
        }
    }
}
