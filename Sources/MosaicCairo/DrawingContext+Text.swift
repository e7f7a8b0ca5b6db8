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
    /// ``TextStyle/verticalAlignment``. With an ellipsis and no line limit, text is
    /// ellipsized to fit the rectangle's height. Text is not clipped to `rect`, except
    /// that lines past ``TextStyle/maximumNumberOfLines`` are never drawn.
    ///
    /// - Returns: the measurement of what was drawn.
    @discardableResult
    public func draw(text: String, style: TextStyle, in rect: CGRect) throws -> TextMeasurement {
        let environment = try fonts()
        return try environment.withWorker { worker in
            let context = environment.makeContext(fontMap: worker.fontMap)
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            pango_cairo_update_context(pointer, context)
            let text = TextLayout(context: context, text: text, style: style,
                                  width: Double(rect.width), height: Double(rect.height))
            let measured = text.measurement
            let slack = Double(rect.height) - measured.height
            let dy: Double
            switch style.verticalAlignment {
            case .top: dy = 0
            case .center: dy = slack / 2
            case .bottom: dy = slack
            }
            cairo_save(pointer)
            defer { cairo_restore(pointer) }
            if measured.isTruncated && style.ellipsis == .none {
                let huge = 1e7
                cairo_new_path(pointer)
                cairo_rectangle(pointer, -huge, Double(rect.minY) + dy, 2 * huge, measured.height)
                cairo_clip(pointer)
            }
            cairo_move_to(pointer, Double(rect.minX) + text.originOffsetX, Double(rect.minY) + dy)
            setSource(style.color)
            pango_cairo_show_layout(pointer, text.layout)
            try checkStatus("drawing text")
            return measured
        }
    }
}
