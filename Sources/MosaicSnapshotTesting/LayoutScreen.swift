import CompositionalLayout
import MosaicRender

/// The screen a layout is snapshotted on: how many items each section has, the device, the
/// theme, and what the cells show.
///
/// ```swift
/// let screen = LayoutScreen(itemCounts: [12, 30], device: "iphone-se", theme: .dark)
/// ```
///
/// A view controller or a configured collection view is snapshotted on a screen too; its data
/// source gives the counts and content, so ``LayoutScreen/itemCounts`` and ``LayoutScreen/content`` are not used there:
///
/// ```swift
/// assertSnapshot(of: HomeViewController(), as: .image(LayoutScreen(device: "iphone-se")))
/// ```
public struct LayoutScreen: Sendable {
    /// Items per section, as `numberOfItemsInSection` would answer.
    public var itemCounts: [Int]
    /// The canvas: size, scale, safe area, theme, whether the whole content is drawn.
    public var canvas: Canvas
    /// What the cells, headers and footers show (placeholders by default).
    public var content: LayoutContent
    /// Why the screen cannot be drawn (an unknown device name), or nil.
    var problem: String?

    /// A screen on a device preset (see `mosaic devices`: `iphone-se`, `iphone-15`,
    /// `iphone-16-pro`, `iphone-17-pro-max`, `iphone-air`, `ipad-pro-13`, `apple-tv-hd`, `mac`, ...).
    ///
    /// - Parameters:
    ///   - itemCounts: the number of items in each section (not used for view controllers and
    ///     collection views, whose data sources give them).
    ///   - device: a device preset's name.
    ///   - theme: light or dark.
    ///   - scale: pixels per point; nil keeps the device's own (1, 2 or 3).
    ///   - fullPage: draw the whole content instead of the viewport.
    ///   - content: what the cells, headers and footers show (placeholders by default).
    public init(
        itemCounts: [Int] = [], device: String = "iphone-15", theme: ThemeName = .light, scale: Int? = nil,
        fullPage: Bool = false, content: LayoutContent = LayoutContent()
    ) {
        self.itemCounts = itemCounts
        self.content = content
        if let preset = Device.named(device) {
            canvas = Canvas(device: preset)
        } else {
            canvas = Canvas(size: CGSize(width: 393, height: 852))
            problem = "Unknown device '\(device)'. Devices: \(Device.presets.map(\.name).joined(separator: ", "))."
        }
        if let scale { canvas.scale = CGFloat(scale) }
        canvas.theme = theme
        canvas.fullPage = fullPage
    }

    /// A screen of any canvas.
    public init(itemCounts: [Int] = [], canvas: Canvas, content: LayoutContent = LayoutContent()) {
        self.itemCounts = itemCounts
        self.canvas = canvas
        self.content = content
    }

    /// This screen in `variant`: its device, theme, text size, direction, pseudo-localisation
    /// and scale replace the canvas's (an unknown device name makes snapshots fail saying so).
    ///
    /// ```swift
    /// let large = screen.variant(SnapshotVariant(textSize: .accessibilityExtraLarge, direction: .rightToLeft))
    /// ```
    public func variant(_ variant: SnapshotVariant) -> LayoutScreen {
        var screen = self
        screen.canvas = variant.apply(to: canvas)
        if let device = variant.device, Device.named(device) == nil {
            screen.problem =
                "Unknown device '\(device)'. Devices: \(Device.presets.map(\.name).joined(separator: ", "))."
        }
        return screen
    }

    /// The scene of `layout` on this screen (a plain page: orthogonal sections clipped, no
    /// anatomy overlay). Without `selfSizing`, estimated sizes stay estimates and no text is
    /// measured, so frames depend on no font, library or CPU.
    func scene(of layout: UICollectionViewCompositionalLayout, selfSizing: Bool = true) throws -> RenderScene {
        try RenderScene(
            layout: layout, itemCounts: itemCounts, content: content, canvas: try plainCanvas(),
            selfSizing: selfSizing)
    }

    /// The scene of the collection view `viewController` shows on this screen: its view is
    /// loaded (`loadView()`, `viewDidLoad()`), sized to the canvas and laid out, and drawn with
    /// what its code configured (`RenderScene(viewController:canvas:)`).
    @MainActor
    func scene(of viewController: UIViewController, selfSizing: Bool = true) throws -> RenderScene {
        try RenderScene(viewController: viewController, canvas: try plainCanvas(), selfSizing: selfSizing)
    }

    /// The scene of a configured collection view on this screen, shown as the view of a plain
    /// view controller: a collection view with an empty frame fills the canvas, one with a frame
    /// keeps it, and its data source gives the counts and content.
    @MainActor
    func scene(of collectionView: UICollectionView, selfSizing: Bool = true) throws -> RenderScene {
        let host = UIViewController()
        host.view.addSubview(collectionView)
        return try scene(of: host, selfSizing: selfSizing)
    }

    /// The canvas as snapshots draw it: a plain page (orthogonal sections clipped, no anatomy
    /// overlay); an unknown device is an error.
    private func plainCanvas() throws -> Canvas {
        if let problem { throw ScreenError(description: problem) }
        var canvas = canvas
        canvas.orthogonal = .clip
        canvas.anatomy = false
        return canvas
    }
}

struct ScreenError: Error, CustomStringConvertible {
    var description: String
}
