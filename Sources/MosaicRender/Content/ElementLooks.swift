import CompositionalLayout
import Foundation
import MosaicCairo

/// How one cell looks: the cell style, or a list row's look in a list section.
struct CellLook {
    var fill: Color?
    /// The cell's outline; `nil` for list rows, whose outline is their frame with ``radii``.
    var shape: CellShape?
    /// A list row's corners.
    var radii: CornerRadii
    var border: Border?
    var shadow: Shadow?
    /// Space between the cell's edges and its text (and, outside lists, its image).
    var padding: (horizontal: CGFloat, vertical: CGFloat)
    var title: TextStyle
    var subtitle: TextStyle
    /// The placeholder label: centred and shrunk to fit in cells, a row title in lists.
    var placeholder: TextStyle
    /// The placeholder label's colour; `nil` contrasts with the fill.
    var placeholderColor: Color?
    /// For a list row, its metrics; `nil` for other cells.
    var row: RowMetrics?
    /// The styles of a cell's overline, footnote and trailing detail; `nil` when it shows none.
    var lines: Lines? = nil

    /// The styles of the lines few cells show (a class, so that other cells' looks do not carry them).
    final class Lines {
        /// ``CellContent/overline``: 13-pt semibold, one line, in the subtitle's colour.
        let overline: TextStyle
        /// ``CellContent/footnote``: 13-pt regular, in the subtitle's colour.
        let footnote: TextStyle
        /// `CellContent.detail` outside lists: the subtitle's style, one line.
        let detail: TextStyle

        init(subtitle: TextStyle, scale: (TextStyle) -> TextStyle) {
            var overline = subtitle
            (overline.size, overline.weight, overline.wraps, overline.maximumNumberOfLines) = (13, .semibold, false, 1)
            overline.ellipsis = .end
            var footnote = subtitle
            (footnote.size, footnote.weight) = (13, .regular)
            var detail = subtitle
            (detail.wraps, detail.maximumNumberOfLines, detail.ellipsis, detail.alignment) = (false, 1, .end, .trailing)
            (self.overline, self.footnote, self.detail) = (scale(overline), scale(footnote), scale(detail))
        }

        /// The overline of `item`, if it has one, as a stack line.
        func overline(of item: CellContent) -> TitleStack.Line? {
            item.overline.map { TitleStack.Line(text: $0, style: overline) }
        }

        /// The footnote of `item`, if it has one, as a stack line.
        func footnote(of item: CellContent) -> TitleStack.Line? {
            item.footnote.map { TitleStack.Line(text: $0, style: footnote) }
        }
    }

    /// What a list row adds to a cell's look.
    ///
    /// A class, so that a grid cell's look does not carry (and copy) its space: it is most
    /// of a look's size, and only list rows have one.
    final class RowMetrics {
        /// The least height a self-sizing row takes.
        let minimumHeight: CGFloat
        /// The side of the image's square.
        let imageSize: CGFloat
        let imageCornerRadius: CGFloat
        /// Value text, accessories and icons (text styles in the layout's direction).
        let accessories: RowAccessoryStyle
        /// The colour of the row's icon: its own, else one by the row's index.
        let iconColor: Color
        /// The fill and text of a badge in the row (``CellContent/badge``, trailing).
        let badgeFill: Color
        let badgeText: TextStyle
        /// The Dynamic Type size of the row's text.
        let sizeCategory: UIContentSizeCategory

        init(
            minimumHeight: CGFloat, imageSize: CGFloat, imageCornerRadius: CGFloat, accessories: RowAccessoryStyle,
            iconColor: Color, badgeFill: Color, badgeText: TextStyle, sizeCategory: UIContentSizeCategory
        ) {
            self.minimumHeight = minimumHeight
            self.imageSize = imageSize
            self.imageCornerRadius = imageCornerRadius
            self.accessories = accessories
            self.iconColor = iconColor
            self.badgeFill = badgeFill
            self.badgeText = badgeText
            self.sizeCategory = sizeCategory
        }
    }

    var isListRow: Bool { row != nil }

    /// Where the cell's outline lies in `frame`, and its corners.
    func outline(in frame: CGRect) -> (rect: CGRect, radii: CornerRadii) {
        shape?.outline(in: frame) ?? (frame, radii)
    }
}

/// How one header or footer looks and what it says.
struct BoundaryLook {
    var style: SupplementaryStyle
    var text: String
    /// Space between the frame's leading and trailing edges and the text.
    var horizontalInset: CGFloat
    /// A button at the trailing end ("See All ›", ``SectionContent/headerAccessory``) and its
    /// style; `nil` for none.
    var accessory: (text: String, style: TextStyle)? = nil
}

/// The looks of a scene's elements: which style, text and insets each one gets. Both the
/// painters and the self-sizing measurement read elements' looks from here, so what is
/// measured is what is drawn.
///
/// A class, not a struct: it holds the whole ``RenderStyle`` (kilobytes), and a struct
/// stored in a painter was copied whole for each call, once or more per cell.
final class ElementLooks {
    let style: RenderStyle
    let content: LayoutContent
    let structure: LayoutStructure
    let isRightToLeft: Bool
    /// The Dynamic Type size text is set at (``DynamicTypeStyle/scaledSize(_:for:)``).
    let sizeCategory: UIContentSizeCategory
    /// The kind of device: on Apple TV and a Mac, text takes the platform's sizes
    /// (``DynamicTypeStyle/platformSize(_:on:)``) instead of Dynamic Type's.
    let idiom: UIUserInterfaceIdiom
    /// The appearance, in which content's colours resolve.
    var theme: ThemeName { style.colors.theme }
    /// The tint a `tintColor` in the content takes: the style's (a canvas's `tint`), `nil` for UIKit's.
    private let tint: ThemedColor?

    /// `color` as drawn here: in this theme, `tintColor` in the style's tint.
    func resolve(_ color: ThemedColor) -> Color { color.resolved(in: theme, tint: tint) }
    /// The language every text is set in (``RenderScene/language``).
    let language: TextLanguage?

    /// The style's text styles for cells and list rows as laid out here (``textStyle(_:)``),
    /// worked out once rather than for every cell.
    private let cellTitle: TextStyle, cellSubtitle: TextStyle, cellPlaceholder: TextStyle
    private let rowTitle: TextStyle, rowSubtitle: TextStyle, rowPlaceholder: TextStyle, rowBadgeText: TextStyle
    /// How accessories are drawn, in any cell: the list style's, in the layout's direction and tint.
    let accessoryStyle: RowAccessoryStyle

    init(
        style: RenderStyle, content: LayoutContent, structure: LayoutStructure, isRightToLeft: Bool,
        sizeCategory: UIContentSizeCategory = .large, idiom: UIUserInterfaceIdiom = .phone,
        language: TextLanguage? = nil
    ) {
        self.style = style
        self.content = content
        self.structure = structure
        self.isRightToLeft = isRightToLeft
        self.sizeCategory = sizeCategory
        self.idiom = idiom
        tint = style.tintColor.map { ThemedColor($0) }
        self.language = language
        let laidOut = {
            Self.textStyle(
                $0, isRightToLeft: isRightToLeft, sizeCategory: sizeCategory, idiom: idiom,
                language: language)
        }
        cellTitle = laidOut(style.cell.title)
        cellSubtitle = laidOut(style.cell.subtitle)
        cellPlaceholder = Self.directed(style.cell.placeholderLabel, isRightToLeft: isRightToLeft, language: language)
        rowTitle = laidOut(style.list.title)
        rowSubtitle = laidOut(style.list.subtitle)
        var placeholder = rowTitle
        placeholder.wraps = false
        placeholder.verticalAlignment = .center
        rowPlaceholder = placeholder
        rowBadgeText = laidOut(style.badge.text)
        var accessories = style.list.accessories
        accessories.checkmarkColor = style.tintColor ?? accessories.checkmarkColor
        accessories.valueText = laidOut(accessories.valueText)
        accessories.iconSymbol = laidOut(accessories.iconSymbol)
        accessoryStyle = accessories
    }

    /// The look of the cell at `path` showing `item`.
    func cell(at path: IndexPath, item: CellContent) -> CellLook {
        if structure.isList(path.section), let list = structure.list(inSection: path.section) {
            return row(at: path, item: item, list: list)
        }
        if let appearance = item.appearance { return configured(appearance, item: item) }
        let hasContent = item.hasText || item.hasImage
        let shape = content.cellShape(at: path, item: item) ?? .roundedRect(radius: style.cell.cornerRadius)
        let padding = item.padding ?? CellPadding(all: style.cell.padding)
        // Made once with the style's text, then adjusted in place: each copy of a text style costs.
        var look = CellLook(
            fill: item.color?.resolved(in: theme)
                ?? (hasContent ? style.cell.fill : paletteColor(section: path.section)),
            shape: shape, radii: .zero, border: item.border ?? style.cell.border,
            shadow: item.shadow ?? style.cell.shadow,
            padding: (CGFloat(padding.horizontal), CGFloat(padding.vertical)), title: cellTitle,
            subtitle: cellSubtitle, placeholder: cellPlaceholder,
            placeholderColor: style.cell.placeholderLabelColor, row: nil)
        if shape == .circle || shape == .capsule {
            (look.title.alignment, look.subtitle.alignment) = (.center, .center)
        }
        // A cell's own fill leaves its text in the style's `label` and `secondaryLabel`, as a
        // UILabel's default textColor is `label` whatever is behind it; `titleText` and
        // `subtitleText` set other colours, and `mosaic check --strict` warns where text
        // and fill are too close.
        switch item.imagePlacement ?? .automatic {
        case .fill where item.hasImage && item.hasText:
            // White text over the image's scrim, as on artwork cards.
            (look.title.color, look.subtitle.color) = (.white, Color.white.withAlpha(0.85))
        case .above where item.hasImage:
            // The picture is the cell: no card behind it, the text on the page.
            if item.color == nil { look.fill = nil }
        default: break
        }
        item.titleText.apply(to: &look.title, in: theme, at: sizeCategory, idiom: idiom)
        item.subtitleText.apply(to: &look.subtitle, in: theme, at: sizeCategory, idiom: idiom)
        if let runs = item.titleRuns { look.title.runs = runs.map { $0.resolved(in: theme, tint: tint) } }
        if let runs = item.subtitleRuns { look.subtitle.runs = runs.map { $0.resolved(in: theme, tint: tint) } }
        if item.overline != nil || item.footnote != nil || item.detail != nil {
            // From the style's subtitle, at the layout's text size, coloured as the subtitle is on this cell.
            var base = style.cell.subtitle
            (base.color, base.alignment) = (look.subtitle.color, look.subtitle.alignment)
            look.lines = CellLook.Lines(subtitle: base, scale: textStyle)
        }
        return look
    }

    /// The look of a cell outside lists as its code configured it (`CellContent.appearance`):
    /// its fill (none when it has none), corners, border and shadow, the style's padding, and
    /// its text in the style's fonts with the configured options over them.
    private func configured(_ appearance: ViewAppearance, item: CellContent) -> CellLook {
        let padding = item.padding ?? CellPadding(all: style.cell.padding)
        var look = CellLook(
            fill: appearance.fill, shape: nil, radii: appearance.cornerRadii,
            border: appearance.border, shadow: appearance.shadow,
            padding: (CGFloat(padding.horizontal), CGFloat(padding.vertical)), title: cellTitle,
            subtitle: cellSubtitle, placeholder: cellPlaceholder,
            placeholderColor: style.cell.placeholderLabelColor, row: nil)
        item.titleText.apply(to: &look.title, in: theme, at: sizeCategory, idiom: idiom)
        item.subtitleText.apply(to: &look.subtitle, in: theme, at: sizeCategory, idiom: idiom)
        return look
    }

    /// The look of the list row at `path` showing `item`, in a section laid out as `list`.
    private func row(at path: IndexPath, item: CellContent, list: UICollectionLayoutListConfiguration) -> CellLook {
        var radii = CornerRadii.zero
        if list.appearance == .insetGrouped {
            let radius = style.list.insetGroupedCornerRadius
            let last = structure.itemCounts.indices.contains(path.section) ? structure.itemCounts[path.section] - 1 : 0
            // Below a header item, the group of rows starts at the second item.
            let first = list.headerMode == .firstItemInSection ? 1 : 0
            if path.item == first { (radii.topLeft, radii.topRight) = (radius, radius) }
            if path.item == last { (radii.bottomLeft, radii.bottomRight) = (radius, radius) }
        }
        let palette = style.cell.palette
        let metrics = CellLook.RowMetrics(
            minimumHeight: CGFloat(style.list.minimumRowHeight),
            imageSize: rowImageSize(of: item),
            imageCornerRadius: CGFloat(style.list.imageCornerRadius),
            accessories: accessoryStyle,
            iconColor: item.icon?.color?.resolved(in: theme)
                ?? (palette.isEmpty
                    ? style.colors.systemBlue : palette[((path.item % palette.count) + palette.count) % palette.count]),
            badgeFill: item.badgeColor?.resolved(in: theme) ?? style.colors.systemBlue,
            badgeText: rowBadgeText, sizeCategory: sizeCategory)
        var fill = item.color?.resolved(in: theme) ?? style.list.cellFill(of: list)
        var border: Border?
        var shadow: Shadow?
        if let appearance = item.appearance {
            // The section's rounded ends clip whatever the cell draws; the cell's own corners add to them.
            let own = appearance.cornerRadii
            radii = CornerRadii(
                topLeft: max(radii.topLeft, own.topLeft), topRight: max(radii.topRight, own.topRight),
                bottomRight: max(radii.bottomRight, own.bottomRight),
                bottomLeft: max(radii.bottomLeft, own.bottomLeft))
            fill = appearance.fill
            border = appearance.border
            shadow = appearance.shadow
        }
        return CellLook(
            fill: fill, shape: nil, radii: radii, border: border, shadow: shadow,
            padding: (
                structure.listMargin,
                item.padding.map { CGFloat($0.vertical) }
                    ?? CGFloat(style.list.rowVerticalPadding)
            ),
            title: withRuns(
                item.titleRuns, item.titleText.applied(to: rowTitle, in: theme, at: sizeCategory, idiom: idiom)),
            subtitle: withRuns(
                item.subtitleRuns,
                item.subtitleText.applied(to: rowSubtitle, in: theme, at: sizeCategory, idiom: idiom)),
            placeholder: rowPlaceholder, placeholderColor: rowPlaceholder.color, row: metrics)
    }

    /// `style` with `runs` in this appearance, when there are some.
    private func withRuns(_ runs: [TextRun]?, _ style: TextStyle) -> TextStyle {
        guard let runs else { return style }
        var style = style
        style.runs = runs.map { $0.resolved(in: theme, tint: tint) }
        return style
    }

    /// The text of the item supplementary of `kind` at `path` (see
    /// ``LayoutContent/badgeText(ofKind:at:badgeKind:)``), a cell's badge going to its
    /// section's ``LayoutContent/cellBadgeKind(among:)``.
    func badgeText(ofKind kind: String, at path: IndexPath) -> String? {
        content.badgeText(ofKind: kind, at: path, badgeKind: cellBadgeKind(inSection: path.section))
    }

    /// Whether the item supplementary of `kind` at `path` is drawn (see
    /// ``LayoutContent/showsBadge(ofKind:at:badgeKind:)``).
    func showsBadge(ofKind kind: String, at path: IndexPath) -> Bool {
        content.showsBadge(ofKind: kind, at: path, badgeKind: cellBadgeKind(inSection: path.section))
    }

    /// The kind a cell's badge text is for in `section`.
    private func cellBadgeKind(inSection section: Int) -> String {
        LayoutContent.cellBadgeKind(among: structure.badgeKinds(inSection: section))
    }

    /// The header that the cell at `path` is drawn as, when it is the first item of a list
    /// section whose `headerMode` is `.firstItemInSection` (`nil` for every other cell).
    ///
    /// It looks like the list's own section header (``RenderStyle/headerStyle(ofKind:list:)``
    /// for UIKit's header kind: its typography, paddings and background, so no row fill in
    /// grouped, inset-grouped and sidebar lists) and says the item's title, else the section's
    /// header text, else "Section N".
    func headerItem(at path: IndexPath, item: CellContent) -> BoundaryLook? {
        guard isHeaderItem(at: path) else { return nil }
        var look = boundary(
            kind: UICollectionView.elementKindSectionHeader, section: path.section, isFooter: false,
            isGlobal: false)
        if let title = item.title { look.text = title }
        return look
    }

    /// Whether the cell at `path` is drawn as its section's header (see ``headerItem(at:item:)``):
    /// a quick test, without making the header's look.
    func isHeaderItem(at path: IndexPath) -> Bool {
        path.item == 0 && structure.isList(path.section)
            && structure.list(inSection: path.section)?.headerMode == .firstItemInSection
    }

    /// How much further than the list's margin the text of the list row at `path` starts:
    /// the icon's or image's column (``ListStyle/imageSize`` and UIKit's 16-point padding) when it shows an
    /// icon, or an image beside text (a generated avatar, with or without text); 0 otherwise.
    func rowTextInset(at path: IndexPath) -> CGFloat {
        let item = content.cell(at: path)
        guard structure.list(inSection: path.section) != nil, headerItem(at: path, item: item) == nil,
            item.icon != nil || (item.hasImage && !CellArrangement.imageFillsRow(item))
        else { return 0 }
        return rowImageSize(of: item) + ListMetrics.imageToTextPadding
    }

    /// The side of a list row's image square: ``avatarSize`` for a generated avatar (a
    /// conversation or contact row), ``ListStyle/imageSize`` otherwise.
    func rowImageSize(of item: CellContent) -> CGFloat {
        item.artwork == .avatar && item.imagePath == nil && item.icon == nil
            ? Self.avatarSize : CGFloat(style.list.imageSize)
    }

    /// The side of a generated avatar in a list row: 40 points, as in a contacts or chat list.
    static let avatarSize: CGFloat = 40

    /// The placeholder label of the cell at `path` showing `item` ("0, 3" or "3"): `nil` for
    /// blank placeholders, and for an item with a title or subtitle, which shows no placeholder.
    func placeholderText(at path: IndexPath, item: CellContent) -> String? {
        // A configured cell shows what its code set, and no label of Mosaic's.
        if item.hasText || item.appearance != nil { return nil }
        switch content.placeholder(inSection: path.section) {
        case .indexPath: return "\(path.section), \(path.item)"
        case .number: return "\(path.item)"
        case .blank: return nil
        }
    }

    /// The look of a header or footer of `kind` in `section` (`isGlobal`: the layout's own).
    ///
    /// The text is the section's ``SectionContent/supplementaryText`` for the kind (the
    /// layout's ``LayoutContent/globalSupplementaryText`` for layout-wide ones); without
    /// one, "Section N" for a header and "Footer N" for a footer. List headers and footers
    /// line their text up with the rows' text; others inset it by the style's padding.
    func boundary(kind: String, section: Int, isFooter: Bool, isGlobal: Bool) -> BoundaryLook {
        let list = structure.list(inSection: section)
        var boundaryStyle =
            isFooter ? style.footerStyle(ofKind: kind, list: list) : style.headerStyle(ofKind: kind, list: list)
        boundaryStyle.text = textStyle(boundaryStyle.text)
        var accessory: (text: String, style: TextStyle)?
        if !isGlobal, content.sections.indices.contains(section) {
            let sectionContent = content.sections[section]
            if let fill = isFooter ? sectionContent.footerFill : sectionContent.headerFill {
                boundaryStyle.background = resolve(fill)
            }
            if !isFooter {
                boundaryStyle.text = sectionContent.headerText.applied(
                    to: boundaryStyle.text, in: theme, at: sizeCategory, idiom: idiom)
                accessory = sectionContent.headerAccessory.map { ($0, headerAccessoryStyle) }
            }
        }
        let given =
            isGlobal ? content.globalSupplementaryText[kind] : content.supplementaryText(ofKind: kind, section: section)
        let text =
            given
            ?? (isGlobal ? (isFooter ? "Footer" : "Header") : (isFooter ? "Footer \(section)" : "Section \(section)"))
        // The header's frame is the layout's (across the section's width inside its leading and
        // trailing contentInsets, as `supplementariesFollowContentInsets` says); its text is inset
        // by the view's own margin, whatever the cells show: the style's padding, 10 pt, as
        // `TitleSupplementaryView` in Apple's "Implementing Modern Collection Views" sample pins
        // its label (`inset = 10`). A list's headers take the list's layout margin on top, as
        // `UIListContentConfiguration` headers follow the layout margins (Docs/uikit-facts.md §19).
        let padding = CGFloat(boundaryStyle.horizontalPadding)
        let inset = padding + (list == nil || isGlobal ? 0 : structure.listMargin)
        return BoundaryLook(style: boundaryStyle, text: text, horizontalInset: inset, accessory: accessory)
    }

    /// A header's trailing button: 17-pt regular in the tint colour, one line, as a plain
    /// `UIButton.Configuration`'s title (the body text style).
    private var headerAccessoryStyle: TextStyle {
        textStyle(
            TextStyle(
                size: 17, color: style.tint, alignment: .trailing, wraps: false, ellipsis: .end,
                verticalAlignment: .center))
    }

    /// The placeholder colour of a section.
    func paletteColor(section: Int) -> Color {
        let palette = style.cell.palette
        return palette.isEmpty ? style.cell.fill : palette[((section % palette.count) + palette.count) % palette.count]
    }

    /// `style` as laid out in this layout: at the layout's Dynamic Type size (the platform's
    /// size on Apple TV and a Mac), in right-to-left paragraphs in a right-to-left layout
    /// unless the style fixes a direction.
    func textStyle(_ style: TextStyle) -> TextStyle {
        Self.textStyle(
            style, isRightToLeft: isRightToLeft, sizeCategory: sizeCategory, idiom: idiom, language: language)
    }

    private static func textStyle(
        _ style: TextStyle, isRightToLeft: Bool, sizeCategory: UIContentSizeCategory,
        idiom: UIUserInterfaceIdiom, language: TextLanguage?
    ) -> TextStyle {
        DynamicTypeStyle.scaled(
            directed(style, isRightToLeft: isRightToLeft, language: language), for: sizeCategory,
            idiom: idiom)
    }

    /// `style` in the layout's direction, at its own size: the placeholder label of a grid
    /// cell ("0, 3") is Mosaic's annotation, not the app's text, and does not follow Dynamic Type.
    private static func directed(_ style: TextStyle, isRightToLeft: Bool, language: TextLanguage?) -> TextStyle {
        var style = style
        if isRightToLeft && style.direction == .automatic { style.direction = .rightToLeft }
        if style.language == nil { style.language = language }
        return style
    }
}
