import CCairo
import Foundation

/// How a path's inside is decided where it crosses itself.
public enum FillRule: Sendable {
    /// Inside where the path winds around a point a non-zero number of times (Cairo's default).
    case winding
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}

/// The shape at the open ends of stroked lines.
public enum LineCap: Sendable {
    /// Ends exactly at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// The shape where stroked segments meet.
public enum LineJoin: Sendable {
    /// A sharp corner (cut off past the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}

extension DrawingContext {
    // MARK: Line settings

    /// The stroke width in user-space units (Cairo's default: 2).
    public var lineWidth: Double {
        get { cairo_get_line_width(pointer) }
        set { cairo_set_line_width(pointer, newValue) }
    }

    /// The shape of stroke ends.
    public var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(pointer) {
            case CAIRO_LINE_CAP_ROUND: return .round
            case CAIRO_LINE_CAP_SQUARE: return .square
            default: return .butt
            }
        }
        set {
            switch newValue {
            case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
            }
        }
    }

    /// The shape of stroke corners.
    public var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(pointer) {
            case CAIRO_LINE_JOIN_ROUND: return .round
            case CAIRO_LINE_JOIN_BEVEL: return .bevel
            default: return .miter
            }
        }
        set {
            switch newValue {
            case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
            }
        }
    }

    /// Strokes with dashes: alternating on and off lengths, starting `phase` units into the pattern.
    /// An empty array draws solid lines.
    public func setDash(_ lengths: [Double], phase: Double = 0) {
        cairo_set_dash(pointer, lengths, Int32(lengths.count), phase)
    }

    /// The rule deciding what is inside a self-crossing path, for fills and clips.
    public var fillRule: FillRule {
        get { cairo_get_fill_rule(pointer) == CAIRO_FILL_RULE_EVEN_ODD ? .evenOdd : .winding }
        set { cairo_set_fill_rule(pointer, newValue == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
    }

    /// Whether edges are anti-aliased (true, the default) or hard (false).
    public var antialiasing: Bool {
        get { cairo_get_antialias(pointer) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(pointer, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    // MARK: Painting

    func setSource(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the current path with `color`; the path is then cleared unless `preservingPath`.
    public func fill(_ color: Color, preservingPath: Bool = false) throws {
        recorder?.recordFill(color)
        setSource(color)
        preservingPath ? cairo_fill_preserve(pointer) : cairo_fill(pointer)
        try checkStatus("filling a path")
    }

    /// Strokes the current path with `color` at the current ``lineWidth``; the path is then
    /// cleared unless `preservingPath`.
    public func stroke(_ color: Color, preservingPath: Bool = false) throws {
        recorder?.recordStroke(color, width: lineWidth)
        setSource(color)
        preservingPath ? cairo_stroke_preserve(pointer) : cairo_stroke(pointer)
        try checkStatus("stroking a path")
    }

    /// Fills the current path with a linear gradient; the path is then cleared unless `preservingPath`.
    public func fill(_ gradient: LinearGradient, preservingPath: Bool = false) throws {
        if let recorder { recorder.recordGradient(gradient, deviceBox: paintedDeviceBox()) }
        let pattern = cairo_pattern_create_linear(
            Double(gradient.start.x), Double(gradient.start.y),
            Double(gradient.end.x), Double(gradient.end.y))!
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green,
                stop.color.blue, stop.color.alpha)
        }
        try CairoError.check(cairo_pattern_status(pattern), "creating a linear gradient")
        cairo_set_source(pointer, pattern)
        preservingPath ? cairo_fill_preserve(pointer) : cairo_fill(pointer)
        try checkStatus("filling a path with a gradient")
    }

    /// The device-space box around what filling the current path paints: its extents within the clip.
    private func paintedDeviceBox() -> CGRect {
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_fill_extents(pointer, &x0, &y0, &x1, &y1)
        var cx0 = 0.0
        var cy0 = 0.0
        var cx1 = 0.0
        var cy1 = 0.0
        cairo_clip_extents(pointer, &cx0, &cy0, &cx1, &cy1)
        let user = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0))
        guard !user.isNull else { return .zero }
        let corners = [
            CGPoint(x: user.minX, y: user.minY), CGPoint(x: user.maxX, y: user.minY),
            CGPoint(x: user.minX, y: user.maxY), CGPoint(x: user.maxX, y: user.maxY)
        ].map(userToDevice)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Fills `rect` with `color` (replacing the current path).
    public func fill(_ rect: CGRect, with color: Color) throws {
        beginPath()
        addRect(rect)
        try fill(color)
    }

    /// Paints `color` over the whole clip region (the whole surface when unclipped).
    ///
    /// `replacing: true` copies the colour, alpha included, instead of blending it over
    /// what is there (use it to clear to transparent).
    public func paint(_ color: Color, replacing: Bool = false) throws {
        recorder?.recordFill(color)
        setSource(color)
        if replacing { cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE) }
        cairo_paint(pointer)
        if replacing { cairo_set_operator(pointer, CAIRO_OPERATOR_OVER) }
        try checkStatus("painting")
    }

    // MARK: Clipping

    /// Intersects the clip region with the current path, then clears the path.
    public func clip() throws {
        cairo_clip(pointer)
        try checkStatus("clipping to a path")
    }

    /// Intersects the clip region with `rect`.
    public func clip(to rect: CGRect) throws {
        beginPath()
        addRect(rect)
        try clip()
    }

    /// Intersects the clip region with a rounded rectangle.
    public func clip(to rect: CGRect, radii: CornerRadii) throws {
        beginPath()
        addRoundedRect(rect, radii: radii)
        try clip()
    }

    /// The bounding box of the current clip region in user space.
    public var clipBounds: CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
