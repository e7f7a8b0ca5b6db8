import Foundation

/// Places supplementary items (badges) on their container by their anchors.
enum AnchorPlacement {
    /// Where along one axis a set of edges points: leading/top 0, trailing/bottom 1,
    /// neither (or both) 0.5.
    static func fraction(_ edges: NSDirectionalRectEdge, axis: Axis) -> CGFloat {
        let (lead, trail): (NSDirectionalRectEdge, NSDirectionalRectEdge) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        switch (edges.contains(lead), edges.contains(trail)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }

    /// The offset an anchor adds, in points, for a supplementary of `size`.
    static func offset(of anchor: NSCollectionLayoutAnchor, size: CGSize) -> CGPoint {
        anchor.isAbsoluteOffset
            ? anchor.offset
            : CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
    }

    /// The frame of a supplementary of `size` anchored to `container` (layout space,
    /// left-to-right): the supplementary's own anchor point (its item anchor, or
    /// by default the same edges as the container anchor) is put on the
    /// container's anchor point, then the offsets apply.
    static func frame(
        size: CGSize, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?, in container: CGRect
    ) -> CGRect {
        let anchorPoint = CGPoint(
            x: container.minX + fraction(containerAnchor.edges, axis: .horizontal) * container.width,
            y: container.minY + fraction(containerAnchor.edges, axis: .vertical) * container.height)
        let ownEdges = itemAnchor?.edges ?? containerAnchor.edges
        let own = CGPoint(
            x: fraction(ownEdges, axis: .horizontal) * size.width,
            y: fraction(ownEdges, axis: .vertical) * size.height)
        let containerOffset = offset(of: containerAnchor, size: size)
        let itemOffset = itemAnchor.map { offset(of: $0, size: size) } ?? .zero
        return CGRect(
            x: anchorPoint.x - own.x + containerOffset.x - itemOffset.x,
            y: anchorPoint.y - own.y + containerOffset.y - itemOffset.y,
            width: size.width, height: size.height)
    }
}
