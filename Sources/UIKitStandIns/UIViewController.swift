import Foundation

/// A stand-in for UIKit's `UIViewController`: its ``view`` is made on first use by
/// ``loadView()`` and then ``viewDidLoad()`` runs, once, as on iOS, so a collection-view
/// controller's set-up code (create the collection view, register cells, make the data
/// source, apply a snapshot) runs when the renderer asks for the view.
///
/// The view starts with an iPhone 15's bounds (393 x 852 points); the renderer sets the
/// canvas's size, safe area and traits on it before asking for it. The appearance
/// callbacks (`viewWillAppear(_:)` and the like) are called by nobody; ``title`` and
/// ``navigationItem`` are stored only.
@preconcurrency @MainActor
open class UIViewController {
    /// The screen-sized rectangle a view controller's view is made with.
    public static let defaultViewBounds = CGRect(x: 0, y: 0, width: 393, height: 852)

    private var loadedView: UIView?
    private var pendingTraits: UITraitCollection?

    /// The view controller's title; stored only.
    open var title: String?
    /// The navigation bar's items; stored only.
    public let navigationItem = UINavigationItem()

    /// The navigation controller whose stack holds this view controller.
    public internal(set) weak var navigationController: UINavigationController?
    /// The view controllers added with ``addChild(_:)``.
    public private(set) var children: [UIViewController] = []
    /// The view controller this one was added to.
    public private(set) weak var parent: UIViewController?
    /// Stored only: the renderer draws the canvas's theme.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// What shows when the screen has no content (iOS 17); stored only.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)?
    /// Stored only.
    open var isModalInPresentation = false
    /// Stored only.
    open var preferredContentSize: CGSize = .zero
    /// Stored only.
    open var hidesBottomBarWhenPushed = false
    /// Stored only.
    open var definesPresentationContext = false
    /// The item that stands for the view controller in a tab bar; stored only (made on first
    /// use, titled as the view controller, as UIKit's is).
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)

    /// Adds `childController` as a child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Takes the view controller out of its parent's children.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called after the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Updates ``contentUnavailableConfiguration`` now (``updateContentUnavailableConfiguration(using:)``).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(
            using: UIContentUnavailableConfigurationState(traitCollection: traitCollection))
    }

    /// Override to set ``contentUnavailableConfiguration`` for `state`.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// A view controller (Mosaic has no nibs; both arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A view controller.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Mosaic never decodes view controllers from archives: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded (``loadView()``, then ``viewDidLoad()``) on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether ``view`` has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view, or `nil` before it is loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: Self.defaultViewBounds) }
        if let pendingTraits { loadedView?.traitCollection = pendingTraits }
        viewDidLoad()
    }

    /// Makes the root view: a plain view of ``defaultViewBounds``. Override to make your own
    /// and assign it to ``view``.
    open func loadView() {
        let view = UIView(frame: Self.defaultViewBounds)
        view.traitCollection = pendingTraits ?? UITraitCollection()
        loadedView = view
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Never called by Mosaic.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Never called by Mosaic.
    open func viewWillAppear(_ animated: Bool) {}
    /// Never called by Mosaic.
    open func viewDidAppear(_ animated: Bool) {}
    /// Never called by Mosaic.
    open func viewWillLayoutSubviews() {}
    /// Never called by Mosaic.
    open func viewDidLayoutSubviews() {}
    /// Never called by Mosaic.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Never called by Mosaic.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Never called by Mosaic.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Never called by Mosaic.
    open func viewSafeAreaInsetsDidChange() {}
    /// Never called by Mosaic.
    open func didReceiveMemoryWarning() {}
    /// The coordinator of a transition under way: `nil`, as none is in a still picture.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// Never called by Mosaic: a still image has no rotations.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The orientations the screen supports; not read (the canvas chooses the orientation).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Not read.
    open var shouldAutorotate: Bool { true }
    /// Not read: the canvas draws the status bar for its theme.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Not read.
    open var prefersStatusBarHidden: Bool { false }

    /// Shows nothing (a still image has no presentations); calls `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        completion?()
    }

    /// Shows nothing; calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// The view's traits (those set with ``setTraits(_:)`` before the view is loaded).
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? pendingTraits ?? UITraitCollection() }

    /// Sets the traits the view is loaded with, or the loaded view's traits: what a window
    /// and screen give a view controller on iOS. The renderer calls it from its canvas.
    public func setTraits(_ traits: UITraitCollection) {
        pendingTraits = traits
        loadedView?.traitCollection = traits
    }

    /// The first collection view in the view's tree (loading the view if needed).
    public var firstCollectionView: UICollectionView? {
        view.descendants().lazy.compactMap { $0 as? UICollectionView }.first
    }
}

/// A stand-in for UIKit's `UINavigationItem`: stored only, nothing is drawn from it.
@preconcurrency @MainActor
public final class UINavigationItem {
    /// How large the navigation bar's title is.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    public var title: String?
    public var prompt: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var rightBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var backBarButtonItem: UIBarButtonItem?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var titleView: UIView?
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true

    public init() {}

    /// A navigation item with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// Sets ``rightBarButtonItem``.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItem``.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItems``.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
