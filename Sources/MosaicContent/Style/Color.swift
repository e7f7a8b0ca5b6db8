/// A colour in sRGB with straight (not premultiplied) alpha; each channel is 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ...1 (opaque).
    public var alpha: Double

    /// Makes a colour from channels in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Makes a colour from 8-bit channels, 0...255.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = UInt8((value >> 8) & 0xF)
            let g = UInt8((value >> 4) & 0xF)
            let b = UInt8(value & 0xF)
            self.init(red8: r * 17, green8: g * 17, blue8: b * 17)
        case 6:
            self.init(
                red8: UInt8((value >> 16) & 0xFF), green8: UInt8((value >> 8) & 0xFF),
                blue8: UInt8(value & 0xFF))
        case 8:
            self.init(
                red8: UInt8(value >> 24), green8: UInt8((value >> 16) & 0xFF),
                blue8: UInt8((value >> 8) & 0xFF), alpha8: UInt8(value & 0xFF))
        default:
            return nil
        }
    }

    /// The colour with its opacity replaced.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA`, each channel rounded to 8 bits.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = UInt8((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    /// The hex form, `#RRGGBBAA`.
    public var description: String { hexString }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
