import Foundation
import MosaicContent
import Yams

/// Decodes the keys for a cell's surface and its text runs: borders, shadows, corner radii,
/// and titles written as runs (`title: {runs: [{text: "Now ", weight: bold}, {text: Playing}]}`).
struct SurfaceDecoder {
    static let borderKeys = ["color", "width"]
    static let shadowKeys = ["color", "opacity", "radius", "offset"]
    static let runsKeys = ["runs"]
    static let runKeys = ["text", "weight", "italic", "color"]

    let reader: Reader

    /// `border: 1` (a width, in black as a layer's `borderColor`), `border: gray` (a colour,
    /// 1 point wide) or `{color, width}`.
    func border(_ node: Node, _ what: String) -> Border? {
        if case .scalar(let scalar) = node, !Reader.isNull(node) {
            if Double(scalar.string.trimmingCharacters(in: .whitespaces)) != nil {
                return reader.number(node, what, min: 0).map { Border(color: .black, width: Double($0)) }
            }
            return reader.themedColor(node, what).map { Border(color: $0, width: 1) }
        }
        guard
            let fields = reader.fields(
                node, what, keys: Self.borderKeys,
                expected: "a border (a width, a colour or {color, width})")
        else { return nil }
        var ok = true
        var border = Border(color: .black, width: 1)
        if let node = fields["color"] {
            if let color = reader.themedColor(node, "\(what).color") { border.color = color } else { ok = false }
        }
        if let node = fields["width"] {
            if let width = reader.number(node, "\(what).width", min: 0) {
                border.width = Double(width)
            } else {
                ok = false
            }
        }
        return ok ? border : nil
    }

    /// `shadow: 0.2` (an opacity) or `{color, opacity, radius, offset: [x, y]}`, each missing
    /// field at `CALayer`'s default (black, radius 3, offset (0, -3)) but the opacity, whose
    /// default here is 0.2 (a layer's, 0, draws nothing).
    func shadow(_ node: Node, _ what: String) -> Shadow? {
        if case .scalar = node, !Reader.isNull(node) {
            return opacity(node, what).map { Shadow(opacity: $0) }
        }
        guard
            let fields = reader.fields(
                node, what, keys: Self.shadowKeys,
                expected: "a shadow (an opacity or {color, opacity, radius, offset})")
        else {
            return nil
        }
        var ok = true
        var color = ThemedColor.black
        var opacity = Self.defaultShadowOpacity
        var radius = 3.0
        var offset = CGPoint(x: 0, y: -3)
        if let node = fields["color"] {
            if let value = reader.themedColor(node, "\(what).color") { color = value } else { ok = false }
        }
        if let node = fields["opacity"] {
            if let value = self.opacity(node, "\(what).opacity") { opacity = value } else { ok = false }
        }
        if let node = fields["radius"] {
            if let value = reader.number(node, "\(what).radius", min: 0) { radius = Double(value) } else { ok = false }
        }
        if let node = fields["offset"] {
            if let value = reader.point(node, "\(what).offset") { offset = value } else { ok = false }
        }
        return ok
            ? Shadow(
                opacity: opacity, color: color, offsetX: Double(offset.x), offsetY: Double(offset.y),
                radius: radius) : nil
    }

    /// A shadow's opacity when a file names none.
    static let defaultShadowOpacity = 0.2

    private func opacity(_ node: Node, _ what: String) -> Double? {
        guard let value = reader.number(node, what, min: 0) else { return nil }
        guard value <= 1 else {
            reader.error(
                "'\(what)' must be an opacity from 0 to 1, not \(Notation.format(value))", at: node,
                hint: "write e.g. 0.2")
            return nil
        }
        return Double(value)
    }

    /// A corner radius, `cornerRadius: 12`, as the cell shape it gives.
    func cornerRadius(_ node: Node, _ what: String) -> CellShape? {
        reader.number(node, what, min: 0).map { .roundedRect(radius: Double($0)) }
    }

    /// A text written plainly or as runs: the text, and the runs when written so.
    func text(_ node: Node, _ what: String) -> (text: String, runs: [TextRun]?)? {
        guard case .mapping = node else { return reader.string(node, what).map { ($0, nil) } }
        guard
            let fields = reader.fields(
                node, what, keys: Self.runsKeys,
                expected: "text, or {runs: [{text, weight, italic, color}, ...]}")
        else { return nil }
        guard let runsNode = fields["runs"] else {
            reader.error(
                "'\(what)' has no 'runs'", at: node, hint: "write \(what): {runs: [{text: Hello, weight: bold}]}")
            return nil
        }
        guard let list = reader.list(runsNode, "\(what).runs") else { return nil }
        guard !list.isEmpty else {
            reader.error(
                "'\(what).runs' is empty", at: runsNode, hint: "give at least one run, e.g. runs: [{text: Hello}]")
            return nil
        }
        var runs: [TextRun] = []
        var ok = true
        for (index, entry) in list.enumerated() {
            if let run = run(entry, "\(what).runs[\(index)]") { runs.append(run) } else { ok = false }
        }
        return ok ? (TextRun.text(of: runs), runs) : nil
    }

    /// One run: its text alone, or `{text, weight, italic, color}`.
    private func run(_ node: Node, _ what: String) -> TextRun? {
        if case .scalar = node { return reader.string(node, what).map { TextRun($0) } }
        guard
            let fields = reader.fields(
                node, what, keys: Self.runKeys, expected: "a run (text or {text, weight, color})")
        else { return nil }
        guard let textNode = fields["text"] else {
            reader.error("\(what) has no 'text'", at: node, hint: "add e.g. text: Hello")
            return nil
        }
        var ok = true
        var run = TextRun("")
        if let text = reader.string(textNode, "\(what).text") { run.text = text } else { ok = false }
        if let node = fields["weight"] {
            if let value = reader.choice(node, "weight", LooksDecoder.weights) {
                run.weight = value
            } else {
                ok = false
            }
        }
        if let node = fields["italic"] {
            if let value = reader.bool(node, "italic") { run.italic = value } else { ok = false }
        }
        if let node = fields["color"] {
            if let value = reader.themedColor(node, "\(what).color") { run.color = value } else { ok = false }
        }
        return ok ? run : nil
    }
}
