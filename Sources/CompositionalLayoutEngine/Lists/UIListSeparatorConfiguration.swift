import Foundation

/// A stand-in for UIKit's `UIListSeparatorConfiguration`: whether and where a list row's
/// separators are drawn.
///
/// The engine honours ``bottomSeparatorVisibility`` and ``bottomSeparatorInsets`` (leading
/// and trailing) in `listSeparators(in:)`, for the list and per row through
/// `UICollectionLayoutListConfiguration.itemSeparatorHandler`. The top separator, the
/// colours and the visual effect are stored only.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list appearance decides (none under a grouped section's last row, none in sidebars).
        case automatic
        case visible
        case hidden
    }

    /// Insets meaning "the list's own": the separator starts at the row's text (the list's
    /// side margin) and runs to the row's trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude,
        leading: .greatestFiniteMagnitude,
        bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// Stored only.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator under the row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Stored only.
    public var topSeparatorInsets = automaticInsets
    /// The separator's leading and trailing insets from the row's edges, or ``automaticInsets``.
    public var bottomSeparatorInsets = automaticInsets
    /// Stored only.
    public var color: UIColor = .separator
    /// Stored only.
    public var multipleSelectionColor: UIColor = .separator

    /// A configuration for a list of `appearance`.
    public init(listAppearance appearance: UICollectionLayoutListConfiguration.Appearance) {}
}
