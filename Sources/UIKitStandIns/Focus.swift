import Foundation

// tvOS's focus engine, as cells and collection-view delegates meet it: focus never moves in a
// still picture, so nothing here is ever called by Mosaic, but tvOS cells that override
// `didUpdateFocus(in:with:)` and animate alongside compile. A canvas's focused item
// (`Canvas.focusedItem`) is drawn with tvOS's focus look by the renderer.

/// A stand-in for UIKit's `UIFocusHeading`: which way focus moved.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = Self(rawValue: 1 << 0)
    public static let down = Self(rawValue: 1 << 1)
    public static let left = Self(rawValue: 1 << 2)
    public static let right = Self(rawValue: 1 << 3)
    public static let next = Self(rawValue: 1 << 4)
    public static let previous = Self(rawValue: 1 << 5)
}

/// A stand-in for UIKit's `UIFocusUpdateContext`: the views focus moved between.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    open private(set) weak var previouslyFocusedView: UIView?
    open private(set) weak var nextFocusedView: UIView?
    open private(set) var focusHeading: UIFocusHeading = []

    public init() {}
}

/// A stand-in for UIKit's `UICollectionViewFocusUpdateContext`: the index paths focus moved
/// between.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?
}

/// A stand-in for UIKit's `UIFocusAnimationCoordinator`: runs animations alongside a focus
/// change.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    public init() {}

    /// Runs `animations` now, then `completion`, as a change with no animation would.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}

extension UIView {
    /// Runs `animations` at once, as with animations off: a still picture shows where they end.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`; the delay and options are
    /// not read.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`; the spring is not read.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `actions` at once.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// A stand-in for UIKit's `UIView.AnimationOptions`; not read.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
    }
}
