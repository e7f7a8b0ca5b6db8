import Foundation
import MosaicContent

/// One label written as an SVG `<text>` element.
struct SVGTextRun: Equatable {
    var text: String
    var x: Double
    var y: Double
    var size: Double
    var weight: Int
    var family: String
    var color: Color
    /// The width the text has with Mosaic's fonts; the element's `textLength`.
    var length: Double

    var element: String {
        func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func channel(_ value: Double) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        let fill = "#" + channel(color.red) + channel(color.green) + channel(color.blue)
        let opacity = color.alpha < 1 ? " fill-opacity=\"\(number(color.alpha))\"" : ""
        return
            "<text x=\"\(number(x))\" y=\"\(number(y))\" font-family=\"\(family.xmlEscaped), DejaVu Sans, sans-serif\""
            + " font-size=\"\(number(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\"\(opacity)"
            + " textLength=\"\(number(length))\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">"
            + text.xmlEscaped + "</text>"
    }

    /// `svg` with `runs` added as a group of `<text>` elements just before `</svg>`.
    static func inserting(_ runs: [SVGTextRun], into svg: [UInt8]) -> [UInt8] {
        guard !runs.isEmpty else { return svg }
        let closing = Array("</svg>".utf8)
        guard let end = lastIndex(of: closing, in: svg) else { return svg }
        var group = "<g id=\"mosaic-labels\">\n"
        for run in runs { group += run.element + "\n" }
        group += "</g>\n"
        return Array(svg[..<end]) + Array(group.utf8) + Array(svg[end...])
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
