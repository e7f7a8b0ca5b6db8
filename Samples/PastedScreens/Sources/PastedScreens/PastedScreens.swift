// Not pasted from an app: the one public entry point of this module, so the programs that
// render the screens and the tests that check their frames can make them. The view
// controller files beside it are written as iOS code, with `import UIKit` changed to
// `import CompositionalLayout` and nothing else.
import CompositionalLayout

/// The pasted screens, by name.
public enum PastedScreens {
    /// Each screen: a file name for its image, its title, the Swift file it is written in,
    /// and a function that makes a new view controller for it.
    public static var all: [(name: String, title: String, source: String, make: @MainActor () -> UIViewController)] {
        [
            (
                "contacts", "Contacts: a diffable list with registrations and accessories",
                "ContactsViewController.swift",
                { ContactsViewController() }
            ),
            (
                "photo-grid", "Photo grid with badges registered by kind", "PhotoGridViewController.swift",
                { PhotoGridViewController() }
            ),
            (
                "featured", "Featured page: a section provider switching on section identifiers",
                "FeaturedViewController.swift",
                { FeaturedViewController() }
            )
        ]
    }

    /// The photo grid's badge and title kinds, for tests that look them up.
    @preconcurrency @MainActor public static var photoBadgeKind: String { PhotoGridViewController.badgeElementKind }
    @preconcurrency @MainActor public static var photoTitleKind: String { PhotoGridViewController.titleElementKind }

    /// Screens that exercise the UIKit surface around the layout (Auto Layout, layers,
    /// section snapshots, `UICollectionViewController`, selection, Swift 6 isolation, views
    /// that draw themselves): made by name for the tests that check their frames and pixels,
    /// and rendered into Output/swift beside ``all``, but not by the dependent-package check.
    public static var surface: [(name: String, title: String, source: String, make: @MainActor () -> UIViewController)]
    {
        [
            (
                "settings", "Settings: an inset-grouped list pinned to the safe area", "SettingsViewController.swift",
                { SettingsViewController() }
            ),
            (
                "card-grid", "Cards styled by their layers: corners, border, shadow, gradient",
                "CardGridViewController.swift",
                { CardGridViewController() }
            ),
            ("outline", "Outline from section snapshots", "OutlineViewController.swift", { OutlineViewController() }),
            (
                "photos", "A UICollectionViewController subclass", "PhotosCollectionViewController.swift",
                { PhotosCollectionViewController() }
            ),
            ("feed", "Feed with a configuration update handler", "FeedViewController.swift", { FeedViewController() }),
            ("home", "Swift 6 home screen placed by constraints", "HomeViewController.swift", { HomeViewController() }),
            (
                "profile", "Profile with a header view registered by kind", "ProfileViewController.swift",
                { ProfileViewController() }
            ),
            (
                "layout-switcher", "Layout switched with setCollectionViewLayout", "LayoutSwitcherViewController.swift",
                { LayoutSwitcherViewController() }
            ),
            ("search", "Search results with rounded cells", "SearchViewController.swift", { SearchViewController() }),
            (
                "adaptive", "Adaptive columns and a Display P3 background", "AdaptiveViewController.swift",
                { AdaptiveViewController() }
            ),
            (
                "grouped-cards", "Cards drawn by a registered decoration view, separators and list accessories",
                "GroupedCardsViewController.swift", { GroupedCardsViewController() }
            )
        ]
    }

    /// The grouped-cards screen's decoration and separator kinds, for tests that look them up.
    @preconcurrency @MainActor public static var cardBackgroundKind: String {
        GroupedCardsViewController.backgroundKind
    }
    @preconcurrency @MainActor public static var cardSeparatorKind: String { GroupedCardsViewController.separatorKind }

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
