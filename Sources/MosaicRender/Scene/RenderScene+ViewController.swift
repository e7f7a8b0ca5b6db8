import CompositionalLayout

extension RenderScene {
    /// A scene of the collection view a view controller shows, on `canvas`: paste a view
    /// controller written for iOS, and render it.
    ///
    /// The view controller gets the canvas's traits, then its view is loaded (`loadView()`,
    /// then `viewDidLoad()`, once), sized to the canvas (subviews follow by their
    /// autoresizing masks) and given the canvas's safe area (the device's, plus its system bars). The first `UICollectionView` in
    /// the view's tree is drawn: a collection view placed by constraints gets the frame they give
    /// (`UIView.layoutIfNeeded()`), and one left with an empty frame fills the view. Its safe area is the part of the canvas's that
    /// it overlaps, its counts and content come from its data source
    /// (`LayoutContent.init(configuredBy:colors:)`, pseudo-localised when the canvas says so), and the canvas's content offset
    /// scrolls it from its rest position. The canvas's content inset replaces the view's own
    /// when it is not zero.
    ///
    /// ```swift
    /// let scene = try RenderScene(viewController: ContactsViewController(),
    ///                             canvas: Canvas(device: Device.named("iphone-15")!))
    /// try Renderer().writePNG(of: scene, to: URL(fileURLWithPath: "contacts.png"))
    /// ```
    ///
    /// - Parameter viewController: the view controller whose view is loaded and drawn.
    /// - Parameter canvas: the device, theme, traits and scroll state.
    /// - Parameter style: the look; `nil` uses ``RenderStyle/standard(for:)`` for `canvas.theme`.
    /// - Parameter separators: draws list separators; `nil` draws none.
    /// - Parameter selfSizing: measure self-sizing elements (see ``selfSizing``).
    /// - Throws: ``RenderError`` for a canvas a scene cannot draw, a view with no collection
    ///   view, or a dequeue of a view that was never registered.
    @preconcurrency @MainActor
    public init(
        viewController: UIViewController, canvas: Canvas, style: RenderStyle? = nil,
        separators: (any SeparatorProvider)? = ListSeparators(), selfSizing: Bool = true
    ) throws {
        try Self.validate(canvas: canvas)
        viewController.setTraits(canvas.traitCollection)
        let root: UIView = viewController.view
        root.frame = CGRect(origin: root.frame.origin, size: canvas.size)
        root.safeAreaInsets = canvas.effectiveSafeArea
        // Constraints place the subviews now that the view has the canvas's size and safe area.
        root.layoutIfNeeded()
        guard let collectionView = viewController.firstCollectionView else {
            throw RenderError.unsupported(
                "a view controller whose view has no UICollectionView (\(type(of: viewController)))")
        }
        if collectionView.collectionViewLayout is UICollectionViewFlowLayout {
            throw RenderError.unsupported(
                "a UICollectionViewFlowLayout (the collection view of \(type(of: viewController)) still has one"
                    + " after viewDidLoad; Mosaic draws compositional layouts)")
        }
        if collectionView.frame.isEmpty { collectionView.frame = root.bounds }
        collectionView.safeAreaInsets = Self.overlap(
            of: canvas.effectiveSafeArea, in: root.bounds, with: collectionView.frame)
        if canvas.contentInset != .zero { collectionView.contentInset = canvas.contentInset }
        collectionView.traitCollection = canvas.traitCollection
        Self.place(collectionView.host, on: canvas)
        try self.init(
            collectionView: collectionView, content: nil, style: style ?? .standard(for: canvas.theme),
            fullPage: canvas.fullPage, separators: separators, selfSizing: selfSizing)
        if canvas.pseudoLocalization { content = content.pseudoLocalized() }
        self.viewController = viewController
        chrome = Self.chromePlacement(on: canvas)
        focusedItem = canvas.focusedItem
        language = canvas.language
    }

    /// The part of `safeArea` (insets of `bounds`) that covers `frame`, as insets of `frame`
    /// (UIKit's safe area of a subview).
    static func overlap(of safeArea: UIEdgeInsets, in bounds: CGRect, with frame: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, bounds.minY + safeArea.top - frame.minY),
            left: max(0, bounds.minX + safeArea.left - frame.minX),
            bottom: max(0, frame.maxY - (bounds.maxY - safeArea.bottom)),
            right: max(0, frame.maxX - (bounds.maxX - safeArea.right)))
    }
}
