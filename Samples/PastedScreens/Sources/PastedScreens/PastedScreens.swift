// Not pasted from an app: the one public entry point of this module, so the programs that
// render the screens and the tests that check their frames can make them. The three view
// controller files beside it are written as iOS code, with `import UIKit` changed to
// `import CompositionalLayout` and nothing else.
import CompositionalLayout

/// The pasted screens, by name.
public enum PastedScreens {
    /// Each screen: a file name for its image, its title, the Swift file it is written in,
    /// and a function that makes a new view controller for it.
    public static var all: [(name: String, title: String, source: String, make: @MainActor () -> UIViewController)] { [
        ("contacts", "Contacts: a diffable list with registrations and accessories", "ContactsViewController.swift",
         { ContactsViewController() }),
        ("photo-grid", "Photo grid with badges registered by kind", "PhotoGridViewController.swift",
         { PhotoGridViewController() }),
        ("featured", "Featured page: a section provider switching on section identifiers", "FeaturedViewController.swift",
         { FeaturedViewController() }),
    ] }

    /// The photo grid's badge and title kinds, for tests that look them up.
    @preconcurrency @MainActor public static var photoBadgeKind: String { PhotoGridViewController.badgeElementKind }
    @preconcurrency @MainActor public static var photoTitleKind: String { PhotoGridViewController.titleElementKind }

    /// Screens that exercise the UIKit surface around the layout (Auto Layout, layers,
    /// section snapshots, `UICollectionViewController`, selection, Swift 6 isolation): made by
    /// name for the tests that check their frames, not rendered into Output/.
    public static var surface: [(name: String, make: @MainActor () -> UIViewController)] { [
        ("settings", { SettingsViewController() }),
        ("card-grid", { CardGridViewController() }),
        ("outline", { OutlineViewController() }),
        ("photos", { PhotosCollectionViewController() }),
        ("feed", { FeedViewController() }),
        ("home", { HomeViewController() }),
        ("profile", { ProfileViewController() }),
        ("layout-switcher", { LayoutSwitcherViewController() }),
        ("search", { SearchViewController() }),
        ("adaptive", { AdaptiveViewController() }),
    ] }

    /// The profile screen's header kind, for tests that look it up.
    @preconcurrency @MainActor public static var profileHeaderKind: String { ProfileViewController.headerKind }

    /// A new view controller for the screen `name`, `nil` for an unknown name.
    @preconcurrency @MainActor
    public static func make(_ name: String) -> UIViewController? {
        all.first { $0.name == name }?.make() ?? surface.first { $0.name == name }?.make()
    }

    /// Opens the feed screen's deep link (selects post 4, scrolls post 11 to the top).
    @preconcurrency @MainActor
    public static func openFeedDeepLink(_ viewController: UIViewController) {
        (viewController as? FeedViewController)?.openDeepLink()
    }
}
