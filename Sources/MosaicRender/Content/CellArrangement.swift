import CompositionalLayout
import Foundation
import MosaicCairo

/// Where a cell's image, title, subtitle and placeholder label go: the one description of
/// a cell's content that the cell painter draws and the self-sizing measurement inverts.
///
/// In a frame:
/// - An image alone fills the cell.
/// - In a list row, an image with text is a square of ``ListStyle/imageSize`` (at most the
///   row's height) at the leading margin, centred vertically; the text starts one margin
///   after it.
/// - In another cell at least twice as wide as tall, an image with text is a square as tall
///   as the space inside the padding on the leading side, the text beside it; in any other
///   cell the image covers the top 60% and the text sits below.
/// - Text is a ``TitleStack`` inside the padding; a cell with no content shows its
///   placeholder label (centred and shrunk to fit in cells, as the row title in list rows).
struct CellArrangement {
    /// The image's rectangle and corners, if the cell shows an image.
    var image: (rect: CGRect, radii: CornerRadii)?
    /// The title and subtitle where they are drawn.
    var texts: [PlacedText] = []
    /// The placeholder label (its colour not yet chosen), if the cell shows one.
    var placeholder: PlacedText?

    init(look: CellLook, item: CellContent, placeholderText: String?, frame: CGRect, isRightToLeft: Bool,
         measurer: some TextMeasuring) {
        let hasText = item.title != nil || item.subtitle != nil
        var textArea = frame.insetBy(dx: look.padding.horizontal, dy: look.padding.vertical)
        if item.imagePath != nil {
            if !hasText {
                image = (frame, look.radii)
            } else if let row = look.row {
                let side = max(min(row.imageSize, frame.height), 0)
                let square = CGRect(x: isRightToLeft ? textArea.maxX - side : textArea.minX, y: frame.midY - side / 2,
                                    width: side, height: side)
                image = (square, CornerRadii(all: Double(min(row.imageCornerRadius, side / 2))))
                textArea = Self.besideImage(textArea, column: side + look.padding.horizontal, isRightToLeft: isRightToLeft)
            } else if frame.width >= 2 * frame.height {
                let side = max(textArea.height, 0)
                let square = CGRect(x: isRightToLeft ? textArea.maxX - side : textArea.minX, y: textArea.minY,
                                    width: side, height: side)
                image = (square, CornerRadii(all: min(look.radii.topLeft, Double(side) / 4)))
                textArea = Self.besideImage(textArea, column: side + look.padding.horizontal, isRightToLeft: isRightToLeft)
            } else {
                let top = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: (frame.height * 0.6).rounded())
                image = (top, CornerRadii(topLeft: look.radii.topLeft, topRight: look.radii.topRight,
                                          bottomRight: 0, bottomLeft: 0))
                let gap = look.padding.vertical / 2
                textArea = CGRect(x: textArea.minX, y: top.maxY + gap, width: textArea.width,
                                  height: max(frame.maxY - gap - top.maxY - gap, 0))
            }
        }
        if hasText {
            guard textArea.width > 0, textArea.height > 0 else { return }
            texts = TitleStack(title: item.title, subtitle: item.subtitle, titleStyle: look.title,
                               subtitleStyle: look.subtitle, width: Double(textArea.width), measurer: measurer)
                .placed(in: textArea)
        } else if item.imagePath == nil, let text = placeholderText {
            let area = look.isListRow ? textArea : frame
            var label = look.placeholder
            if !look.isListRow {
                let available = Double(area.width) - 4, tallest = Double(area.height) * 0.6
                let natural = measurer.measure(text, style: label, maxWidth: nil)
                label.size = min(label.size, tallest,
                                 natural.width > available ? label.size * available / natural.width : .infinity)
                guard label.size >= 4 else { return }
            }
            placeholder = PlacedText(text: text, style: label, rect: area)
        }
    }

    /// `area` less an image column on its leading side.
    private static func besideImage(_ area: CGRect, column: CGFloat, isRightToLeft: Bool) -> CGRect {
        CGRect(x: isRightToLeft ? area.minX : area.minX + column, y: area.minY,
               width: max(area.width - column, 0), height: area.height)
    }

    // MARK: Measuring

    /// The size a self-sizing cell asks for: `offered` with the axes in `axes` measured.
    ///
    /// - A list row's height is the padding above and below its text (the title and
    ///   subtitle wrapped at the row's width less the margins and the image column, or its
    ///   placeholder label as the title), at least ``ListStyle/minimumRowHeight`` and the
    ///   image's side; a one-line row is 44.
    /// - Another cell with text and no image: the padding around the text, wrapped at the
    ///   offered width.
    /// - A cell whose only content is an image keeps the image's aspect ratio (its height
    ///   from the offered width, or its width from the offered height), at least a list
    ///   row's minimum height in lists.
    /// - Outside lists, a cell with an image and text, or only a placeholder, keeps its
    ///   estimate: the image's share of such a cell depends on the cell's own size, and a
    ///   placeholder label shrinks to fit whatever size it gets.
    ///
    /// Measured widths are the unwrapped text's width plus the padding, at most `maxWidth`.
    ///
    /// - Parameter imageSize: the pixel size of the cell's image, `nil` when it has none or
    ///   it cannot be read (the estimate is kept; drawing reports the error).
    static func preferredSize(look: CellLook, item: CellContent, placeholderText: String?, offered: CGSize,
                              axes: SizingAxes, maxWidth: CGFloat, imageSize: CGSize?,
                              measurer: some TextMeasuring) -> CGSize {
        let hasText = item.title != nil || item.subtitle != nil
        var size = offered
        if item.imagePath != nil && !hasText {
            guard let imageSize, imageSize.width > 0, imageSize.height > 0 else { return offered }
            let aspect = imageSize.height / imageSize.width
            if axes.width && !axes.height {
                size.width = min(offered.height / aspect, maxWidth)
            } else if axes.height {
                if axes.width { size.width = min(offered.width, maxWidth) }
                size.height = max(size.width * aspect, look.row?.minimumHeight ?? 0)
            }
            return size
        }
        let padding = look.padding
        let texts: (title: String?, subtitle: String?, titleStyle: TextStyle)
        if hasText {
            texts = (item.title, item.subtitle, look.title)
        } else if look.isListRow && item.imagePath == nil {
            texts = (placeholderText, nil, look.placeholder)
        } else {
            return offered
        }
        guard let row = look.row else {
            if item.imagePath != nil { return offered }
            if axes.width {
                let natural = TitleStack.naturalWidth(title: texts.title, subtitle: texts.subtitle,
                                                      titleStyle: texts.titleStyle, subtitleStyle: look.subtitle,
                                                      measurer: measurer)
                size.width = min(CGFloat(natural) + 2 * padding.horizontal, maxWidth)
            }
            if axes.height {
                let width = Double(size.width - 2 * padding.horizontal)
                guard width >= 1 else { return size }
                let stack = TitleStack(title: texts.title, subtitle: texts.subtitle, titleStyle: texts.titleStyle,
                                       subtitleStyle: look.subtitle, width: width, measurer: measurer)
                size.height = CGFloat(stack.fullHeight) + 2 * padding.vertical
            }
            return size
        }
        let column = item.imagePath != nil ? row.imageSize + padding.horizontal : 0
        if axes.width {
            let natural = TitleStack.naturalWidth(title: texts.title, subtitle: texts.subtitle,
                                                  titleStyle: texts.titleStyle, subtitleStyle: look.subtitle,
                                                  measurer: measurer)
            size.width = min(CGFloat(natural) + 2 * padding.horizontal + column, maxWidth)
        }
        if axes.height {
            var height = max(row.minimumHeight, item.imagePath != nil ? row.imageSize : 0)
            let width = Double(size.width - 2 * padding.horizontal - column)
            if width >= 1 && (texts.title != nil || texts.subtitle != nil) {
                let stack = TitleStack(title: texts.title, subtitle: texts.subtitle, titleStyle: texts.titleStyle,
                                       subtitleStyle: look.subtitle, width: width, measurer: measurer)
                height = max(height, CGFloat(stack.fullHeight) + 2 * padding.vertical)
            }
            size.height = height
        }
        return size
    }
}

/// Which axes of an element size themselves (estimated or uniform-across-siblings dimensions).
struct SizingAxes: Equatable {
    var width: Bool
    var height: Bool

    static let none = SizingAxes(width: false, height: false)

    init(width: Bool, height: Bool) {
        self.width = width
        self.height = height
    }

    init(_ size: NSCollectionLayoutSize) {
        width = size.widthDimension.isEstimated || size.widthDimension.isUniformAcrossSiblings
        height = size.heightDimension.isEstimated || size.heightDimension.isUniformAcrossSiblings
    }

    var isEmpty: Bool { !width && !height }

    static func | (a: SizingAxes, b: SizingAxes) -> SizingAxes {
        SizingAxes(width: a.width || b.width, height: a.height || b.height)
    }
}
