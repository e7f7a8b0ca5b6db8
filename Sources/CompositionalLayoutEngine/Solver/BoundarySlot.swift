import Foundation

/// A boundary supplementary item's size and where it goes, decided before the
/// length of its section (or of the whole content) is known.
struct BoundarySlot {
    /// Where along the layout's axis the item sits.
    enum MainEdge { case lead, trail, middle }

    var size: CGSize
    var mainEdge: MainEdge
    /// 0 at the leading cross edge, 1 at the trailing one, 0.5 centred.
    var crossFraction: CGFloat
    var crossOrigin: CGFloat
    var crossLength: CGFloat
    var offset: CGPoint
    var extends: Bool
    /// The item's contentInsets less those along a self-sizing axis: they shrink its
    /// frame inside its slot, and the slot (not the shrunk frame) grows the section.
    var insets: NSDirectionalEdgeInsets

    /// The item's length along the layout's axis.
    var mainLength: CGFloat

    /// The slot of `item`, of `size`, within the cross range `cross`.
    init(
        item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, cross: (origin: CGFloat, length: CGFloat),
        insets: NSDirectionalEdgeInsets, axis: Axis
    ) {
        let edges = item.alignment.edges
        let mainFraction = AnchorPlacement.fraction(edges, axis: axis)
        self.size = size
        mainEdge = mainFraction == 0 ? .lead : (mainFraction == 1 ? .trail : .middle)
        crossFraction = AnchorPlacement.fraction(edges, axis: axis.cross)
        crossOrigin = cross.origin
        crossLength = cross.length
        offset = item.offset
        extends = item.extendsBoundary
        self.insets = insets
        mainLength = axis.length(of: size)
    }

    /// The frame, given the range along the layout's axis it aligns in: the slot
    /// less the item's insets, as UIKit's auxiliary-item solver insets a
    /// supplementary's anchored frame by its effective contentInsets
    /// (Docs/uikit-facts.md §1).
    func frame(mainRange: (CGFloat, CGFloat), axis: Axis) -> CGRect {
        let main: CGFloat
        switch mainEdge {
        case .lead: main = mainRange.0
        case .trail: main = mainRange.1 - mainLength
        case .middle: main = (mainRange.0 + mainRange.1 - mainLength) / 2
        }
        let crossSize = axis.cross.length(of: size)
        let cross = crossOrigin + crossFraction * (crossLength - crossSize)
        return axis.rect(mainOrigin: main, crossOrigin: cross, mainLength: mainLength, crossLength: crossSize)
            .shifted(offset.x, offset.y)
            .inset(by: insets)
    }
}
