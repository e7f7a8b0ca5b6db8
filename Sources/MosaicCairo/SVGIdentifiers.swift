/// Renumbers the ids of an SVG document as Cairo streams it out, so that a drawing always
/// gives the same bytes.
///
/// Cairo names some SVG elements from process-wide counters (`<g id="surface12">`,
/// `<image id="image7">`), so the same drawing made twice in one process, or after other
/// drawings, would get other ids. Here every id is renamed in order of first appearance,
/// whether defined or referenced there: its leading letters (`surface`, `glyph`, `clip`;
/// `id` when it has none) and that stem's count so far, from 1. So `glyph0-3`, `surface12`,
/// `glyph0-4` become `glyph1`, `surface1`, `glyph2`. Every mention is renamed alike:
/// `id="x"` (after white space), `href="#x"` (also `xlink:href`) and `url(#x)`.
///
/// One pass, streaming: bytes are passed on as soon as no mention can straddle them, so a
/// document never has to be held whole.
final class SVGIdentifierRenumbering: ByteStreamRewriter {
    /// How a mention of an id opens, and which byte closes it.
    private static let openers: [(bytes: [UInt8], close: UInt8, afterSpace: Bool)] = [
        (Array("id=\"".utf8), UInt8(ascii: "\""), true),
        (Array("href=\"#".utf8), UInt8(ascii: "\""), false),
        (Array("url(#".utf8), UInt8(ascii: ")"), false)
    ]
    /// The longest name recognised; longer runs are passed on unchanged.
    private static let longestName = 256

    private var pending: [UInt8] = []
    /// The byte before `pending`, for the white-space test of an `id="` at its start.
    private var previous: UInt8 = UInt8(ascii: " ")
    private var names: [[UInt8]: [UInt8]] = [:]
    private var counts: [[UInt8]: Int] = [:]

    /// Takes the next bytes of the document; returns those that are ready.
    func process(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        pending.append(contentsOf: bytes)
        return rewrite(isEnd: false)
    }

    /// The bytes still held back, at the end of the document.
    func finish() -> [UInt8] {
        rewrite(isEnd: true)
    }

    /// Rewrites `pending` up to the first mention that may continue in bytes not yet seen
    /// (all of it at the end), keeping the rest.
    private func rewrite(isEnd: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(pending.count)
        let count = pending.count
        var index = 0
        scan: while index < count {
            let byte = pending[index]
            // Every opener starts with 'i', 'h' or 'u'.
            guard byte == UInt8(ascii: "i") || byte == UInt8(ascii: "h") || byte == UInt8(ascii: "u") else {
                output.append(byte)
                index += 1
                continue
            }
            for opener in Self.openers where opener.bytes[0] == byte {
                if opener.afterSpace {
                    let before = index > 0 ? pending[index - 1] : previous
                    guard before == 0x20 || before == 0x0A || before == 0x09 || before == 0x0D else { continue }
                }
                let available = min(opener.bytes.count, count - index)
                guard pending[index..<index + available].elementsEqual(opener.bytes[0..<available]) else { continue }
                if available < opener.bytes.count {
                    if isEnd { continue }
                    break scan  // the opener may go on in the next bytes
                }
                let start = index + opener.bytes.count
                let end = pending[start..<min(count, start + Self.longestName + 1)].firstIndex(of: opener.close)
                guard let end else {
                    if !isEnd && count - start <= Self.longestName { break scan }
                    continue
                }
                let name = Array(pending[start..<end])
                guard !name.isEmpty,
                    !name.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") })
                else { continue }
                output.append(contentsOf: opener.bytes)
                output.append(contentsOf: renamed(name))
                index = end
                continue scan
            }
            output.append(byte)
            index += 1
        }
        if index > 0 { previous = pending[index - 1] }
        pending.removeFirst(index)
        return output
    }

    /// The new name of `name`, made on its first appearance.
    private func renamed(_ name: [UInt8]) -> [UInt8] {
        if let known = names[name] { return known }
        var stem = Array(name.prefix { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        if stem.isEmpty { stem = Array("id".utf8) }
        let number = (counts[stem] ?? 0) + 1
        counts[stem] = number
        let new = stem + Array(String(number).utf8)
        names[name] = new
        return new
    }
}
