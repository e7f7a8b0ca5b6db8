import CompositionalLayout
import MosaicCairo

/// What to draw: a layout attached to a configured collection view, what its elements
/// show, how they look, and whether the output is the viewport or the whole page.
///
/// The viewport is the collection view's bounds: its frame's size at its `contentOffset`.
/// A full page is the viewport grown along the scroll axis to show all the content, its
/// insets included (never smaller than the viewport); it starts at the rest position.
///
/// A scene keeps its layout and what it is laid out in alive (layouts hold their
/// collection view weakly, as in UIKit). Made from a collection view or a view controller
/// (main-actor views, as in UIKit), a scene reads them on the main actor once, when it is
/// made; made from a layout, it never touches a view. Either way it is drawn on any thread.
///
/// ## Self-sizing
///
/// Elements whose dimensions are `.estimated` or `.uniformAcrossSiblings` (list rows,
/// list headers and footers, any item, group or boundary supplementary you declare so)
/// are measured as they will be drawn, as UIKit's self-sizing cells measure their
/// content: with ``selfSizing`` on (the default), the scene installs a `sizingFunction`
/// on its collection view that lays out each element's text with the same styles,
/// paddings, fonts and wrapping as the painters (see ``ListStyle`` and
/// ``SupplementaryStyle`` for the numbers) and answers the size that shows all of it,
/// along the self-sizing axes only. A one-line list row is 44 points, a row with a title
/// and a subtitle taller; a header whose text wraps grows and moves what follows.
/// Measuring uses `FontEnvironment.standard()`. Setting ``content`` or ``style``
/// measures again. With ``selfSizing`` off, estimates are kept (or the collection view's
/// own `sizingFunction` is used, if you set one).
public struct RenderScene {
    /// The collection view whose layout is drawn, for a scene made from one or from a view
    /// controller; `nil` for a scene made from a layout.
    public let collectionView: UICollectionView?
    /// What the layout is laid out in: the collection view's host, or the scene's own.
    package let host: CollectionLayoutHost
    /// The layout that is drawn.
    public var layout: UICollectionViewLayout { host.layout }
    /// What cells, headers, footers and badges show.
    public var content: LayoutContent { didSet { installSizing() } }
    /// How elements look.
    public var style: RenderStyle { didSet { installSizing() } }
    /// Draw the whole content instead of the viewport.
    public var fullPage: Bool
    /// Where list separators go (the engine's list separators by default); `nil` draws none.
    public var separators: (any SeparatorProvider)?
    /// Whether self-sizing elements are measured to fit their content (see "Self-sizing"
    /// above); `false` keeps their estimates.
    ///
    /// When on, the scene replaces the collection view's `sizingFunction` with its own
    /// whenever the layout has a self-sizing element; turning it off removes the scene's
    /// function (never one you set yourself). The function measures with the collection
    /// view as it was when installed: after changing the view (its frame, item counts or
    /// traits), set `selfSizing = true` again to measure anew.
    public var selfSizing: Bool { didSet { installSizing() } }
    /// The view controller whose view holds ``collectionView``, for a scene made with
    /// ``init(viewController:canvas:style:separators:selfSizing:)``. The scene keeps it alive,
    /// as a window does on iOS: section providers and data sources often hold it weakly.
    public internal(set) var viewController: UIViewController?
    /// Whether the collection view's sizing function is this scene's (shared by copies of
    /// the scene, which share the collection view).
    /// The system bars drawn over the content, and the device safe area they sit in; set
    /// from `Canvas.chrome` (whose bars are already in the collection view's safe area).
    public var chrome: ChromePlacement?
    /// The item drawn with tvOS's focus look (grown, on a shadow, over its neighbours);
    /// `nil` for none. Its frame, and every other, stays the layout's.
    public var focusedItem: IndexPath?
    /// The language of the app's text (`Canvas.language`): it picks the forms of Han
    /// characters. `nil` draws them in Simplified Chinese forms.
    public var language: TextLanguage? { didSet { installSizing() } }
    /// The elements the sizing function measured from their text.
    let measuredElements = MeasuredElements()
    private let sizingInstallation = SizingInstallation()

    /// A scene over a collection view you configured yourself (frame, item counts, insets,
    /// traits, `contentOffset` in UIKit's absolute sense). The output scale is the view's
    /// `traitCollection.displayScale`.
    ///
    /// With a `dataSource` (a `UICollectionViewDiffableDataSource`, or your own), the counts
    /// come from it, and, unless you pass `content`, so does what cells and supplementary
    /// views show (`LayoutContent.init(configuredBy:colors:)`).
    ///
    /// - Parameter collectionView: the configured collection view, with its layout attached.
    /// - Parameter content: what cells and supplementary views show; `nil` asks the data source.
    /// - Parameter style: the look.
    /// - Parameter fullPage: draw the whole content instead of the viewport.
    /// - Parameter separators: draws list separators; `nil` draws none.
    /// - Parameter selfSizing: measure self-sizing elements (see ``selfSizing``).
    /// - Throws: ``RenderError`` when the frame is empty or not finite, the scale is not 1, 2
    ///   or 3, or the data source dequeues a view that was never registered.
    @preconcurrency @MainActor
    public init(
        collectionView: UICollectionView, content: LayoutContent? = nil,
        style: RenderStyle = .standard(for: .light), fullPage: Bool = false,
        separators: (any SeparatorProvider)? = ListSeparators(), selfSizing: Bool = true
    ) throws {
        try Self.validate(size: collectionView.frame.size, scale: collectionView.traitCollection.displayScale)
        collectionView.reloadData()
        var viewsToPlace = ViewsToPlace()
        let content =
            try content
            ?? LayoutContent(configuredBy: collectionView, colors: style.colors, viewsToPlace: &viewsToPlace)
        try self.init(
            host: collectionView.host, collectionView: collectionView, content: content, style: style,
            fullPage: fullPage, separators: separators, selfSizing: selfSizing)
        if !viewsToPlace.cells.isEmpty || !viewsToPlace.supplementaries.isEmpty { place(viewsToPlace) }
    }

    /// Lays out each configured cell, header and footer outside lists at the size the layout
    /// gives it, and puts its labels', image views' and buttons' frames in the content (see
    /// ``ConfiguredPlacement``).
    @preconcurrency @MainActor
    private mutating func place(_ views: ViewsToPlace) {
        var placement = ConfiguredPlacement(colors: style.colors, traits: host.traitCollection)
        if let fonts = try? FontEnvironment.standard() {
            let traits = host.traitCollection
            placement.textMeasure = ConfiguredTextMeasure(
                measurer: TextMeasurer(fonts: fonts),
                base: DynamicTypeStyle.scaled(
                    style.cell.title, for: traits.preferredContentSizeCategory, idiom: traits.userInterfaceIdiom),
                theme: style.colors.theme, sizeCategory: traits.preferredContentSizeCategory,
                idiom: traits.userInterfaceIdiom)
        }
        var placed = content
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        for attributes in layout.layoutAttributesForElements(in: everything) ?? [] {
            let path = attributes.indexPath
            if attributes.representedElementCategory == .supplementaryView, let kind = attributes.representedElementKind
            {
                let key = SupplementaryKey(kind: kind, indexPath: path)
                if let view = views.supplementaries[key], let placedViews = placement.place(view, size: attributes.size)
                {
                    placed.placedSupplementaryViews[key] = placedViews
                }
                continue
            }
            guard attributes.representedElementCategory == .cell, let cell = views.cells[path],
                placed.sections.indices.contains(path.section),
                placed.sections[path.section].items.indices.contains(path.item)
            else { continue }
            placement.place(cell, size: attributes.size, in: &placed.sections[path.section].items[path.item])
        }
        // Frames do not change sizes: the layout solved again with this content is the same.
        content = placed
    }

    /// A scene over `host` (and `collectionView`, when the host is its): what the
    /// command-line tool lays layout files out in, off the main actor.
    package init(
        host: CollectionLayoutHost, collectionView: UICollectionView? = nil, content: LayoutContent,
        style: RenderStyle, fullPage: Bool = false, separators: (any SeparatorProvider)? = ListSeparators(),
        selfSizing: Bool = true
    ) throws {
        try Self.validate(size: host.size, scale: host.traitCollection.displayScale)
        for (section, count) in host.numberOfItemsInSection.enumerated() where count < 0 {
            throw RenderError.negativeItemCount(section: section, count: count)
        }
        self.host = host
        self.collectionView = collectionView
        self.content = content
        self.style = style
        self.fullPage = fullPage
        self.separators = separators
        self.selfSizing = selfSizing
        installSizing()
    }

    /// A scene that attaches `layout` to a new collection view set up from `canvas`.
    ///
    /// `canvas.contentOffset` is how far the user has scrolled from the rest position (the
    /// top, just below the safe area and content inset): `(0, 0)` shows the top of the
    /// content below the status bar, `(0, 100)` the content scrolled up by 100 points.
    /// The view's UIKit `contentOffset` is that minus the adjusted content inset.
    ///
    /// - Parameters:
    ///   - layout: the layout drawn.
    ///   - itemCounts: the number of items in each section.
    ///   - content: what cells, headers and footers show (placeholders by default).
    ///   - canvas: the device, theme, traits and scroll state.
    ///   - separators: draws list separators; `nil` draws none.
    ///   - style: the look; `nil` uses ``RenderStyle/standard(for:)`` for `canvas.theme`.
    ///   - selfSizing: measure self-sizing elements (see ``selfSizing``).
    /// - Throws: ``RenderError`` for an empty, negative or non-finite size, a scale other
    ///   than 1, 2 or 3, a negative item count, or a presentation not drawn yet.
    public init(
        layout: UICollectionViewLayout, itemCounts: [Int], content: LayoutContent = LayoutContent(),
        canvas: Canvas, style: RenderStyle? = nil, separators: (any SeparatorProvider)? = ListSeparators(),
        selfSizing: Bool = true
    ) throws {
        try Self.validate(canvas: canvas)
        let host = CollectionLayoutHost(size: canvas.size, layout: layout)
        host.numberOfItemsInSection = itemCounts
        host.safeAreaInsets = canvas.effectiveSafeArea
        host.contentInset = canvas.contentInset
        host.traitCollection = canvas.traitCollection
        Self.place(host, on: canvas)
        var style = style ?? .standard(for: canvas.theme)
        style.pageBackground = canvas.background?.resolved(in: canvas.theme) ?? style.pageBackground
        style.tintColor = canvas.tintColor?.resolved(in: canvas.theme) ?? style.tintColor
        try self.init(
            host: host, collectionView: nil, content: content.adapted(to: canvas),
            style: style, fullPage: canvas.fullPage, separators: separators,
            selfSizing: selfSizing)
        chrome = Self.chromePlacement(on: canvas)
        focusedItem = canvas.focusedItem
        language = canvas.language
    }

    /// Where the canvas's system bars go, `nil` when it has none.
    static func chromePlacement(on canvas: Canvas) -> ChromePlacement? {
        canvas.chrome.map {
            ChromePlacement(
                chrome: $0, deviceSafeArea: canvas.safeArea, metrics: canvas.barMetrics,
                isRightToLeft: canvas.layoutDirection == .rightToLeft,
                tintColor: canvas.tintColor?.resolved(in: canvas.theme))
        }
    }

    /// Checks what a canvas asks for: a drawable size and scale, finite offsets, and only
    /// presentations a scene draws.
    static func validate(canvas: Canvas) throws {
        try validate(size: canvas.size, scale: canvas.scale)
        if !canvas.platform.scales.contains(canvas.scale) {
            throw RenderError.platformScale(canvas.platform, Double(canvas.scale))
        }
        for (name, value) in [("contentOffset.x", canvas.contentOffset.x), ("contentOffset.y", canvas.contentOffset.y)]
        where !value.isFinite {
            throw RenderError.invalidCanvas(what: name, value: Double(value))
        }
        if canvas.orthogonal != .clip {
            throw RenderError.unsupported("the \(canvas.orthogonal.rawValue) presentation of orthogonal sections")
        }
        if canvas.anatomy { throw RenderError.unsupported("the anatomy overlay") }
        if let (section, offset) = canvas.orthogonalOffsets.first(where: { !$0.value.isFinite }) {
            throw RenderError.invalidCanvas(what: "orthogonal offset of section \(section)", value: Double(offset))
        }
    }

    /// Gives `view` the canvas's orthogonal offsets, and scrolls it by the canvas's content
    /// offset from its rest position (its insets and traits already set).
    static func place(_ view: CollectionLayoutHost, on canvas: Canvas) {
        view.orthogonalScrollOffsets = canvas.orthogonalOffsets
        let rest = Self.restOffset(of: view)
        view.contentOffset =
            canvas.fullPage
            ? rest : CGPoint(x: rest.x + canvas.contentOffset.x, y: rest.y + canvas.contentOffset.y)
    }

    /// Installs (or removes) the scene's sizing function on the collection view.
    ///
    /// Which sections are lists and which kinds are headers come from a solve without
    /// measuring (they do not depend on sizes, and a solve without text measuring is cheap);
    /// a layout without self-sizing elements keeps that solve and gets no sizing function.
    private func installSizing() {
        let view = host
        guard selfSizing else {
            if sizingInstallation.isInstalled {
                view.sizingFunction = nil
                sizingInstallation.isInstalled = false
            }
            return
        }
        if view.sizingFunction != nil { view.sizingFunction = nil }
        sizingInstallation.isInstalled = false
        let structure = LayoutStructure(layout: view.layout)
        // Fonts only when something is measured: building them reads every pinned font file,
        // which is most of what `mosaic frames` pays on a layout with no estimated elements.
        guard structure.hasSelfSizingElements, let fonts = try? FontEnvironment.standard() else { return }
        view.sizingFunction =
            ContentSizer(
                scene: self, structure: structure, fonts: fonts,
                measured: measuredElements
            ).sizingFunction
        sizingInstallation.isInstalled = true
    }

    /// Solves the layout now (it is otherwise solved by the first drawing call), so that
    /// layout time can be measured apart from drawing time.
    public func prepare() {
        host.layout.prepare()
    }

    /// The part of the content drawn and the output's size.
    public var geometry: PageGeometry {
        let view = host
        let scale = Int(view.traitCollection.displayScale)
        guard fullPage else { return PageGeometry(origin: view.contentOffset, size: view.size, scale: scale) }
        let content = view.layout.collectionViewContentSize
        let insets = view.adjustedContentInset
        let rest = Self.restOffset(of: view)
        if isHorizontal {
            let width = max(view.size.width, insets.left + content.width + insets.right)
            return PageGeometry(
                origin: CGPoint(x: rest.x, y: view.contentOffset.y),
                size: CGSize(width: width, height: view.size.height), scale: scale)
        }
        let height = max(view.size.height, insets.top + content.height + insets.bottom)
        return PageGeometry(
            origin: CGPoint(x: view.contentOffset.x, y: rest.y),
            size: CGSize(width: view.size.width, height: height), scale: scale)
    }

    var isHorizontal: Bool {
        (host.layout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            == .horizontal
    }

    /// UIKit's `contentOffset` when the view is scrolled to the top (or leading edge).
    static func restOffset(of view: CollectionLayoutHost) -> CGPoint {
        let insets = view.adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }

    static func validate(size: CGSize, scale: CGFloat) throws {
        for (name, value) in [("width", size.width), ("height", size.height)] where !(value.isFinite && value > 0) {
            throw RenderError.invalidCanvas(what: name, value: Double(value))
        }
        guard [1, 2, 3].contains(scale) else { throw RenderError.unsupportedScale(Double(scale)) }
    }
}

/// Whether a scene's sizing function is on its collection view.
private final class SizingInstallation {
    var isInstalled = false
}
