import Foundation

/// What an accessibility element is and does, for VoiceOver; stored only.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none: Self = []
    public static let button = Self(rawValue: 1 << 0)
    public static let link = Self(rawValue: 1 << 1)
    public static let image = Self(rawValue: 1 << 2)
    public static let selected = Self(rawValue: 1 << 3)
    public static let playsSound = Self(rawValue: 1 << 4)
    public static let keyboardKey = Self(rawValue: 1 << 5)
    public static let staticText = Self(rawValue: 1 << 6)
    public static let summaryElement = Self(rawValue: 1 << 7)
    public static let notEnabled = Self(rawValue: 1 << 8)
    public static let updatesFrequently = Self(rawValue: 1 << 9)
    public static let searchField = Self(rawValue: 1 << 10)
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    public static let adjustable = Self(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
    public static let causesPageTurn = Self(rawValue: 1 << 14)
    public static let header = Self(rawValue: 1 << 16)
    public static let tabBar = Self(rawValue: 1 << 17)
    public static let toggleButton = Self(rawValue: 1 << 18)
}

/// A stand-in for UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers;
/// stored, never performed.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    open var name: String
    open var image: UIImage?
    let actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` whose handler returns whether it succeeded.
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
}
