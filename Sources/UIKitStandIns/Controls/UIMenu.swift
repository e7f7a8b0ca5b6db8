import Foundation

/// A stand-in for UIKit's `UIMenuElement`: an item of a menu.
@preconcurrency @MainActor
open class UIMenuElement {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How a menu element is shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Self(rawValue: 1 << 0)
        public static let destructive = Self(rawValue: 1 << 1)
        public static let hidden = Self(rawValue: 1 << 2)
        public static let keepsMenuPresented = Self(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a checkmark.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// A stand-in for UIKit's `UIAction`: a titled handler, stored and never performed.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    let handler: (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A stand-in for UIKit's `UIMenu`: a titled list of actions and submenus; stored only.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Self(rawValue: 1 << 0)
        public static let destructive = Self(rawValue: 1 << 1)
        public static let singleSelection = Self(rawValue: 1 << 5)
        public static let displayAsPalette = Self(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

/// A stand-in for UIKit's `UIContextMenuConfiguration`: stored, never shown.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// Makes the preview view controller.
    public typealias PreviewProvider = () -> UIViewController?
    /// Makes the menu from the suggested actions.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?)
    {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes, with no suggested actions.
    public var menu: UIMenu? { actionProvider?([]) }
}
