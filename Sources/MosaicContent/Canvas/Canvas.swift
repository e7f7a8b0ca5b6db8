import CompositionalLayout
import Foundation

/// What to render: the viewport, its traits, the scroll state and the presentation.
public struct Canvas: Sendable, Equatable {
    /// The collection view's size in points.
    public var size: CGSize
    /// Pixels per point of the output: 1, 2 or 3.
    public var scale: CGFloat
    /// The safe area (status bar, home indicator); content at rest starts below its top.
    public var safeArea: UIEdgeInsets
    /// The collection view's `contentInset`.
    public var contentInset: UIEdgeInsets
    /// How far the page is scrolled from its top rest position, in points (positive
    /// down, or along a horizontal layout). `.zero` is the page at rest: UIKit's
    /// `contentOffset` is this plus `(-adjustedContentInset.left, -adjustedContentInset.top)`,
    /// so content y = 0 sits just below the safe area. `LayoutDocument.makeCollectionView()`
    /// applies it that way.
    public var contentOffset: CGPoint
    /// Scroll offsets of orthogonal sections, by section index (0 when not given).
    public var orthogonalOffsets: [Int: CGFloat]
    /// Left-to-right or right-to-left: mirrors the layout and sets the paragraph direction of text.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class section providers see.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class section providers see: compact for an iPhone in landscape.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    /// The device preset the canvas stands for (``init(device:orientation:)``); `nil` for a
    /// canvas of a given size. A variant turns it (``SnapshotVariant/orientation``).
    public var device: Device? = nil
    /// Which way up the device is held: its natural orientation unless turned.
    public var orientation: DeviceOrientation = .portrait
    /// Light or dark: picks `RenderStyle.standard(for:)` when no style is given.
    public var theme: ThemeName
    /// Draw the whole content instead of the viewport.
    public var fullPage: Bool
    /// How orthogonal sections are shown (a `RenderScene` draws `.clip`; the others are figures).
    public var orthogonal: OrthogonalPresentation
    /// Draw the layout's structure (Item > Group > Section) over the content.
    public var anatomy: Bool
    /// System bars drawn over the content; their space is added to the safe area
    /// (``effectiveSafeArea``). `nil` draws none and leaves the safe area blank.
    public var chrome: SystemChrome? = nil
    /// The Dynamic Type text size: section providers read it from the trait collection, and
    /// the renderer sets text at its size (``DynamicTypeStyle/size(for:)``), so self-sizing
    /// cells grow as on iOS. `.large` is iOS's default.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// Lengthen every text of the content (``PseudoLocalization``) to show where a longer
    /// translation would be cut.
    public var pseudoLocalization = false
    /// The language of the app's text, as iOS's preferred language: it picks the forms of Han
    /// characters (Japanese, Chinese or Korean). `nil` draws them in Simplified Chinese forms.
    public var language: TextLanguage? = nil
    /// The operating system the canvas stands for: the interface idiom section providers
    /// see, tvOS's and macOS's own text sizes, and the scales it can be drawn at
    /// (``DevicePlatform/scales``). ``init(device:)`` sets it from the device.
    public var platform: DevicePlatform = .iOS
    /// The page colour (the collection view's `backgroundColor`); `nil` keeps the style's
    /// (`systemBackground`, or a list's own background in a layout of lists).
    public var background: ThemedColor? = nil
    /// The tint colour (`UIView.tintColor`): the selected tab, bar buttons, checkmarks and
    /// header buttons; `nil` is `systemBlue`, UIKit's default.
    public var tintColor: ThemedColor? = nil
    /// The item drawn with tvOS's focus look: grown, on a shadow, over its neighbours; `nil`
    /// for none. No frame changes.
    public var focusedItem: IndexPath? = nil

    /// Makes a canvas; everything but the size has a default.
    public init(
        size: CGSize, scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero, contentInset: UIEdgeInsets = .zero,
        contentOffset: CGPoint = .zero, orthogonalOffsets: [Int: CGFloat] = [:],
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact, theme: ThemeName = .light,
        fullPage: Bool = false, orthogonal: OrthogonalPresentation = .clip, anatomy: Bool = false
    ) {
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.theme = theme
        self.fullPage = fullPage
        self.orthogonal = orthogonal
        self.anatomy = anatomy
    }

    /// The canvas of a device preset in its natural orientation (portrait for iPhone and
    /// iPad), at its own scale.
    public init(device: Device) {
        self.init(device: device, orientation: device.naturalOrientation)
    }

    /// The canvas of a device preset held this way, at its own scale.
    public init(device: Device, orientation: DeviceOrientation) {
        self.init(
            size: device.size, scale: device.scale, safeArea: device.safeArea,
            horizontalSizeClass: device.horizontalSizeClass)
        turn(device, to: orientation)
        platform = device.platform
    }

    /// Makes this the canvas of `device` held this way: its size, safe area and size classes
    /// (the scale and platform stay).
    public mutating func turn(_ device: Device, to orientation: DeviceOrientation) {
        self.device = device
        self.orientation = device.rotates ? orientation : device.naturalOrientation
        size = device.size(in: orientation)
        safeArea = device.safeArea(in: orientation)
        horizontalSizeClass = device.horizontalSizeClass(in: orientation)
        verticalSizeClass = device.verticalSizeClass(in: orientation)
    }
}
