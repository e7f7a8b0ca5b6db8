import Foundation

/// The size class of a trait environment.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact, regular
}

/// The direction of the user interface.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits a layout adapts to: size classes, display scale, layout direction,
/// light or dark appearance and the text size (Dynamic Type).
///
/// UIKit's trait collections are immutable; this one can also be changed in place,
/// which is what a headless collection view needs.
public final class UITraitCollection {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point: 1, 2 or 3. Frames are rounded to this grid.
    public var displayScale: CGFloat
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark appearance; colours resolve their dark values in `.dark`.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The user's text size (Dynamic Type), `.large` by default as on iOS. Section
    /// providers may read it to adapt their layout.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// The kind of device: `.phone` by default; `.pad`, `.tv` or `.mac` on those canvases.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// Creates a trait collection; every trait has a default (an iPhone in portrait at 3x).
    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular,
        displayScale: CGFloat = 3,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// A trait collection with the given display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(displayScale: displayScale, layoutDirection: .leftToRight)
    }

    /// A trait collection with the given layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 3, layoutDirection: layoutDirection)
    }

    /// A trait collection with the given horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .regular)
    }

    /// A trait collection with the given appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A trait collection with the given text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    package func copy() -> UITraitCollection {
        let copy = UITraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            displayScale: displayScale, layoutDirection: layoutDirection)
        copy.userInterfaceStyle = userInterfaceStyle
        copy.preferredContentSizeCategory = preferredContentSizeCategory
        copy.userInterfaceIdiom = userInterfaceIdiom
        return copy
    }
}

/// The space a layout has: the collection view's size less its insets.
public protocol NSCollectionLayoutContainer {
    /// The collection view's bounds less its adjusted content insets.
    var contentSize: CGSize { get }
    /// ``contentSize`` less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// Insets inside the container (none, for the layout's own container).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets of the content insets reference (the safe area's sides, by default).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section will be laid out.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The container the engine hands to section providers.
public struct LayoutContainer: NSCollectionLayoutContainer, Equatable {
    public var contentSize: CGSize
    public var contentInsets: NSDirectionalEdgeInsets
    public var effectiveContentInsets: NSDirectionalEdgeInsets
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }

    /// Creates a container.
    public init(
        contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero,
        effectiveContentInsets: NSDirectionalEdgeInsets = .zero
    ) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
    }
}

/// The environment the engine hands to section providers and custom groups.
public struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    public var container: any NSCollectionLayoutContainer
    public var traitCollection: UITraitCollection

    /// Creates an environment.
    public init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
