import Foundation

/// Returns the section at an index, given the environment; `nil` lays out an empty section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, each a group of items repeated: UIKit's
/// compositional layout, computed headlessly.
///
/// Attach it to a `UICollectionView` (which supplies the size, insets, traits
/// and item counts), then query frames. The layout is solved lazily on the first
/// query and again after anything it depends on changes.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// Layout-wide settings. Setting a new configuration invalidates the layout.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var solvedCache: SolvedLayout?
    private let visibleItemsCache = VisibleItemsCache()
    /// The decoration view classes registered, by element kind (`nil` for a kind registered
    /// without one): the renderer makes one, as UIKit does, to draw the kind in the class's
    /// own colours and layer.
    package private(set) var registeredDecorationClasses: [String: Any.Type?] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    func sectionDefinition(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    {
        sectionProvider(index, environment)
    }

    // MARK: Solving

    open override func prepare() {
        _ = solved
    }

    open override func invalidateLayout() {
        solvedCache = nil
        queryContext = nil
        visibleItemsCache.removeAll()
    }

    /// The solved layout (computed now if needed). `nil` without a collection view.
    package var solved: SolvedLayout? {
        if let solvedCache { return solvedCache }
        guard let host else { return nil }
        let result = LayoutSolver(layout: self, host: host).solve()
        solvedCache = result
        return result
    }

    /// Problems found in the layout definition, and how the engine handled them.
    public var diagnostics: [LayoutDiagnostic] { solved?.diagnostics ?? [] }

    open override var collectionViewContentSize: CGSize { solved?.contentSize ?? .zero }

    /// Registers the class of the decoration views of `elementKind`, as UIKit's layout does.
    open override func register(_ viewClass: Any.Type?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationClasses[elementKind] = .some(viewClass)
    }

    // MARK: Queries

    /// What every query of the current solve shares, made once per solve rather than once
    /// per query, so that a single-item query costs about one cell of a bulk one. Not the
    /// queries themselves: they hold the host, which holds this layout.
    private var queryContext: QueryContext?

    var queries: LayoutQueries? {
        guard let host, let context = queryContext(for: host) else { return nil }
        return LayoutQueries(context: context, host: host, cache: visibleItemsCache)
    }

    /// The current solve's query context for `collectionView`, made on the first query.
    private func queryContext(for host: CollectionLayoutHost) -> QueryContext? {
        if let queryContext, queryContext.host == ObjectIdentifier(host) { return queryContext }
        guard let solved else { return nil }
        let context = QueryContext(solved: solved, host: host)
        queryContext = context
        return context
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        queries?.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        queries?.supplementary(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        queries?.decoration(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries?.elements(in: rect)
    }

    /// The elements ``layoutAttributesForElements(in:)`` returns, in its order, each passed to
    /// `body` as its frame, index path, category, kind (`nil` for cells) and z-index: the same
    /// queries without an attributes object, or any other record, per element (copying a
    /// record per element would cost more than the rest of the walk). Sees this class's
    /// queries only, not a subclass's override of that method.
    package func forEachElement(
        in rect: CGRect,
        _ body: (CGRect, borrowing IndexPath, UICollectionElementCategory, borrowing String?, Int) -> Void
    ) {
        queries?.forEachElement(in: rect) { frame, indexPath, category, kind, zIndex, _ in
            body(frame, indexPath, category, kind, zIndex)
        }
    }
}
