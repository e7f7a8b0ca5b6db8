import Foundation
import MosaicCairo

/// Something that measures text the way ``DrawingContext/draw(text:style:in:)`` lays it out.
protocol TextMeasuring {
    /// The size of `text` in `style`, wrapping at `maxWidth` (`nil`: never wraps).
    func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMeasurement
}

extension TextMeasurer: TextMeasuring {}

/// Remembers measurements, for measuring many elements that show the same text
/// (placeholder rows, repeated titles). Used on one thread at a time.
final class MemoizingMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let maxWidth: Double?
    }

    private let measurer: TextMeasurer
    private var cache: [Key: TextMeasurement] = [:]
    /// Past this many entries the cache starts again (bounded memory for huge layouts).
    private let limit = 20_000

    init(_ measurer: TextMeasurer) {
        self.measurer = measurer
    }

    func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMeasurement {
        let key = Key(text: text, style: style, maxWidth: maxWidth)
        if let known = cache[key] { return known }
        if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
        let measured = measurer.measure(text, style: style, maxWidth: maxWidth)
        cache[key] = measured
        return measured
    }
}

/// A piece of text and the rectangle it is drawn in (with ``DrawingContext/draw(text:style:in:)``).
struct PlacedText: Equatable {
    var text: String
    var style: TextStyle
    var rect: CGRect
    /// The style's size before it is shrunk to fit the text's measured width, for text placed
    /// where it may be: the size drawn depends on the text's measurement, which differs
    /// between Pango versions (on one it may fit, on another shrink).
    var sizeBeforeFitting: Double? = nil
}

/// A measured piece of text counted in lines.
struct TextLines {
    let lineCount: Int
    let lineHeight: Double
    let isPresent: Bool

    /// Present text, measured.
    init(_ measurement: TextMeasurement) {
        isPresent = true
        lineCount = max(measurement.lineCount, 1)
        lineHeight = measurement.height / Double(lineCount)
    }

    /// No text: no lines, nothing measured.
    static let absent = TextLines(lineCount: 0, lineHeight: 0, isPresent: false)

    private init(lineCount: Int, lineHeight: Double, isPresent: Bool) {
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.isPresent = isPresent
    }

    /// The height of every line.
    var height: Double { Double(lineCount) * lineHeight }

    /// How many of the lines fit in `height` (at least one, unless `atLeastOne` is false).
    func lines(fitting height: Double, atLeastOne: Bool = true) -> Int {
        guard isPresent, lineHeight > 0 else { return 0 }
        let fitting = min(lineCount, Int((height + 0.001) / lineHeight))
        return atLeastOne ? max(fitting, 1) : max(fitting, 0)
    }
}
