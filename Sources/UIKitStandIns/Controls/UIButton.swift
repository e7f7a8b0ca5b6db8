import Foundation

/// A stand-in for UIKit's `UIButton`: titles, images, configuration and menu, stored only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button `init(type:)` makes.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// A stand-in for UIKit's `UIButton.Configuration` (iOS 15): stored only.
    public struct Configuration: Hashable {
        /// The shape of the button's background corners.
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// How large the button is.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var imagePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var showsActivityIndicator = false

        public static func plain() -> Self { Self() }
        public static func tinted() -> Self { Self() }
        public static func gray() -> Self { Self() }
        public static func filled() -> Self { Self() }
        public static func borderless() -> Self { Self() }
        public static func bordered() -> Self { Self() }
        public static func borderedTinted() -> Self { Self() }
        public static func borderedProminent() -> Self { Self() }
    }

    public private(set) var buttonType: ButtonType = .custom
    open var configuration: Configuration?
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    /// The label that shows the title; its text follows ``setTitle(_:for:)`` for `.normal`.
    public let titleLabel: UILabel? = UILabel(frame: .zero)
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
}

/// A stand-in for UIKit's `UIImageView`: in a cell, its image is drawn at its frame, as its
/// ``UIView/contentMode`` fits it, a symbol in its `tintColor` (or an ancestor's) at its
/// ``preferredSymbolConfiguration``'s size; elsewhere stored only.
@preconcurrency @MainActor
open class UIImageView: UIView {
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
