/// A picture Mosaic draws for a cell in place of an image file: deterministic for the
/// cell's index path (the same cell always gets the same picture, neighbours differ).
public enum Artwork: String, Sendable, CaseIterable {
    /// A photo-like picture: a sky-to-ground gradient with a sun or hills, in one of
    /// several moods (dawn, sea, forest, dusk, desert, night…).
    case photo
    /// A contact's avatar: a circle with the initials of the cell's title, white on a
    /// gradient (the grey gradient of iOS Contacts, or a tint when `tinted`-style).
    case avatar
    /// Album or show art: a bold gradient with geometric shapes.
    case artwork
    /// An app icon: a rounded square (corners 22.5% of the side) with a gradient and the
    /// first letter of the title.
    case icon
}

/// Where a cell's image goes relative to its text.
public enum ImagePlacement: String, Sendable, CaseIterable {
    /// Mosaic's automatic arrangement: an image alone fills the cell; with text, a square
    /// beside it in wide cells, else the top 60% above the text.
    case automatic
    /// Full bleed: the image aspect-fills the whole cell and the text sits at the bottom,
    /// white over a dark gradient scrim.
    case fill
    /// The image fills the cell's width above the text, with rounded corners, and the cell
    /// has no fill (a Music album or an App Store card): the text keeps the lines it needs
    /// at the bottom.
    case above
}

/// Space between a cell's edges and its content, in points.
public struct CellPadding: Sendable, Equatable {
    /// Space at the leading and trailing edges.
    public var horizontal: Double
    /// Space at the top and bottom edges.
    public var vertical: Double

    /// Makes padding.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same padding on every edge.
    public init(all: Double) {
        self.init(horizontal: all, vertical: all)
    }
}
