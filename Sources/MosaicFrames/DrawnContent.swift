import Foundation

/// What a screen draws, element by element, as data: texts with their fonts, colours, image
/// identities. It depends on no Cairo, Pango or FreeType version, so references recorded on one
/// machine compare it exactly on another, where the pixels of glyph edges differ.
///
/// Recorded by MosaicRender while it draws (`Renderer.imageWithContent(of:)`), stored in
/// snapshot references beside the frames, and compared by ``DrawnContentDiff``.
public struct DrawnContent: Codable, Hashable, Sendable {
    /// The drawn elements, in ``LayoutFrame/Key`` order.
    public var elements: [DrawnElement]
    /// What is drawn outside every element: the page's background, separators and system bars.
    public var page: [DrawnMark]
    /// Where the page's texts' ink lies, in pixels (see ``DrawnElement/textBoxes``).
    public var pageTextBoxes: [PixelBox]

    /// Makes a record of explicit parts.
    public init(elements: [DrawnElement], page: [DrawnMark] = [], pageTextBoxes: [PixelBox] = []) {
        self.elements = elements
        self.page = page
        self.pageTextBoxes = pageTextBoxes
    }

    /// The record as compact, key-sorted JSON: the same text for the same content (how references
    /// store it, in their `mosaic-content` text chunk).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays always encode.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    /// Reads a record from its ``json``.
    public init(json: String) throws {
        self = try JSONDecoder().decode(DrawnContent.self, from: Data(json.utf8))
    }
}

/// One element (cell, supplementary view or decoration) and what it draws.
public struct DrawnElement: Codable, Hashable, Sendable {
    /// The element, as ``LayoutFrame`` names it.
    public var category: LayoutFrame.Category
    /// The element kind; `cell` for cells.
    public var kind: String
    public var section: Int
    public var item: Int
    /// The opacity the element is drawn with, when below 1.
    public var opacity: Double?
    /// True when its size was measured from its text (an estimated dimension; nil otherwise):
    /// then its frame depends on text measurement, which differs between Pango versions.
    public var sizedByText: Bool?
    /// Its pixels in the image: the frame in device pixels, rounded outwards.
    public var box: PixelBox
    /// What it draws, bottom to top. Empty for an element that draws nothing (a hidden badge).
    public var marks: [DrawnMark]
    /// Where the ink of its texts lies, in pixels. Machine-dependent (glyph outlines and
    /// positions change with Pango and FreeType): used to tell glyph rasterisation from other
    /// pixel changes, never compared.
    public var textBoxes: [PixelBox]
    /// Other pixels that depend on the rasteriser beyond what the marks say, never compared:
    /// image files scaled into place (resampled differently by pixman versions; their marks
    /// hold the file's identity), gradients (interpolated a level apart by pixman versions;
    /// their marks hold the stops) and shapes sized by measured text (a list row's badge
    /// capsule). Nil when there are none.
    public var rasterisedBoxes: [PixelBox]?

    /// Makes a record of explicit parts.
    public init(
        category: LayoutFrame.Category, kind: String, section: Int, item: Int, opacity: Double? = nil,
        sizedByText: Bool = false, box: PixelBox, marks: [DrawnMark], textBoxes: [PixelBox] = []
    ) {
        self.sizedByText = sizedByText ? true : nil
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.opacity = opacity
        self.box = box
        self.marks = marks
        self.textBoxes = textBoxes
    }

    /// Its identity for matching with a reference, as frames are matched.
    public var key: LayoutFrame.Key {
        LayoutFrame.Key(section: section, category: category, kind: kind, item: item)
    }

    /// `section 1, item 3`, `section 0 header`, as element changes name it.
    public var name: String {
        LayoutFrame(category: category, kind: kind, section: section, item: item, x: 0, y: 0, width: 0, height: 0).name
    }
}

/// One thing an element draws: a fill, a stroke, a gradient, a text or an image.
public struct DrawnMark: Codable, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mark it is.
    public enum Kind: String, Codable, Hashable, Sendable {
        case fill, stroke, gradient, text, image
    }

    public var kind: Kind
    /// The colour, `#RRGGBBAA` (fills, strokes, texts); a gradient's stops, `#RRGGBBAA@0.5 ...`.
    public var color: String?
    /// A stroke's width, in points.
    public var width: Double?
    /// A text's characters.
    public var text: String?
    /// A text's font.
    public var font: DrawnFont?
    /// An image's identity: `sha256:<hex>` of the file's bytes, or `artwork:<name>` for a picture Mosaic generates.
    public var image: String?
    /// A text's language (`ja`, `zh-Hant`), which picks the forms of Han characters; nil when it has none.
    public var language: String?

    /// Makes a mark of explicit parts.
    public init(
        kind: Kind, color: String? = nil, width: Double? = nil, text: String? = nil, font: DrawnFont? = nil,
        image: String? = nil, language: String? = nil
    ) {
        self.language = language
        self.kind = kind
        self.color = color
        self.width = width
        self.text = text
        self.font = font
        self.image = image
    }

    /// The mark in words: `fill #808080FF`, `text "Hello" Inter 600 17 #000000FF`,
    /// `text "東京" Inter 400 17 lang ja #000000FF`, `image sha256:3f2a…`.
    public var description: String {
        var words = [kind.rawValue]
        if let text { words.append(DrawnContentDiff.quoted(text)) }
        if let font { words.append(font.description) }
        if let language { words.append("lang \(language)") }
        if let color { words.append(color) }
        if let width { words.append("width \(FrameDump.number(width))") }
        if let image { words.append(image) }
        return words.joined(separator: " ")
    }
}

/// A text's font: family, weight (100-900), italic, size in points.
public struct DrawnFont: Codable, Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var weight: Int
    public var italic: Bool
    /// The size in points; for a text shrunk to fit its measured width (a badge's, a circle's,
    /// an icon's symbol, a placeholder label), the size before shrinking: the size drawn
    /// depends on the measurement, which differs between Pango versions.
    public var size: Double
    /// True for a text whose size is fitted to its measured width (nil otherwise).
    public var fitted: Bool?

    /// Makes a font record.
    public init(family: String, weight: Int, italic: Bool = false, size: Double, fitted: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = LayoutFrame.tidy(size)
        self.fitted = fitted ? true : nil
    }

    /// `Inter 600 17`, `DejaVu Sans 400 italic 20.5`, `Inter 600 13 fitted`.
    public var description: String {
        "\(family) \(weight)\(italic ? " italic" : "") \(FrameDump.number(size))\(fitted == true ? " fitted" : "")"
    }
}

/// A rectangle of whole pixels in an image.
public struct PixelBox: Codable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Makes a box.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest box of whole pixels holding the rectangle from (`minX`, `minY`) to
    /// (`maxX`, `maxY`), grown by `margin` pixels on every side.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Int = 0) {
        let x0 = Int((minX + 1e-6).rounded(.down)) - margin
        let y0 = Int((minY + 1e-6).rounded(.down)) - margin
        let x1 = Int((maxX - 1e-6).rounded(.up)) + margin
        let y1 = Int((maxY - 1e-6).rounded(.up)) + margin
        self.init(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// Whether the pixel at (`px`, `py`) lies in the box.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}
