import Foundation

/// A colour, as UIKit names it, with a light and a dark appearance.
///
/// The engine only stores colours; the renderer draws them, taking the dark components
/// in a dark theme (``resolvedColor(with:)``). System colours carry their name
/// (``systemName``) and their values for both appearances from the one table of system
/// colours (`SystemColorTable`, Docs/uikit-facts.md §16); colours made from components look the same in both.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The light appearance's sRGB components, 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The dark appearance's sRGB components, 0 to 1.
    public let darkRed: CGFloat, darkGreen: CGFloat, darkBlue: CGFloat, darkAlpha: CGFloat
    /// The system colour's name (`systemGroupedBackground`), `nil` for a custom colour.
    public let systemName: String?

    /// A colour from sRGB components, 0 to 1, the same in light and dark mode.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (darkRed, darkGreen, darkBlue, darkAlpha) = (red, green, blue, alpha)
        systemName = nil
    }

    /// A grey, 0 black to 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour that depends on the traits, as UIKit's dynamic colours: `provider` is asked
    /// once for the light and once for the dark appearance.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light))
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(
            name: nil, light: (light.red, light.green, light.blue, light.alpha),
            dark: (dark.darkRed, dark.darkGreen, dark.darkBlue, dark.darkAlpha))
    }

    private init(name: String?, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat))
    {
        (red, green, blue, alpha) = light
        (darkRed, darkGreen, darkBlue, darkAlpha) = dark
        systemName = name
    }

    /// The system colour `name` from ``SystemColorTable``, the one table of system colours.
    private convenience init(system name: String) {
        guard let entry = SystemColorTable.entry(named: name) else {
            preconditionFailure("\(name) is not in SystemColorTable")
        }
        func components(_ value: UInt32, _ alpha: Double) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (
                CGFloat(value >> 16) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255,
                CGFloat(alpha)
            )
        }
        self.init(
            name: name, light: components(entry.light, entry.lightAlpha), dark: components(entry.dark, entry.darkAlpha))
    }

    /// A fixed colour with a name (`UIColor.red`), the same in both appearances.
    private convenience init(
        fixed name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1
    ) {
        self.init(name: name, light: (red, green, blue, alpha), dark: (red, green, blue, alpha))
    }

    /// The colour for `traitCollection`'s appearance: the dark components when its
    /// `userInterfaceStyle` is `.dark`, the light ones otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        traitCollection.userInterfaceStyle == .dark
            ? UIColor(
                name: systemName, light: (darkRed, darkGreen, darkBlue, darkAlpha),
                dark: (darkRed, darkGreen, darkBlue, darkAlpha))
            : UIColor(name: systemName, light: (red, green, blue, alpha), dark: (red, green, blue, alpha))
    }

    /// The same colour with `alpha` in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: nil, light: (red, green, blue, alpha), dark: (darkRed, darkGreen, darkBlue, alpha))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.darkRed == rhs.darkRed && lhs.darkGreen == rhs.darkGreen && lhs.darkBlue == rhs.darkBlue
            && lhs.darkAlpha == rhs.darkAlpha && lhs.systemName == rhs.systemName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        for component in [red, green, blue, alpha, darkRed, darkGreen, darkBlue, darkAlpha] {
            hasher.combine(component)
        }
    }

    public var description: String {
        systemName
            ?? String(
                format: "UIColor(%.3f, %.3f, %.3f, %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    // Fixed colours (UIKit's class properties, the same in both appearances).
    public static let clear = UIColor(system: "clear")
    public static let black = UIColor(system: "black")
    public static let darkGray = UIColor(fixed: "darkGray", 1 / 3, 1 / 3, 1 / 3)
    public static let gray = UIColor(fixed: "gray", 0.5, 0.5, 0.5)
    public static let lightGray = UIColor(fixed: "lightGray", 2 / 3, 2 / 3, 2 / 3)
    public static let white = UIColor(system: "white")
    public static let red = UIColor(fixed: "red", 1, 0, 0)
    public static let green = UIColor(fixed: "green", 0, 1, 0)
    public static let blue = UIColor(fixed: "blue", 0, 0, 1)
    public static let cyan = UIColor(fixed: "cyan", 0, 1, 1)
    public static let yellow = UIColor(fixed: "yellow", 1, 1, 0)
    public static let magenta = UIColor(fixed: "magenta", 1, 0, 1)
    public static let orange = UIColor(fixed: "orange", 1, 0.5, 0)
    public static let purple = UIColor(fixed: "purple", 0.5, 0, 0.5)
    public static let brown = UIColor(fixed: "brown", 0.6, 0.4, 0.2)

    // Adaptable system colours, light and dark, from SystemColorTable.
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")
    /// The tint colour of controls: `systemBlue`.
    public static let tintColor = UIColor(system: "tintColor")

    // Semantic colours: text.
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let link = UIColor(system: "link")
    public static let lightText = UIColor(system: "lightText")
    public static let darkText = UIColor(system: "darkText")

    // Semantic colours: separators.
    public static let separator = UIColor(system: "separator")
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator")

    // Semantic colours: backgrounds.
    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")

    // Semantic colours: fills (translucent).
    public static let systemFill = UIColor(system: "systemFill")
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
}
