import Foundation

/// A colour, as UIKit names it, so pasted list configurations that set a
/// `backgroundColor` compile. The engine only stores it; the renderer draws it.
/// System colours carry their name, which a renderer's theme may resolve (for
/// dark mode); their components are iOS's light-mode values.
public final class UIColor: Equatable, Sendable, CustomStringConvertible {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The system colour's name (`systemGroupedBackground`), `nil` for a custom colour.
    public let systemName: String?

    /// A colour from sRGB components, 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha, self.systemName) = (red, green, blue, alpha, nil)
    }

    /// A grey, 0 black to 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(system name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha, self.systemName) = (red, green, blue, alpha, name)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.systemName == rhs.systemName
    }

    public var description: String {
        systemName ?? String(format: "UIColor(%.3f, %.3f, %.3f, %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    // iOS light-mode values of the system colours lists use.
    public static let clear = UIColor(system: "clear", 0, 0, 0, 0)
    public static let white = UIColor(system: "white", 1, 1, 1)
    public static let black = UIColor(system: "black", 0, 0, 0)
    public static let systemBackground = UIColor(system: "systemBackground", 1, 1, 1)
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255)
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground", 1, 1, 1)
    public static let systemBlue = UIColor(system: "systemBlue", 0, 122 / 255, 1)
    public static let systemGray6 = UIColor(system: "systemGray6", 242 / 255, 242 / 255, 247 / 255)
}
