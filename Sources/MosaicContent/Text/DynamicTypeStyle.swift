/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`) at the default content size
/// (`.large`): their point size, weight and leading.
///
/// The values are those of Apple's Human Interface Guidelines, Typography, "Dynamic Type
/// sizes", iOS, Large (default) — also listed at iosfontsizes.com (sizes and weights):
///
/// | style       | size | weight   | leading |
/// |-------------|------|----------|---------|
/// | largeTitle  | 34   | regular  | 41      |
/// | title1      | 28   | regular  | 34      |
/// | title2      | 22   | regular  | 28      |
/// | title3      | 20   | regular  | 25      |
/// | headline    | 17   | semibold | 22      |
/// | body        | 17   | regular  | 22      |
/// | callout     | 16   | regular  | 21      |
/// | subheadline | 15   | regular  | 20      |
/// | footnote    | 13   | regular  | 18      |
/// | caption1    | 12   | regular  | 16      |
/// | caption2    | 11   | regular  | 13      |
public enum DynamicTypeStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default content size.
    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    /// The weight: semibold for `headline`, regular for every other style.
    public var weight: TextStyle.Weight { self == .headline ? .semibold : .regular }

    /// The distance between baselines of consecutive lines, in points.
    public var leading: Double {
        switch self {
        case .largeTitle: return 41
        case .title1: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption1: return 16
        case .caption2: return 13
        }
    }

    /// `base` in this style: its size, weight and leading; colour, alignment and the rest kept.
    public func applied(to base: TextStyle) -> TextStyle {
        var style = base
        style.size = size
        style.weight = weight
        style.lineHeight = leading
        return style
    }
}
