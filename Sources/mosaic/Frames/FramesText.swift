import Foundation
import MosaicFrames

/// How `mosaic frames` prints frames: an aligned table, or JSON exactly as `JSONEncoder`
/// writes it with `.prettyPrinted` and `.sortedKeys`, both written as UTF-8 bytes straight to
/// standard output in chunks: building a `String`, or one per number, would take longer than
/// laying the cells out.
enum FramesText {
    private static let header = ["CATEGORY", "KIND", "SECTION", "ITEM", "X", "Y", "WIDTH", "HEIGHT", "Z"]

    /// Writes a table: one row per element, columns aligned (text left, numbers right).
    ///
    /// The rows' texts and the columns' widths are known (``FrameRows``); each row is one
    /// piece: filled with spaces, then its cells written left to right, each where its column
    /// starts (text) or ends (numbers); a cell's padding spills into the columns after it (see
    /// ``NumberTexts/write(_:to:)``), which are written next.
    static func writeTable(_ rows: borrowing FrameRows, to output: inout ChunkedOutput) {
        let numbers = FrameRows.Column.allCases.map { rows.numbers.width(ofColumn: $0.rawValue) }
        let widths =
            [
                rows.kinds.map(\.category.count).max() ?? 0,
                rows.kinds.map(\.length).max() ?? 0
            ] + numbers
        let widest = zip(header.map(\.utf8.count), widths).map { max($0, $1) }
        // Titles are aligned as their columns; the last column is numeric, so no line ends in padding.
        for (column, title) in header.enumerated() {
            let pad = widest[column] - title.utf8.count
            if column > 0 { output.appendSpaces(2) }
            if column >= 2 { output.appendSpaces(pad) }
            output.append(title)
            if column < 2 { output.appendSpaces(pad) }
        }
        output.append("\n")
        let rowLength = widest.reduce(0, +) + 2 * 8 + 1
        let kindStart = widest[0] + 2
        // Where each number column ends, from the row's start, when the kind's bytes are its characters.
        var columnEnds: [Int] = []
        var columnEnd = kindStart + widest[1]
        for width in widest.dropFirst(2) {
            columnEnd += 2 + width
            columnEnds.append(columnEnd)
        }
        rows.kinds.withUnsafeBufferPointer { kinds in
            columnEnds.withUnsafeBufferPointer { columnEnds in
                for index in 0..<rows.count {
                    let kind = kinds.baseAddress! + rows.kind(row: index)
                    // The kind's bytes may outnumber its characters: what follows it moves right by the difference.
                    let shift = kind.pointee.name.count &- kind.pointee.length
                    let length = rowLength &+ shift
                    output.append(upTo: length &+ NumberTexts.blockLength) { row in
                        NumberTexts.writeSpaces(length &- 1, to: row)
                        kind.pointee.category.write(to: row)
                        kind.pointee.name.write(to: row + kindStart)
                        let shifted = row + shift
                        let cellTexts = rows.texts(row: index)
                        for column in columnEnds.indices {
                            let end = shifted + columnEnds[column]
                            _ = rows.numbers.write(
                                cellTexts[column], to: end - rows.numbers.length(of: cellTexts[column]))
                        }
                        (shifted + columnEnds[columnEnds.count &- 1]).pointee = UInt8(ascii: "\n")
                        return length
                    }
                }
            }
        }
    }

    /// Writes JSON as `JSONEncoder` writes `frames()` with `.prettyPrinted` and `.sortedKeys`
    /// (byte for byte); for a value JSON cannot hold, throws `JSONEncoder`'s error on
    /// `frames()`, writing nothing.
    static func writeJSON(
        _ rows: borrowing FrameRows, frames: () -> [LayoutFrame],
        to output: inout ChunkedOutput
    ) throws {
        guard rows.allFinite else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(frames()) + Data("\n".utf8)
            data.withUnsafeBytes { output.append($0.bindMemory(to: UInt8.self)) }
            return
        }
        guard rows.count > 0 else { return output.append("[\n\n]\n") }
        // One piece per frame: its keys and punctuation, 7 numbers and the kind's literal, and
        // room for the last number's padding.
        let frameLength = 256 + 7 * FrameNumberText.maximumLength + NumberTexts.blockLength
        output.append("[\n")
        rows.kinds.withUnsafeBufferPointer { kinds in
            for index in 0..<rows.count {
                let kind = kinds.baseAddress! + rows.kind(row: index)
                output.append(upTo: frameLength + kind.pointee.literal.count) { (cursor: inout ByteCursor) in
                    cursor.write(index == 0 ? "  {\n" : ",\n  {\n")
                    cursor.write("    \"category\" : \"")
                    cursor.position += kind.pointee.category.write(to: cursor.position)
                    cursor.write("\",\n    \"height\" : ")
                    cursor.write(rows.text(row: index, .height), of: rows.numbers)
                    cursor.write(",\n    \"item\" : ")
                    cursor.write(rows.text(row: index, .item), of: rows.numbers)
                    cursor.write(",\n    \"kind\" : ")
                    cursor.position += kind.pointee.literal.write(to: cursor.position)
                    cursor.write(",\n    \"section\" : ")
                    cursor.write(rows.text(row: index, .section), of: rows.numbers)
                    cursor.write(",\n    \"width\" : ")
                    cursor.write(rows.text(row: index, .width), of: rows.numbers)
                    cursor.write(",\n    \"x\" : ")
                    cursor.write(rows.text(row: index, .x), of: rows.numbers)
                    cursor.write(",\n    \"y\" : ")
                    cursor.write(rows.text(row: index, .y), of: rows.numbers)
                    cursor.write(",\n    \"zIndex\" : ")
                    cursor.write(rows.text(row: index, .zIndex), of: rows.numbers)
                    cursor.write("\n  }")
                }
            }
        }
        output.append("\n]\n")
    }
}

extension ByteCursor {
    /// Writes a number's text (its padding is written over by what follows).
    @inline(__always)
    fileprivate mutating func write(_ text: NumberTexts.TextID, of texts: borrowing NumberTexts) {
        position += texts.write(text, to: position)
    }
}
