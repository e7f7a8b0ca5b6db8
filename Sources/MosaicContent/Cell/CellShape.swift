import Foundation

/// The outline of a cell: its fill, shadow and border follow it, and its image is clipped to it.
///
/// ```swift
/// SectionContent(items: avatars, cellShape: .circle)     // every cell of the section
/// CellContent(title: "Tag", shape: .capsule)             // one cell
/// ```
///
/// Without a shape, cells are rounded rectangles with `CellStyle.cornerRadius`. List rows
/// keep their list's look (square rows, an inset-grouped section's rounded ends) whatever
/// shape their section asks for.
public enum CellShape: Sendable, Hashable {
    /// A rectangle whose four corners have `radius` points (0: square corners). A radius
    /// larger than half a side is reduced to it.
    case roundedRect(radius: Double)
    /// A circle as wide as the cell's shorter side, centred in the cell: a square cell is a
    /// circle. Its title and subtitle are centred inside the circle, each word whole (the
    /// font shrinks, to half its size at most, until they fit).
    case circle
    /// A rectangle whose ends are half circles: its corner radius is half its shorter side
    /// (a pill, or a circle when the cell is square). Its text is centred.
    case capsule

    /// Where the shape lies in `frame` and the radius of each of its corners.
    ///
    /// For a 100 x 60 frame at (0, 0): `.circle` is the 60 x 60 square at (20, 0) with
    /// radius 30; `.capsule` is the frame with radius 30; `.roundedRect(radius: 8)` the
    /// frame with radius 8.
    public func outline(in frame: CGRect) -> (rect: CGRect, radii: CornerRadii) {
        let frame = frame.standardized
        let shorter = min(frame.width, frame.height)
        switch self {
        case .roundedRect(let radius):
            return (frame, CornerRadii(all: max(radius, 0)))
        case .capsule:
            return (frame, CornerRadii(all: Double(shorter) / 2))
        case .circle:
            let square = CGRect(
                x: frame.midX - shorter / 2, y: frame.midY - shorter / 2, width: shorter, height: shorter)
            return (square, CornerRadii(all: Double(shorter) / 2))
        }
    }
}
