import CCairo
import Foundation

extension DrawingContext {
    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(pointer)
    }

    /// Starts a new sub-path at `point`.
    public func move(to point: CGPoint) {
        cairo_move_to(pointer, Double(point.x), Double(point.y))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        cairo_line_to(pointer, Double(point.x), Double(point.y))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            pointer, Double(control1.x), Double(control1.y), Double(control2.x),
            Double(control2.y), Double(point.x), Double(point.y))
    }

    /// Closes the current sub-path with a line back to its start.
    public func closePath() {
        cairo_close_path(pointer)
    }

    /// Adds connected lines through `points` (nothing for fewer than two); `closed` joins the last to the first.
    public func addPolyline(_ points: [CGPoint], closed: Bool = false) {
        guard points.count >= 2 else { return }
        move(to: points[0])
        for point in points.dropFirst() { addLine(to: point) }
        if closed { closePath() }
    }

    /// Adds a rectangle as a closed sub-path.
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(pointer, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Adds a rectangle with rounded corners as a closed sub-path; radii are fitted to the size
    /// (see `CornerRadii.fitting(width:height:)`). Zero radii add a plain rectangle.
    public func addRoundedRect(_ rect: CGRect, radii: CornerRadii) {
        let r = rect.standardized
        let fitted = radii.fitting(width: Double(r.width), height: Double(r.height))
        if fitted.isZero {
            addRect(r)
            return
        }
        let minX = Double(r.minX)
        let minY = Double(r.minY)
        let maxX = Double(r.maxX)
        let maxY = Double(r.maxY)
        let half = Double.pi / 2
        cairo_new_sub_path(pointer)
        arcOrCorner(
            x: maxX - fitted.topRight, y: minY + fitted.topRight, radius: fitted.topRight,
            from: -half, to: 0, corner: (maxX, minY))
        arcOrCorner(
            x: maxX - fitted.bottomRight, y: maxY - fitted.bottomRight, radius: fitted.bottomRight,
            from: 0, to: half, corner: (maxX, maxY))
        arcOrCorner(
            x: minX + fitted.bottomLeft, y: maxY - fitted.bottomLeft, radius: fitted.bottomLeft,
            from: half, to: .pi, corner: (minX, maxY))
        arcOrCorner(
            x: minX + fitted.topLeft, y: minY + fitted.topLeft, radius: fitted.topLeft,
            from: .pi, to: 3 * half, corner: (minX, minY))
        cairo_close_path(pointer)
    }

    /// Adds a rectangle whose four corners have the same radius.
    public func addRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        addRoundedRect(rect, radii: CornerRadii(all: cornerRadius))
    }

    private func arcOrCorner(
        x: Double, y: Double, radius: Double, from: Double, to: Double,
        corner: (Double, Double)
    ) {
        if radius > 0 {
            cairo_arc(pointer, x, y, radius, from, to)
        } else {
            cairo_line_to(pointer, corner.0, corner.1)
        }
    }

    /// Adds a full circle as a closed sub-path.
    public func addCircle(center: CGPoint, radius: Double) {
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, Double(center.x), Double(center.y), radius, 0, 2 * .pi)
        cairo_close_path(pointer)
    }

    /// Adds an ellipse filling `rect` as a closed sub-path.
    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(pointer)
        cairo_translate(pointer, Double(rect.midX), Double(rect.midY))
        cairo_scale(pointer, Double(rect.width) / 2, Double(rect.height) / 2)
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(pointer)
        cairo_restore(pointer)
    }
}
