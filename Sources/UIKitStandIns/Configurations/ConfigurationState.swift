import Foundation

/// A stand-in for UIKit's `UIConfigurationState`: what a configuration is updated for.
public protocol UIConfigurationState {
    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }
    /// A state of the app's own, kept under `key` (`nil` when none is set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A stand-in for UIKit's `UIConfigurationStateCustomKey`: the name of a state an app keeps
/// in a configuration state (Apple's "Implementing Modern Collection Views" keeps a cell's
/// item under one, for its `updateConfiguration(using:)`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A stand-in for UIKit's `UIViewConfigurationState`: a view's traits and interaction state.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection === rhs.traitCollection && lhs.isDisabled == rhs.isDisabled
            && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
            && lhs.isFocused == rhs.isFocused && lhs.isPinned == rhs.isPinned
            && lhs.customStates == rhs.customStates
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(traitCollection))
        hasher.combine([isDisabled, isHighlighted, isSelected, isFocused, isPinned])
    }
}

/// A stand-in for UIKit's `UICellConfigurationState`: a cell's state as its configuration
/// update handler sees it. Mosaic draws cells at rest: nothing selected, highlighted,
/// editing or swiped, unless the code sets it on the cell.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Int, Hashable, Sendable { case none, lifting, dragging }
    /// Where a cell is in a drop.
    public enum DropState: Int, Hashable, Sendable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection === rhs.traitCollection && lhs.flags == rhs.flags
            && lhs.cellDragState == rhs.cellDragState && lhs.cellDropState == rhs.cellDropState
            && lhs.customStates == rhs.customStates
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(traitCollection))
        hasher.combine(flags)
    }

    private var flags: [Bool] {
        [isDisabled, isHighlighted, isSelected, isFocused, isPinned, isEditing, isExpanded, isSwiped, isReordering]
    }
}

/// The state a view controller's content-unavailable configuration is updated for.
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A stand-in for UIKit's `UIContentView`: a view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (any configuration unless implemented).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A stand-in for UIKit's `UIContentUnavailableConfiguration` (iOS 17): what an empty
/// screen shows; stored only.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var background = UIBackgroundConfiguration.clear()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero

    /// The button's action, stored only.
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public init() {}
    }

    private init() {}

    /// Nothing to show yet: an image, a title and a secondary text to fill in.
    public static func empty() -> Self { Self() }
    /// A spinner with "Loading…".
    public static func loading() -> Self {
        var configuration = Self()
        configuration.text = "Loading…"
        return configuration
    }
    /// No search results.
    public static func search() -> Self {
        var configuration = Self()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    public func makeContentView() -> any UIView & UIContentView { ConfigurationContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
