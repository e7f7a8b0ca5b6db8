import Foundation

/// A stand-in for UIKit's `UIFont`: a size and a weight, or a Dynamic Type text style.
///
/// Stored in content configurations' text properties; the renderer draws list text in
/// its own styles (17 pt body, 15 pt subtitle) and does not read fonts.
public final class UIFont: Hashable, @unchecked Sendable {
    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
        public static let body = Self(rawValue: "UICTFontTextStyleBody")
        public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at the default text size (`.large`), from Apple's
        /// Human Interface Guidelines, Typography, iOS "Large" table.
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// A font weight, as UIKit's `UIFont.Weight` (the same raw values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Self(-0.8)
        public static let thin = Self(-0.6)
        public static let light = Self(-0.4)
        public static let regular = Self(0)
        public static let medium = Self(0.23)
        public static let semibold = Self(0.3)
        public static let bold = Self(0.4)
        public static let heavy = Self(0.56)
        public static let black = Self(0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The text style it was made for, if any.
    public let textStyle: TextStyle?

    private init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font of a text style at the default text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.defaultMetrics
        return UIFont(pointSize: metrics.size, weight: metrics.weight, textStyle: style)
    }

    /// The font of a text style; the traits are ignored (the default text size is used).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}
