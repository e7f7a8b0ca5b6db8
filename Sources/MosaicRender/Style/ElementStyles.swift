import MosaicCairo

/// How cells look.
///
/// A cell's fill is its `CellContent.color`; else ``fill`` when it has a title,
/// subtitle or image; else (the placeholder) its section's colour from ``palette``.
public struct CellStyle: Sendable, Equatable {
    /// The fill of cells that show content (title, subtitle or image).
    public var fill: Color
    /// Placeholder fills: section `n` uses `palette[n % palette.count]`.
    public var palette: [Color]
    /// The corner radius in points.
    public var cornerRadius: Double
    /// An optional border.
    public var border: Border?
    /// An optional shadow.
    public var shadow: Shadow?
    /// Space between the cell's edges and its text and image, in points.
    public var padding: Double
    /// The title's font and colour (a cell with a colour of its own gets white or black text
    /// instead, see `CellContent.color`). Titles wrap and end with an ellipsis when they do not fit.
    public var title: TextStyle
    /// The subtitle's font and colour, below the title.
    public var subtitle: TextStyle
    /// The placeholder label's font ("0, 3"); shrunk to fit small cells.
    public var placeholderLabel: TextStyle
    /// The placeholder label's colour; `nil` picks white or black to contrast with the fill.
    public var placeholderLabelColor: Color?

    /// Makes a cell style.
    public init(
        fill: Color, palette: [Color], cornerRadius: Double, border: Border? = nil, shadow: Shadow? = nil,
        padding: Double, title: TextStyle, subtitle: TextStyle, placeholderLabel: TextStyle,
        placeholderLabelColor: Color? = nil
    ) {
        self.fill = fill
        self.palette = palette
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.padding = padding
        self.title = title
        self.subtitle = subtitle
        self.placeholderLabel = placeholderLabel
        self.placeholderLabelColor = placeholderLabelColor
    }
}

/// How a header, footer or other boundary supplementary view looks.
public struct SupplementaryStyle: Sendable, Equatable {
    /// The background; `nil` leaves the page showing.
    public var background: Color?
    /// The background's corner radius in points.
    public var cornerRadius: Double
    /// The text's font, colour and alignment; it is placed vertically by its
    /// `TextStyle.verticalAlignment` between the paddings. With an ellipsis and no line
    /// limit it shows the whole lines that fit and ends with the ellipsis.
    public var text: TextStyle
    /// Space between the frame's leading and trailing edges and the text, in points.
    public var horizontalPadding: Double
    /// Space between the frame's top edge and the text, in points.
    public var topPadding: Double
    /// Space between the text and the frame's bottom edge, in points.
    ///
    /// A self-sizing header or footer (an estimated height) is measured to
    /// `topPadding` + its text's height, wrapped to the width inside the horizontal
    /// padding + `bottomPadding`.
    public var bottomPadding: Double
    /// An optional hairline along the bottom edge (headers) or top edge (footers).
    public var rule: Color?

    /// Makes a supplementary style.
    public init(
        background: Color? = nil, cornerRadius: Double = 0, text: TextStyle, horizontalPadding: Double = 4,
        topPadding: Double = 0, bottomPadding: Double = 0, rule: Color? = nil
    ) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.text = text
        self.horizontalPadding = horizontalPadding
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.rule = rule
    }
}

/// How a badge looks: any supplementary view that is not a boundary header or footer.
///
/// A badge is a capsule whose corner radius is half its shorter side: a circle when its
/// frame is square. It shows its cell's `CellContent.badge` text, centred.
///
/// A badge whose size has an estimated dimension (`~20 x 20` in a layout file) is measured
/// to its text: as wide as the text plus ``horizontalPadding`` on each side, and never
/// narrower than it is tall, so one digit stays a circle and "New" or "99+" becomes a
/// capsule. An estimated height is the text's line plus ``verticalPadding`` above and below,
/// and at least what lets the text keep its size (the font is at most 62% of the height).
public struct BadgeStyle: Sendable, Equatable {
    /// The fill.
    public var fill: Color
    /// An optional ring around the badge (iOS often rings badges in the background colour).
    public var border: Border?
    /// The text's font and colour; the size shrinks to fit small badges.
    public var text: TextStyle
    /// Space between the text and the badge's round ends, in points. Text shrinks when it
    /// would come closer to the ends than this or a fifth of the height, whichever is less.
    public var horizontalPadding: Double
    /// Space above and below the text of a badge with an estimated height, in points.
    public var verticalPadding: Double

    /// Makes a badge style.
    public init(
        fill: Color, border: Border? = nil, text: TextStyle, horizontalPadding: Double = 5,
        verticalPadding: Double = 2
    ) {
        self.fill = fill
        self.border = border
        self.text = text
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
    }
}

/// How a decoration view (a section background) looks.
public struct DecorationStyle: Sendable, Equatable {
    /// The fill; `nil` tints with the section's palette colour at ``tintOpacity``.
    public var fill: Color?
    /// The opacity of the palette tint when ``fill`` is `nil`.
    public var tintOpacity: Double
    /// The corner radius in points.
    public var cornerRadius: Double
    /// An optional border.
    public var border: Border?

    /// Makes a decoration style.
    public init(fill: Color? = nil, tintOpacity: Double = 0.14, cornerRadius: Double = 12, border: Border? = nil) {
        self.fill = fill
        self.tintOpacity = tintOpacity
        self.cornerRadius = cornerRadius
        self.border = border
    }
}

/// How list separators look.
public struct SeparatorStyle: Sendable, Equatable {
    /// The line colour.
    public var color: Color
    /// The thickness in points; `nil` is one device pixel (a hairline), as on iOS.
    public var thickness: Double?

    /// Makes a separator style.
    public init(color: Color, thickness: Double? = nil) {
        self.color = color
        self.thickness = thickness
    }
}
