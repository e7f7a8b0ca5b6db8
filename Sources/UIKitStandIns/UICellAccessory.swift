import Foundation

/// A stand-in for UIKit's `UICellAccessory`: something a list cell shows at its edge.
///
/// The renderer draws, of the accessories displayed when not editing (see
/// ``DisplayedState``): the disclosure indicator, the checkmark, a label's text (at the
/// trailing edge, as a value) and the outline disclosure (as a chevron). Accessories shown
/// only while editing (delete, insert, reorder, multiselect by default) are not drawn.
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
    /// An info button; stored only.
    public static func detail(
        displayed: DisplayedState = .always, options: Options = Options(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .detail, displayed: displayed, options: options)
    }
}
