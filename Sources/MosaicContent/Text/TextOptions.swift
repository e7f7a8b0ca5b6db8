import CompositionalLayout

/// How one piece of an element's text is set, on top of the render style's: each field
/// that is not `nil` replaces the style's.
///
/// ```swift
/// TextOptions(style: .footnote, color: .system("systemBlue"), alignment: .center, lines: 1)
/// ```
public struct TextOptions: Sendable, Hashable {
    /// A Dynamic Type style: its size, weight and leading (``weight`` still wins).
    public var style: DynamicTypeStyle?
    /// The weight.
    public var weight: TextStyle.Weight?
    /// The colour.
    public var color: ThemedColor?
    /// The horizontal alignment.
    public var alignment: TextStyle.Alignment?
    /// The most lines shown (`UILabel.numberOfLines`); 0 means no limit.
    public var lines: Int?

    /// Makes options; every field is optional.
    public init(
        style: DynamicTypeStyle? = nil, weight: TextStyle.Weight? = nil, color: ThemedColor? = nil,
        alignment: TextStyle.Alignment? = nil, lines: Int? = nil
    ) {
        self.style = style
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lines = lines
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == TextOptions() }

    /// `base` with these options applied in `theme` (the ``color`` it draws); a ``style`` takes
    /// its size and leading at `category` (on Apple TV and a Mac, the platform's, ``PlatformTextStyle``).
    public func applied(
        to base: TextStyle, in theme: ThemeName, at category: UIContentSizeCategory = .large,
        idiom: UIUserInterfaceIdiom = .phone
    ) -> TextStyle {
        var result = base
        apply(to: &result, in: theme, at: category, idiom: idiom)
        return result
    }

    /// Applies these options to `text` in place (``applied(to:in:at:idiom:)`` without copying the style).
    package func apply(
        to text: inout TextStyle, in theme: ThemeName, at category: UIContentSizeCategory = .large,
        idiom: UIUserInterfaceIdiom = .phone
    ) {
        if let style { text = style.applied(to: text, at: category, idiom: idiom) }
        if let weight { text.weight = weight }
        if let color { text.color = color.resolved(in: theme) }
        if let alignment { text.alignment = alignment }
        if let lines { text.maximumNumberOfLines = max(lines, 0) }
    }

    /// These options, with `other`'s fields filling the ones not set here.
    public func over(_ other: TextOptions) -> TextOptions {
        TextOptions(
            style: style ?? other.style, weight: weight ?? other.weight, color: color ?? other.color,
            alignment: alignment ?? other.alignment, lines: lines ?? other.lines)
    }
}
