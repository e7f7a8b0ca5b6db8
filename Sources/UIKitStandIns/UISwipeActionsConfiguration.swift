import Foundation

/// A stand-in for UIKit's `UIContextualAction`: a swipe action's button. Stored only.
@preconcurrency @MainActor
public final class UIContextualAction {
    /// The look of the action.
    public enum Style: Int, Sendable { case normal, destructive }
    /// Called with the action, its view and a completion (never called by Mosaic).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var backgroundColor: UIColor?
    public var image: UIImage?
    let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// A stand-in for UIKit's `UISwipeActionsConfiguration`. Stored only.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

extension UICollectionLayoutListConfiguration {
    /// Swipe actions at a row's leading edge; stored only.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)? {
        get { leadingSwipeActionsProvider as? (IndexPath) -> UISwipeActionsConfiguration? }
        set { leadingSwipeActionsProvider = newValue }
    }

    /// Swipe actions at a row's trailing edge; stored only.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)? {
        get { trailingSwipeActionsProvider as? (IndexPath) -> UISwipeActionsConfiguration? }
        set { trailingSwipeActionsProvider = newValue }
    }
}
