import CompositionalLayout
import MosaicCairo

/// How sections made with UIKit's list API (`NSCollectionLayoutSection.list(using:…)`) look,
/// after iOS's list cells, headers and footers. Their text sits the list's side margin
/// (16 points, 20 in containers wider than 375 points) inside the row.
public struct ListStyle: Sendable, Equatable {
    /// The page of plain and sidebar lists (`systemBackground`).
    public var plainBackground: Color
    /// The page of grouped and inset-grouped lists (`systemGroupedBackground`).
    public var groupedBackground: Color
    /// Rows of plain lists.
    public var plainCellFill: Color
    /// Rows of grouped and inset-grouped lists (`secondarySystemGroupedBackground`).
    public var groupedCellFill: Color
    /// The corner radius of an inset-grouped section's first and last rows.
    public var insetGroupedCornerRadius: Double
    /// Row titles (and placeholder labels): 17 pt `label` (iOS's body style).
    public var title: TextStyle
    /// Row subtitles: 15 pt `secondaryLabel` (iOS's subheadline style).
    public var subtitle: TextStyle
    /// Headers of plain lists: 17 pt semibold on the page colour (they pin), 4 pt above
    /// and below the text (UIKit's plain header margins).
    public var plainHeader: SupplementaryStyle
    /// Headers of grouped, inset-grouped and sidebar lists: 13 pt `secondaryLabel`, at the
    /// bottom, 17 pt above and 6 pt below the text (UIKit's grouped header margins).
    public var groupedHeader: SupplementaryStyle
    /// Footers: 13 pt `secondaryLabel`, at the top, 6 pt above and 12 pt below the text
    /// (UIKit's footer margins).
    public var footer: SupplementaryStyle
    /// Space above and below a row's text, in points: 11, UIKit's list cell layout margins,
    /// so a one-line row is 11 + one line of ``title`` + 11.
    public var rowVerticalPadding: Double
    /// The least height a self-sizing row is measured to, in points: 44, iOS's row height
    /// (and its smallest tap target). With Inter, one 17 pt line plus the padding is 42.6.
    public var minimumRowHeight: Double
    /// The side of the square a row's image or `CellIcon` is drawn in, in points: 29, a
    /// Settings icon.
    /// It sits at the row's leading margin, centred vertically; the text starts one
    /// margin after it. A self-sizing row is never shorter than the image.
    public var imageSize: Double
    /// The corner radius of a row's image or icon, in points.
    public var imageCornerRadius: Double
    /// Rows' value text, accessories and icons.
    public var accessories: RowAccessoryStyle

    /// Makes a list style.
    public init(
        plainBackground: Color, groupedBackground: Color, plainCellFill: Color, groupedCellFill: Color,
        insetGroupedCornerRadius: Double, title: TextStyle, subtitle: TextStyle,
        plainHeader: SupplementaryStyle, groupedHeader: SupplementaryStyle, footer: SupplementaryStyle,
        rowVerticalPadding: Double = 11, minimumRowHeight: Double = 44, imageSize: Double = 29,
        imageCornerRadius: Double = 7, accessories: RowAccessoryStyle = .standard(for: .light)
    ) {
        self.plainBackground = plainBackground
        self.groupedBackground = groupedBackground
        self.plainCellFill = plainCellFill
        self.groupedCellFill = groupedCellFill
        self.insetGroupedCornerRadius = insetGroupedCornerRadius
        self.title = title
        self.subtitle = subtitle
        self.plainHeader = plainHeader
        self.groupedHeader = groupedHeader
        self.footer = footer
        self.rowVerticalPadding = rowVerticalPadding
        self.minimumRowHeight = minimumRowHeight
        self.imageSize = imageSize
        self.imageCornerRadius = imageCornerRadius
        self.accessories = accessories
    }

    /// iOS's list look in a theme. Header, footer and row text wraps (iOS list labels have
    /// no line limit), so self-sizing rows and headers grow to show all of it.
    public static func standard(for theme: ThemeName) -> ListStyle {
        let colors = theme.colors
        let small = TextStyle(size: 13, color: colors.secondaryLabel, ellipsis: .end)
        var groupedHeader = small
        groupedHeader.verticalAlignment = .bottom
        return ListStyle(
            plainBackground: colors.systemBackground, groupedBackground: colors.systemGroupedBackground,
            plainCellFill: colors.systemBackground, groupedCellFill: colors.secondarySystemGroupedBackground,
            insetGroupedCornerRadius: 10,
            title: TextStyle(size: 17, color: colors.label, ellipsis: .end),
            subtitle: TextStyle(size: 15, color: colors.secondaryLabel, ellipsis: .end),
            plainHeader: SupplementaryStyle(
                background: colors.systemBackground,
                text: TextStyle(
                    weight: .semibold, size: 17, color: colors.label, ellipsis: .end,
                    verticalAlignment: .center),
                horizontalPadding: 0, topPadding: 4, bottomPadding: 4),
            groupedHeader: SupplementaryStyle(
                text: groupedHeader, horizontalPadding: 0, topPadding: 17, bottomPadding: 6),
            footer: SupplementaryStyle(text: small, horizontalPadding: 0, topPadding: 6, bottomPadding: 12),
            accessories: .standard(for: theme))
    }

    /// The page colour of a list (its configuration's `backgroundColor`, else the
    /// appearance's), with system colours taken from `colors`.
    func background(of list: UICollectionLayoutListConfiguration, colors: SystemColors) -> Color {
        if let color = list.backgroundColor { return Self.resolve(color, colors: colors) }
        switch list.appearance {
        case .plain, .sidebarPlain: return plainBackground
        case .grouped, .insetGrouped, .sidebar: return groupedBackground
        }
    }

    /// The fill of a list's rows (`nil` for sidebars, whose rows have none).
    func cellFill(of list: UICollectionLayoutListConfiguration) -> Color? {
        switch list.appearance {
        case .plain: return plainCellFill
        case .grouped, .insetGrouped: return groupedCellFill
        case .sidebar, .sidebarPlain: return nil
        }
    }

    /// A UIKit colour in this theme: system colours by name, others by their light or dark values.
    static func resolve(_ color: UIColor, colors: SystemColors) -> Color {
        let named: [String: Color] = [
            "systemBackground": colors.systemBackground, "secondarySystemBackground": colors.secondarySystemBackground,
            "tertiarySystemBackground": colors.tertiarySystemBackground,
            "systemGroupedBackground": colors.systemGroupedBackground,
            "secondarySystemGroupedBackground": colors.secondarySystemGroupedBackground,
            "systemGray6": colors.systemGray6,
            "systemBlue": colors.systemBlue, "label": colors.label, "separator": colors.separator
        ]
        if let name = color.systemName, let resolved = named[name] { return resolved }
        return color.resolved(in: colors)
    }
}
