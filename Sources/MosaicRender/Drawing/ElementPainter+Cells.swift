import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// How one cell is drawn: the cell style, or a list row's look in a list section.
    private struct CellLook {
        var fill: Color?
        var radii: CornerRadii
        var border: Border?
        var shadow: Shadow?
        /// Where text and a leading image go.
        var inset: (horizontal: CGFloat, vertical: CGFloat)
        var title: TextStyle
        var subtitle: TextStyle
        /// The placeholder label: centred and shrunk to fit in cells, a row title in lists.
        var placeholder: TextStyle
        /// The placeholder label's colour; `nil` contrasts with the fill.
        var placeholderColor: Color?
        var isListRow: Bool
    }

    private func look(of path: IndexPath, item: CellContent) -> CellLook {
        let cell = style.cell
        guard let list = structure.list(inSection: path.section) else {
            let hasContent = item.title != nil || item.subtitle != nil || item.imagePath != nil
            return CellLook(fill: item.color ?? (hasContent ? cell.fill : paletteColor(section: path.section)),
                            radii: CornerRadii(all: cell.cornerRadius), border: cell.border, shadow: cell.shadow,
                            inset: (CGFloat(cell.padding), CGFloat(cell.padding)), title: cell.title,
                            subtitle: cell.subtitle, placeholder: cell.placeholderLabel,
                            placeholderColor: cell.placeholderLabelColor, isListRow: false)
        }
        var radii = CornerRadii.zero
        if list.appearance == .insetGrouped {
            let radius = style.list.insetGroupedCornerRadius
            let last = structure.itemCounts.indices.contains(path.section) ? structure.itemCounts[path.section] - 1 : 0
            if path.item == 0 { (radii.topLeft, radii.topRight) = (radius, radius) }
            if path.item == last { (radii.bottomLeft, radii.bottomRight) = (radius, radius) }
        }
        var placeholder = style.list.title
        placeholder.wraps = false
        placeholder.verticalAlignment = .center
        return CellLook(fill: item.color ?? style.list.cellFill(of: list), radii: radii, border: nil, shadow: nil,
                        inset: (structure.listMargin, 4), title: style.list.title, subtitle: style.list.subtitle,
                        placeholder: placeholder, placeholderColor: placeholder.color, isListRow: true)
    }

    /// A cell: shadow, fill, image, text (or the placeholder label), border.
    ///
    /// With an image and text, a wide cell (at least twice as wide as tall, and every list
    /// row) shows the image as a square on its leading side and the text beside it; any
    /// other cell shows the image across its top 60% and the text below. An image alone
    /// fills the cell.
    func drawCell(_ attributes: UICollectionViewLayoutAttributes, opacity: Double) throws {
        let frame = attributes.frame
        let path = attributes.indexPath
        let item = content.cell(at: path)
        let look = look(of: path, item: item)
        let radius = look.radii.topLeft
        try drawShadow(look.shadow, of: frame, radius: radius, opacity: opacity)
        if let fill = look.fill { try fillRoundedRect(frame, radii: look.radii, color: fill.fading(opacity)) }

        let hasText = item.title != nil || item.subtitle != nil
        var textArea = frame.insetBy(dx: look.inset.horizontal, dy: look.inset.vertical)
        if let imagePath = item.imagePath {
            let image = try images.image(at: imagePath, opacity: opacity, for: path)
            if !hasText {
                try context.draw(image: image, in: frame, contentMode: .aspectFill, cornerRadii: look.radii)
            } else if look.isListRow || frame.width >= 2 * frame.height {
                let side = max(textArea.height, 0)
                let square = CGRect(x: isRightToLeft ? textArea.maxX - side : textArea.minX, y: textArea.minY,
                                    width: side, height: side)
                try context.draw(image: image, in: square, contentMode: .aspectFill, cornerRadius: min(radius, side / 4))
                let used = side + look.inset.horizontal
                textArea = CGRect(x: isRightToLeft ? textArea.minX : textArea.minX + used, y: textArea.minY,
                                  width: max(textArea.width - used, 0), height: textArea.height)
            } else {
                let top = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: (frame.height * 0.6).rounded())
                try context.draw(image: image, in: top, contentMode: .aspectFill,
                                 cornerRadii: CornerRadii(topLeft: look.radii.topLeft, topRight: look.radii.topRight,
                                                          bottomRight: 0, bottomLeft: 0))
                let gap = look.inset.vertical / 2
                textArea = CGRect(x: textArea.minX, y: top.maxY + gap, width: textArea.width,
                                  height: max(frame.maxY - gap - top.maxY - gap, 0))
            }
        }
        if hasText {
            try drawTitles(title: item.title, subtitle: item.subtitle, look: look, in: textArea, opacity: opacity)
        } else if item.imagePath == nil {
            try drawPlaceholderLabel(for: path, look: look, fill: look.fill ?? style.background,
                                     in: look.isListRow ? textArea : frame, opacity: opacity)
        }
        try strokeBorder(look.border, of: frame, radius: radius, opacity: opacity)
    }

    /// The title above the subtitle, the pair centred vertically in `area`, in whole lines.
    /// When both do not fit, the title keeps at least one line, the subtitle takes the lines
    /// left (none when not even one fits), and cut text ends with the style's ellipsis.
    private func drawTitles(title: String?, subtitle: String?, look: CellLook, in area: CGRect, opacity: Double) throws {
        guard area.width > 0, area.height > 0 else { return }
        var titleStyle = textStyle(look.title, opacity: opacity)
        var subtitleStyle = textStyle(look.subtitle, opacity: opacity)
        let width = Double(area.width), height = Double(area.height)
        let titleText = TextLines(measurer.measure(title ?? "", style: titleStyle, maxWidth: width), isPresent: title != nil)
        let subtitleText = TextLines(measurer.measure(subtitle ?? "", style: subtitleStyle, maxWidth: width),
                                     isPresent: subtitle != nil)
        let gap = titleText.isPresent && subtitleText.isPresent ? 2.0 : 0
        let reserved = subtitleText.isPresent && height - titleText.lineHeight - gap >= subtitleText.lineHeight
            ? gap + subtitleText.lineHeight : 0
        let titleLines = titleText.lines(fitting: height - reserved)
        let titleHeight = Double(titleLines) * titleText.lineHeight
        let subtitleLines = subtitleText.lines(fitting: height - titleHeight - gap, atLeastOne: false)
        let subtitleHeight = Double(subtitleLines) * subtitleText.lineHeight
        let blockHeight = titleHeight + (subtitleLines > 0 ? gap + subtitleHeight : 0)
        var y = Double(area.minY) + max((height - blockHeight) / 2, 0)
        if let title {
            titleStyle.maximumNumberOfLines = titleLines
            try context.draw(text: title, style: titleStyle,
                             in: CGRect(x: Double(area.minX), y: y, width: width, height: titleHeight))
            y += titleHeight + gap
        }
        if let subtitle, subtitleLines > 0 {
            subtitleStyle.maximumNumberOfLines = subtitleLines
            try context.draw(text: subtitle, style: subtitleStyle,
                             in: CGRect(x: Double(area.minX), y: y, width: width, height: subtitleHeight))
        }
    }

    /// The placeholder label, "0, 3" (or the item number): in a cell, centred and shrunk to
    /// fit; in a list row, as the row's title.
    private func drawPlaceholderLabel(for path: IndexPath, look: CellLook, fill: Color, in area: CGRect,
                                      opacity: Double) throws {
        let text: String
        switch content.placeholder(inSection: path.section) {
        case .indexPath: text = "\(path.section), \(path.item)"
        case .number: text = "\(path.item)"
        case .blank: return
        }
        var label = textStyle(look.placeholder, opacity: opacity)
        label.color = (look.placeholderColor ?? fill.contrastingLabel).fading(opacity)
        if !look.isListRow {
            let available = Double(area.width) - 4, tallest = Double(area.height) * 0.6
            let natural = measurer.measure(text, style: label)
            label.size = min(label.size, tallest, natural.width > available ? label.size * available / natural.width : .infinity)
            guard label.size >= 4 else { return }
        }
        try context.draw(text: text, style: label, in: area)
    }
}

/// A measured piece of text counted in lines.
private struct TextLines {
    let lineCount: Int
    let lineHeight: Double
    let isPresent: Bool

    init(_ measurement: TextMeasurement, isPresent: Bool) {
        self.isPresent = isPresent
        lineCount = isPresent ? max(measurement.lineCount, 1) : 0
        lineHeight = isPresent ? measurement.height / Double(max(measurement.lineCount, 1)) : 0
    }

    /// How many of the lines fit in `height` (at least one, unless `atLeastOne` is false).
    func lines(fitting height: Double, atLeastOne: Bool = true) -> Int {
        guard isPresent, lineHeight > 0 else { return 0 }
        let fitting = min(lineCount, Int((height + 0.001) / lineHeight))
        return atLeastOne ? max(fitting, 1) : max(fitting, 0)
    }
}
