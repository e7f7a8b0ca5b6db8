import MosaicCairo

/// How list rows draw their value text, accessories and icons (`CellContent.style`,
/// `CellAccessory`, `CellIcon`), after iOS 17's list cells.
public struct RowAccessoryStyle: Sendable, Equatable {
    /// The subtitle of a `.value` row at the trailing edge: 17 pt `secondaryLabel`, one line
    /// (UIListContentConfiguration.valueCell()'s secondary text).
    public var valueText: TextStyle
    /// The disclosure indicator's chevron (`tertiaryLabel`).
    public var disclosureIndicatorColor: Color
    /// The checkmark (the tint colour, `systemBlue`).
    public var checkmarkColor: Color
    /// A switch's track when on (`systemGreen`, #34C759 in light mode).
    public var switchOnColor: Color
    /// A switch's track when off (`secondarySystemFill`).
    public var switchOffColor: Color
    /// A switch's knob.
    public var switchKnobColor: Color
    /// The knob's shadow.
    public var switchKnobShadow: Shadow?
    /// An icon's symbol: white semibold, centred; black on light icon colours.
    public var iconSymbol: TextStyle
    /// Space between a row's text (or value) and its first trailing accessory, between
    /// accessories, and between the title and the value of a `.value` row, in points.
    public var spacing: Double

    /// Makes an accessory style.
    public init(
        valueText: TextStyle, disclosureIndicatorColor: Color, checkmarkColor: Color, switchOnColor: Color,
        switchOffColor: Color, switchKnobColor: Color = .white, switchKnobShadow: Shadow? = nil,
        iconSymbol: TextStyle, spacing: Double = 10
    ) {
        self.valueText = valueText
        self.disclosureIndicatorColor = disclosureIndicatorColor
        self.checkmarkColor = checkmarkColor
        self.switchOnColor = switchOnColor
        self.switchOffColor = switchOffColor
        self.switchKnobColor = switchKnobColor
        self.switchKnobShadow = switchKnobShadow
        self.iconSymbol = iconSymbol
        self.spacing = spacing
    }

    /// iOS's look in a theme.
    public static func standard(for theme: ThemeName) -> RowAccessoryStyle {
        let colors = theme.colors
        return RowAccessoryStyle(
            valueText: TextStyle(
                size: 17, color: colors.secondaryLabel, alignment: .trailing, wraps: false,
                ellipsis: .end),
            disclosureIndicatorColor: colors.tertiaryLabel, checkmarkColor: colors.systemBlue,
            switchOnColor: colors.systemGreen, switchOffColor: colors.secondarySystemFill,
            switchKnobShadow: Shadow(color: ThemedColor(Color.black.withAlpha(0.12)), offsetY: 2, radius: 2.5),
            iconSymbol: TextStyle(
                weight: .semibold, size: 17, color: .white, alignment: .center, wraps: false,
                ellipsis: .none, verticalAlignment: .center))
    }
}
