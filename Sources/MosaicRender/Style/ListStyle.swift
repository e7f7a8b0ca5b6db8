import CompositionalLayout
import MosaicCairo

/// How sections made with UIKit's list API (`NSCollectionLayoutSection.list(using:…)`) look,
/// after iOS's list cells, headers and footers. Their text sits the list's side margin
/// (16 points, 20 on screens 414 points wide or more) inside the row.
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
    /// Row titles (and placeholder labels): 17 pt `label`.
    public var title: TextStyle
    /// Row subtitles: 15 pt `secondaryLabel`.
    public var subtitle: TextStyle
    /// Headers of plain lists: 17 pt semibold on the page colour (they pin).
    public var plainHeader: SupplementaryStyle
    /// Headers of grouped, inset-grouped and sidebar lists: 13 pt `secondaryLabel`, at the bottom.
    public var groupedHeader: SupplementaryStyle
    /// Footers: 13 pt `secondaryLabel`, at the top.
    public var footer: SupplementaryStyle

    /// Makes a list style.
    public init(plainBackground: Color, groupedBackground: Color, plainCellFill: Color, groupedCellFill: Color,
                insetGroupedCornerRadius: Double, title: TextStyle, subtitle: TextStyle,
                plainHeader: SupplementaryStyle, groupedHeader: SupplementaryStyle, footer: SupplementaryStyle) {
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
    }

    /// iOS's list look in a theme.
    public static func standard(for theme: ThemeName) -> ListStyle {
        let colors = theme.colors
        let small = TextStyle(size: 13, color: colors.secondaryLabel, wraps: false, ellipsis: .end)
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
                text: TextStyle(weight: .semibold, size: 17, color: colors.label, wraps: false, ellipsis: .end,
                                verticalAlignment: .center)),
            groupedHeader: SupplementaryStyle(text: groupedHeader, horizontalPadding: 0),
            footer: SupplementaryStyle(text: small, horizontalPadding: 0))
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

    /// A UIKit colour in this theme: system colours by name, others as they are.
    static func resolve(_ color: UIColor, colors: SystemColors) -> Color {
        let named: [String: Color] = [
            "systemBackground": colors.systemBackground, "secondarySystemBackground": colors.secondarySystemBackground,
            "tertiarySystemBackground": colors.tertiarySystemBackground,
            "systemGroupedBackground": colors.systemGroupedBackground,
            "secondarySystemGroupedBackground": colors.secondarySystemGroupedBackground,
            "systemGray6": colors.systemGray6,
            "systemBlue": colors.systemBlue, "label": colors.label, "separator": colors.separator,
        ]
        if let name = color.systemName, let resolved = named[name] { return resolved }
        return Color(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}
