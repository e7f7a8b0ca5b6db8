import Foundation

/// A stand-in for Core Graphics' `CGColor`: a fixed colour in sRGB components, 0 to 1.
///
/// Unlike a `UIColor`, it has no dark appearance: `UIColor.cgColor` resolves the colour
/// when it is called, as UIKit's does (see `UIKit.UIColor.cgColor`).
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, 0 to 1.
    public let components: [CGFloat]?
    /// The opacity, 0 to 1.
    public let alpha: CGFloat
    /// Always 4: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// A colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }

    /// A colour from sRGB components, as `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey, 0 black to 1 white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let rgb = components ?? [0, 0, 0, 1]
        return CGColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        let rgb = (components ?? []).map { String(format: "%.3f", Double($0)) }.joined(separator: ", ")
        return "CGColor(\(rgb))"
    }

    /// Black, white and clear, as Core Graphics names them.
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension UIColor {
    /// The colour as a `CGColor`, resolved now: its light appearance, as UIKit resolves it
    /// against the current traits (light outside a trait-change pass). A layer's border set
    /// from `UIColor.separator.cgColor` keeps the light value in dark mode unless the code
    /// resolves it per trait (`resolvedColor(with: traitCollection).cgColor`), as on iOS.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour of a `CGColor`, the same in both appearances.
    public convenience init(cgColor: CGColor) {
        let rgb = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: cgColor.alpha)
    }

    /// A colour from Display P3 components, converted to sRGB (components outside sRGB's
    /// gamut are clamped to 0...1, where UIKit keeps extended-range values).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = DisplayP3.toSRGB(red: red, green: green, blue: blue)
        self.init(red: srgb.0, green: srgb.1, blue: srgb.2, alpha: alpha)
    }

    /// An asset catalogue colour. Linux has no asset catalogues: every name gives a
    /// mid grey (never `nil`, so `UIColor(named: "Accent")!` compiles and runs).
    public convenience init?(named name: String) {
        self.init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    }
}

/// Display P3 to sRGB: both use the sRGB transfer curve and the D65 white point, so the
/// conversion is decode, a 3x3 matrix on linear light, encode.
enum DisplayP3 {
    static func toSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let linearRed = 1.2249401 * r - 0.2249404 * g
        let linearGreen = -0.0420569 * r + 1.0420571 * g
        let linearBlue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encoded(linearRed), encoded(linearGreen), encoded(linearBlue))
    }

    private static func linear(_ value: CGFloat) -> CGFloat {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ value: CGFloat) -> CGFloat {
        let clamped = min(max(value, 0), 1)
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }
}
