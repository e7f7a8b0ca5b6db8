import Foundation

/// One of the two axes of the plane. The solver writes each rule once, in terms
/// of a main axis (the one a group or section stacks along) and the cross axis.
enum Axis: Sendable {
    case horizontal, vertical

    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func origin(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    func end(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }
    func length(of rect: CGRect) -> CGFloat { length(of: rect.size) }

    /// A size whose component along this axis is `main` and across it `cross`.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// A point whose component along this axis is `main` and across it `cross`.
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// A rectangle from its origin and length along each axis.
    func rect(mainOrigin: CGFloat, crossOrigin: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: mainOrigin, cross: crossOrigin), size: size(main: mainLength, cross: crossLength))
    }

    /// The leading inset along this axis (leading for horizontal, top for vertical).
    func leadingInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
        self == .horizontal ? insets.leading : insets.top
    }
    /// The trailing inset along this axis (trailing for horizontal, bottom for vertical).
    func trailingInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
        self == .horizontal ? insets.trailing : insets.bottom
    }

    /// The edge spacing before an item along this axis.
    func leadingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        self == .horizontal ? spacing?.leading : spacing?.top
    }
    /// The edge spacing after an item along this axis.
    func trailingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        self == .horizontal ? spacing?.trailing : spacing?.bottom
    }

    /// The dimension of `size` along this axis.
    func dimension(of size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        self == .horizontal ? size.widthDimension : size.heightDimension
    }
}

extension CGRect {
    /// Whether the two rectangles share some area. Rectangles that only touch do
    /// not overlap (as CoreGraphics' `intersects` answers); a rectangle with no
    /// width or height overlaps what it lies inside or on the edge of.
    public func overlaps(_ other: CGRect) -> Bool {
        func meets(_ a0: CGFloat, _ a1: CGFloat, _ b0: CGFloat, _ b1: CGFloat) -> Bool {
            (a0 == a1 || b0 == b1) ? (a0 <= b1 && b0 <= a1) : (a0 < b1 && b0 < a1)
        }
        return meets(minX, maxX, other.minX, other.maxX) && meets(minY, maxY, other.minY, other.maxY)
    }

    /// The rectangle moved by `dx`, `dy`.
    func shifted(_ dx: CGFloat, _ dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by directional insets (leading taken as left).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
