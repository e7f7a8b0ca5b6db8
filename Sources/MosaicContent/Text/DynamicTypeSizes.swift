import CompositionalLayout

/// UIKit's Dynamic Type point sizes for every text style at every content size category,
/// and how the renderer scales text that names no style.
///
/// The sizes are Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS
/// and iPadOS), one column per category, xSmall … xxxLarge then AX1 … AX5
/// (`accessibilityMedium` … `accessibilityExtraExtraExtraLarge`):
///
/// | style       | xS | S  | M  | L  | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |-------------|----|----|----|----|----|-----|------|-----|-----|-----|-----|-----|
/// | largeTitle  | 31 | 32 | 33 | 34 | 36 | 38  | 40   | 44  | 48  | 52  | 56  | 60  |
/// | title1      | 25 | 26 | 27 | 28 | 30 | 32  | 34   | 38  | 43  | 48  | 53  | 58  |
/// | title2      | 19 | 20 | 21 | 22 | 24 | 26  | 28   | 34  | 39  | 44  | 50  | 56  |
/// | title3      | 17 | 18 | 19 | 20 | 22 | 24  | 26   | 31  | 37  | 43  | 49  | 55  |
/// | headline    | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | body        | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | callout     | 13 | 14 | 15 | 16 | 18 | 20  | 22   | 26  | 32  | 38  | 44  | 51  |
/// | subheadline | 12 | 13 | 14 | 15 | 17 | 19  | 21   | 25  | 30  | 36  | 42  | 49  |
/// | footnote    | 12 | 12 | 12 | 13 | 15 | 17  | 19   | 23  | 27  | 33  | 38  | 44  |
/// | caption1    | 11 | 11 | 11 | 12 | 14 | 16  | 18   | 22  | 26  | 32  | 37  | 43  |
/// | caption2    | 11 | 11 | 11 | 11 | 13 | 15  | 17   | 20  | 24  | 29  | 34  | 40  |
///
/// Docs/uikit-facts.md §15 says which cells were cross-checked against which source.
/// `.unspecified` counts as `.large`, as UIKit's default.
extension DynamicTypeStyle {
    /// The point size at `category` (HIG "Dynamic Type sizes").
    public func size(for category: UIContentSizeCategory) -> Double {
        Self.table[self]![Self.column(of: category)]
    }

    /// The leading at `category`: the default leading plus how much the size grew, so the
    /// space between lines stays what it is at Large. An approximation (Docs/uikit-facts.md
    /// §15): measured body leading matches it up to AX1 and is 7 pt larger at AX5 (65, not 58).
    public func leading(for category: UIContentSizeCategory) -> Double {
        leading + size(for: category) - size
    }

    /// `base` in this style at `category` on a device of `idiom`: its size, weight and
    /// leading; the rest kept. On Apple TV and a Mac the platform's own sizes
    /// (``PlatformTextStyle``) apply, whatever the category.
    public func applied(
        to base: TextStyle, at category: UIContentSizeCategory,
        idiom: UIUserInterfaceIdiom = .phone
    ) -> TextStyle {
        if let platform = PlatformTextStyle.of(self, on: idiom) {
            var style = base
            style.size = platform.size
            style.weight = platform.weight
            style.lineHeight = platform.leading
            return style
        }
        var style = applied(to: base)
        style.size = size(for: category)
        style.lineHeight = leading(for: category)
        return style
    }

    /// The size text of `size` points at Large takes at `category`: that of the text style
    /// whose default size it is (17 -> body, 15 -> subheadline, 20 -> title3, 13 -> footnote …),
    /// else `size` scaled as body text scales (UIKit's `UIFontMetrics.default` scales custom
    /// fonts relative to the body style).
    public static func scaledSize(_ size: Double, for category: UIContentSizeCategory) -> Double {
        let column = column(of: category)
        if column == largeColumn { return size }
        if let style = stylesByDefaultSize[size] { return table[style]![column] }
        return size * table[.body]![column] / table[.body]![largeColumn]
    }

    /// `style` scaled for `category` (``scaledSize(_:for:)``), or to the platform's sizes on
    /// Apple TV and a Mac (``platformSize(_:on:)``); a fixed line height grows by as much as
    /// the size.
    public static func scaled(
        _ style: TextStyle, for category: UIContentSizeCategory,
        idiom: UIUserInterfaceIdiom = .phone
    ) -> TextStyle {
        let size: Double
        if let platform = platformSize(style.size, on: idiom) {
            size = platform
        } else {
            // Large, the default, changes nothing: no table look-up for every text drawn.
            if category == .large { return style }
            size = scaledSize(style.size, for: category)
        }
        var scaled = style
        scaled.size = size
        if let lineHeight = style.lineHeight { scaled.lineHeight = lineHeight + scaled.size - style.size }
        return scaled
    }

    /// The size text of `size` points on iOS takes on Apple TV or a Mac: that of the text
    /// style whose iOS size it is, on the platform (``PlatformTextStyle``), else `size`
    /// scaled as body text is (29 / 17 on tvOS, 13 / 17 on macOS); `nil` on iPhone and iPad.
    public static func platformSize(_ size: Double, on idiom: UIUserInterfaceIdiom) -> Double? {
        guard let body = PlatformTextStyle.of(.body, on: idiom) else { return nil }
        if let style = stylesByDefaultSize[size], let platform = PlatformTextStyle.of(style, on: idiom) {
            return platform.size
        }
        return size * body.size / DynamicTypeStyle.body.size
    }

    /// The categories in the table's column order.
    static let columns: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge
    ]
    static let largeColumn = 3

    static func column(of category: UIContentSizeCategory) -> Int {
        columns.firstIndex(of: category) ?? largeColumn
    }

    static let table: [DynamicTypeStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    ]

    /// The style each default size belongs to (body for 17, which headline shares).
    static let stylesByDefaultSize: [Double: DynamicTypeStyle] = {
        var styles: [Double: DynamicTypeStyle] = [:]
        for style in allCases.reversed() { styles[style.size] = style }
        styles[17] = .body
        return styles
    }()
}
