import CompositionalLayout

/// tvOS's and macOS's text styles: the same eleven `UIFont.TextStyle`s at each platform's
/// own sizes, which no text-size setting changes (Docs/appkit-facts.md §6).
///
/// Sizes, weights and leading from Apple's Human Interface Guidelines, Typography, the
/// tvOS and macOS text-style tables (points; body is 29 on tvOS and 13 on macOS, the HIG's
/// default sizes, against iOS's 17):
///
/// | style       | tvOS              | macOS            |
/// |-------------|-------------------|------------------|
/// | largeTitle  | 76 medium / 96    | 26 regular / 32  |
/// | title1      | 76 medium / 96    | 22 regular / 26  |
/// | title2      | 57 medium / 66    | 17 regular / 22  |
/// | title3      | 48 medium / 56    | 15 regular / 20  |
/// | headline    | 38 medium / 46    | 13 bold / 16     |
/// | body        | 29 medium / 36    | 13 regular / 16  |
/// | callout     | 31 medium / 38    | 12 regular / 15  |
/// | subheadline | 38 regular / 46   | 11 regular / 14  |
/// | footnote    | 23 medium / 29    | 10 regular / 13  |
/// | caption1    | 25 medium / 32    | 10 regular / 13  |
/// | caption2    | 23 medium / 30    | 10 medium / 13   |
///
/// tvOS has no large title of its own; Mosaic gives it title1's size. tvOS's "Subtitle 1"
/// stands for `subheadline`.
public struct PlatformTextStyle: Sendable, Equatable {
    /// The point size.
    public var size: Double
    /// The weight.
    public var weight: TextStyle.Weight
    /// The distance between baselines, in points.
    public var leading: Double

    /// `style` on a device of `idiom`: tvOS's or macOS's table; `nil` on iPhone and iPad,
    /// whose sizes follow Dynamic Type (``DynamicTypeStyle/size(for:)``).
    public static func of(_ style: DynamicTypeStyle, on idiom: UIUserInterfaceIdiom) -> PlatformTextStyle? {
        switch idiom {
        case .tv: return tv[style]
        case .mac: return mac[style]
        default: return nil
        }
    }

    static let tv: [DynamicTypeStyle: PlatformTextStyle] = [
        .largeTitle: .init(size: 76, weight: .medium, leading: 96),
        .title1: .init(size: 76, weight: .medium, leading: 96),
        .title2: .init(size: 57, weight: .medium, leading: 66),
        .title3: .init(size: 48, weight: .medium, leading: 56),
        .headline: .init(size: 38, weight: .medium, leading: 46),
        .body: .init(size: 29, weight: .medium, leading: 36),
        .callout: .init(size: 31, weight: .medium, leading: 38),
        .subheadline: .init(size: 38, weight: .regular, leading: 46),
        .footnote: .init(size: 23, weight: .medium, leading: 29),
        .caption1: .init(size: 25, weight: .medium, leading: 32),
        .caption2: .init(size: 23, weight: .medium, leading: 30)
    ]

    static let mac: [DynamicTypeStyle: PlatformTextStyle] = [
        .largeTitle: .init(size: 26, weight: .regular, leading: 32),
        .title1: .init(size: 22, weight: .regular, leading: 26),
        .title2: .init(size: 17, weight: .regular, leading: 22),
        .title3: .init(size: 15, weight: .regular, leading: 20),
        .headline: .init(size: 13, weight: .bold, leading: 16),
        .body: .init(size: 13, weight: .regular, leading: 16),
        .callout: .init(size: 12, weight: .regular, leading: 15),
        .subheadline: .init(size: 11, weight: .regular, leading: 14),
        .footnote: .init(size: 10, weight: .regular, leading: 13),
        .caption1: .init(size: 10, weight: .regular, leading: 13),
        .caption2: .init(size: 10, weight: .medium, leading: 13)
    ]
}
