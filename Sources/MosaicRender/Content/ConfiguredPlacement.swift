import CompositionalLayout
import Foundation

/// Where a pasted cell outside lists shows its text and images: the cell is given the size
/// the layout gives it and laid out (`layoutIfNeeded()`: autoresizing masks, then the
/// constraints the stand-ins evaluate), as UIKit lays a cell out before showing it, and the
/// frames of its views are read in the cell's bounds.
///
/// - A `UIListContentConfiguration` is laid out as `UIListContentView` lays it out: inside
///   its `directionalLayoutMargins`, the image in a ``imageColumn``-point column at the
///   leading margin, centred vertically, then `imageToTextPadding`, then the text, centred
///   vertically as a block.
/// - Every button with a frame is drawn there (``place(_:size:in:)``'s `PlacedButton`s).
/// - Otherwise the first two labels' frames hold the title and the subtitle (a label whose
///   frame is still zero keeps Mosaic's placement), and every image view with an image and a
///   frame shows it there, wherever it is in the cell (a stack view arranges its views when
///   laid out).
/// - A header or footer outside lists is laid out the same way: its labels, image views and
///   buttons are drawn at their frames (`PlacedViews`).
@preconcurrency @MainActor
struct ConfiguredPlacement {
    let colors: SystemColors
    /// The collection view's traits, which its cells take (their layout direction mirrors
    /// leading and trailing).
    let traits: UITraitCollection
    /// How labels and buttons measure their text while the cell is laid out; `nil` keeps the
    /// stand-ins' approximation (no fonts found).
    var textMeasure: ConfiguredTextMeasure? = nil

    /// The width of a list content configuration's image column, and the side of its image:
    /// `ListStyle.imageSize`, the column list rows keep for an image.
    static let imageColumn: CGFloat = 29

    /// Lays `cell` out at `size` and gives `content` the frames of its text and images.
    func place(_ cell: UICollectionViewCell, size: CGSize, in content: inout CellContent) {
        layOut(cell, size: size)
        content.placedBoxes = placedBoxes(in: cell, below: cell.contentView)
        content.placedButtons = placedButtons(in: cell)
        if let configuration = cell.contentConfiguration as? UIListContentConfiguration {
            placeListContent(configuration, of: cell, size: size, in: &content)
            return
        }
        let labels = cell.labelsWithText
        if let title = labels.first, let frame = Self.frame(of: title, in: cell) {
            content.titleFrame = frame
            if let subtitle = labels.dropFirst().first, let frame = Self.frame(of: subtitle, in: cell) {
                content.subtitleFrame = frame
            }
            let text = ConfiguredText(colors: colors)
            content.placedLabels = labels.dropFirst(2).compactMap { label in
                guard let string = label.text, let frame = Self.frame(of: label, in: cell), frame.height > 0 else {
                    return nil
                }
                return PlacedLabel(text: string, frame: frame, textOptions: text.options(label))
            }
        }
        let images = placedImages(in: cell)
        if !images.isEmpty {
            // The image views draw their own images where they are; the file one was kept only
            // for a cell whose views could not be placed.
            content.imagePath = nil
            content.placedImages = images
        }
    }

    /// Lays a header or footer `view` out at `size`: its labels with text and a frame, its
    /// image views, buttons and painted subviews where they are. `nil` when none is placed
    /// and the view has text for Mosaic to place (a content configuration's, or a label
    /// without a frame); a view with nothing to show gives empty placed views, so that it
    /// shows nothing, as on iOS.
    func place(_ view: UICollectionReusableView, size: CGSize) -> PlacedViews? {
        layOut(view, size: size)
        let text = ConfiguredText(colors: colors)
        let labels = view.labelsWithText.compactMap { label -> PlacedLabel? in
            guard let string = label.text, let frame = Self.frame(of: label, in: view), frame.height > 0 else {
                return nil
            }
            return PlacedLabel(text: string, frame: frame, textOptions: text.options(label))
        }
        let placed = PlacedViews(
            labels: labels, images: placedImages(in: view), buttons: placedButtons(in: view),
            boxes: placedBoxes(in: view, below: nil))
        let configured = (view as? UICollectionViewCell)?.contentConfiguration != nil
        let showsNothing = !configured && view.labelsWithText.isEmpty
        return placed.isEmpty && !showsNothing ? nil : placed
    }

    /// The subviews of `view` that paint a rectangle (see `PlacedBox`), at their frames,
    /// back to front; `contentView` (a cell's, whose look is the cell's own) is not one of
    /// them, though its subviews are. A label's or image view's fill is its rectangle, drawn
    /// under its text or image.
    private func placedBoxes(in view: UIView, below contentView: UIView?) -> [PlacedBox] {
        let looks = ConfiguredAppearance(colors: colors)
        return view.visibleSubviews.compactMap { subview in
            guard subview !== contentView, !(subview is UIButton),
                let frame = Self.frame(of: subview, in: view), frame.height > 0
            else { return nil }
            let appearance = looks.of(view: subview)
            guard
                appearance.fill != nil || appearance.border != nil || appearance.gradient != nil
                    || appearance.shadow != nil
            else { return nil }
            return PlacedBox(frame: frame, appearance: appearance)
        }
    }

    /// Gives `view` the screen's traits and `size`, and lays it out with the renderer's text
    /// measurement, as UIKit lays a view out before showing it.
    private func layOut(_ view: UIView, size: CGSize) {
        view.traitCollection = traits.copy()
        view.frame = CGRect(origin: .zero, size: size)
        let approximate = LabelTextMeasure.measure
        if let textMeasure { LabelTextMeasure.measure = textMeasure.size(of:font:) }
        defer { LabelTextMeasure.measure = approximate }
        view.layoutIfNeeded()
    }

    /// The buttons in `view` with a frame, placed.
    private func placedButtons(in view: UIView) -> [PlacedButton] {
        let approximate = LabelTextMeasure.measure
        if let textMeasure { LabelTextMeasure.measure = textMeasure.size(of:font:) }
        defer { LabelTextMeasure.measure = approximate }
        return view.visibleButtons.compactMap { button in
            guard let frame = Self.frame(of: button, in: view), frame.height > 0 else { return nil }
            return placed(button, frame: frame, isRightToLeft: view.traitCollection.layoutDirection == .rightToLeft)
        }
    }

    /// The images of the image views in `view` with a frame, placed.
    private func placedImages(in view: UIView) -> [PlacedImage] {
        view.imageViewsWithImage.compactMap { imageView in
            guard let image = imageView.image, let frame = Self.frame(of: imageView, in: view), frame.height > 0
            else { return nil }
            return placed(
                image, frame: frame, tint: tint(of: imageView), preferred: imageView.preferredSymbolConfiguration,
                textSize: nil, fit: Self.fit(of: imageView.contentMode))
        }
    }

    /// `button` at `frame`, as iOS draws it (see `ButtonLook`): its background in its
    /// style's colour (the tint unless the code gave one), its image and its title centred
    /// inside its content insets, in its foreground colour (the tint unless given).
    private func placed(_ button: UIButton, frame: CGRect, isRightToLeft: Bool) -> PlacedButton {
        let look = ButtonLook(of: button)
        let tint = inheritedTint(of: button)
        let foreground = look.foreground ?? tint
        let fill: Color?
        switch look.fill {
        case .none: fill = nil
        case .color(let color): fill = color.resolved(in: colors)
        case .tint(let alpha): fill = tint.withAlphaComponent(alpha).resolved(in: colors)
        }
        let frames = look.frames(in: CGRect(origin: .zero, size: frame.size), isRightToLeft: isRightToLeft)
        let origin = frame.origin
        var image: PlacedImage?
        if let shown = look.image, let rect = frames.image {
            image = placed(
                shown, frame: rect.offsetBy(dx: origin.x, dy: origin.y), tint: foreground, preferred: nil,
                textSize: look.font.pointSize, fit: .center)
        }
        return PlacedButton(
            frame: frame, fill: fill, cornerRadius: Double(look.cornerRadius(height: frame.height)),
            title: frames.title == nil ? nil : look.title,
            titleFrame: frames.title?.offsetBy(dx: origin.x, dy: origin.y) ?? .zero,
            titleText: TextOptions(
                style: ConfiguredText.style(of: look.font), weight: ConfiguredText.weight(of: look.font),
                color: ThemedColor(foreground.resolved(in: colors)), alignment: .center, lines: 1),
            image: image)
    }

    /// A list content configuration in a cell outside lists, laid out as `UIListContentView`.
    private func placeListContent(
        _ configuration: UIListContentConfiguration, of cell: UICollectionViewCell, size: CGSize,
        in content: inout CellContent
    ) {
        let margins = configuration.directionalLayoutMargins
        let isRightToLeft = cell.traitCollection.layoutDirection == .rightToLeft
        var leading = margins.leading
        let inner = CGRect(
            x: 0, y: margins.top, width: size.width,
            height: max(size.height - margins.top - margins.bottom, 0))
        if let image = configuration.image {
            let side = min(Self.imageColumn, inner.height > 0 ? inner.height : Self.imageColumn)
            let x = isRightToLeft ? size.width - leading - Self.imageColumn : leading
            let frame = CGRect(
                x: x + (Self.imageColumn - side) / 2, y: inner.midY - side / 2, width: side, height: side)
            let tint = configuration.imageProperties.tintColor ?? inheritedTint(of: cell)
            content.placedImages = [
                placed(
                    image, frame: frame, tint: tint,
                    preferred: configuration.imageProperties.preferredSymbolConfiguration,
                    textSize: configuration.textProperties.font.pointSize, fit: .center)
            ]
            content.imagePath = nil
            content.icon = nil
            leading += Self.imageColumn + configuration.imageToTextPadding
        }
        let width = max(size.width - leading - margins.trailing, 0)
        guard content.hasText else { return }
        content.titleFrame = CGRect(
            x: isRightToLeft ? margins.trailing : leading, y: inner.minY, width: width, height: inner.height)
    }

    /// `image` at `frame`: a symbol at its own configuration's point size and scale, else the
    /// view's `preferred` configuration's, else `textSize` (a list content view sizes symbols
    /// to its text), else 17, the body text's; a file; or an asset name with or without a file.
    private func placed(
        _ image: UIImage, frame: CGRect, tint: UIColor?, preferred: UIImage.SymbolConfiguration?,
        textSize: CGFloat?, fit: PlacedImage.Fit
    ) -> PlacedImage {
        // An image made with `withTintColor(_:)` keeps its colour whatever its view's tint.
        let color = (image.tintColor ?? tint ?? .systemBlue).resolved(in: colors)
        let size = Self.symbolSize(of: image, preferred: preferred, textSize: textSize)
        let source: PlacedImage.Source
        switch image.source {
        case .system(let name): source = .symbol(name: name, glyph: image.placeholderGlyph ?? "")
        case .file(let path): source = .file(path: URL(fileURLWithPath: path).standardizedFileURL.path)
        case .named(let name):
            source = NamedImageFile.path(named: name).map { .file(path: $0) } ?? .missing(name: name)
        }
        return PlacedImage(source: source, frame: frame, tint: color, pointSize: size, fit: fit)
    }

    /// The point size a symbol is drawn at: its own configuration's size and scale, else the
    /// view's `preferred` configuration's, else `textSize`, else 17 (the body text's).
    static func symbolSize(of image: UIImage, preferred: UIImage.SymbolConfiguration?, textSize: CGFloat?) -> Double {
        let sizing = UIImage.symbolSizing(of: preferred)
        let pointSize = image.symbolPointSize ?? sizing.pointSize ?? textSize ?? 17
        let scale = image.symbolScale != 1 ? image.symbolScale : sizing.scale ?? 1
        return Double(pointSize * scale)
    }

    /// The tint an image view draws a template image in: its own, else its nearest ancestor's.
    private func tint(of view: UIView) -> UIColor? {
        var current: UIView? = view
        while let each = current {
            if let tint = each.tintColor { return tint }
            current = each.superview
        }
        return nil
    }

    /// The tint `view` inherits: its own or an ancestor's, else `systemBlue`, UIKit's default tint.
    private func inheritedTint(of view: UIView) -> UIColor { tint(of: view) ?? .systemBlue }

    /// The frame of `view` in `cell`'s (or a header's) bounds, if it has been given one:
    /// finite, with a width (a zero height is a label as tall as its text).
    static func frame(of view: UIView, in cell: UIView) -> CGRect? {
        var frame = view.frame
        var parent = view.superview
        while let container = parent, container !== cell {
            frame.origin.x += container.frame.minX
            frame.origin.y += container.frame.minY
            parent = container.superview
        }
        guard parent === cell, !frame.isNull, frame.width > 0, frame.height >= 0,
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        else { return nil }
        return frame
    }

    /// How an image view's content mode fits its image.
    static func fit(of mode: UIView.ContentMode) -> PlacedImage.Fit {
        switch mode {
        case .scaleToFill: return .scaleToFill
        case .scaleAspectFit: return .aspectFit
        case .scaleAspectFill: return .aspectFill
        default: return .center
        }
    }
}
