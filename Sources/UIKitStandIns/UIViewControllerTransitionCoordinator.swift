import Foundation

/// A stand-in for UIKit's `UIViewControllerTransitionCoordinator`, which
/// `viewWillTransition(to:with:)` receives; Mosaic never calls that method, so no
/// coordinator is made, but code that overrides it and animates alongside compiles.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// A stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`: what an animation
/// alongside a transition is told.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// A stand-in for UIKit's `UIInterfaceOrientationMask`: the orientations a screen supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = Self(rawValue: 1 << 1)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A stand-in for UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent
    case darkContent = 3
}
