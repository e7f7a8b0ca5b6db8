import Foundation

/// What a person sees of a colour, and how well text reads on it (WCAG 2.x: relative
/// luminance and contrast ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
extension Color {
    /// This colour painted over `below` (Porter-Duff source-over with straight alpha): a
    /// translucent fill as it looks on what is behind it. `"#FFFFFF00"` over black is black.
    public func composited(over below: Color) -> Color {
        let alpha = self.alpha + below.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
        }
        return Color(
            red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: alpha)
    }

    /// WCAG's relative luminance of the colour's RGB (alpha ignored): 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio between this colour and `other`, both taken as opaque: from 1
    /// (the same) to 21 (black on white). Body text needs 4.5, large text 3.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
