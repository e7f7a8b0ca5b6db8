import Foundation

/// A list section's look, as UIKit's list configuration describes it: the
/// appearance, headers and footers, separators and background.
public struct UICollectionLayoutListConfiguration {
    /// The overall style of a list.
    public enum Appearance: Int, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// How a section's header is made.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A boundary supplementary view of kind `UICollectionElementKindSectionHeader`.
        case supplementary
        /// The section's first item is styled as its header.
        case firstItemInSection
    }

    /// How a section's footer is made.
    public enum FooterMode: Int, Sendable {
        case none
        /// A boundary supplementary view of kind `UICollectionElementKindSectionFooter`.
        case supplementary
    }

    public let appearance: Appearance
    /// Whether rows are separated by hairlines (which the renderer draws).
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section's header; `nil` for the appearance's default
    /// (22 for plain lists, 0 otherwise).
    public var headerTopPadding: CGFloat?
    /// The list's background, stored for the renderer; `nil` for the appearance's default.
    public var backgroundColor: UIColor?

    /// The separators of every row: their visibility and insets change the separators
    /// drawn (see ``UIListSeparatorConfiguration``).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts one row's separators, given its index path and ``separatorConfiguration``.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// The swipe action providers, stored only. Their type names views (UIKitStandIns'
    /// `UISwipeActionsConfiguration`), so UIKitStandIns declares the typed properties
    /// (`leadingSwipeActionsConfigurationProvider`) over these.
    package var leadingSwipeActionsProvider: Any?
    package var trailingSwipeActionsProvider: Any?

    /// A list configuration with an appearance and UIKit's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The separator configuration of the row at `indexPath`: ``separatorConfiguration``
    /// passed through ``itemSeparatorHandler``.
    public func separatorConfiguration(at indexPath: IndexPath) -> UIListSeparatorConfiguration {
        itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
    }
}
