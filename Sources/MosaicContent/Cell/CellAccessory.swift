import Foundation

/// Something a list row shows at its trailing edge, after UIKit's `UICellAccessory`.
///
/// ```swift
/// CellContent(title: "Wi-Fi", subtitle: "Home", style: .value, accessories: [.disclosureIndicator])
/// CellContent(title: "Airplane Mode", accessories: [.switch(isOn: false)])
/// ```
///
/// Accessories sit in reading order, the last one at the row's trailing margin, each centred
/// vertically in the row, `RowAccessoryStyle.spacing` apart and that far from the text,
/// which wraps in the space they leave. In a right-to-left layout they sit at the left
/// edge, and the chevron and the switch are mirrored. Other cells draw them the same way, at
/// the trailing end inside their padding, centred on their text area.
public enum CellAccessory: Sendable, Hashable {
    /// `UICellAccessory.disclosureIndicator()`: a chevron (›) in `tertiaryLabel`, 8 x 14 points.
    case disclosureIndicator
    /// `UICellAccessory.checkmark()`: a checkmark in the tint colour (`systemBlue`), 16 x 14 points.
    case checkmark
    /// A `UISwitch` shown as a custom-view accessory: a 51 x 31 capsule, `systemGreen` with its
    /// knob at the trailing end when on, a light grey track with the knob at the leading end when off.
    case `switch`(isOn: Bool)

    /// The accessory's size in points.
    public var size: CGSize {
        switch self {
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .checkmark: return CGSize(width: 16, height: 14)
        case .switch: return CGSize(width: 51, height: 31)
        }
    }
}

/// A Settings-style icon at a list row's leading margin: a rounded square of
/// `ListStyle.imageSize` (29 points, corners of `ListStyle.imageCornerRadius`, 7) filled
/// with ``color``, showing an image or a short symbol in white.
///
/// ```swift
/// CellContent(title: "Airplane Mode", icon: CellIcon(color: .init(hex: "#FF9500"), symbol: "✈"))
/// CellContent(title: "General", icon: CellIcon(color: .system("systemGray")))   // shows "G"
/// ```
///
/// The row's text starts one margin after the square. Only list rows draw icons.
///
/// A ``Style/glyph`` icon is how UIKit draws a symbol image (`UIImage(systemName:)`) in a
/// list cell: the symbol alone in its tint, no square, centred in the same column.
public struct CellIcon: Sendable, Hashable {
    /// How the icon is drawn.
    public enum Style: String, Sendable, Hashable {
        /// A rounded square of ``CellIcon/color`` with the symbol in white (Settings' icons).
        case square
        /// The symbol alone in ``CellIcon/color`` at ``CellIcon/pointSize``, shrunk to fit the square.
        case glyph
    }

    /// The square's colour; `nil` picks a system colour from the theme's palette by the row's
    /// index (item 0 blue, item 1 green, …).
    public var color: ThemedColor?
    /// Text drawn centred in the square (a letter or a symbol such as "✈", "⚙", "☾"), white
    /// (black on light colours), shrunk to fit. When both this and ``imagePath`` are `nil`, the
    /// row title's first letter; an empty string shows the plain square.
    public var symbol: String?
    /// An absolute path to a PNG drawn over the colour, filling the square (clipped to its
    /// corners); a transparent glyph shows the colour around it. Wins over ``symbol``.
    public var imagePath: String?
    /// How the icon is drawn: a filled square (the default) or the glyph alone.
    public var style: Style
    /// A ``Style/glyph`` icon's point size; `nil` for 17, the body text's (a symbol's size
    /// beside a list cell's text).
    public var pointSize: Double?

    /// Makes an icon; every field is optional.
    public init(
        color: ThemedColor? = nil, symbol: String? = nil, imagePath: String? = nil, style: Style = .square,
        pointSize: Double? = nil
    ) {
        self.color = color
        self.symbol = symbol
        self.imagePath = imagePath
        self.style = style
        self.pointSize = pointSize
    }

    /// The text drawn in the square for a row titled `title`: ``symbol``, else the title's
    /// first letter uppercased; `nil` when the icon shows an image or nothing.
    package func symbolText(title: String?) -> String? {
        guard imagePath == nil else { return nil }
        if let symbol { return symbol.isEmpty ? nil : symbol }
        return title?.firstLetter.map { String($0).uppercased() }
    }
}
