import Foundation

/// Everything that decides the lines of a ``TextLayout``: two layouts with equal keys, made
/// on contexts with the same transform and font options, hold the same glyphs at the same
/// positions. What only matters after the lines are made is left out (colour, vertical
/// alignment), and so are a line limit and a height where the layout does not use them,
/// so that measuring a title and drawing it in the rectangle placed from that measurement
/// share one key.
struct TextLayoutKey: Hashable {
    let text: String
    let style: TextStyle
    let width: Double?
    let height: Double?

    init(text: String, style: TextStyle, width: Double?, height: Double?) {
        var style = style
        style.color = .black
        style.verticalAlignment = .top
        // TextLayout gives Pango a line limit or a height only for wrapping, ellipsized text
        // (and checks a line limit against words broken inside only then).
        let limitsLines = style.wraps && style.ellipsis != .none
        if !limitsLines { style.maximumNumberOfLines = 0 }
        self.text = text
        self.style = style
        self.width = width
        self.height = limitsLines && style.maximumNumberOfLines <= 0 ? height : nil
    }
}
