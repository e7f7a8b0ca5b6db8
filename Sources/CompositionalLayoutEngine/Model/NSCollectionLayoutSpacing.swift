import Foundation

/// Space between elements: exactly `spacing` points (fixed), or at least that
/// much with the leftover space shared out (flexible).
public final class NSCollectionLayoutSpacing: CustomStringConvertible {
    /// The fixed amount, or the minimum of a flexible spacing.
    public let spacing: CGFloat
    /// Whether the spacing is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least ``spacing`` and takes a share of leftover space.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        self.isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// At least `flexibleSpacing` points, growing to share leftover space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }

    public var description: String {
        "\(isFixedSpacing ? "fixed" : "flexible")(\(NSCollectionLayoutDimension.format(spacing)))"
    }
}

/// Space outside an item, on any of its four edges, applied before layout.
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; `nil` on an edge means no space there.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
