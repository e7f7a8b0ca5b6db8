/// Gives a PDF document's creation date the `D:` that the PDF date format starts with, as
/// Cairo streams the document out.
///
/// Cairo before 1.17.2 turns the ISO 8601 date given as `CAIRO_PDF_METADATA_CREATE_DATE`
/// into `(20240101000000Z)`, without the `D:` (its `iso8601_to_pdf_date_string` starts the
/// string with `(` alone); the date it writes by itself, the time of rendering, has it. PDF
/// readers may then show no date or a wrong one (ISO 32000-1, 7.9.4: `D:YYYYMMDDHHmmSSOHH'mm`).
///
/// The bytes from `/CreationDate (` on are held back; at the end, if the date lacks its `D:`,
/// it is inserted and every cross-reference offset past it, and `startxref`, moves 2 bytes on.
/// Cairo writes the document information and the catalog last, so little is held. A document
/// whose date has its `D:` (a newer Cairo, or no date set), or whose cross-reference table is
/// not the plain one Cairo writes, is passed on unchanged.
final class PDFDatePrefixing: ByteStreamRewriter {
    /// The entry as Cairo writes it, on a line of its own (so that bytes of a compressed
    /// stream are unlikely to match).
    private static let marker = Array("\n   /CreationDate (".utf8)
    private static let prefix = Array("D:".utf8)

    /// Bytes not passed on yet: a tail that may start the marker, or everything from the marker.
    private var pending: [UInt8] = []
    /// The document offset of `pending`'s first byte.
    private var pendingOffset = 0
    /// Where the marker is in `pending`, once found.
    private var markerIndex: Int?

    func process(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        pending.append(contentsOf: bytes)
        guard markerIndex == nil else { return [] }
        if let found = Self.firstIndex(of: Self.marker, in: pending, from: 0) {
            markerIndex = found
            return take(found)
        }
        // Keep what could be the start of a marker that the next bytes complete.
        return take(max(0, pending.count - (Self.marker.count - 1)))
    }

    func finish() -> [UInt8] {
        defer { pending = [] }
        guard let markerIndex, let rewritten = Self.prefixed(pending, markerIndex: markerIndex, offset: pendingOffset)
        else { return pending }
        return rewritten
    }

    /// Passes on the first `count` pending bytes.
    private func take(_ count: Int) -> [UInt8] {
        let ready = Array(pending[..<count])
        pending.removeFirst(count)
        pendingOffset += count
        if let markerIndex { self.markerIndex = markerIndex - count }
        return ready
    }

    /// `tail` (the document from `offset` on) with `D:` after the marker and the offsets moved,
    /// or `nil` when the date has its `D:` or the cross-reference table is not understood.
    private static func prefixed(_ tail: [UInt8], markerIndex: Int, offset: Int) -> [UInt8]? {
        let dateIndex = markerIndex + marker.count
        guard isCairoDate(tail, from: dateIndex) else { return nil }
        let inserted = offset + dateIndex
        var result = tail
        guard let xref = firstIndex(of: Array("\nxref\n".utf8), in: result, from: dateIndex),
            let trailer = moveEntries(&result, from: xref + 6, pastOffset: inserted),
            let start = firstIndex(of: Array("startxref\n".utf8), in: result, from: trailer),
            moveNumber(&result, at: start + 10, pastOffset: inserted)
        else { return nil }
        result.insert(contentsOf: prefix, at: dateIndex)
        return result
    }

    /// Adds 2 to the offset of every in-use entry of the cross-reference sections starting at
    /// `index` (`<first> <count>` lines, each followed by 20-byte entries) that is at or past
    /// `pastOffset`; returns where the sections end, or `nil` if they do not read as Cairo writes them.
    private static func moveEntries(_ bytes: inout [UInt8], from index: Int, pastOffset: Int) -> Int? {
        var line = index
        while line < bytes.count, isDigit(bytes[line]) {
            guard let end = bytes[line...].firstIndex(of: UInt8(ascii: "\n")),
                let space = bytes[line..<end].firstIndex(of: UInt8(ascii: " ")),
                let count = Int(String(decoding: bytes[(space + 1)..<end], as: UTF8.self))
            else { return nil }
            var entry = end + 1
            for _ in 0..<count {
                guard entry + 20 <= bytes.count, bytes[entry + 10] == UInt8(ascii: " ") else { return nil }
                if bytes[entry + 17] == UInt8(ascii: "n") {
                    guard let value = Int(String(decoding: bytes[entry..<(entry + 10)], as: UTF8.self)) else {
                        return nil
                    }
                    if value >= pastOffset {
                        let moved = String(value + prefix.count)
                        guard moved.utf8.count <= 10 else { return nil }
                        let padded =
                            Array(String(repeating: "0", count: 10 - moved.utf8.count).utf8) + Array(moved.utf8)
                        bytes.replaceSubrange(entry..<(entry + 10), with: padded)
                    }
                }
                entry += 20
            }
            line = entry
        }
        return line
    }

    /// Adds 2 to the number at `index` (up to the line's end) if it is at or past `pastOffset`.
    private static func moveNumber(_ bytes: inout [UInt8], at index: Int, pastOffset: Int) -> Bool {
        var end = index
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        guard end > index, let value = Int(String(decoding: bytes[index..<end], as: UTF8.self)) else { return false }
        if value >= pastOffset { bytes.replaceSubrange(index..<end, with: Array(String(value + prefix.count).utf8)) }
        return true
    }

    /// Whether a date as Cairo converts it starts at `index`: digits, perhaps a time zone, `)`.
    private static func isCairoDate(_ bytes: [UInt8], from index: Int) -> Bool {
        guard index < bytes.count, isDigit(bytes[index]) else { return false }
        let zone = Set("Z+-'".utf8)
        var end = index
        while end < bytes.count, isDigit(bytes[end]) || zone.contains(bytes[end]) { end += 1 }
        return end < bytes.count && bytes[end] == UInt8(ascii: ")")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
