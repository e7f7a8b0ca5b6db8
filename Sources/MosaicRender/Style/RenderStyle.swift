import CompositionalLayout
import MosaicCairo

/// How every kind of element is drawn: the page background and a style per element
/// role, each overridable per element kind.
///
/// Start from ``standard(for:)`` and change what you need:
///
/// ```swift
/// var style = RenderStyle.standard(for: .dark)
/// style.cell.cornerRadius = 0
/// style.badges["new-badge"] = BadgeStyle(fill: .white, text: TextStyle(size: 11, color: .black))
/// ```
public struct RenderStyle: Sendable, Equatable {
    /// The theme's system colours; UIKit colours named in a layout (a list's
    /// `backgroundColor = .systemGroupedBackground`) resolve to these.
    public var colors: SystemColors
    /// The page behind everything (a layout made only of list sections uses its list's instead).
    public var background: Color
    /// The page colour set for the screen (the collection view's `backgroundColor`, a file's
    /// `canvas.background`): when set, it wins over ``background`` and a list's.
    public var pageBackground: Color? = nil
    /// The tint colour (`UIView.tintColor`) of checkmarks, header buttons, bar buttons and the
    /// selected tab; `nil` is `SystemColors.systemBlue`, UIKit's default.
    public var tintColor: Color? = nil
    /// The tint colour in effect: ``tintColor``, else `systemBlue`.
    public var tint: Color { tintColor ?? colors.systemBlue }
    /// Cells.
    public var cell: CellStyle
    /// Boundary supplementaries at the top (or leading) edge: section and layout headers.
    public var header: SupplementaryStyle
    /// Boundary supplementaries at the bottom (or trailing) edge: footers.
    public var footer: SupplementaryStyle
    /// Every other supplementary view: badges.
    public var badge: BadgeStyle
    /// Decoration views: section backgrounds.
    public var decoration: DecorationStyle
    /// List separators (see ``SeparatorProvider``).
    public var separator: SeparatorStyle
    /// Sections made with UIKit's list API: their rows, headers, footers and page colour.
    public var list: ListStyle

    /// Header and footer styles for particular element kinds, replacing ``header`` or ``footer``.
    public var supplementaries: [String: SupplementaryStyle] = [:]
    /// Badge styles for particular element kinds, replacing ``badge``.
    public var badges: [String: BadgeStyle] = [:]
    /// Decoration styles for particular element kinds, replacing ``decoration``.
    public var decorations: [String: DecorationStyle] = [:]

    /// Makes a style from one style per role (no per-kind overrides).
    public init(
        colors: SystemColors, background: Color, cell: CellStyle, header: SupplementaryStyle,
        footer: SupplementaryStyle,
        badge: BadgeStyle, decoration: DecorationStyle, separator: SeparatorStyle, list: ListStyle
    ) {
        self.colors = colors
        self.background = background
        self.cell = cell
        self.header = header
        self.footer = footer
        self.badge = badge
        self.decoration = decoration
        self.separator = separator
        self.list = list
    }

    /// The style of a header-like boundary supplementary of `kind`, in a section with list
    /// configuration `list` (`nil` for other sections).
    public func headerStyle(ofKind kind: String, list: UICollectionLayoutListConfiguration? = nil) -> SupplementaryStyle
    {
        if let style = supplementaries[kind] { return style }
        guard let list else { return header }
        return list.appearance == .plain || list.appearance == .sidebarPlain
            ? self.list.plainHeader : self.list.groupedHeader
    }

    /// The style of a footer-like boundary supplementary of `kind`, in a section with list
    /// configuration `list` (`nil` for other sections).
    public func footerStyle(ofKind kind: String, list: UICollectionLayoutListConfiguration? = nil) -> SupplementaryStyle
    {
        supplementaries[kind] ?? (list == nil ? footer : self.list.footer)
    }

    /// The style of a badge of `kind`.
    public func badgeStyle(ofKind kind: String) -> BadgeStyle { badges[kind] ?? badge }

    /// The style of a decoration view of `kind`.
    public func decorationStyle(ofKind kind: String) -> DecorationStyle { decorations[kind] ?? decoration }

    /// Mosaic's look for a theme, modelled on iOS: a `systemBackground` page, placeholder
    /// cells in system colours with 8 pt corners, content cells on `secondarySystemBackground`
    /// with 17 pt titles and 15 pt subtitles, 20 pt bold headers and 13 pt `secondaryLabel`
    /// footers (wrapping, 8 pt above and below, UIView's default layout margins),
    /// `systemRed` badges and tinted section backgrounds with 12 pt corners.
    public static func standard(for theme: ThemeName) -> RenderStyle {
        let colors = theme.colors
        let cell = CellStyle(
            fill: colors.secondarySystemBackground, palette: colors.palette, cornerRadius: 8, padding: 10,
            title: TextStyle(weight: .semibold, size: 17, color: colors.label, ellipsis: .end),
            subtitle: TextStyle(size: 15, color: colors.secondaryLabel, ellipsis: .end),
            placeholderLabel: TextStyle(
                weight: .semibold, size: 17, alignment: .center, wraps: false,
                ellipsis: .end, direction: .leftToRight, verticalAlignment: .center))
        // Header and footer text is inset 10 pt from the view's sides, as the title
        // views of Apple's collection-view sample code are.
        let header = SupplementaryStyle(
            text: TextStyle(weight: .bold, size: 20, color: colors.label, ellipsis: .end, verticalAlignment: .center),
            horizontalPadding: 10, topPadding: 8, bottomPadding: 8)
        let footer = SupplementaryStyle(
            text: TextStyle(size: 13, color: colors.secondaryLabel, ellipsis: .end, verticalAlignment: .center),
            horizontalPadding: 10, topPadding: 8, bottomPadding: 8)
        let badge = BadgeStyle(
            fill: colors.systemRed,
            text: TextStyle(
                weight: .semibold, size: 13, color: .white, alignment: .center, wraps: false,
                ellipsis: .end, verticalAlignment: .center))
        return RenderStyle(
            colors: colors, background: colors.systemBackground, cell: cell, header: header, footer: footer,
            badge: badge, decoration: DecorationStyle(), separator: SeparatorStyle(color: colors.separator),
            list: .standard(for: theme))
    }
}
