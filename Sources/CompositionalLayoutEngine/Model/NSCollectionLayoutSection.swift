import Foundation

/// How a section scrolls along the axis orthogonal to the layout's.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    /// The section does not scroll orthogonally: its groups stack along the layout's axis.
    case none = 0
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Comes to rest a page (the collection view's width) at a time.
    case paging
    /// Comes to rest a group at a time.
    case groupPaging
    /// Comes to rest a group at a time, with the group centred.
    case groupPagingCentered
}

/// Which insets of the container a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable, CaseIterable {
    /// `.safeArea`, the default since iOS 14.
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// An element visible in an orthogonal section, handed to the section's
/// visibleItemsInvalidationHandler, which may change how it is shown.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called with the visible items of a section, the section's scroll offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section: a group repeated for the section's items, with insets, spacing,
/// headers, footers and decorations.
public final class NSCollectionLayoutSection {
    /// The group repeated until the section's items run out.
    public let group: NSCollectionLayoutGroup

    /// Space around the section's groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space between repeated groups.
    public var interGroupSpacing: CGFloat = 0

    /// Which container insets the section's content insets are measured from.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Whether boundary supplementaries are inset like the content (leading and trailing).
    public var supplementariesFollowContentInsets: Bool = true

    /// Which container insets boundary supplementaries are measured from.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Backgrounds and other decorations of the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// How the section scrolls orthogonally to the layout.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// How an orthogonal section decelerates and bounces (iOS 17); stored only.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()

    /// Called when the visible items of an orthogonal section change (as it scrolls).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    public internal(set) var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
