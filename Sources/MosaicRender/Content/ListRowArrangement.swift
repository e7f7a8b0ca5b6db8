import CompositionalLayout
import Foundation
import MosaicCairo

/// A list row's icon: a rounded square filled with a colour, showing an image or a symbol.
struct PlacedIcon: Equatable {
    var rect: CGRect
    var radii: CornerRadii
    /// The square's fill; `nil` for a glyph alone.
    var color: Color?
    /// A PNG filling the square, over the colour.
    var imagePath: String?
    /// The symbol, centred in the square.
    var symbol: PlacedText?
}

/// A trailing accessory where it is drawn; `isMirrored` in a right-to-left layout.
struct PlacedAccessory: Equatable {
    var accessory: CellAccessory
    var rect: CGRect
    var isMirrored: Bool
}

/// How a list row divides its width, leading to trailing: the margin, an icon or image
/// square (``ListStyle/imageSize``, at most the row's height) and UIKit's 16-point padding
/// after it (`ListMetrics.imageToTextPadding`), the
/// text, then the accessories, ``RowAccessoryStyle/spacing`` from the text and from each
/// other, the last at the trailing margin. Mirrored in a right-to-left layout.
struct RowColumns {
    /// The icon's or image's square, centred vertically, if the row shows one beside text.
    var square: CGRect?
    /// Where the text goes (inside the vertical padding).
    var text: CGRect
    var accessories: [PlacedAccessory] = []

    init(
        row: CellLook.RowMetrics, item: CellContent, padding: (horizontal: CGFloat, vertical: CGFloat),
        frame: CGRect, isRightToLeft: Bool
    ) {
        var text = frame.insetBy(dx: padding.horizontal, dy: padding.vertical)
        let content = text
        if item.icon != nil || item.hasImage {
            let side = max(min(row.imageSize, frame.height), 0)
            square = CGRect(
                x: isRightToLeft ? content.maxX - side : content.minX, y: frame.midY - side / 2,
                width: side, height: side)
            let column = side + ListMetrics.imageToTextPadding
            text = CGRect(
                x: isRightToLeft ? text.minX : text.minX + column, y: text.minY,
                width: max(text.width - column, 0), height: text.height)
        }
        let spacing = CGFloat(row.accessories.spacing)
        var edge = content.maxX
        for accessory in item.accessories.reversed() {
            let size = accessory.size
            let x = isRightToLeft ? content.minX + (content.maxX - edge) : edge - size.width
            accessories.insert(
                PlacedAccessory(
                    accessory: accessory,
                    rect: CGRect(
                        x: x, y: frame.midY - size.height / 2,
                        width: size.width, height: size.height),
                    isMirrored: isRightToLeft), at: 0)
            edge -= size.width + spacing
        }
        if !item.accessories.isEmpty {
            let cut = min(content.maxX - edge, text.width)
            text = CGRect(
                x: isRightToLeft ? text.minX + cut : text.minX, y: text.minY,
                width: text.width - cut, height: text.height)
        }
        self.text = text
    }

    /// The width the accessories and their spacing take from the text.
    static func accessoriesWidth(_ accessories: [CellAccessory], spacing: CGFloat) -> CGFloat {
        accessories.reduce(0) { $0 + $1.size.width + spacing }
    }
}

/// How a `.value` row (``CellContent/Style/value``) shares its text's width: the value keeps
/// its whole width when the title needs no more than what is left, and at least half the
/// width; the title wraps in the rest, ``RowAccessoryStyle/spacing`` before the value.
struct ValueSplit {
    var titleWidth: CGFloat
    var valueWidth: CGFloat
    /// The space between them (none without a title).
    var gap: CGFloat

    init(
        title: String?, titleStyle: TextStyle, value: String, valueStyle: TextStyle, width: CGFloat,
        spacing: CGFloat, measurer: some TextMeasuring
    ) {
        let valueNatural = CGFloat(measurer.measure(value, style: valueStyle, maxWidth: nil).width)
        let titleNatural = title.map { CGFloat(measurer.measure($0, style: titleStyle, maxWidth: nil).width) } ?? 0
        gap = title == nil ? 0 : spacing
        let width = max(width, 0)
        valueWidth = max(min(valueNatural, max(width - titleNatural - gap, width / 2), width), 0)
        titleWidth = max(width - valueWidth - gap, 0)
    }
}

extension CellArrangement {
    /// A list row's parts (see ``RowColumns``): a picture alone fills the row; otherwise the
    /// icon or image square, the title and subtitle (stacked, or side by side in a `.value`
    /// row, the value on the title's first line), or the placeholder label as the title,
    /// and the accessories. A generated avatar is never alone: it keeps its leading square,
    /// as a contacts row's does, with the placeholder label beside it.
    func arrangeRow(
        look: CellLook, row: CellLook.RowMetrics, item: CellContent, placeholderText: String?,
        frame: CGRect, isRightToLeft: Bool, measurer: some TextMeasuring
    ) {
        let hasText = item.title != nil || item.subtitle != nil
        let columns = RowColumns(
            row: row, item: item, padding: look.padding, frame: frame, isRightToLeft: isRightToLeft)
        accessories = columns.accessories
        if Self.imageFillsRow(item) {
            image = outline
            return
        }
        if let square = columns.square {
            let radii = CornerRadii(all: Double(min(row.imageCornerRadius, square.width / 2)))
            if let icon = item.icon {
                self.icon = Self.icon(icon, title: item.title, in: square, radii: radii, row: row, measurer: measurer)
            } else {
                image = (square, radii)
            }
        }
        let full = columns.text
        guard full.width > 0, full.height > 0 else { return }
        let trailing = RowTrailingColumn(item: item, row: row, badgeText: row.badgeText, measurer: measurer)
        let area = trailing.textArea(full, spacing: CGFloat(row.accessories.spacing), isRightToLeft: isRightToLeft)
        if hasText {
            if item.style == .value, let value = item.subtitle {
                texts = Self.valueTexts(
                    title: item.title, value: value, look: look, row: row, area: area,
                    isRightToLeft: isRightToLeft, measurer: measurer)
            } else {
                let stack = TitleStack(
                    title: item.title, subtitle: item.subtitle, titleStyle: look.title,
                    subtitleStyle: look.subtitle, width: Double(area.width), measurer: measurer)
                texts = stack.placed(in: area)
                if !trailing.isEmpty {
                    let line =
                        item.title != nil
                        ? texts.first.map { ($0.rect.minY, CGFloat(stack.titleText.lineHeight)) } : nil
                    let (detail, badge) = trailing.place(
                        item: item, row: row, badgeFill: row.badgeFill,
                        badgeText: row.badgeText, in: full, titleLine: line,
                        isRightToLeft: isRightToLeft)
                    if let detail { texts.append(detail) }
                    rowBadge = badge
                }
            }
        } else if !item.hasImage || Self.isAvatarRow(item), let text = placeholderText {
            placeholder = PlacedText(text: text, style: look.placeholder, rect: area)
        }
    }

    /// Whether the row shows its picture alone, over the whole row: a picture without text
    /// or an icon that is not a generated avatar.
    static func imageFillsRow(_ item: CellContent) -> Bool {
        item.hasImage && item.icon == nil && !item.hasText && !isAvatarRow(item)
    }

    /// Whether the row's picture is a generated avatar (no image file, no icon), which sits
    /// in the row's leading square whatever text the row has.
    static func isAvatarRow(_ item: CellContent) -> Bool {
        item.artwork == .avatar && item.imagePath == nil && item.icon == nil
    }

    /// An icon in `square`: its colour (the row's default without one), image or symbol
    /// (shrunk to fit 6 points inside the square, contrasting with the colour).
    private static func icon(
        _ icon: CellIcon, title: String?, in square: CGRect, radii: CornerRadii,
        row: CellLook.RowMetrics, measurer: some TextMeasuring
    ) -> PlacedIcon {
        let color = row.iconColor
        if icon.style == .glyph {
            var placed = PlacedIcon(rect: square, radii: radii, color: nil, imagePath: icon.imagePath)
            if let symbol = icon.symbolText(title: title) {
                placed.symbol = glyph(
                    symbol, base: row.accessories.iconSymbol, color: color, pointSize: icon.pointSize ?? 17,
                    in: square, measurer: measurer)
            }
            return placed
        }
        var placed = PlacedIcon(rect: square, radii: radii, color: color, imagePath: icon.imagePath)
        if let symbol = icon.symbolText(title: title) {
            var style = row.accessories.iconSymbol
            if style.color == .white { style.color = color.contrastingLabel }
            style.size = min(style.size, Double(square.height) * 0.6)
            let available = Double(square.width) - 6
            let natural = measurer.measure(symbol, style: style, maxWidth: nil).width
            let requested = style.size
            if natural > available { style.size *= max(available, 0) / natural }
            placed.symbol = PlacedText(
                text: symbol, style: style, rect: square,
                sizeBeforeFitting: requested)
        }
        return placed
    }

    /// A symbol's placeholder glyph centred in `rect`, in `color` at `pointSize` (regular
    /// weight, SF Symbols' default), shrunk to fit the rectangle's width and height; `base`
    /// gives the font and the rest.
    static func glyph(
        _ symbol: String, base: TextStyle, color: Color, pointSize: Double, in rect: CGRect,
        measurer: some TextMeasuring
    ) -> PlacedText {
        var style = base
        style.weight = .regular
        style.size = pointSize
        style.color = color
        style.alignment = .center
        style.wraps = false
        style.verticalAlignment = .center
        let natural = measurer.measure(symbol, style: style, maxWidth: nil)
        let fit = min(
            natural.width > 0 ? Double(rect.width) / natural.width : 1,
            natural.height > 0 ? Double(rect.height) / natural.height : 1, 1)
        style.size = max(pointSize * fit, 1)
        return PlacedText(text: symbol, style: style, rect: rect, sizeBeforeFitting: pointSize)
    }

    /// A `.value` row's title (wrapping in its share, centred vertically) and value (one line
    /// at the trailing end of `area`, on the title's first line).
    private static func valueTexts(
        title: String?, value: String, look: CellLook, row: CellLook.RowMetrics,
        area: CGRect, isRightToLeft: Bool, measurer: some TextMeasuring
    ) -> [PlacedText] {
        var valueStyle = row.accessories.valueText
        valueStyle.maximumNumberOfLines = 1
        let split = ValueSplit(
            title: title, titleStyle: look.title, value: value, valueStyle: valueStyle,
            width: area.width, spacing: CGFloat(row.accessories.spacing), measurer: measurer)
        var placed: [PlacedText] = []
        let valueLine = CGFloat(measurer.measure(value, style: valueStyle, maxWidth: nil).height)
        var valueY = area.midY - valueLine / 2
        if let title {
            let titleRect = CGRect(
                x: isRightToLeft ? area.maxX - split.titleWidth : area.minX, y: area.minY,
                width: split.titleWidth, height: area.height)
            let stack = TitleStack(
                title: title, subtitle: nil, titleStyle: look.title, subtitleStyle: look.subtitle,
                width: Double(split.titleWidth), measurer: measurer)
            placed = stack.placed(in: titleRect)
            if let first = placed.first {
                valueY = first.rect.minY + (CGFloat(stack.titleText.lineHeight) - valueLine) / 2
            }
        }
        let valueRect = CGRect(
            x: isRightToLeft ? area.minX : area.maxX - split.valueWidth, y: valueY,
            width: split.valueWidth, height: valueLine)
        if split.valueWidth > 0 { placed.append(PlacedText(text: value, style: valueStyle, rect: valueRect)) }
        return placed
    }

    // MARK: Measuring

    /// The size a self-sizing list row asks for (see
    /// ``preferredSize(look:item:placeholderText:offered:axes:maxWidth:imageSize:measurer:)``):
    /// its text wrapped in the width the square and accessories leave, plus the padding; at
    /// least ``ListStyle/minimumRowHeight``, the square's side and the tallest accessory.
    static func preferredRowSize(
        look: CellLook, row: CellLook.RowMetrics, item: CellContent, placeholderText: String?,
        offered: CGSize, axes: SizingAxes, maxWidth: CGFloat,
        measurer: some TextMeasuring
    ) -> CGSize {
        let hasText = item.title != nil || item.subtitle != nil
        let title: String?
        let titleStyle: TextStyle
        if hasText {
            (title, titleStyle) = (item.title, look.title)
        } else if !item.hasImage || isAvatarRow(item) {
            (title, titleStyle) = (placeholderText, look.placeholder)
        } else {
            (title, titleStyle) = (nil, look.title)
        }
        let value = item.style == .value && hasText ? item.subtitle : nil
        let subtitle = value == nil && hasText ? item.subtitle : nil
        var valueStyle = row.accessories.valueText
        valueStyle.maximumNumberOfLines = 1
        let spacing = CGFloat(row.accessories.spacing)
        var size = offered
        if axes.width {
            let column = item.icon != nil || item.hasImage ? row.imageSize + ListMetrics.imageToTextPadding : 0
            let natural: Double
            if let value {
                let titleNatural = title.map { measurer.measure($0, style: titleStyle, maxWidth: nil).width }
                natural =
                    (titleNatural.map { $0 + Double(spacing) } ?? 0)
                    + measurer.measure(value, style: valueStyle, maxWidth: nil).width
            } else {
                natural = TitleStack.naturalWidth(
                    title: title, subtitle: subtitle, titleStyle: titleStyle,
                    subtitleStyle: look.subtitle, measurer: measurer)
            }
            size.width = min(
                CGFloat(natural) + 2 * look.padding.horizontal + column
                    + RowColumns.accessoriesWidth(item.accessories, spacing: spacing), maxWidth)
        }
        if axes.height {
            let frame = CGRect(x: 0, y: 0, width: size.width, height: max(offered.height, row.imageSize))
            let columns = RowColumns(row: row, item: item, padding: look.padding, frame: frame, isRightToLeft: false)
            var height = max(
                row.minimumHeight, columns.square?.height ?? 0,
                item.accessories.map(\.size.height).max() ?? 0)
            let trailing = RowTrailingColumn(item: item, row: row, badgeText: row.badgeText, measurer: measurer)
            let width = trailing.textArea(columns.text, spacing: spacing, isRightToLeft: false).width
            if let value, width >= 1 {
                let split = ValueSplit(
                    title: title, titleStyle: titleStyle, value: value, valueStyle: valueStyle,
                    width: width, spacing: spacing, measurer: measurer)
                let valueLine = measurer.measure(value, style: valueStyle, maxWidth: nil).height
                var text = valueLine
                if split.titleWidth >= 1 {
                    let stack = TitleStack(
                        title: title, subtitle: nil, titleStyle: titleStyle,
                        subtitleStyle: look.subtitle, width: Double(split.titleWidth),
                        measurer: measurer)
                    text = max(text, stack.fullHeight)
                }
                height = max(height, CGFloat(text) + 2 * look.padding.vertical)
            } else if width >= 1 && (title != nil || subtitle != nil) {
                let stack = TitleStack(
                    title: title, subtitle: subtitle, titleStyle: titleStyle,
                    subtitleStyle: look.subtitle, width: Double(width), measurer: measurer)
                height = max(height, CGFloat(stack.fullHeight) + 2 * look.padding.vertical)
            }
            size.height = height
        }
        return size
    }
}
