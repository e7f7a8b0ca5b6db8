/// How a run of text looks and is laid out: font, colour, alignment, wrapping and truncation.
///
/// Sizes are in user-space units (points): 17 means 17 units tall, whatever
/// scale the drawing context has, as on iOS.
public struct TextStyle: Hashable, Sendable {
    /// Font weight, from thin (100) to black (900).
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// 100.
        case thin = 100
        /// 200.
        case ultraLight = 200
        /// 300.
        case light = 300
        /// 400, the default.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
    }

    /// Where lines sit horizontally, relative to the writing direction.
    public enum Alignment: Hashable, Sendable {
        /// At the start of the line: left in left-to-right text, right in right-to-left text.
        case leading
        /// Centred.
        case center
        /// At the end of the line.
        case trailing
    }

    /// Where text that does not fit is cut and replaced with an ellipsis (…).
    public enum Ellipsis: Hashable, Sendable {
        /// Never: extra lines are cut off at ``TextStyle/maximumNumberOfLines``.
        case none
        /// `…end of the text`.
        case start
        /// `Start…end`.
        case middle
        /// `Start of the text…` (UIKit's `.byTruncatingTail`).
        case end
    }

    /// The direction of the layout the text is in, as UIKit's labels take it: the alignment
    /// follows the layout (`NSTextAlignment.natural`), while the characters are ordered by the
    /// text's first character with a strong direction (`NSWritingDirection.natural`), so
    /// English in a right-to-left layout reads left to right and sits at the right.
    public enum Direction: Hashable, Sendable {
        /// Left to right, characters too, whatever the text (Mosaic's own annotations).
        case leftToRight
        /// A right-to-left layout: leading is the right; text with no strong character
        /// ("★ 4.9") is ordered right to left.
        case rightToLeft
        /// A left-to-right layout: leading is the left; Hebrew or Arabic text is ordered
        /// right to left.
        case automatic
    }

    /// Where the text block sits vertically in the rectangle it is drawn in.
    public enum VerticalAlignment: Hashable, Sendable {
        /// At the top.
        case top
        /// Centred, as `UILabel` does.
        case center
        /// At the bottom.
        case bottom
    }

    /// The font family, for example `"Inter"` or `"DejaVu Sans"`; missing glyphs come from the
    /// environment's fallback families.
    public var fontFamily: String
    /// The weight.
    public var weight: Weight
    /// Whether to use the italic face.
    public var italic: Bool
    /// The font size in points (user-space units).
    public var size: Double
    /// The text colour.
    public var color: Color
    /// Horizontal alignment of each line.
    public var alignment: Alignment
    /// Whether lines wrap to the available width: between words, and inside a word only
    /// when it is wider than the line (by character, without a hyphen). With an ``ellipsis``,
    /// a word wider than the line is not continued on the next line: the text ends there with
    /// the ellipsis ("Shib…"), as UILabel truncates it.
    public var wraps: Bool
    /// Where text that does not fit is truncated.
    public var ellipsis: Ellipsis
    /// The most lines shown; 0 means no limit.
    public var maximumNumberOfLines: Int
    /// The paragraph direction.
    public var direction: Direction
    /// Vertical placement inside the drawing rectangle.
    public var verticalAlignment: VerticalAlignment
    /// The height of each line (baseline to baseline) in points; `nil` is the font's own.
    public var lineHeight: Double? = nil
    /// Stretches of the text with their own weight, slant or colour, in order; their texts
    /// joined must be the text drawn, else they are ignored. Empty: the whole text in this style.
    public var runs: [TextRun] = []
    /// The language the text is written in: it picks the forms of Han characters (Japanese,
    /// Chinese or Korean); `nil` draws them in Simplified Chinese forms.
    public var language: TextLanguage? = nil

    /// The family of a style that names none: `"Inter"`, which Mosaic's font environment ships.
    public static let defaultFontFamily = "Inter"

    /// Makes a style; every parameter has a default (Inter Regular 17 pt, black, leading, wrapping).
    public init(
        fontFamily: String = TextStyle.defaultFontFamily, weight: Weight = .regular,
        italic: Bool = false, size: Double = 17, color: Color = .black,
        alignment: Alignment = .leading, wraps: Bool = true, ellipsis: Ellipsis = .none,
        maximumNumberOfLines: Int = 0, direction: Direction = .automatic,
        verticalAlignment: VerticalAlignment = .top
    ) {
        self.fontFamily = fontFamily
        self.weight = weight
        self.italic = italic
        self.size = size
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
        self.ellipsis = ellipsis
        self.maximumNumberOfLines = maximumNumberOfLines
        self.direction = direction
        self.verticalAlignment = verticalAlignment
    }
}
