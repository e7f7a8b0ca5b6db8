import Foundation

/// A stand-in for UIKit's `UILabel`, for custom cells and supplementary views that show
/// text in labels: the renderer shows the text of the labels it finds in a view without a
/// content configuration (a cell's first as its title, its second as its subtitle; a
/// header's or badge's first as its text), in the label's font (as its Dynamic Type style),
/// colour, alignment and line count. Once a cell or header of the app's own is laid out,
/// every label's text is drawn in its frame, centred vertically as UIKit does; a label left
/// at a zero frame is placed in the renderer's padding.
open class UILabel: UIView {
    /// How text lines up; stored only.
    public enum Alignment: Int, Sendable { case left, center, right, justified, natural }

    open var text: String?
    open var font: UIFont = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor = .label
    open var textAlignment: Alignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// How lines wrap or truncate; stored only (the renderer wraps by words and ends the
    /// last line with an ellipsis, as `.byTruncatingTail`, UIKit's default, does).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The text with its styling. Setting it sets ``text`` to its characters and, as UIKit
    /// does ("assigning a new value updates the values in the font, textColor, and other
    /// style-related properties so that they reflect the style information starting at
    /// location 0", Apple's `UILabel.attributedText` documentation), ``font``,
    /// ``textColor``, ``textAlignment`` and ``lineBreakMode`` from the first character's
    /// attributes. Reading it gives the text in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
        }
        set {
            text = newValue?.string
            guard let newValue, newValue.length > 0 else { return }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
    }

    /// The size of the text on one line in ``font``, rounded up to whole pixels; zero for no
    /// text, as a label without text has no size in UIKit. Stack views and constraint
    /// placement size labels by it.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return LabelTextMeasure.ceiled(LabelTextMeasure.measure(text, font), scale: traitCollection.displayScale)
    }
}

extension UIView {
    /// The texts of the labels in this view and its subviews, depth first, skipping
    /// hidden labels and empty texts.
    public var labelTexts: [String] { labelsWithText.compactMap(\.text) }

    /// The labels in this view and its subviews with text to show, depth first, skipping
    /// hidden labels and empty texts.
    package var labelsWithText: [UILabel] {
        descendants().compactMap { view in
            guard let label = view as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty else {
                return nil
            }
            return label
        }
    }

    /// The image views in this view and its subviews that show an image, depth first,
    /// skipping hidden ones.
    package var imageViewsWithImage: [UIImageView] {
        descendants().compactMap { view in
            guard let imageView = view as? UIImageView, !imageView.isHidden, imageView.image != nil else { return nil }
            return imageView
        }
    }
}
