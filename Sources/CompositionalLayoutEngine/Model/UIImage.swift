import Foundation

/// A stand-in for UIKit's `UIImage`: a named placeholder, or a file on disk.
///
/// `UIImage(systemName:)` and `UIImage(named:)` always succeed and keep the name; the
/// renderer draws a symbol as a glyph for a few well-known symbol names
/// (``placeholderGlyph``) or the name's first letter, in its tint at its point size
/// (``symbolPointSize``), and a named image from a file of that name when there is one.
/// `UIImage(contentsOfFile:)` keeps the path, and the renderer draws the PNG or JPEG there.
/// No file is read here.
public final class UIImage: Hashable, @unchecked Sendable {
    /// Where the image comes from.
    public enum Source: Hashable, Sendable {
        /// An SF Symbol name (`UIImage(systemName:)`).
        case system(String)
        /// An asset catalogue name (`UIImage(named:)`).
        case named(String)
        /// A file path (`UIImage(contentsOfFile:)`).
        case file(String)
    }

    /// How an image is drawn with respect to its tint colour; stored only.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// Where the image comes from.
    public let source: Source
    /// The tint given with ``withTintColor(_:)``.
    public let tintColor: UIColor?
    /// Stored only.
    public let renderingMode: RenderingMode
    /// The point size a symbol configuration gave the image (`UIImage.SymbolConfiguration`'s
    /// point size or text style); `nil` leaves it to the view that shows it.
    public let symbolPointSize: CGFloat?
    /// How much larger than its point size a symbol configuration's scale draws the image
    /// (see `UIImage.SymbolScale`); 1 for the default medium scale.
    public let symbolScale: CGFloat

    private init(
        source: Source, tintColor: UIColor? = nil, renderingMode: RenderingMode = .automatic,
        symbolPointSize: CGFloat? = nil, symbolScale: CGFloat = 1
    ) {
        self.source = source
        self.tintColor = tintColor
        self.renderingMode = renderingMode
        self.symbolPointSize = symbolPointSize
        self.symbolScale = symbolScale
    }

    /// A placeholder for the SF Symbol `name`; never `nil`.
    public convenience init?(systemName name: String) { self.init(source: .system(name)) }

    /// A placeholder for the SF Symbol `name` at a symbol configuration's point size and scale.
    package convenience init(symbolName name: String, pointSize: CGFloat?, scale: CGFloat?) {
        self.init(source: .system(name), symbolPointSize: pointSize, symbolScale: scale ?? 1)
    }

    /// A placeholder for the asset `name`; never `nil`.
    public convenience init?(named name: String) { self.init(source: .named(name)) }

    /// The image in the file at `path`; never `nil`: the engine does no I/O, and the
    /// renderer reports a file it cannot read as an error naming the cell and the path.
    public convenience init?(contentsOfFile path: String) {
        self.init(source: .file(path))
    }

    /// The same image tinted with `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(
            source: source, tintColor: color, renderingMode: renderingMode, symbolPointSize: symbolPointSize,
            symbolScale: symbolScale)
    }

    /// The same image tinted with `color`, with `renderingMode` (stored only).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    /// The same image with `renderingMode` (stored only).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, tintColor: tintColor, renderingMode: renderingMode, symbolPointSize: symbolPointSize,
            symbolScale: symbolScale)
    }

    /// The same image sized by a symbol configuration: its point size when it gives one (else
    /// this image's), and its scale's factor when it gives one (`nil` keeps this image's).
    package func withSymbolSizing(pointSize: CGFloat?, scale: CGFloat?) -> UIImage {
        UIImage(
            source: source, tintColor: tintColor, renderingMode: renderingMode,
            symbolPointSize: pointSize ?? symbolPointSize, symbolScale: scale ?? symbolScale)
    }

    /// A character that stands for the image in a placeholder: a glyph for some common SF
    /// Symbol names (the part before the first dot: "star.fill" is a star; a chevron's or an
    /// arrow's direction after it), else the name's first letter, uppercased; `nil` for an
    /// image from a file.
    public var placeholderGlyph: String? {
        let name: String
        switch source {
        case .system(let symbol):
            let parts = symbol.split(separator: ".").map(String.init)
            let stem = parts.first ?? ""
            if let directions = Self.directionGlyphs[stem], parts.count > 1, let glyph = directions[parts[1]] {
                return glyph
            }
            if let glyph = Self.symbolGlyphs[stem] { return glyph }
            name = stem
        case .named(let asset): name = asset
        case .file: return nil
        }
        return name.first.map { String($0).uppercased() }
    }

    /// Glyphs (all in DejaVu Sans, one of the pinned fonts) for common SF Symbol names.
    private static let symbolGlyphs: [String: String] = [
        "star": "★", "heart": "♥", "gear": "⚙", "gearshape": "⚙", "airplane": "✈", "moon": "☾",
        "sun": "☀", "cloud": "☁", "envelope": "✉", "phone": "✆", "music": "♫", "checkmark": "✓",
        "xmark": "✕", "plus": "+", "minus": "−", "flag": "⚑", "bolt": "⚡", "pencil": "✎",
        "person": "☺", "house": "⌂", "clock": "◷", "bell": "♪", "magnifyingglass": "⌕",
        "ellipsis": "…", "play": "▶"
    ]

    /// Glyphs for symbols that point (the part after the stem says where): "chevron.right"
    /// is ›, as a header's "See All ›" shows; "arrow.up" is ↑.
    private static let directionGlyphs: [String: [String: String]] = [
        "chevron": ["right": "›", "forward": "›", "left": "‹", "backward": "‹", "up": "⌃", "down": "⌄"],
        "arrow": ["right": "→", "forward": "→", "left": "←", "backward": "←", "up": "↑", "down": "↓"]
    ]

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.source == rhs.source && lhs.tintColor == rhs.tintColor && lhs.renderingMode == rhs.renderingMode
            && lhs.symbolPointSize == rhs.symbolPointSize && lhs.symbolScale == rhs.symbolScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(tintColor)
    }
}
