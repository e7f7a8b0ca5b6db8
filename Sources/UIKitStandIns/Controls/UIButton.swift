import Foundation

/// A stand-in for UIKit's `UIButton`: titles, images, configuration and menu. In a pasted
/// cell a button is drawn at its frame as iOS draws it (see ``intrinsicContentSize`` for the
/// size a stack view or constraints give it): a configuration's background, title and image
/// in its style's colours, or a button without one's title in its title colour.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button `init(type:)` makes.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// A stand-in for UIKit's `UIButton.Configuration` (iOS 15): its style (which factory
    /// made it), title, image, colours, corner style and size are drawn; the rest is stored.
    public struct Configuration: Hashable {
        /// The look a factory gives: `plain()`/`borderless()` no background, `gray()`/
        /// `bordered()` a grey one, `tinted()`/`borderedTinted()` a pale tint,
        /// `filled()`/`borderedProminent()` the tint.
        package enum Style: Hashable, Sendable { case plain, gray, tinted, filled }
        /// The shape of the button's background corners.
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// How large the button is.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }

        public var title: String?
        public var subtitle: String?
        /// The title with attributes; setting it sets ``title`` to its characters (the look
        /// stays the configuration's, as the attributes are not drawn).
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        /// The subtitle with attributes; setting it sets ``subtitle`` to its characters.
        public var attributedSubtitle: AttributedString? {
            get { subtitle.map { AttributedString($0) } }
            set { subtitle = newValue.map { String($0.characters) } }
        }
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var imagePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var showsActivityIndicator = false
        /// The factory's look.
        package private(set) var style = Style.plain
        private var customContentInsets: NSDirectionalEdgeInsets?

        /// The space around the title and image: what the code set, else the button size's.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? ButtonMetrics.contentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        private init(style: Style) { self.style = style }

        public static func plain() -> Self { Self(style: .plain) }
        public static func tinted() -> Self { Self(style: .tinted) }
        public static func gray() -> Self { Self(style: .gray) }
        public static func filled() -> Self { Self(style: .filled) }
        public static func borderless() -> Self { Self(style: .plain) }
        public static func bordered() -> Self { Self(style: .gray) }
        public static func borderedTinted() -> Self { Self(style: .tinted) }
        public static func borderedProminent() -> Self { Self(style: .filled) }
    }

    public private(set) var buttonType: ButtonType = .custom
    open var configuration: Configuration?
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    /// The label that shows the title; its text follows ``setTitle(_:for:)`` for `.normal`.
    /// Its font is the 15-point system font, a system button's title font in UIKit.
    public let titleLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        return label
    }()
    /// The image view that shows the image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button with a configuration and a primary action (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.configuration = configuration
        buttonType = .system
    }

    /// A system button with a primary action (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
        if let title = primaryAction?.title { setTitle(title, for: .normal) }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The title for the current state.
    open var currentTitle: String? { title(for: .normal) }
    /// Does nothing: there is nothing to redraw.
    open func setNeedsUpdateConfiguration() {}

    /// The size of the title and image (side by side, or one above the other for a
    /// configuration's `.top` or `.bottom` image placement) and the space around them: a
    /// configuration's ``Configuration/contentInsets``, or 6 points above and below a title
    /// without one (a 15-point system button is 30 points tall), rounded up to whole pixels.
    open override var intrinsicContentSize: CGSize {
        let look = ButtonLook(of: self)
        let content = look.contentSize
        let insets = look.contentInsets
        return LabelTextMeasure.ceiled(
            CGSize(
                width: content.width + insets.leading + insets.trailing,
                height: content.height + insets.top + insets.bottom),
            scale: traitCollection.displayScale)
    }
}

extension UIView {
    /// The buttons in this view and its subviews, depth first, skipping hidden ones.
    package var visibleButtons: [UIButton] {
        descendants().compactMap { view in
            guard let button = view as? UIButton, !button.isHidden else { return nil }
            return button
        }
    }
}

/// A stand-in for UIKit's `UIImageView`: in a cell, its image is drawn at its frame, as its
/// ``UIView/contentMode`` fits it, a symbol in its `tintColor` (or an ancestor's) at its
/// ``preferredSymbolConfiguration``'s size; elsewhere stored only.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Whether the image grows and tilts with a focused ancestor (tvOS); stored only.
    open var adjustsImageWhenAncestorFocused = false
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var isHighlighted = false

    /// An image view showing `image`, as large as the image (see ``intrinsicContentSize``):
    /// "the image you specified is used to configure the initial size of the image view"
    /// (Apple's documentation of `init(image:)`).
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        let size = intrinsicContentSize
        if size.width >= 0, size.height >= 0 { frame.size = size }
    }

    /// The image's size: for a symbol, a square 1.2 times its point size (its own
    /// configuration's, else ``preferredSymbolConfiguration``'s, else 17), an approximation of
    /// SF Symbols' boxes; none for other images, whose files Mosaic does not read here.
    open override var intrinsicContentSize: CGSize {
        guard let image, case .system = image.source else { return super.intrinsicContentSize }
        let preferred = UIImage.symbolSizing(of: preferredSymbolConfiguration)
        let pointSize = image.symbolPointSize ?? preferred.pointSize ?? 17
        let scale = image.symbolScale != 1 ? image.symbolScale : preferred.scale ?? 1
        let side = (pointSize * scale * 1.2).rounded()
        return CGSize(width: side, height: side)
    }

    /// An image view showing `image`, or `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}

/// A stand-in for UIKit's `UITextField`: its text and placeholder, stored only.
@preconcurrency @MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var isSecureTextEntry = false
}
