import Foundation

/// A colour, as UIKit names it, with a light and a dark appearance.
///
/// The engine only stores colours; the renderer draws them, taking the dark components
/// in a dark theme (``resolvedColor(with:)``). System colours carry their name
/// (``systemName``) and iOS 17's values for both appearances (Docs/uikit-facts.md,
/// "System colours"); colours made from components look the same in both.
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
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
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
        self.init(name: nil, light: (light.red, light.green, light.blue, light.alpha),
                  dark: (dark.darkRed, dark.darkGreen, dark.darkBlue, dark.darkAlpha))
    }

    private init(name: String?, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        (red, green, blue, alpha) = light
        (darkRed, darkGreen, darkBlue, darkAlpha) = dark
        systemName = name
    }

    /// A system colour from 0xRRGGBB values for light and dark mode.
    private convenience init(system name: String, _ light: UInt32, _ lightAlpha: CGFloat = 1,
                             dark: UInt32, _ darkAlpha: CGFloat = 1) {
        func components(_ value: UInt32, _ alpha: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (CGFloat(value >> 16) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255, alpha)
        }
        self.init(name: name, light: components(light, lightAlpha), dark: components(dark, darkAlpha))
    }

    /// A fixed colour with a name (`UIColor.red`), the same in both appearances.
    private convenience init(fixed name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.init(name: name, light: (red, green, blue, alpha), dark: (red, green, blue, alpha))
    }

    /// The colour for `traitCollection`'s appearance: the dark components when its
    /// `userInterfaceStyle` is `.dark`, the light ones otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        traitCollection.userInterfaceStyle == .dark
            ? UIColor(name: systemName, light: (darkRed, darkGreen, darkBlue, darkAlpha),
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
        for component in [red, green, blue, alpha, darkRed, darkGreen, darkBlue, darkAlpha] { hasher.combine(component) }
    }

    public var description: String {
        systemName ?? String(format: "UIColor(%.3f, %.3f, %.3f, %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    // Fixed colours (UIKit's class properties, the same in both appearances).
    public static let clear = UIColor(fixed: "clear", 0, 0, 0, 0)
    public static let black = UIColor(fixed: "black", 0, 0, 0)
    public static let darkGray = UIColor(fixed: "darkGray", 1 / 3, 1 / 3, 1 / 3)
    public static let gray = UIColor(fixed: "gray", 0.5, 0.5, 0.5)
    public static let lightGray = UIColor(fixed: "lightGray", 2 / 3, 2 / 3, 2 / 3)
    public static let white = UIColor(fixed: "white", 1, 1, 1)
    public static let red = UIColor(fixed: "red", 1, 0, 0)
    public static let green = UIColor(fixed: "green", 0, 1, 0)
    public static let blue = UIColor(fixed: "blue", 0, 0, 1)
    public static let cyan = UIColor(fixed: "cyan", 0, 1, 1)
    public static let yellow = UIColor(fixed: "yellow", 1, 1, 0)
    public static let magenta = UIColor(fixed: "magenta", 1, 0, 1)
    public static let orange = UIColor(fixed: "orange", 1, 0.5, 0)
    public static let purple = UIColor(fixed: "purple", 0.5, 0, 0.5)
    public static let brown = UIColor(fixed: "brown", 0.6, 0.4, 0.2)

    // Adaptable system colours: light value, dark value (iOS 17).
    public static let systemRed = UIColor(system: "systemRed", 0xFF3B30, dark: 0xFF453A)
    public static let systemOrange = UIColor(system: "systemOrange", 0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = UIColor(system: "systemYellow", 0xFFCC00, dark: 0xFFD60A)
    public static let systemGreen = UIColor(system: "systemGreen", 0x34C759, dark: 0x30D158)
    public static let systemMint = UIColor(system: "systemMint", 0x00C7BE, dark: 0x66D4CF)
    public static let systemTeal = UIColor(system: "systemTeal", 0x30B0C7, dark: 0x40C8E0)
    public static let systemCyan = UIColor(system: "systemCyan", 0x32ADE6, dark: 0x64D2FF)
    public static let systemBlue = UIColor(system: "systemBlue", 0x007AFF, dark: 0x0A84FF)
    public static let systemIndigo = UIColor(system: "systemIndigo", 0x5856D6, dark: 0x5E5CE6)
    public static let systemPurple = UIColor(system: "systemPurple", 0xAF52DE, dark: 0xBF5AF2)
    public static let systemPink = UIColor(system: "systemPink", 0xFF2D55, dark: 0xFF375F)
    public static let systemBrown = UIColor(system: "systemBrown", 0xA2845E, dark: 0xAC8E68)
    public static let systemGray = UIColor(system: "systemGray", 0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = UIColor(system: "systemGray2", 0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = UIColor(system: "systemGray3", 0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = UIColor(system: "systemGray4", 0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = UIColor(system: "systemGray5", 0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = UIColor(system: "systemGray6", 0xF2F2F7, dark: 0x1C1C1E)
    /// The tint colour of controls: `systemBlue`.
    public static let tintColor = UIColor(system: "tintColor", 0x007AFF, dark: 0x0A84FF)

    // Semantic colours: text.
    public static let label = UIColor(system: "label", 0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = UIColor(system: "secondaryLabel", 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel", 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel", 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    public static let placeholderText = UIColor(system: "placeholderText", 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    public static let link = UIColor(system: "link", 0x007AFF, dark: 0x0984FF)
    public static let lightText = UIColor(system: "lightText", 0xFFFFFF, 0.6, dark: 0xFFFFFF, 0.6)
    public static let darkText = UIColor(system: "darkText", 0x000000, dark: 0x000000)

    // Semantic colours: separators.
    public static let separator = UIColor(system: "separator", 0x3C3C43, 0.29, dark: 0x545458, 0.6)
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator", 0xC6C6C8, dark: 0x38383A)

    // Semantic colours: backgrounds.
    public static let systemBackground = UIColor(system: "systemBackground", 0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground", 0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground", 0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground", 0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground =
        UIColor(system: "secondarySystemGroupedBackground", 0xFFFFFF, dark: 0x1C1C1E)
    public static let tertiarySystemGroupedBackground =
        UIColor(system: "tertiarySystemGroupedBackground", 0xF2F2F7, dark: 0x2C2C2E)

    // Semantic colours: fills (translucent).
    public static let systemFill = UIColor(system: "systemFill", 0x787880, 0.2, dark: 0x787880, 0.36)
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill", 0x787880, 0.16, dark: 0x787880, 0.32)
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill", 0x767680, 0.12, dark: 0x767680, 0.24)
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill", 0x747480, 0.08, dark: 0x767680, 0.18)
}
