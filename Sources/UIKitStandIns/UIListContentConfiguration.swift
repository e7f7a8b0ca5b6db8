import Foundation

/// What a cell's content shows, as UIKit's `UIContentConfiguration` protocol. Mosaic's
/// renderer reads ``UIListContentConfiguration``; other configurations are kept but not drawn.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for `state` (a cell's selection, highlight, traits).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A stand-in for UIKit's `UIListContentConfiguration`: a cell's or header's text,
/// secondary text and image, and how they look.
///
/// The renderer draws ``text``, ``secondaryText`` (below the text, or at the trailing edge
/// for ``valueCell()`` and ``prefersSideBySideTextAndSecondaryText``) and ``image`` (a symbol
/// as a glyph in ``ImageProperties/tintColor``); outside lists it places them inside
/// ``directionalLayoutMargins``, the text ``imageToTextPadding`` after the image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which of UIKit's factory methods made the configuration.
    public enum Kind: String, Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader
        case extraProminentInsetGroupedHeader, sidebarHeader, header, footer
    }

    /// How a piece of text looks (stored only).
    public struct TextProperties: Hashable {
        /// How text aligns.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Applied to ``color`` by ``resolvedColor()``.
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour the text is drawn in: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }
    }

    /// How the image looks.
    public struct ImageProperties: Hashable {
        /// The image's colour; the renderer draws a symbol's placeholder in it. `nil` uses
        /// the view's inherited tint (`systemBlue` unless a superview sets one).
        public var tintColor: UIColor?
        /// A symbol image's point size and scale, over the text's font size.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Stored only.
        public var cornerRadius: CGFloat = 0
        /// Stored only.
        public var maximumSize: CGSize = .zero
        /// Stored only.
        public var reservedLayoutSize: CGSize = .zero
        /// Stored only.
        public var accessibilityIgnoresInvertColors = false
        /// Applied to the tint by ``resolvedTintColor(for:)``.
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The colour a template image is drawn in, in a view tinted `tintColor`:
        /// ``tintColor`` (else the view's tint, else `systemBlue`) through
        /// ``tintColorTransformer``. (UIKit's parameter is not optional; an optional one
        /// also takes a stand-in view's `tintColor` as UIKit code passes it.)
        public func resolvedTintColor(for tintColor: UIColor?) -> UIColor {
            let color = self.tintColor ?? tintColor ?? .systemBlue
            return tintColorTransformer.map { $0(color) } ?? color
        }
    }

    /// Which factory method made this configuration.
    public let kind: Kind
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image beside the text.
    public var image: UIImage?
    /// How the primary text looks (stored only).
    public var textProperties: TextProperties
    /// How the secondary text looks (stored only).
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// Puts the secondary text beside the text, at the trailing edge.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Where the content sits in a cell outside lists (list rows keep the list's margins).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Space between the image's column and the text, in a cell outside lists.
    public var imageToTextPadding: CGFloat = 16
    /// Stored only.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Stored only.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Stored only.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal

    private init(
        kind: Kind, text: UIFont.TextStyle = .body, secondary: UIFont.TextStyle = .subheadline,
        textColor: UIColor = .label, sideBySide: Bool = false
    ) {
        self.kind = kind
        textProperties = TextProperties(font: .preferredFont(forTextStyle: text), color: textColor)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondary), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A list cell: the text, and any secondary text below it.
    public static func cell() -> Self { Self(kind: .cell) }
    /// A list cell with secondary text below the text.
    public static func subtitleCell() -> Self { Self(kind: .subtitleCell) }
    /// A list cell with the secondary text at the trailing edge (a Settings value).
    public static func valueCell() -> Self { Self(kind: .valueCell, secondary: .body, sideBySide: true) }
    /// A sidebar cell.
    public static func sidebarCell() -> Self { Self(kind: .sidebarCell) }
    /// A sidebar cell with secondary text below the text.
    public static func sidebarSubtitleCell() -> Self { Self(kind: .sidebarSubtitleCell) }
    /// A sidebar cell that accompanies another column.
    public static func accompaniedSidebarCell() -> Self { Self(kind: .accompaniedSidebarCell) }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(kind: .plainHeader, text: .headline) }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(kind: .plainFooter, text: .footnote, textColor: .secondaryLabel) }
    /// A grouped list's header.
    public static func groupedHeader() -> Self {
        Self(kind: .groupedHeader, text: .footnote, textColor: .secondaryLabel)
    }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self {
        Self(kind: .groupedFooter, text: .footnote, textColor: .secondaryLabel)
    }
    /// A prominent inset-grouped header.
    public static func prominentInsetGroupedHeader() -> Self { Self(kind: .prominentInsetGroupedHeader, text: .title3) }
    /// An extra-prominent inset-grouped header.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(kind: .extraProminentInsetGroupedHeader, text: .title2)
    }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self { Self(kind: .sidebarHeader, text: .headline) }
    /// A header for the list's appearance (iOS 15+).
    public static func header() -> Self { Self(kind: .header, text: .headline) }
    /// A footer for the list's appearance (iOS 15+).
    public static func footer() -> Self { Self(kind: .footer, text: .footnote, textColor: .secondaryLabel) }

    /// A new configuration as the factory method of `kind` makes it: what a configuration's
    /// text properties are compared with, to tell what its code changed.
    package static func made(by kind: Kind) -> Self {
        switch kind {
        case .cell: return cell()
        case .subtitleCell: return subtitleCell()
        case .valueCell: return valueCell()
        case .sidebarCell: return sidebarCell()
        case .sidebarSubtitleCell: return sidebarSubtitleCell()
        case .accompaniedSidebarCell: return accompaniedSidebarCell()
        case .plainHeader: return plainHeader()
        case .plainFooter: return plainFooter()
        case .groupedHeader: return groupedHeader()
        case .groupedFooter: return groupedFooter()
        case .prominentInsetGroupedHeader: return prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: return extraProminentInsetGroupedHeader()
        case .sidebarHeader: return sidebarHeader()
        case .header: return header()
        case .footer: return footer()
        }
    }

    /// Whether the secondary text goes at the trailing edge rather than below.
    public var showsSecondaryTextBeside: Bool { prefersSideBySideTextAndSecondaryText }

    /// A list content view showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: Mosaic draws cells at rest, where UIKit's state changes nothing.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A stand-in for UIKit's `UIListContentView`: a view holding a list content configuration.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown, as a list content configuration.
    open var listContentConfiguration: UIListContentConfiguration
    open var configuration: any UIContentConfiguration {
        get { listContentConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list } }
    }

    public init(configuration: UIListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        listContentConfiguration = .cell()
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Where the text is; `nil`, as UIKit answers for a view not laid out (Mosaic places
    /// the text when it draws, not in the view).
    open var textLayoutGuide: UILayoutGuide? { nil }
    /// Where the secondary text is; `nil`, as ``textLayoutGuide``.
    open var secondaryTextLayoutGuide: UILayoutGuide? { nil }
    /// Where the image is; `nil`, as ``textLayoutGuide``.
    open var imageLayoutGuide: UILayoutGuide? { nil }
}

extension UIView {
    /// The first visible `UIListContentView` inside this view, depth first: what a custom
    /// cell shows its list content configuration in.
    package var embeddedListContentView: UIListContentView? {
        visibleSubviews.lazy.compactMap { $0 as? UIListContentView }.first
    }
}

/// A stand-in for UIKit's `UIAxis`: horizontal, vertical, both or neither.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = Self(rawValue: 1 << 0)
    public static let vertical = Self(rawValue: 1 << 1)
    public static let both: Self = [.horizontal, .vertical]
}

/// A plain view that holds any content configuration: what configurations Mosaic does not
/// draw make.
@preconcurrency @MainActor
final class ConfigurationContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        configuration = UIListContentConfiguration.cell()
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }
}

/// A stand-in for UIKit's `UIBackgroundConfiguration`: a cell's fill.
///
/// The renderer draws ``backgroundColor`` (in the theme's appearance), ``cornerRadius`` and
/// the stroke (``strokeColor``, ``strokeWidth``); ``backgroundInsets`` is stored only.
/// Fills are UIKit's: `listPlainCell()` is `systemBackground`, `listGroupedCell()`
/// `secondarySystemGroupedBackground`, sidebar cells and grouped headers have none
/// (Docs/uikit-facts.md, "List cell backgrounds").
public struct UIBackgroundConfiguration: Hashable {
    /// The fill; `nil` fills with the view's tint colour, as in UIKit ("Set a nil background
    /// color to use the view's tint color", Apple's `UIBackgroundConfiguration` overview).
    public var backgroundColor: UIColor? {
        didSet { followsListAppearance = false }
    }
    /// Applied to the fill by ``resolvedBackgroundColor(for:)``; `nil` applies nothing.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    /// Applied to the stroke by ``resolvedStrokeColor(for:)``; `nil` applies nothing.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Whether the fill is the list's own (`listCell()`, iOS 18): the renderer gives a list
    /// cell the fill of the list it is in, until the code sets ``backgroundColor``.
    public private(set) var followsListAppearance = false

    private init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

    /// No fill.
    public static func clear() -> Self { Self(backgroundColor: .clear) }
    /// A plain list cell's fill: `systemBackground`.
    public static func listPlainCell() -> Self { Self(backgroundColor: .systemBackground) }
    /// A grouped or inset-grouped list cell's fill: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> Self { Self(backgroundColor: .secondarySystemGroupedBackground) }
    /// A sidebar cell's fill (none at rest).
    public static func listSidebarCell() -> Self { Self(backgroundColor: .clear) }
    /// A list cell's fill (iOS 18), which follows the list's appearance; until it is drawn in
    /// a list, it reads as the plain one.
    public static func listCell() -> Self {
        var configuration = listPlainCell()
        configuration.followsListAppearance = true
        return configuration
    }
    /// A plain list header's or footer's fill.
    public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .systemBackground) }
    /// A grouped list header's or footer's fill (none).
    public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }
    /// A sidebar header's fill (none).
    public static func listSidebarHeader() -> Self { Self(backgroundColor: .clear) }

    /// The background a `UICollectionViewListCell` has by default in a list of `appearance`.
    package static func listDefault(for appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        switch appearance {
        case .plain: return listPlainCell()
        case .grouped, .insetGrouped: return listGroupedCell()
        case .sidebar, .sidebarPlain: return listSidebarCell()
        }
    }

    /// The configuration for `state`: the same, as Mosaic draws cells at rest (UIKit's
    /// selected and highlighted fills are not modelled).
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The fill drawn for a view tinted `tintColor`: ``backgroundColor`` (the tint when
    /// `nil`) through ``backgroundColorTransformer``. (UIKit's parameter is not optional; an
    /// optional one also takes a stand-in view's `tintColor` as UIKit code passes it.)
    public func resolvedBackgroundColor(for tintColor: UIColor?) -> UIColor {
        let color = backgroundColor ?? tintColor ?? .systemBlue
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke drawn for a view tinted `tintColor`: ``strokeColor`` (the tint when `nil`)
    /// through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor?) -> UIColor {
        let color = strokeColor ?? tintColor ?? .systemBlue
        return strokeColorTransformer.map { $0(color) } ?? color
    }
}
