import CompositionalLayout

/// A colour that may differ between light and dark mode, as a layout file or Swift code
/// names it: a UIKit system colour (`label`, `systemGroupedBackground`, `tintColor`), one
/// fixed colour, or a light and a dark colour. ``resolved(in:tint:)`` gives the colour
/// one appearance draws.
///
/// ```swift
/// ThemedColor.system("secondarySystemBackground")            // UIKit's values, light and dark
/// ThemedColor(Color(hex: "#FF9500")!)                        // the same in both
/// ThemedColor(light: .white, dark: Color(hex: "#1C1C1E")!)   // one of each
/// ```
///
/// Its values sit in one shared, immutable box, so that a cell's optional colour takes one
/// word of the cell (a long list's memory is mostly its cells).
public struct ThemedColor: Hashable, Sendable, CustomStringConvertible {
    private final class Values: Hashable, Sendable {
        let light: Color, dark: Color, systemName: String?

        init(light: Color, dark: Color, systemName: String?) {
            (self.light, self.dark, self.systemName) = (light, dark, systemName)
        }

        static func == (lhs: Values, rhs: Values) -> Bool {
            lhs === rhs || (lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.systemName == rhs.systemName)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(light)
            hasher.combine(dark)
            hasher.combine(systemName)
        }
    }

    private let values: Values

    /// The colour in light mode.
    public var light: Color { values.light }
    /// The colour in dark mode.
    public var dark: Color { values.dark }
    /// UIKit's name when this is a system colour (`label`), `nil` otherwise.
    public var systemName: String? { values.systemName }

    private init(light: Color, dark: Color, systemName: String?) {
        values = Values(light: light, dark: dark, systemName: systemName)
    }

    /// One colour in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color, systemName: nil)
    }

    /// A light and a dark colour.
    public init(light: Color, dark: Color) {
        self.init(light: light, dark: dark, systemName: nil)
    }

    /// One colour in both appearances from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (see ``Color/init(hex:)``).
    public init?(hex: String) {
        guard let color = Color(hex: hex) else { return nil }
        self.init(color)
    }

    /// The system colour UIKit names `name` (`secondaryLabel`, `systemGroupedBackground`,
    /// `clear`), or `nil` when UIKit has none of that name (see ``SystemColors/names``).
    public init?(systemName name: String) {
        guard let light = SystemColors.light.color(named: name),
            let dark = SystemColors.dark.color(named: name)
        else { return nil }
        self.init(light: light, dark: dark, systemName: name)
    }

    /// The system colour `name`, which must be one of ``SystemColors/names``.
    public static func system(_ name: String) -> ThemedColor {
        guard let color = ThemedColor(systemName: name) else { preconditionFailure("no system colour '\(name)'") }
        return color
    }

    /// Whether this is `tintColor`, which takes the tint of what it is drawn in.
    public var isTint: Bool { systemName == "tintColor" }

    /// The colour drawn in `theme`. `tintColor` takes `tint` when one is given (a canvas's
    /// or section's own tint), as UIKit's `tintColor` takes the view's.
    public func resolved(in theme: ThemeName, tint: ThemedColor? = nil) -> Color {
        if isTint, let tint, !tint.isTint { return tint.resolved(in: theme) }
        return theme == .dark ? dark : light
    }

    /// The UIKit name of a system colour, else `#RRGGBBAA`, or `{light: ..., dark: ...}`
    /// when the two differ.
    public var description: String {
        if let systemName { return systemName }
        return light == dark ? light.hexString : "{light: \(light.hexString), dark: \(dark.hexString)}"
    }
}

extension ThemedColor {
    /// A UIKit colour's light and dark values.
    package init(_ color: UIColor) {
        self.init(
            light: Color(
                red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
                alpha: Double(color.alpha)),
            dark: Color(
                red: Double(color.darkRed), green: Double(color.darkGreen), blue: Double(color.darkBlue),
                alpha: Double(color.darkAlpha)),
            systemName: color.systemName)
    }

    /// This colour as a UIKit dynamic colour, for the engine's configurations (a list's background).
    package var uiColor: UIColor {
        let (light, dark) = (light, dark)
        return UIColor { traits in
            let color = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }
    }
}
