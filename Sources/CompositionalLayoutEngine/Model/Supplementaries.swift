import Foundation

/// Where a supplementary item attaches to its container: the edges name a point
/// on the container (leading/top 0, trailing/bottom 1, an axis not named 0.5),
/// and the offset moves the supplementary from there.
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    /// The offset: points when absolute, fractions of the supplementary's own size when fractional.
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = absolute
    }

    /// An anchor on the given edges, without offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor on the given edges, moved by a number of points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor on the given edges, moved by a fraction of the supplementary's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
}

/// A view anchored to an item or group: a badge, for example.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the renderer and data source know the view by.
    public let elementKind: String
    /// Where it attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary is put on the container's anchor point.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order; higher is on top. UIKit's default is 1, above cells, for
    /// badges and boundary items alike (Docs/uikit-facts.md §3).
    public var zIndex: Int = 1

    /// A supplementary item anchored to its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point is placed on the container's anchor point.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or side view of a section or of the whole layout.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge or corner of the section it sits on.
    public let alignment: NSRectAlignment
    /// An extra offset in points.
    public let offset: CGPoint
    /// Whether the section grows to hold it (the default), or it overlaps the content.
    public var extendsBoundary: Bool = true
    /// Whether it stays in view while its section scrolls.
    public var pinToVisibleBounds: Bool = false

    /// A boundary item at an alignment.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item at an alignment, moved by an offset in points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
    }
}

extension NSRectAlignment {
    /// The edges the alignment names.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// A view behind a section, such as its background.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the renderer knows the view by.
    public let elementKind: String
    /// Drawing order; UIKit's default is 0, and a background sits behind the section's cells.
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A decoration that covers its section, inset by its contentInsets.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
