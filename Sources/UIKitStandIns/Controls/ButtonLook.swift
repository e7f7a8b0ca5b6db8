import Foundation

/// What a `UIButton` shows and how: its configuration's title, image, colours and
/// background by style, or, without a configuration, its `.normal` title in its title colour
/// and its own background colour and layer corners. The renderer draws pasted cells'
/// buttons from it; ``UIButton/intrinsicContentSize`` is its ``contentSize`` and
/// ``contentInsets``.
///
/// Colours follow the configuration styles as iOS draws them ("UIButton.Configuration" in
/// Apple's documentation, "Meet the UIKit button system", WWDC21): `filled()` white on the
/// tint (or `baseBackgroundColor`), `tinted()` the tint on a pale tint (15 % of it), `gray()`
/// the tint on `systemGray5`, `plain()` the tint on nothing; `baseForegroundColor` replaces
/// the text's colour. A button without a configuration is a system button's tint-coloured
/// title, or a custom button's white one (UIKit's default title colours).
@MainActor
package struct ButtonLook {
    /// How the background is filled.
    package enum Fill: Equatable {
        /// No background.
        case none
        /// A colour.
        case color(UIColor)
        /// The button's tint at `alpha`.
        case tint(alpha: CGFloat)
    }

    package let title: String?
    package let font: UIFont
    package let image: UIImage?
    /// The title's (and a symbol's) colour; `nil` is the button's tint.
    package let foreground: UIColor?
    package let fill: Fill
    package let contentInsets: NSDirectionalEdgeInsets
    /// The space between the image and the title.
    package let imagePadding: CGFloat
    /// Where the image is beside the title: `.top`, `.bottom`, `.trailing`, else leading.
    package let imagePlacement: NSDirectionalRectEdge
    private let cornerRadius: (CGFloat) -> CGFloat

    package init(of button: UIButton) {
        if let configuration = button.configuration {
            title = configuration.title
            font = ButtonMetrics.titleFont(for: configuration.buttonSize)
            image = configuration.image
            contentInsets = configuration.contentInsets
            imagePadding = configuration.imagePadding
            imagePlacement = configuration.imagePlacement
            let base = configuration.baseBackgroundColor
            switch configuration.style {
            case .plain:
                (foreground, fill) = (configuration.baseForegroundColor, .none)
            case .gray:
                (foreground, fill) = (configuration.baseForegroundColor, .color(base ?? .systemGray5))
            case .tinted:
                fill = base.map { .color($0.withAlphaComponent(0.15)) } ?? .tint(alpha: 0.15)
                foreground = configuration.baseForegroundColor ?? base
            case .filled:
                (foreground, fill) = (
                    configuration.baseForegroundColor ?? .white, base.map { .color($0) } ?? .tint(alpha: 1)
                )
            }
            let (style, size) = (configuration.cornerStyle, configuration.buttonSize)
            cornerRadius = { ButtonMetrics.cornerRadius(style, size: size, height: $0) }
        } else {
            title = button.title(for: .normal)
            font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
            image = button.image(for: .normal)
            foreground = button.titleColor(for: .normal) ?? (button.buttonType == .custom ? .white : nil)
            fill = button.backgroundColor.map { .color($0) } ?? .none
            let hasTitle = !(title ?? "").isEmpty
            contentInsets = NSDirectionalEdgeInsets(
                top: hasTitle ? 6 : 0, leading: 0, bottom: hasTitle ? 6 : 0, trailing: 0)
            imagePadding = 0
            imagePlacement = .leading
            let radius = button.layer.cornerRadius
            cornerRadius = { _ in radius }
        }
    }

    /// The corner radius of the background at `height`.
    package func cornerRadius(height: CGFloat) -> CGFloat { min(cornerRadius(height), height / 2) }

    /// Whether the image sits above or below the title rather than beside it.
    private var isVertical: Bool { imagePlacement == .top || imagePlacement == .bottom }

    /// One line of the title, measured (zero without one).
    package var titleSize: CGSize {
        guard let title, !title.isEmpty else { return .zero }
        return LabelTextMeasure.measure(title, font)
    }

    /// A symbol's box at the title's size (1.2 times its point size, as an image view's);
    /// another image a square as tall as the title's font. Zero without an image.
    package var imageSize: CGSize {
        guard let image else { return .zero }
        let pointSize = image.symbolPointSize ?? font.pointSize
        let side = (pointSize * image.symbolScale * 1.2).rounded()
        return CGSize(width: side, height: side)
    }

    /// The title and image together, with the padding between them when there are both.
    package var contentSize: CGSize {
        let (title, image) = (titleSize, imageSize)
        let padding = title != .zero && image != .zero ? imagePadding : 0
        if isVertical {
            return CGSize(width: max(title.width, image.width), height: title.height + padding + image.height)
        }
        return CGSize(width: title.width + padding + image.width, height: max(title.height, image.height))
    }

    /// Where the title and the image are in a button of `bounds`: together, centred inside
    /// the content insets (a button centres its content), the image on the leading side
    /// (mirrored right to left), trailing side, top or bottom; the title no wider than the
    /// room inside the insets.
    package func frames(in bounds: CGRect, isRightToLeft: Bool) -> (title: CGRect?, image: CGRect?) {
        let area = CGRect(
            x: bounds.minX + (isRightToLeft ? contentInsets.trailing : contentInsets.leading),
            y: bounds.minY + contentInsets.top,
            width: max(0, bounds.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, bounds.height - contentInsets.top - contentInsets.bottom))
        var titleSize = self.titleSize
        let imageSize = self.imageSize
        let padding = titleSize != .zero && imageSize != .zero ? imagePadding : 0
        // A part with nothing in it has no frame.
        func placed(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect? {
            size == .zero ? nil : CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        if isVertical {
            titleSize.width = min(titleSize.width, area.width)
            let total = titleSize.height + padding + imageSize.height
            let top = area.midY - total / 2
            let imageFirst = imagePlacement == .top
            let imageY = imageFirst ? top : top + titleSize.height + padding
            let titleY = imageFirst ? top + imageSize.height + padding : top
            return (
                placed(titleSize, x: area.midX - titleSize.width / 2, y: titleY),
                placed(imageSize, x: area.midX - imageSize.width / 2, y: imageY)
            )
        }
        titleSize.width = min(titleSize.width, max(0, area.width - imageSize.width - padding))
        let total = titleSize.width + padding + imageSize.width
        let left = area.midX - total / 2
        // The image is on the left when it leads in a left-to-right layout or trails in a
        // right-to-left one.
        let imageLeft = (imagePlacement == .trailing) == isRightToLeft
        let imageX = imageLeft ? left : left + titleSize.width + padding
        let titleX = imageLeft ? left + imageSize.width + padding : left
        return (
            placed(titleSize, x: titleX, y: area.midY - titleSize.height / 2),
            placed(imageSize, x: imageX, y: area.midY - imageSize.height / 2)
        )
    }
}
