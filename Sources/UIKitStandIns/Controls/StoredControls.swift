import Foundation

// Controls real cells and screens hold (a loading cell's spinner, a carousel's page dots, a
// reminder's date picker, a note's text view, a blurred overlay): stand-ins that store what
// their code sets, so the screens compile. None of them is drawn; their intrinsic sizes are
// UIKit's, so stack views and constraints place their neighbours as on iOS.

/// A stand-in for UIKit's `UIActivityIndicatorView`: stored only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var style: Style = .medium
    open var color: UIColor?
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// 20 points square for `.medium`, 37 for `.large`, as on iOS.
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}

/// A stand-in for UIKit's `UIPageControl`: stored only.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

/// A stand-in for UIKit's `UIProgressView`: stored only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        case `default`
        case bar
    }

    open var progressViewStyle: Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// A bar 4 points tall, as on iOS.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}

/// A stand-in for UIKit's `UIDatePicker`: stored only.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public enum Mode: Int, Sendable {
        case time
        case date
        case dateAndTime
        case countDownTimer
    }

    /// How the picker looks.
    public enum Style: Int, Sendable {
        case automatic
        case wheels
        case compact
        case inline
    }

    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    open var date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var locale: Locale?
    open var minuteInterval = 1

    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// A stand-in for UIKit's `UITextView`: its text is stored, not drawn.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var adjustsFontForContentSizeCategory = false
}

/// A stand-in for UIKit's `UIVisualEffect`: what a visual-effect view shows.
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A stand-in for UIKit's `UIBlurEffect`: stored only.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4
        case prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A stand-in for UIKit's `UIVisualEffectView`: its effect is stored, not drawn; views go in
/// its ``contentView``.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// Where subviews go.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { nil }
}
