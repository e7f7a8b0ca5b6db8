import CompositionalLayout
import Foundation
import MosaicCairo

/// Where a cell's outline, image, title, subtitle and placeholder label go: the one
/// description of a cell's content that the cell painter draws and the self-sizing
/// measurement inverts.
///
/// In a frame:
/// - The outline is the look's ``CellShape`` in the frame (a list row's: the frame with
///   the row's corners); the fill, shadow and border follow it.
/// - An image alone fills the outline.
/// - A list row is arranged by ``arrangeRow(look:row:item:placeholderText:frame:isRightToLeft:measurer:)``:
///   an image with text, or an icon, is a square of ``ListStyle/imageSize`` (at most the
///   row's height) at the leading margin, centred vertically, the text starting one margin
///   after it; accessories sit at the trailing margin, the text wrapping before them; a
///   `.value` row's subtitle sits at the trailing end of the text.
/// - In another cell at least twice as wide as tall, an image with text is a square as tall
///   as the space inside the padding on the leading side (a circle in a capsule), the text
///   beside it; in any other cell the image covers the top 60% and the text sits below.
/// - In a circle, an image with text fills the circle, darkened by ``scrim``, and the text
///   is white on it; a generated avatar shows the title as its initials instead.
/// - Text is a ``TitleStack`` inside the padding (a capsule's horizontal padding is at
///   least a quarter of its height, clear of its round ends; a circle's text is a
///   ``CircleLabel``); a cell with no content shows its placeholder label (centred and
///   shrunk to fit in cells, inside the square inscribed in a circle; as the row title in
///   list rows).
///
/// A class: it is most of a kilobyte (a list row's icon, badge and accessories are in it),
/// and as a struct its initializer copied it whole three times for every cell drawn. Its
/// properties are set while it is made and only read after, so they skip the run-time
/// exclusivity check (`@exclusivity(unchecked)`) that each access to a class's property costs.
final class CellArrangement {
    /// The outline's rectangle and corners.
    @exclusivity(unchecked) var outline: (rect: CGRect, radii: CornerRadii)
    /// The image's rectangle and corners, if the cell shows an image.
    @exclusivity(unchecked) var image: (rect: CGRect, radii: CornerRadii)?
    /// A colour laid over the image, under the text, if any.
    @exclusivity(unchecked) var scrim: Color?
    /// A gradient laid over the image, under the text, if any (a full-bleed image's).
    @exclusivity(unchecked) var scrimGradient: LinearGradient?
    /// The title and subtitle where they are drawn.
    @exclusivity(unchecked) var texts: [PlacedText] = []
    /// The placeholder label (its colour not yet chosen), if the cell shows one.
    @exclusivity(unchecked) var placeholder: PlacedText?
    /// A list row's icon, if it shows one.
    @exclusivity(unchecked) var icon: PlacedIcon?
    /// A list row's trailing accessories.
    @exclusivity(unchecked) var accessories: [PlacedAccessory] = []
    /// A list row's badge (see ``RowTrailingColumn``).
    @exclusivity(unchecked) var rowBadge: PlacedRowBadge?

    /// The darkening under white text on an image in a circle.
    static let circleScrim = Color.black.withAlpha(0.35)

    init(
        look: borrowing CellLook, item: borrowing CellContent, placeholderText: String?, frame: CGRect,
        isRightToLeft: Bool,
        measurer: some TextMeasuring
    ) {
        outline = look.outline(in: frame)
        let hasText = item.title != nil || item.subtitle != nil
        if look.shape == .circle {
            arrangeInCircle(look: look, item: item, placeholderText: placeholderText, measurer: measurer)
            return
        }
        if look.row != nil, hasText, let titleFrame = item.titleFrame {
            // A cell of the app's own in a list: its labels where its code put them.
            texts = Self.placeInLabelFrames(
                look: look, item: item, titleFrame: titleFrame, origin: frame.origin, measurer: measurer)
            return
        }
        if let row = look.row {
            arrangeRow(
                look: look, row: row, item: item, placeholderText: placeholderText, frame: frame,
                isRightToLeft: isRightToLeft, measurer: measurer)
            return
        }
        if hasText, let titleFrame = item.titleFrame {
            texts = Self.placeInLabelFrames(
                look: look, item: item, titleFrame: titleFrame, origin: frame.origin, measurer: measurer)
            return
        }
        let padding = Self.padding(of: look, in: frame.size)
        var textArea = frame.insetBy(dx: padding.horizontal, dy: padding.vertical)
        if item.hasImage, hasText, let placement = item.imagePlacement, placement != .automatic {
            arrangeImagePlacement(
                placement, look: look, item: item, frame: frame, padding: padding,
                isRightToLeft: isRightToLeft, measurer: measurer)
            return
        }
        if item.hasImage {
            if !hasText {
                image = outline
            } else if frame.width >= 2 * frame.height {
                let side = max(textArea.height, 0)
                let square = CGRect(
                    x: isRightToLeft ? textArea.maxX - side : textArea.minX, y: textArea.minY,
                    width: side, height: side)
                let radius = look.shape == .capsule ? Double(side) / 2 : min(outline.radii.topLeft, Double(side) / 4)
                image = (square, CornerRadii(all: radius))
                textArea = Self.besideImage(textArea, column: side + padding.horizontal, isRightToLeft: isRightToLeft)
            } else {
                let top = CGRect(
                    x: frame.minX, y: frame.minY, width: frame.width, height: (frame.height * 0.6).rounded())
                image = (
                    top,
                    CornerRadii(
                        topLeft: outline.radii.topLeft, topRight: outline.radii.topRight,
                        bottomRight: 0, bottomLeft: 0)
                )
                let gap = padding.vertical / 2
                textArea = CGRect(
                    x: textArea.minX, y: top.maxY + gap, width: textArea.width,
                    height: max(frame.maxY - gap - top.maxY - gap, 0))
            }
        }
        if !item.accessories.isEmpty {
            textArea = placeAccessories(item.accessories, in: textArea, isRightToLeft: isRightToLeft)
        }
        if hasText {
            guard textArea.width > 0, textArea.height > 0 else { return }
            texts = Self.place(
                Self.textBlock(look: look, item: item, width: textArea.width, measurer: measurer),
                in: textArea, isRightToLeft: isRightToLeft)
        } else if !item.hasImage, let text = placeholderText {
            placeholder = Self.placeholder(text, look: look, area: frame, measurer: measurer)
        }
    }

    /// A circle's image (filling it), text (a ``CircleLabel``, white on a scrim over an
    /// image) or placeholder label (in the inscribed square).
    private func arrangeInCircle(
        look: CellLook, item: CellContent, placeholderText: String?,
        measurer: some TextMeasuring
    ) {
        let circle = outline.rect
        if item.hasImage { image = outline }
        // An avatar shows its title as initials: the circle is the contact's picture.
        if item.artwork == .avatar && item.imagePath == nil { return }
        if item.title != nil || item.subtitle != nil {
            var title = look.title
            var subtitle = look.subtitle
            if item.hasImage {
                scrim = Self.circleScrim
                title.color = .white
                subtitle.color = Color.white.withAlpha(0.85)
            }
            texts =
                CircleLabel(
                    title: item.title, subtitle: item.subtitle, titleStyle: title, subtitleStyle: subtitle,
                    circle: circle, inset: look.padding.vertical / 2, measurer: measurer
                ).texts
        } else if !item.hasImage, let text = placeholderText {
            let inscribed = circle.insetBy(
                dx: circle.width * (1 - 0.5.squareRoot()) / 2,
                dy: circle.height * (1 - 0.5.squareRoot()) / 2)
            placeholder = Self.placeholder(text, look: look, area: inscribed, measurer: measurer)
        }
    }

    /// The size a placeholder cell asks for: `offered`, grown on the measured axes to the
    /// smallest size in which ``placeholder(_:look:area:measurer:)`` keeps the label at its
    /// own size (its width plus 4 points; its point size over 0.6 tall).
    private static func placeholderSize(
        _ text: String, look: CellLook, offered: CGSize, axes: SizingAxes,
        maxWidth: CGFloat, measurer: some TextMeasuring
    ) -> CGSize {
        var size = offered
        if axes.width {
            let natural = measurer.measure(text, style: look.placeholder, maxWidth: nil)
            size.width = min(max(offered.width, CGFloat(natural.width) + 4), max(offered.width, maxWidth))
        }
        if axes.height { size.height = max(offered.height, CGFloat(look.placeholder.size / 0.6)) }
        return size
    }

    /// The placeholder label in `area`: a list row's title, or centred in a cell and shrunk
    /// to the largest half-point size that fits (nothing when it would be smaller than 4 points).
    private static func placeholder(
        _ text: String, look: CellLook, area: CGRect,
        measurer: some TextMeasuring
    ) -> PlacedText? {
        var label = look.placeholder
        if !look.isListRow {
            let available = Double(area.width) - 4
            let tallest = Double(area.height) * 0.6
            let natural = measurer.measure(text, style: label, maxWidth: nil)
            let fitted = min(
                label.size, tallest,
                natural.width > available ? label.size * available / natural.width : .infinity)
            // Shrunk in half points, so that a grid's labels share a few sizes: each new size costs
            // Pango a font lookup (two threads) and fresh glyphs (a 10x10 grid took 54 sizes).
            label.size = fitted < look.placeholder.size ? (fitted * 2).rounded(.down) / 2 : fitted
            guard label.size >= 4 else { return nil }
            return PlacedText(text: text, style: label, rect: area, sizeBeforeFitting: look.placeholder.size)
        }
        return PlacedText(text: text, style: label, rect: area)
    }

    /// A pasted cell's text in its labels' frames (``CellContent/titleFrame`` and
    /// ``CellContent/subtitleFrame``, in the cell's bounds at `origin`): the title, with the
    /// subtitle below it when the subtitle has no frame of its own, centred vertically in the
    /// title's frame, as `UILabel` centres its text in its bounds; a frame without a height
    /// is as tall as its text.
    private static func placeInLabelFrames(
        look: CellLook, item: CellContent, titleFrame: CGRect, origin: CGPoint, measurer: some TextMeasuring
    ) -> [PlacedText] {
        func placed(title: String?, subtitle: String?, in rect: CGRect) -> [PlacedText] {
            let stack = TitleStack(
                title: title, subtitle: subtitle, titleStyle: look.title, subtitleStyle: look.subtitle,
                width: Double(rect.width), measurer: measurer)
            let height = rect.height > 0 ? rect.height : CGFloat(stack.fullHeight)
            return stack.placed(
                in: CGRect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: height))
        }
        guard let subtitleFrame = item.subtitleFrame, let subtitle = item.subtitle else {
            return placed(title: item.title, subtitle: item.subtitle, in: titleFrame)
        }
        return placed(title: item.title, subtitle: nil, in: titleFrame)
            + placed(title: nil, subtitle: subtitle, in: subtitleFrame)
    }

    /// The space between a cell of `size` and its text: the look's padding, horizontally at
    /// least a quarter of the height in a capsule (clear of its round ends).
    static func padding(of look: CellLook, in size: CGSize) -> (horizontal: CGFloat, vertical: CGFloat) {
        guard look.shape == .capsule else { return look.padding }
        return (max(look.padding.horizontal, min(size.width, size.height) / 4), look.padding.vertical)
    }

    /// `area` less an image column on its leading side.
    private static func besideImage(_ area: CGRect, column: CGFloat, isRightToLeft: Bool) -> CGRect {
        CGRect(
            x: isRightToLeft ? area.minX : area.minX + column, y: area.minY,
            width: max(area.width - column, 0), height: area.height)
    }

    // MARK: Measuring

    /// The size a self-sizing cell asks for: `offered` with the axes in `axes` measured.
    ///
    /// - A list row's height is the padding above and below its text (the title and
    ///   subtitle wrapped at the row's width less the margins, the icon or image column and
    ///   the accessories, or its placeholder label as the title), at least
    ///   ``ListStyle/minimumRowHeight``, the image's side and the tallest accessory; a
    ///   one-line row is 44 (see ``preferredRowSize(look:row:item:placeholderText:offered:axes:maxWidth:measurer:)``).
    /// - Another cell with text and no image: the padding around the text, wrapped at the
    ///   offered width.
    /// - A cell whose only content is an image keeps the image's aspect ratio (its height
    ///   from the offered width, or its width from the offered height), at least a list
    ///   row's minimum height in lists.
    /// - Outside lists, a cell with an image and text keeps its estimate: the image's share
    ///   of such a cell depends on the cell's own size. So does a circle, whose label
    ///   shrinks to fit it.
    /// - A cell with only a placeholder (a layout without content) keeps its estimate, but
    ///   grows to fit its placeholder label at the label's own size: layouts written with a
    ///   token estimate (`.estimated(1)`, which iOS code uses to mean "as tall as the
    ///   content") are drawn as cells, not as 1-point lines.
    ///
    /// Measured widths are the unwrapped text's width plus the padding, at most `maxWidth`.
    ///
    /// - Parameter imageSize: the pixel size of the cell's image, `nil` when it has none or
    ///   it cannot be read (the estimate is kept; drawing reports the error).
    static func preferredSize(
        look: CellLook, item: CellContent, placeholderText: String?, offered: CGSize,
        axes: SizingAxes, maxWidth: CGFloat, imageSize: CGSize?,
        measurer: some TextMeasuring
    ) -> CGSize {
        let hasText = item.title != nil || item.subtitle != nil
        var size = offered
        if look.shape == .circle { return offered }
        if item.hasImage && !hasText && (look.row == nil || item.icon == nil) {
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
        if let row = look.row {
            return preferredRowSize(
                look: look, row: row, item: item, placeholderText: placeholderText,
                offered: offered, axes: axes, maxWidth: maxWidth, measurer: measurer)
        }
        if !hasText, !item.hasImage, let placeholderText {
            return placeholderSize(
                placeholderText, look: look, offered: offered, axes: axes, maxWidth: maxWidth,
                measurer: measurer)
        }
        guard hasText, !item.hasImage else { return offered }
        let padding = Self.padding(of: look, in: offered)
        let overline = look.lines?.overline(of: item)
        let footnote = look.lines?.footnote(of: item)
        let accessories = RowColumns.accessoriesWidth(item.accessories, spacing: accessorySpacing)
        if axes.width {
            let natural = TitleStack.naturalWidth(
                title: item.title, subtitle: item.subtitle, titleStyle: look.title,
                subtitleStyle: look.subtitle, overline: overline, footnote: footnote,
                measurer: measurer)
            let detail =
                CellDetailColumn(item: item, look: look, areaWidth: .infinity, measurer: measurer)
                .map { $0.width + CellDetailColumn.spacing } ?? 0
            size.width = min(CGFloat(natural) + detail + accessories + 2 * padding.horizontal, maxWidth)
        }
        if axes.height {
            let width = size.width - 2 * padding.horizontal - accessories
            guard width >= 1 else { return size }
            let block = textBlock(look: look, item: item, width: width, measurer: measurer)
            size.height = CGFloat(block.stack.fullHeight) + 2 * padding.vertical
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
