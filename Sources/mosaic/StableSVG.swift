import Foundation

/// Adapter: makes SVG bytes independent of what else the process drew. Cairo names each
/// SVG surface's group `surfaceN` from a process-wide counter, so the same scene rendered
/// in another order (as parallel renders do) gets other ids and other bytes. This renumbers
/// those ids, and the references to them, in order of first appearance.
enum StableSVG {
    static func normalized(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        guard let pattern = try? NSRegularExpression(pattern: "\\bsurface([0-9]+)\\b") else { return svg }
        let range = NSRange(text.startIndex..., in: text)
        var numbers: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: range) {
            guard let whole = Range(match.range, in: text), let digits = Range(match.range(at: 1), in: text) else {
                continue
            }
            let number = numbers[String(text[digits])] ?? {
                let next = numbers.count + 1
                numbers[String(text[digits])] = next
                return next
            }()
            result += text[last..<whole.lowerBound]
            result += "surface\(number)"
            last = whole.upperBound
        }
        result += text[last...]
        return Array(result.utf8)
    }
}
