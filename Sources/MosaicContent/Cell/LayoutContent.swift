import CompositionalLayout

/// What one cell shows. Every field is optional: a cell with none of them gets
/// the automatic placeholder (a colour per section and its index path).
///
/// List rows also show what UIKit's `UIListContentConfiguration` and `UICellAccessory`
/// give them: a ``style`` that puts the subtitle at the trailing edge (a Settings value),
/// trailing ``accessories`` and a leading ``icon``.
///
/// ```swift
/// CellContent(title: "Wi-Fi", subtitle: "Home", style: .value, accessories: [.disclosureIndicator],
///             icon: CellIcon(color: .system("systemBlue"), symbol: "W"))
/// ```
public struct CellContent: Sendable, Equatable {
    /// Where a list row's subtitle goes, after `UIListContentConfiguration`'s cell styles.
    public enum Style: String, Sendable, CaseIterable {
        /// `UIListContentConfiguration.subtitleCell()`: the subtitle below the title, 15 pt
        /// `secondaryLabel` (the default; every cell outside lists shows its subtitle so).
        case subtitle
        /// `UIListContentConfiguration.valueCell()`: the subtitle on the title's first line at
        /// the row's trailing edge (before any accessories), 17 pt `secondaryLabel`, one line.
        /// It keeps its whole width while the title needs no more than what is left, and
        /// at least half the text's width; the title wraps in the rest.
        case value
    }

    /// The title, drawn first (17 pt semibold by default; wraps and ends with an ellipsis).
    public var title: String?
    /// The subtitle, below the title in `secondaryLabel` (in a list row with ``style``
    /// `.value`, at the trailing edge).
    public var subtitle: String?
    /// An absolute path to a PNG file drawn in the cell.
    public var imagePath: String? {
        get { details.value.imagePath }
        set { details = details.with(\.imagePath, newValue) }
    }
    /// The cell's fill colour; the theme's palette colour for its section when `nil`. The
    /// text on it keeps the style's colours (`label`, `secondaryLabel`), as a UILabel's does:
    /// set ``titleText`` and ``subtitleText`` colours for text on a tinted fill.
    public var color: ThemedColor?
    /// Text of the cell's badge, the supplementary of kind ``LayoutContent/badgeKind`` (a
    /// number or a short word); the section's text for that kind
    /// (``SectionContent/supplementaryText``) when `nil`. Supplementaries of other kinds
    /// show ``supplementaryText``.
    public var badge: String?
    /// The cell's outline; its section's ``SectionContent/cellShape`` when `nil`.
    public var shape: CellShape? {
        get { details.value.shape }
        set { details = details.with(\.shape, newValue) }
    }
    /// Where a list row puts its subtitle: below the title (`.subtitle`, the default) or at
    /// the trailing edge (`.value`). Other cells always show it below the title.
    public var style: Style {
        get { details.value.style }
        set { details = details.with(\.style, newValue) }
    }
    /// Trailing accessories, in reading order (see ``CellAccessory``): a list row's, or any cell's.
    public var accessories: [CellAccessory] {
        get { details.value.accessories }
        set { details = details.with(\.accessories, newValue) }
    }
    /// A list row's Settings-style icon at its leading margin (see ``CellIcon``); it takes
    /// the place of ``imagePath``'s square in the row.
    public var icon: CellIcon? {
        get { details.value.icon }
        set { details = details.with(\.icon, newValue) }
    }
    /// A picture drawn in place of an image file (``imagePath`` wins); its section's
    /// ``SectionContent/artwork`` when `nil`.
    public var artwork: Artwork? {
        get { details.value.artwork }
        set { details = details.with(\.artwork, newValue) }
    }
    /// Where the image goes relative to the text; its section's, else `.automatic`.
    public var imagePlacement: ImagePlacement? {
        get { details.value.imagePlacement }
        set { details = details.with(\.imagePlacement, newValue) }
    }
    /// How the title is set, over the section's ``SectionContent/titleText`` and the style.
    public var titleText: TextOptions {
        get { details.value.titleText }
        set { details = details.with(\.titleText, newValue) }
    }
    /// How the subtitle is set, over the section's ``SectionContent/subtitleText`` and the style.
    public var subtitleText: TextOptions {
        get { details.value.subtitleText }
        set { details = details.with(\.subtitleText, newValue) }
    }
    /// Space between the cell's edges and its content; its section's, else the style's padding.
    public var padding: CellPadding? {
        get { details.value.padding }
        set { details = details.with(\.padding, newValue) }
    }
    /// A short trailing text on the title's first line: a list row's, beside a subtitle below
    /// the title (a chat row's time, a mail's date), or any cell's (a ★ rating, a price); in
    /// `secondaryLabel` at the subheadline size, at most half the text's width outside lists.
    public var detail: String? {
        get { details.value.detail }
        set { details = details.with(\.detail, newValue) }
    }
    /// Text of the cell's own supplementary views of kinds other than
    /// ``LayoutContent/badgeKind``, by kind (a pasted screen's per-item views); a kind without
    /// an entry shows the section's text for it.
    public var supplementaryText: [String: String] {
        get { details.value.supplementaryText }
        set { details = details.with(\.supplementaryText, newValue) }
    }
    /// The fill of the cell's badges; its section's ``SectionContent/badgeColor``, else the
    /// badge style's.
    public var badgeColor: ThemedColor? {
        get { details.value.badgeColor }
        set { details = details.with(\.badgeColor, newValue) }
    }

    /// A short line above the title (a story card's "GAME OF THE DAY"), in 13-pt semibold
    /// `secondaryLabel` (the footnote text style's size), one line.
    public var overline: String? {
        get { details.value.overline }
        set { details = details.with(\.overline, newValue) }
    }
    /// A line below the subtitle (a date, a distance), in 13-pt `secondaryLabel` (the
    /// footnote text style); it wraps in the lines left.
    public var footnote: String? {
        get { details.value.footnote }
        set { details = details.with(\.footnote, newValue) }
    }
    /// The title as runs of their own weight, slant or colour (see ``TextRun``); setting it
    /// sets ``title`` to their joined text. Runs whose joined text is not the title are not drawn
    /// as runs (the title is, in its style).
    public var titleRuns: [TextRun]? {
        get { details.value.titleRuns }
        set {
            details = details.with(\.titleRuns, newValue)
            if let newValue { title = TextRun.text(of: newValue) }
        }
    }
    /// The subtitle as runs (see ``titleRuns``).
    public var subtitleRuns: [TextRun]? {
        get { details.value.subtitleRuns }
        set {
            details = details.with(\.subtitleRuns, newValue)
            if let newValue { subtitle = TextRun.text(of: newValue) }
        }
    }
    /// A line along the cell's outline (`layer.borderWidth` and `borderColor`); its section's
    /// ``SectionContent/cellBorder``, else the cell style's (none by default, as a layer's).
    public var border: Border? {
        get { details.value.border }
        set { details = details.with(\.border, newValue) }
    }
    /// A shadow under the cell (`layer.shadow…`); its section's ``SectionContent/cellShadow``,
    /// else the cell style's (none by default, as a layer's `shadowOpacity` of 0).
    public var shadow: Shadow? {
        get { details.value.shadow }
        set { details = details.with(\.shadow, newValue) }
    }

    /// The fields above that cells seldom set, kept out of line and shared by copies (all
    /// cells that leave them at their defaults share one box). A plain cell (a title, a
    /// subtitle, a colour) then takes 96 bytes instead of 416: most of a long list's memory.
    private var details = CellContentDetailsBox.defaults

    /// Changes several of the out-of-line fields at once (one new box instead of one a field).
    mutating func updateDetails(_ change: (inout CellContentDetails) -> Void) {
        var value = details.value
        change(&value)
        details = .holding(value)
    }

    /// How the cell's rectangle looks as a pasted view controller configured it (fill,
    /// corners, border, shadow, gradient; see ``ViewAppearance``). When set, the cell is drawn
    /// from it and its text alone: no placeholder colour or label, no style fill, corners,
    /// border or shadow. `nil` (layouts without configured views) keeps the style's look.
    public var appearance: ViewAppearance? {
        get { details.value.appearance }
        set { details = details.with(\.appearance, newValue) }
    }

    /// Images a pasted cell shows at frames of their own (its image views; a list content
    /// configuration's image outside lists), drawn over its fill, under its text.
    public var placedImages: [PlacedImage] {
        get { details.value.placedImages }
        set { details = details.with(\.placedImages, newValue) }
    }

    /// Subviews of a pasted cell that paint a rectangle of their own (a fill, corners, a
    /// border), at their frames, back to front: drawn over the cell's fill, under its placed
    /// images, buttons and text.
    public var placedBoxes: [PlacedBox] {
        get { details.value.placedBoxes }
        set { details = details.with(\.placedBoxes, newValue) }
    }

    /// A pasted cell's labels after its first two (which are its ``title`` and ``subtitle``),
    /// at their frames: a feed cell's body under its title and date.
    public var placedLabels: [PlacedLabel] {
        get { details.value.placedLabels }
        set { details = details.with(\.placedLabels, newValue) }
    }

    /// Buttons a pasted cell shows at their frames (its `UIButton`s), drawn over its placed
    /// images, under its text.
    public var placedButtons: [PlacedButton] {
        get { details.value.placedButtons }
        set { details = details.with(\.placedButtons, newValue) }
    }

    /// Where the title is drawn, in the cell's bounds: a pasted cell's label frame. The text
    /// is centred vertically in it, as `UILabel` centres its text in its bounds; a zero
    /// height puts it at the frame's top (a label as tall as its text). `nil` places the
    /// title in the cell's padding.
    public var titleFrame: CGRect? {
        get { details.value.titleFrame }
        set { details = details.with(\.titleFrame, newValue) }
    }

    /// Where the subtitle is drawn, in the cell's bounds (see ``titleFrame``).
    public var subtitleFrame: CGRect? {
        get { details.value.subtitleFrame }
        set { details = details.with(\.subtitleFrame, newValue) }
    }

    /// Makes cell content; every field is optional.
    public init(
        title: String? = nil, subtitle: String? = nil, imagePath: String? = nil, color: ThemedColor? = nil,
        badge: String? = nil, shape: CellShape? = nil, style: Style = .subtitle,
        accessories: [CellAccessory] = [], icon: CellIcon? = nil, artwork: Artwork? = nil,
        imagePlacement: ImagePlacement? = nil, titleText: TextOptions = TextOptions(),
        subtitleText: TextOptions = TextOptions(), padding: CellPadding? = nil, detail: String? = nil,
        badgeColor: ThemedColor? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.color = color
        self.badge = badge
        details = .holding(
            CellContentDetails(
                imagePath: imagePath, shape: shape, style: style, accessories: accessories,
                icon: icon, artwork: artwork, imagePlacement: imagePlacement,
                titleText: titleText, subtitleText: subtitleText, padding: padding,
                detail: detail, badgeColor: badgeColor))
    }

    /// Whether the cell has no content of its own and shows the placeholder.
    public var isEmpty: Bool { title == nil && subtitle == nil && !hasImage && color == nil && appearance == nil }

    /// Whether the cell shows an image: a file or generated ``artwork``.
    public var hasImage: Bool { imagePath != nil || artwork != nil }

    /// Whether the cell shows a title or a subtitle.
    public var hasText: Bool { title != nil || subtitle != nil }
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
    /// gives rounded rectangles with `CellStyle.cornerRadius`. List rows ignore it.
    public var cellShape: CellShape?
    /// A picture for every cell without an image of its own, including placeholder cells.
    public var artwork: Artwork?
    /// Where the cells' images go relative to their text (a cell's own wins).
    public var imagePlacement: ImagePlacement?
    /// How the cells' titles are set (a cell's own options win, field by field).
    public var titleText: TextOptions
    /// How the cells' subtitles are set (a cell's own options win, field by field).
    public var subtitleText: TextOptions
    /// How the section's headers are set.
    public var headerText: TextOptions
    /// Space between each cell's edges and its content (a cell's own wins).
    public var padding: CellPadding?
    /// The section's name, used in figures' captions and labels instead of "section N".
    public var name: String?
    /// The fill of the section's badges (a cell's own wins).
    public var badgeColor: ThemedColor?
    /// A border on every cell of the section (a cell's own wins).
    public var cellBorder: Border?
    /// A shadow under every cell of the section (a cell's own wins).
    public var cellShadow: Shadow?
    /// The fill of the section's headers; `nil` keeps the style's (clear, as a
    /// `UICollectionReusableView`'s `backgroundColor`).
    public var headerFill: ThemedColor?
    /// The fill of the section's footers; `nil` keeps the style's.
    public var footerFill: ThemedColor?
    /// A button at the trailing end of the section's headers ("See All ›"), in the tint colour;
    /// `nil` for none.
    public var headerAccessory: String?

    /// Makes section content.
    public init(
        items: [CellContent] = [], placeholder: PlaceholderStyle = .indexPath,
        supplementaryText: [String: String] = [:], cellShape: CellShape? = nil, artwork: Artwork? = nil,
        imagePlacement: ImagePlacement? = nil, titleText: TextOptions = TextOptions(),
        subtitleText: TextOptions = TextOptions(), headerText: TextOptions = TextOptions(),
        padding: CellPadding? = nil
    ) {
        self.items = items
        self.placeholder = placeholder
        self.supplementaryText = supplementaryText
        self.cellShape = cellShape
        self.artwork = artwork
        self.imagePlacement = imagePlacement
        self.titleText = titleText
        self.subtitleText = subtitleText
        self.headerText = headerText
        self.padding = padding
    }

    /// The content of the section's item at `index` (empty when none was given), with the
    /// section's defaults filled in. Inlined with ``filling(_:)``: drawing a cell then copies
    /// its item once, not twice (the array's subscript still copies the section).
    @inline(__always) func cell(at index: Int) -> CellContent {
        filling(items.indices.contains(index) ? items[index] : CellContent())
    }

    /// `item` with this section's defaults filled in: artwork (when it has no image file),
    /// image placement, text options and padding.
    @inline(__always) func filling(_ item: CellContent) -> CellContent {
        // Without section defaults, filling changes nothing: skip copying the item's details.
        guard hasCellDefaults else { return item }
        var item = item
        item.updateDetails { details in
            if details.imagePath == nil, details.artwork == nil { details.artwork = artwork }
            details.imagePlacement = details.imagePlacement ?? imagePlacement
            details.titleText = details.titleText.over(titleText)
            details.subtitleText = details.subtitleText.over(subtitleText)
            details.padding = details.padding ?? padding
            details.badgeColor = details.badgeColor ?? badgeColor
            details.border = details.border ?? cellBorder
            details.shadow = details.shadow ?? cellShadow
        }
        return item
    }

    /// Whether the section sets any default that ``filling(_:)`` fills in.
    private var hasCellDefaults: Bool {
        artwork != nil || imagePlacement != nil || !titleText.isEmpty || !subtitleText.isEmpty
            || padding != nil || badgeColor != nil || cellBorder != nil || cellShadow != nil
    }
}

/// Everything a layout's elements show, section by section.
public struct LayoutContent: Sendable, Equatable {
    /// The content of each section, in order; sections past the end show placeholders.
    public var sections: [SectionContent]
    /// Text of the layout-wide header and footer, by element kind.
    public var globalSupplementaryText: [String: String]
    /// Supplementary views not drawn, as a view with `isHidden = true` is not shown on iOS
    /// (a badge hidden for a zero count, say): their kind and index path.
    public var hiddenSupplementaries: Set<SupplementaryKey> = []
    /// How configured supplementary views (headers, footers, badges, separators) look, by
    /// kind and index path, read from the views a pasted screen's data source makes; a view
    /// listed here is drawn from its ``ViewAppearance`` and text instead of the style's look.
    public var supplementaryAppearances: [SupplementaryKey: ViewAppearance] = [:]
    /// The labels, images and buttons of configured headers and footers outside lists, at
    /// their frames, by kind and index path; a view listed here with labels draws them in
    /// place of its text.
    public var placedSupplementaryViews: [SupplementaryKey: PlacedViews] = [:]
    /// How the decoration views of each kind look, read from the class a pasted screen
    /// registered for the kind (`register(_:forDecorationViewOfElementKind:)`); a kind
    /// listed here is drawn from its ``ViewAppearance`` instead of the palette's tint.
    public var decorationAppearances: [String: ViewAppearance] = [:]
    /// The page behind the elements: a pasted screen's collection view `backgroundColor`
    /// (opaque); `nil` uses the style's (or its list's) background.
    public var pageColor: Color?
    /// What shows through a translucent list page: a pasted screen's superviews'
    /// backgrounds, outermost first, over systemBackground (a list made `.clear` over a
    /// grouped view controller's view); `nil` when none of them has one.
    public var pageBackdrop: Color?

    /// Makes layout content.
    public init(sections: [SectionContent] = [], globalSupplementaryText: [String: String] = [:]) {
        self.sections = sections
        self.globalSupplementaryText = globalSupplementaryText
    }

    /// The configured look of the supplementary view of `kind` at `indexPath`, if its view was read.
    public func appearance(ofSupplementaryKind kind: String, at indexPath: IndexPath) -> ViewAppearance? {
        supplementaryAppearances.isEmpty
            ? nil : supplementaryAppearances[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// Whether the supplementary view of `kind` at `indexPath` is hidden (see ``hiddenSupplementaries``).
    public func isHidden(supplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        !hiddenSupplementaries.isEmpty
            && hiddenSupplementaries.contains(SupplementaryKey(kind: kind, indexPath: indexPath))
    }

    /// The content of the cell at `indexPath` (empty when none was given), with its
    /// section's defaults filled in (see ``SectionContent/artwork``).
    public func cell(at indexPath: IndexPath) -> CellContent {
        guard sections.indices.contains(indexPath.section) else { return CellContent() }
        return sections[indexPath.section].cell(at: indexPath.item)
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

    /// How figures name a section: its ``SectionContent/name``, else "section N".
    public func sectionLabel(_ section: Int) -> String {
        (sections.indices.contains(section) ? sections[section].name : nil) ?? "section \(section)"
    }

    /// The text of a supplementary view of a section, if any was given.
    public func supplementaryText(ofKind kind: String, section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].supplementaryText[kind] : nil
    }

    /// The kind of supplementary view a cell's ``CellContent/badge`` is the text of, unless
    /// the renderer says otherwise (``cellBadgeKind(among:)``): `badge`, the kind of a layout
    /// file's supplementaries without a `kind:` and of the badges a cell's `badge:` implies.
    public static let badgeKind = "badge"

    /// The kind a cell's ``CellContent/badge`` is the text of, among the kinds of a section's
    /// item supplementaries: ``badgeKind`` when the section has it or several other kinds
    /// (a heart beside a badge keeps its own text); the one kind a section has otherwise
    /// (Apple's "Item Badges" sample names its only kind `badge-element-kind`).
    public static func cellBadgeKind(among kinds: Set<String>) -> String {
        kinds.count == 1 && !kinds.contains(badgeKind) ? kinds.first ?? badgeKind : badgeKind
    }

    /// The text the cell `item` gives its supplementary of `kind`, if it gives one.
    private static func ownText(of item: CellContent, kind: String, badgeKind: String) -> String? {
        kind == badgeKind ? item.badge : item.supplementaryText[kind]
    }

    /// Whether the item supplementary of `kind` on the cell at `indexPath` is drawn, as iOS
    /// apps hide a badge whose count is zero: the cell's own text for the kind (its
    /// ``CellContent/badge`` for ``badgeKind``, else its ``CellContent/supplementaryText``)
    /// shows it unless empty; in a section where some cells have their own text for the
    /// kind, a cell without one has none; otherwise every cell shows the section's text for
    /// the kind (or a dot without one). Each kind is judged on its own. `badgeKind` is the
    /// kind ``CellContent/badge`` is for (see ``cellBadgeKind(among:)``).
    public func showsBadge(
        ofKind kind: String, at indexPath: IndexPath,
        badgeKind: String = LayoutContent.badgeKind
    ) -> Bool {
        if let own = Self.ownText(of: cell(at: indexPath), kind: kind, badgeKind: badgeKind) { return !own.isEmpty }
        guard sections.indices.contains(indexPath.section) else { return true }
        return !sections[indexPath.section].items.contains {
            Self.ownText(of: $0, kind: kind, badgeKind: badgeKind) != nil
        }
    }

    /// The text of the item supplementary of `kind` on the cell at `indexPath`: the cell's
    /// own for that kind (see ``showsBadge(ofKind:at:badgeKind:)``), else its section's text for the kind.
    public func badgeText(
        ofKind kind: String, at indexPath: IndexPath,
        badgeKind: String = LayoutContent.badgeKind
    ) -> String? {
        Self.ownText(of: cell(at: indexPath), kind: kind, badgeKind: badgeKind)
            ?? supplementaryText(ofKind: kind, section: indexPath.section)
    }
}

/// A supplementary view's kind and index path.
public struct SupplementaryKey: Hashable, Sendable {
    public var kind: String
    public var indexPath: IndexPath

    /// Makes a key.
    public init(kind: String, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
}
