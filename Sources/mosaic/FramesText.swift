import Foundation
import MosaicFrames

/// How `mosaic frames` prints frames: an aligned table, or JSON exactly as `JSONEncoder`
/// writes it with `.prettyPrinted` and `.sortedKeys`, both written as UTF-8 bytes straight to
/// standard output in chunks (on 100k cells, building a `String`, or one per number, took
/// longer than laying the cells out).
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
        let widths = [rows.kinds.map(\.categoryName.utf8CodeUnitCount).max() ?? 0,
                      rows.kinds.map(\.length).max() ?? 0] + numbers
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
        let columnCount = FrameRows.Column.allCases.count
        rows.kinds.withUnsafeBufferPointer { kinds in
            widest.withUnsafeBufferPointer { widest in
                for index in 0..<rows.count {
                    let kind = kinds.baseAddress! + rows.kind(row: index)
                    // The kind's bytes may outnumber its characters.
                    let length = rowLength + kind.pointee.bytes.count - kind.pointee.length
                    output.append(upTo: length + NumberTexts.blockLength) { row in
                        NumberTexts.writeSpaces(length - 1, to: row)
                        UnsafeMutableRawPointer(row).storeBytes(of: kind.pointee.categoryBlock, as: SIMD16<UInt8>.self)
                        kind.pointee.writeName(to: row + kindStart)
                        var columnEnd = row + kindStart + kind.pointee.bytes.count + widest[1] - kind.pointee.length
                        let cellTexts = rows.texts(row: index)
                        for column in 0..<columnCount {
                            columnEnd += 2 + widest[column + 2]
                            _ = rows.numbers.write(cellTexts[column], to: columnEnd - rows.numbers.length(of: cellTexts[column]))
                        }
                        columnEnd.pointee = UInt8(ascii: "\n")
                        return length
                    }
                }
            }
        }
    }

    /// Writes JSON as `JSONEncoder` writes `frames()` with `.prettyPrinted` and `.sortedKeys`
    /// (byte for byte); for a value JSON cannot hold, throws `JSONEncoder`'s error on
    /// `frames()`, writing nothing.
    static func writeJSON(_ rows: borrowing FrameRows, frames: () -> [LayoutFrame],
                          to output: inout ChunkedOutput) throws {
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
        var kindIndex = 0
        var kind = rows.kinds[0]
        for index in 0..<rows.count {
            if rows.kind(row: index) != kindIndex {
                kindIndex = rows.kind(row: index)
                kind = rows.kinds[kindIndex]
            }
            output.append(upTo: frameLength + kind.literal.count) { (cursor: inout ByteCursor) in
                cursor.write(index == 0 ? "  {\n" : ",\n  {\n")
                cursor.write("    \"category\" : \"")
                cursor.write(kind.categoryName)
                cursor.write("\",\n    \"height\" : ")
                cursor.write(rows.text(row: index, .height), of: rows.numbers)
                cursor.write(",\n    \"item\" : ")
                cursor.write(rows.text(row: index, .item), of: rows.numbers)
                cursor.write(",\n    \"kind\" : ")
                kind.literal.withUnsafeBufferPointer { cursor.write($0) }
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
