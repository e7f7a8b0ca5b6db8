import CCairo
import CPangoCairo
import Foundation

extension DrawingContext {
    /// The fonts used for text on this context.
    public func fonts() throws -> FontEnvironment {
        if let fontEnvironment { return fontEnvironment }
        let standard = try FontEnvironment.standard()
        fontEnvironment = standard
        return standard
    }

    /// Draws `text` inside `rect`, wrapping to its width and placed vertically by
    /// `TextStyle.verticalAlignment`. With an ellipsis and no line limit, text is
    /// ellipsized to fit the rectangle's height. Text is not clipped to `rect`, except
    /// that lines past `TextStyle.maximumNumberOfLines` are never drawn.
    ///
    /// - Returns: the measurement of what was drawn.
    @discardableResult
    public func draw(text: String, style: TextStyle, in rect: CGRect) throws -> TextMeasurement {
        let environment = try fonts()
        return try environment.withWorker { worker in
            worker.updateDrawingContext(from: self)
            let context = worker.drawingContext
            let width = Double(rect.width)
            let height = Double(rect.height)
            // Text measured just before (a cell's title, to place it) is not laid out twice
            // when it would come out the same.
            let key = TextLayoutKey(text: text, style: style, width: width, height: height)
            let layout: TextLayout
            let measured: TextMeasurement
            if let reused = worker.measuredLayout(for: key) {
                layout = reused
                measured = reused.measurement(maxLines: style.maximumNumberOfLines)
            } else {
                layout = TextLayout(
                    worker: worker, context: context, text: text, style: style, width: width,
                    height: height)
                measured = layout.measurement
            }
            let slack = Double(rect.height) - measured.height
            let dy: Double
            switch style.verticalAlignment {
            case .top: dy = 0
            case .center: dy = slack / 2
            case .bottom: dy = slack
            }
            // Only a clip needs the state saved: the source colour set here is not restored, as
            // every painting call sets its own source first.
            let clipsCutLines = measured.isTruncated && style.ellipsis == .none
            if clipsCutLines {
                cairo_save(pointer)
                let huge = 1e7
                cairo_new_path(pointer)
                cairo_rectangle(pointer, -huge, Double(rect.minY) + dy, 2 * huge, measured.height)
                cairo_clip(pointer)
            }
            defer { if clipsCutLines { cairo_restore(pointer) } }
            cairo_move_to(pointer, Double(rect.minX) + layout.originOffsetX, Double(rect.minY) + dy)
            if let recorder {
                recorder.recordText(
                    text, style: style,
                    inkBox: inkBox(
                        of: layout,
                        at: CGPoint(
                            x: Double(rect.minX) + layout.originOffsetX, y: Double(rect.minY) + dy)))
            }
            setSource(style.color)
            pango_cairo_show_layout(pointer, layout.layout)
            try checkStatus("drawing text")
            return measured
        }
    }
}

extension DrawingContext {
    /// The device-space box around the ink of `layout` drawn with its origin at `origin` (user space).
    private func inkBox(of layout: TextLayout, at origin: CGPoint) -> CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout.layout, &ink, nil)
        let scale = Double(PANGO_SCALE)
        let x0 = Double(origin.x) + Double(ink.x) / scale
        let y0 = Double(origin.y) + Double(ink.y) / scale
        let x1 = x0 + Double(ink.width) / scale
        let y1 = y0 + Double(ink.height) / scale
        let corners = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x0, y: y1), CGPoint(x: x1, y: y1)]
            .map(userToDevice)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
