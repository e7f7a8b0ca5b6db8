import Foundation

/// A stand-in for UIKit's `UIBarItem`: a title and image for a bar.
@preconcurrency @MainActor
open class UIBarItem {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?

    public init() {}
}

/// A stand-in for UIKit's `UIBarButtonItem`: stored only (navigation bars are not drawn).
/// The target-action initialisers need Objective-C selectors; Linux code uses the
/// `primaryAction:` and `menu:` forms (iOS 14), or wraps the others in
/// `#if canImport(ObjectiveC)` (Docs/pasting-screens.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// How a bar button item looks.
    public enum Style: Int, Sendable { case plain, bordered, done }

    public private(set) var systemItem: SystemItem?
    open var style: Style = .plain
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var isSelected = false
    open var isHidden = false

    public override init() { super.init() }

    /// A system item with a primary action and a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item with a primary action and a menu, as `init(barButtonSystemItem:primaryAction:menu:)`.
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// An item with a title or an image, a primary action and a menu (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    /// A fixed space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

/// A stand-in for UIKit's `UINavigationBar`: stored only.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

/// A stand-in for UIKit's `UISearchBar`: stored only.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    /// Told of edits; never called, as nothing is typed.
    open weak var delegate: (any UISearchBarDelegate)?
}

/// A stand-in for UIKit's `UISearchBarDelegate`: every method optional, never called.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A stand-in for UIKit's `UITabBarItem`: stored only (tab bars are drawn from the canvas).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's own tab items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.tag = tag
    }
}

/// What a search controller tells as the user types.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A stand-in for UIKit's `UISearchController`: its search bar and settings, stored only.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar(frame: .zero)
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}
