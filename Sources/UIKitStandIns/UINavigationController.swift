import Foundation

/// A stand-in for UIKit's `UINavigationController`: a stack of view controllers, so
/// selection handlers that push or present a screen compile. Nothing is shown or animated.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The bar at the top; stored only.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Stored only.
    open var isNavigationBarHidden = false

    /// Sets ``isNavigationBarHidden``.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Puts `viewController` on top of the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        viewController.navigationController = self
    }

    /// Takes the top view controller off the stack (never the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }
}
