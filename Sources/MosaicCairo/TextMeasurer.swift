import CPangoCairo
import Foundation

/// Measures text without a surface, for self-sizing layouts.
///
/// Thread-safe: one measurer (or several sharing a ``FontEnvironment``) may be called
/// from many threads at once. Each call borrows its own Pango font map and context from
/// the environment's pool, so calls never share a Pango object. Measurements equal
/// the size that ``DrawingContext/draw(text:style:in:)`` gives the same text at any
/// scale (metrics are unhinted and glyph positions unrounded).
public struct TextMeasurer: Sendable {
    /// The fonts used.
    public let fonts: FontEnvironment

    /// Makes a measurer over `fonts`.
    public init(fonts: FontEnvironment) {
        self.fonts = fonts
    }

    /// A measurer over ``FontEnvironment/standard()``.
    public static func standard() throws -> TextMeasurer {
        TextMeasurer(fonts: try FontEnvironment.standard())
    }

    /// The size of `text` laid out in `style`, wrapping at `maxWidth` (nil: never wraps).
    public func measure(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> TextMeasurement {
        fonts.withWorker { worker in
            pango_context_set_matrix(worker.measuringContext, nil)
            let layout = TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: style,
                width: maxWidth, height: nil)
            worker.rememberMeasured(layout, key: TextLayoutKey(text: text, style: style, width: maxWidth, height: nil))
            return layout.measurement
        }
    }

    /// What ``DrawingContext/draw(text:style:in:)`` shows of `text` in a rectangle of `size`:
    /// wrapped to its width and, with an ellipsis and no line limit, cut to its height.
    /// ``TextMeasurement/isTruncated`` says whether the text is cut short.
    public func measure(_ text: String, style: TextStyle, in size: CGSize) -> TextMeasurement {
        fonts.withWorker { worker in
            pango_context_set_matrix(worker.measuringContext, nil)
            return TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: style,
                width: Double(size.width), height: Double(size.height)
            ).measurement
        }
    }
}
