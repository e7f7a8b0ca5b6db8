import Foundation

/// A stand-in for UIKit's `UICellAccessory`: something a list cell shows at its edge.
///
/// The renderer draws, of the accessories displayed when not editing (see
/// ``DisplayedState``): the disclosure indicator, the checkmark, a label's text (at the
/// trailing edge, as a value), the outline disclosure (as a chevron) and a `UISwitch` given
/// as a trailing custom view. Accessories shown only while editing (delete, insert, reorder,
/// multiselect by default) are not drawn.
public struct UICellAccessory: Hashable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The accessories Mosaic knows.
    public enum Kind: Hashable {
        case disclosureIndicator, checkmark, outlineDisclosure
        case label(text: String)
        case delete, insert, reorder
        case multiselect, detail
        case customView(CustomViewConfiguration)
    }

    /// A view of the app's own as an accessory (a `UISwitch` in a settings row, as Apple's
    /// "Today" tutorial puts one): a switch at the trailing edge is drawn as the list's
    /// switch, in its state; other views are stored only.
    public struct CustomViewConfiguration: Hashable {
        /// Which edge the view sits at, and when it shows.
        public enum Placement: Hashable, Sendable {
            case leading(displayed: DisplayedState = .always)
            case trailing(displayed: DisplayedState = .always)
        }

        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        /// When the view shows.
        var displayed: DisplayedState {
            switch placement {
            case .leading(let displayed), .trailing(let displayed): return displayed
            }
        }

        /// Configurations are equal when they hold the same view, placed and sized alike.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement && lhs.isHidden == rhs.isHidden
                && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth && lhs.tintColor == rhs.tintColor
                && lhs.maintainsFixedSize == rhs.maintainsFixedSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(customView))
            hasher.combine(placement)
        }
    }

    /// Options every accessory takes: stored, except that hidden accessories are not drawn.
    public struct Options: Hashable {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var reservedLayoutWidth: CGFloat?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, reservedLayoutWidth: CGFloat? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState
    /// Its options.
    public let options: Options

    /// Whether it shows in a list that is not being edited.
    public var isShownWhenNotEditing: Bool { displayed != .whenEditing && options.isHidden != true }

    /// A chevron at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options)
    }
    /// An outline's disclosure chevron (the action handler is never called).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: Options = Options(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .outlineDisclosure, displayed: displayed, options: options)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(kind: .label(text: text), displayed: displayed, options: options)
    }
    /// A delete control, shown while editing; never drawn.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: Options = Options(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .delete, displayed: displayed, options: options)
    }
    /// An insert control, shown while editing; never drawn.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: Options = Options(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .insert, displayed: displayed, options: options)
    }
    /// A reorder control, shown while editing; never drawn.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options)
    }
    /// A selection circle, shown while editing; never drawn.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options)
    }
    /// A view of the app's own (see ``CustomViewConfiguration``).
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(
            kind: .customView(configuration), displayed: configuration.displayed,
            options: Options(
                isHidden: configuration.isHidden, tintColor: configuration.tintColor,
                reservedLayoutWidth: configuration.reservedLayoutWidth))
    }
    /// An info button; stored only.
    public static func detail(
        displayed: DisplayedState = .always, options: Options = Options(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .detail, displayed: displayed, options: options)
    }
}
