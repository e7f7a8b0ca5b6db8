import CompositionalLayout
import MosaicCairo

/// What one cell shows. Every field is optional: a cell with none of them gets
/// the automatic placeholder (a colour per section and its index path).
public struct CellContent: Sendable, Equatable {
    /// The title, drawn first (17 pt semibold by default; wraps and ends with an ellipsis).
    public var title: String?
    /// The subtitle, below the title in `secondaryLabel`.
    public var subtitle: String?
    /// An absolute path to a PNG file drawn in the cell.
    public var imagePath: String?
    /// The cell's fill colour; the theme's palette colour for its section when `nil`. On a
    /// colour of its own, the title and subtitle are white, or black on a light colour (the
    /// subtitle at 80%), instead of the cell style's colours.
    public var color: Color?
    /// Text of the cell's badges (a number or a short word); nothing drawn in them when `nil`.
    public var badge: String?
    /// The cell's outline; its section's ``SectionContent/cellShape`` when `nil`.
    public var shape: CellShape?

    /// Makes cell content; every field is optional.
    public init(title: String? = nil, subtitle: String? = nil, imagePath: String? = nil, color: Color? = nil,
                badge: String? = nil, shape: CellShape? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.imagePath = imagePath
        self.color = color
        self.badge = badge
        self.shape = shape
    }

    /// Whether the cell has no content of its own and shows the placeholder.
    public var isEmpty: Bool { title == nil && subtitle == nil && imagePath == nil && color == nil }
}

/// How cells without content of their own are labelled.
public enum PlaceholderStyle: String, Sendable, CaseIterable {
    /// The index path, "0, 3", as Apple's sample code labels its cells.
    case indexPath
    /// The item number alone, "3".
    case number
    /// A plain coloured cell, no label.
    case blank
}

/// What one section shows: its cells and the text of its headers and footers.
public struct SectionContent: Sendable, Equatable {
    /// Content of the first cells; cells past the end use the placeholder.
    public var items: [CellContent]
    /// How the section's cells without content are labelled.
    public var placeholder: PlaceholderStyle
    /// Text of the section's supplementary views, by element kind
    /// (for example `UICollectionView.elementKindSectionHeader`).
    public var supplementaryText: [String: String]
    /// The outline of the section's cells (a cell's own ``CellContent/shape`` wins); `nil`
    /// gives rounded rectangles with ``CellStyle/cornerRadius``. List rows ignore it.
    public var cellShape: CellShape?

    /// Makes section content.
    public init(items: [CellContent] = [], placeholder: PlaceholderStyle = .indexPath,
                supplementaryText: [String: String] = [:], cellShape: CellShape? = nil) {
        self.items = items
        self.placeholder = placeholder
        self.supplementaryText = supplementaryText
        self.cellShape = cellShape
    }
}

/// Everything a layout's elements show, section by section.
public struct LayoutContent: Sendable, Equatable {
    /// The content of each section, in order; sections past the end show placeholders.
    public var sections: [SectionContent]
    /// Text of the layout-wide header and footer, by element kind.
    public var globalSupplementaryText: [String: String]

    /// Makes layout content.
    public init(sections: [SectionContent] = [], globalSupplementaryText: [String: String] = [:]) {
        self.sections = sections
        self.globalSupplementaryText = globalSupplementaryText
    }

    /// The content of the cell at `indexPath` (empty when none was given).
    public func cell(at indexPath: IndexPath) -> CellContent {
        guard sections.indices.contains(indexPath.section) else { return CellContent() }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : CellContent()
    }

    /// The shape of the cell at `indexPath` showing `item`: the item's own, else its
    /// section's, else `nil` (the style's rounded rectangle).
    public func cellShape(at indexPath: IndexPath, item: CellContent) -> CellShape? {
        item.shape ?? (sections.indices.contains(indexPath.section) ? sections[indexPath.section].cellShape : nil)
    }

    /// The placeholder style of a section.
    public func placeholder(inSection section: Int) -> PlaceholderStyle {
        sections.indices.contains(section) ? sections[section].placeholder : .indexPath
    }

    /// The text of a supplementary view of a section, if any was given.
    public func supplementaryText(ofKind kind: String, section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].supplementaryText[kind] : nil
    }
}
