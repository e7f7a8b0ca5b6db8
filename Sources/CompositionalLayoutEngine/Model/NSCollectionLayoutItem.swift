import Foundation

/// The smallest unit of a compositional layout: one cell's size and spacing.
///
/// A reference type, as in UIKit: `let item = NSCollectionLayoutItem(...)` followed
/// by `item.contentInsets = ...` works, and one item can appear in several groups.
public class NSCollectionLayoutItem {
    /// The item's size, resolved against its containing group.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets that shrink the cell inside its slot after layout. Ignored along an
    /// axis whose dimension is estimated, as in UIKit.
    public var contentInsets: NSDirectionalEdgeInsets = .zero { didSet { ModelGeneration.advance() } }

    /// Space outside the item, applied before layout.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? { didSet { ModelGeneration.advance() } }

    /// Badges and other supplementary views anchored to the item.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of the given size with supplementary items anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// One item's frame (relative to its custom group) and z-index.
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    /// An item at `frame`, relative to the group's origin.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame`, relative to the group's origin, with a z-index.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Returns the items of a custom group, given the layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

extension NSCollectionLayoutItem {
    /// Whether this item, or anything nested in it, has an estimated or uniform dimension.
    var containsSelfSizingDimension: Bool {
        if layoutSize.hasSelfSizingAxis { return true }
        return (self as? NSCollectionLayoutGroup)?.subitems.contains { $0.containsSelfSizingDimension } ?? false
    }
}
