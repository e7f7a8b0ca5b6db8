import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A cell: shadow, fill, image, text (or the placeholder label), border.
    ///
    /// With an image and text, a wide cell (at least twice as wide as tall) shows the image
    /// as a square on its leading side and the text beside it; any other cell shows the
    /// image across its top 60% and the text below. An image alone fills the cell.
    func drawCell(_ attributes: UICollectionViewLayoutAttributes, opacity: Double) throws {
        let cellStyle = style.cell
        let frame = attributes.frame
        let path = attributes.indexPath
        let item = content.cell(at: path)
        let hasContent = item.title != nil || item.subtitle != nil || item.imagePath != nil
        let fill = item.color ?? (hasContent ? cellStyle.fill : paletteColor(section: path.section))
        let radius = cellStyle.cornerRadius
        try drawShadow(cellStyle.shadow, of: frame, radius: radius, opacity: opacity)
        try fillRoundedRect(frame, radius: radius, color: fill.fading(opacity))

        let hasText = item.title != nil || item.subtitle != nil
        var textArea = frame.insetBy(dx: cellStyle.padding, dy: cellStyle.padding)
        if let imagePath = item.imagePath {
            let image = try images.image(at: imagePath, opacity: opacity, for: path)
            if !hasText {
                try context.draw(image: image, in: frame, contentMode: .aspectFill, cornerRadius: radius)
            } else if frame.width >= 2 * frame.height {
                let side = max(textArea.height, 0)
                let square = CGRect(x: isRightToLeft ? textArea.maxX - side : textArea.minX, y: textArea.minY,
                                    width: side, height: side)
                try context.draw(image: image, in: square, contentMode: .aspectFill, cornerRadius: min(radius, side / 4))
                let used = side + cellStyle.padding
                textArea = CGRect(x: isRightToLeft ? textArea.minX : textArea.minX + used, y: textArea.minY,
                                  width: max(textArea.width - used, 0), height: textArea.height)
            } else {
                let top = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: (frame.height * 0.6).rounded())
                try context.draw(image: image, in: top, contentMode: .aspectFill,
                                 cornerRadii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0))
                textArea = CGRect(x: textArea.minX, y: top.maxY + cellStyle.padding / 2, width: textArea.width,
                                  height: max(frame.maxY - cellStyle.padding / 2 - top.maxY - cellStyle.padding / 2, 0))
            }
        }
        if hasText {
            try drawTitles(title: item.title, subtitle: item.subtitle, in: textArea, opacity: opacity)
        } else if !hasContent {
            try drawPlaceholderLabel(for: path, in: frame, fill: fill, opacity: opacity)
        }
        try strokeBorder(cellStyle.border, of: frame, radius: radius, opacity: opacity)
    }

    /// The title above the subtitle, the pair centred vertically in `area`. When both do
    /// not fit, the subtitle keeps at least its first line and the title is ellipsized.
    private func drawTitles(title: String?, subtitle: String?, in area: CGRect, opacity: Double) throws {
        guard area.width > 0, area.height > 0 else { return }
        let titleStyle = textStyle(style.cell.title, opacity: opacity)
        let subtitleStyle = textStyle(style.cell.subtitle, opacity: opacity)
        let width = Double(area.width), height = Double(area.height)
        let titleSize = title.map { measurer.measure($0, style: titleStyle, maxWidth: width) }
        let subtitleSize = subtitle.map { measurer.measure($0, style: subtitleStyle, maxWidth: width) }
        let gap = titleSize != nil && subtitleSize != nil ? 2.0 : 0
        let subtitleLine = subtitleSize.map { $0.lineCount > 0 ? $0.height / Double($0.lineCount) : $0.height } ?? 0
        let titleHeight = min(titleSize?.height ?? 0, max(height - gap - subtitleLine, 0))
        let subtitleHeight = min(subtitleSize?.height ?? 0, max(height - titleHeight - gap, 0))
        var y = Double(area.minY) + (height - titleHeight - gap - subtitleHeight) / 2
        if let title {
            try context.draw(text: title, style: titleStyle,
                             in: CGRect(x: Double(area.minX), y: y, width: width, height: titleHeight))
            y += titleHeight + gap
        }
        if let subtitle, subtitleHeight > 0 {
            try context.draw(text: subtitle, style: subtitleStyle,
                             in: CGRect(x: Double(area.minX), y: y, width: width, height: subtitleHeight))
        }
    }

    /// The placeholder label, "0, 3" (or the item number), centred and shrunk to fit.
    private func drawPlaceholderLabel(for path: IndexPath, in frame: CGRect, fill: Color, opacity: Double) throws {
        let text: String
        switch content.placeholder(inSection: path.section) {
        case .indexPath: text = "\(path.section), \(path.item)"
        case .number: text = "\(path.item)"
        case .blank: return
        }
        var label = style.cell.placeholderLabel
        label.color = (style.cell.placeholderLabelColor ?? fill.contrastingLabel).fading(opacity)
        let available = Double(frame.width) - 4, tallest = Double(frame.height) * 0.6
        let natural = measurer.measure(text, style: label)
        label.size = min(label.size, tallest, natural.width > available ? label.size * available / natural.width : .infinity)
        guard label.size >= 4 else { return }
        try context.draw(text: text, style: label, in: frame)
    }
}
