import CompositionalLayout
import Foundation

/// UIKit's system colours in one appearance, read from the one table of system colours
/// that `UIColor` reads too (`SystemColorTable`, Docs/uikit-facts.md §16).
///
/// Translucent colours (`secondaryLabel`, `separator`, fills) keep UIKit's alpha, so
/// they blend over whatever they are drawn on, as on iOS.
public struct SystemColors: Sendable, Equatable {
    /// The appearance these colours are for.
    public let theme: ThemeName
    private let byName: [String: Color]

    /// The system colours of `theme`.
    public init(theme: ThemeName) {
        self.theme = theme
        byName = Dictionary(
            uniqueKeysWithValues: SystemColorTable.entries.map { entry in
                (
                    entry.name,
                    theme == .dark
                        ? Color(rgb: entry.dark, alpha: entry.darkAlpha)
                        : Color(rgb: entry.light, alpha: entry.lightAlpha)
                )
            })
    }

    /// The light appearance.
    public static let light = SystemColors(theme: .light)
    /// The dark appearance.
    public static let dark = SystemColors(theme: .dark)

    /// Every system colour's UIKit name (`label`, `secondarySystemGroupedBackground`, `clear`).
    public static var names: [String] { SystemColorTable.entries.map(\.name) }

    /// The system colour UIKit names `name`, if there is one.
    public func color(named name: String) -> Color? { byName[name] }

    public static func == (lhs: SystemColors, rhs: SystemColors) -> Bool { lhs.theme == rhs.theme }

    /// A colour of the table by a name written in this file, so never missing.
    private subscript(name: String) -> Color { byName[name] ?? .clear }

    /// `systemBackground`: the page.
    public var systemBackground: Color { self["systemBackground"] }
    /// `secondarySystemBackground`: content layered on the page (cards).
    public var secondarySystemBackground: Color { self["secondarySystemBackground"] }
    /// `tertiarySystemBackground`.
    public var tertiarySystemBackground: Color { self["tertiarySystemBackground"] }
    /// `systemGroupedBackground`: the page of a grouped (inset) list.
    public var systemGroupedBackground: Color { self["systemGroupedBackground"] }
    /// `secondarySystemGroupedBackground`: the cells of a grouped list.
    public var secondarySystemGroupedBackground: Color { self["secondarySystemGroupedBackground"] }
    /// `tertiarySystemGroupedBackground`.
    public var tertiarySystemGroupedBackground: Color { self["tertiarySystemGroupedBackground"] }
    /// `label`: primary text.
    public var label: Color { self["label"] }
    /// `secondaryLabel`: subtitles (translucent).
    public var secondaryLabel: Color { self["secondaryLabel"] }
    /// `tertiaryLabel`.
    public var tertiaryLabel: Color { self["tertiaryLabel"] }
    /// `quaternaryLabel`.
    public var quaternaryLabel: Color { self["quaternaryLabel"] }
    /// `placeholderText`.
    public var placeholderText: Color { self["placeholderText"] }
    /// `link`.
    public var link: Color { self["link"] }
    /// `separator`: list separators (translucent).
    public var separator: Color { self["separator"] }
    /// `opaqueSeparator`.
    public var opaqueSeparator: Color { self["opaqueSeparator"] }
    /// `systemFill`: thin shapes (translucent).
    public var systemFill: Color { self["systemFill"] }
    /// `secondarySystemFill`: medium shapes, such as a switch's track when off (translucent).
    public var secondarySystemFill: Color { self["secondarySystemFill"] }
    /// `tertiarySystemFill`.
    public var tertiarySystemFill: Color { self["tertiarySystemFill"] }
    /// `quaternarySystemFill`.
    public var quaternarySystemFill: Color { self["quaternarySystemFill"] }
    /// `tintColor`: the default tint of controls, `systemBlue`.
    public var tintColor: Color { self["tintColor"] }
    /// `systemBlue`.
    public var systemBlue: Color { self["systemBlue"] }
    /// `systemGreen`.
    public var systemGreen: Color { self["systemGreen"] }
    /// `systemIndigo`.
    public var systemIndigo: Color { self["systemIndigo"] }
    /// `systemOrange`.
    public var systemOrange: Color { self["systemOrange"] }
    /// `systemPink`.
    public var systemPink: Color { self["systemPink"] }
    /// `systemPurple`.
    public var systemPurple: Color { self["systemPurple"] }
    /// `systemRed`.
    public var systemRed: Color { self["systemRed"] }
    /// `systemTeal`.
    public var systemTeal: Color { self["systemTeal"] }
    /// `systemYellow`.
    public var systemYellow: Color { self["systemYellow"] }
    /// `systemMint`.
    public var systemMint: Color { self["systemMint"] }
    /// `systemCyan`.
    public var systemCyan: Color { self["systemCyan"] }
    /// `systemBrown`.
    public var systemBrown: Color { self["systemBrown"] }
    /// `systemGray`.
    public var systemGray: Color { self["systemGray"] }
    /// `systemGray2`.
    public var systemGray2: Color { self["systemGray2"] }
    /// `systemGray3`.
    public var systemGray3: Color { self["systemGray3"] }
    /// `systemGray4`.
    public var systemGray4: Color { self["systemGray4"] }
    /// `systemGray5`.
    public var systemGray5: Color { self["systemGray5"] }
    /// `systemGray6`: the lightest grey in light mode (darkest in dark mode).
    public var systemGray6: Color { self["systemGray6"] }

    /// The placeholder palette: one colour per section, in order, repeating.
    /// Saturated system colours, yellow last (the least contrast with white text).
    public var palette: [Color] {
        [
            systemBlue, systemGreen, systemOrange, systemPurple, systemPink, systemTeal,
            systemIndigo, systemMint, systemRed, systemCyan, systemBrown, systemYellow
        ]
    }
}

extension Color {
    /// A colour from 0xRRGGBB and an alpha.
    init(rgb value: UInt32, alpha: Double) {
        self.init(
            red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: alpha)
    }
}

extension ThemeName {
    /// The system colours of this appearance.
    public var colors: SystemColors {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }
}

extension Color {
    /// White or black text for a label on this colour: white, as iOS puts on tinted fills,
    /// unless the colour is light (relative luminance above 0.5, e.g. yellow or light grey).
    /// Judge a translucent colour on what is behind it (``composited(over:)``) first.
    package var contrastingLabel: Color {
        relativeLuminance > 0.5 ? .black : .white
    }
}
