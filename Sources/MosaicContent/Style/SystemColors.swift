import Foundation

/// iOS's semantic system colours for one appearance, with UIKit's values (iOS 17).
///
/// Translucent colours (`secondaryLabel`, `separator`, fills) keep UIKit's alpha, so
/// they blend over whatever they are drawn on, as on iOS.
public struct SystemColors: Sendable, Equatable {
    /// `systemBackground`: the page.
    public var systemBackground: Color
    /// `secondarySystemBackground`: content layered on the page (cards).
    public var secondarySystemBackground: Color
    /// `tertiarySystemBackground`.
    public var tertiarySystemBackground: Color
    /// `systemGroupedBackground`: the page of a grouped (inset) list.
    public var systemGroupedBackground: Color
    /// `secondarySystemGroupedBackground`: the cells of a grouped list.
    public var secondarySystemGroupedBackground: Color
    /// `label`: primary text.
    public var label: Color
    /// `secondaryLabel`: subtitles.
    public var secondaryLabel: Color
    /// `tertiaryLabel`.
    public var tertiaryLabel: Color
    /// `separator`: list separators (translucent).
    public var separator: Color
    /// `opaqueSeparator`.
    public var opaqueSeparator: Color
    /// `systemFill`: thin shapes (translucent).
    public var systemFill: Color
    /// `secondarySystemFill`: medium shapes, such as a switch's track when off (translucent).
    public var secondarySystemFill: Color
    /// `systemBlue`.
    public var systemBlue: Color
    /// `systemGreen`.
    public var systemGreen: Color
    /// `systemIndigo`.
    public var systemIndigo: Color
    /// `systemOrange`.
    public var systemOrange: Color
    /// `systemPink`.
    public var systemPink: Color
    /// `systemPurple`.
    public var systemPurple: Color
    /// `systemRed`.
    public var systemRed: Color
    /// `systemTeal`.
    public var systemTeal: Color
    /// `systemYellow`.
    public var systemYellow: Color
    /// `systemMint`.
    public var systemMint: Color
    /// `systemCyan`.
    public var systemCyan: Color
    /// `systemBrown`.
    public var systemBrown: Color
    /// `systemGray`.
    public var systemGray: Color
    /// `systemGray6`, the lightest grey in light mode (darkest in dark mode).
    public var systemGray6: Color

    /// The light appearance.
    public static let light = SystemColors(
        systemBackground: rgb(0xFFFFFF), secondarySystemBackground: rgb(0xF2F2F7),
        tertiarySystemBackground: rgb(0xFFFFFF), systemGroupedBackground: rgb(0xF2F2F7),
        secondarySystemGroupedBackground: rgb(0xFFFFFF), label: rgb(0x000000),
        secondaryLabel: rgb(0x3C3C43, alpha: 0.6), tertiaryLabel: rgb(0x3C3C43, alpha: 0.3),
        separator: rgb(0x3C3C43, alpha: 0.29), opaqueSeparator: rgb(0xC6C6C8), systemFill: rgb(0x787880, alpha: 0.2),
        secondarySystemFill: rgb(0x787880, alpha: 0.16),
        systemBlue: rgb(0x007AFF), systemGreen: rgb(0x34C759), systemIndigo: rgb(0x5856D6),
        systemOrange: rgb(0xFF9500), systemPink: rgb(0xFF2D55), systemPurple: rgb(0xAF52DE),
        systemRed: rgb(0xFF3B30), systemTeal: rgb(0x30B0C7), systemYellow: rgb(0xFFCC00),
        systemMint: rgb(0x00C7BE), systemCyan: rgb(0x32ADE6), systemBrown: rgb(0xA2845E), systemGray: rgb(0x8E8E93),
        systemGray6: rgb(0xF2F2F7))

    /// The dark appearance.
    public static let dark = SystemColors(
        systemBackground: rgb(0x000000), secondarySystemBackground: rgb(0x1C1C1E),
        tertiarySystemBackground: rgb(0x2C2C2E), systemGroupedBackground: rgb(0x000000),
        secondarySystemGroupedBackground: rgb(0x1C1C1E), label: rgb(0xFFFFFF),
        secondaryLabel: rgb(0xEBEBF5, alpha: 0.6), tertiaryLabel: rgb(0xEBEBF5, alpha: 0.3),
        separator: rgb(0x545458, alpha: 0.6), opaqueSeparator: rgb(0x38383A), systemFill: rgb(0x787880, alpha: 0.36),
        secondarySystemFill: rgb(0x787880, alpha: 0.32),
        systemBlue: rgb(0x0A84FF), systemGreen: rgb(0x30D158), systemIndigo: rgb(0x5E5CE6),
        systemOrange: rgb(0xFF9F0A), systemPink: rgb(0xFF375F), systemPurple: rgb(0xBF5AF2),
        systemRed: rgb(0xFF453A), systemTeal: rgb(0x40C8E0), systemYellow: rgb(0xFFD60A),
        systemMint: rgb(0x66D4CF), systemCyan: rgb(0x64D2FF), systemBrown: rgb(0xAC8E68), systemGray: rgb(0x8E8E93),
        systemGray6: rgb(0x1C1C1E))

    /// The placeholder palette: one colour per section, in order, repeating.
    /// Saturated system colours, yellow last (the least contrast with white text).
    public var palette: [Color] {
        [systemBlue, systemGreen, systemOrange, systemPurple, systemPink, systemTeal,
         systemIndigo, systemMint, systemRed, systemCyan, systemBrown, systemYellow]
    }

    private static func rgb(_ value: UInt32, alpha: Double = 1) -> Color {
        Color(red8: UInt8(value >> 16), green8: UInt8((value >> 8) & 0xFF), blue8: UInt8(value & 0xFF))
            .withAlpha(alpha)
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
    package var contrastingLabel: Color {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return luminance > 0.5 ? .black : .white
    }
}
