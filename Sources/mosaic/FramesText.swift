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
    /// Every number's text is found first (``NumberTexts`` formats each distinct value of a
    /// column once), which gives the columns' widths; the rows are then written with their padding.
    static func writeTable(_ frames: [LayoutFrame], to output: inout ChunkedOutput) {
        var widths = header.map(\.utf8.count)
        var kind = TextCell()
        var texts = NumberTexts(columns: 7, form: .table)
        let cells = UnsafeMutablePointer<NumberTexts.TextID>.allocate(capacity: frames.count * 7)
        defer { cells.deallocate() }
        frames.withUnsafeBufferPointer { frames in
            widths.withUnsafeMutableBufferPointer { widths in
                for index in frames.indices {
                    widths[0] = max(widths[0], frames[index].category.name.utf8CodeUnitCount)
                    kind.set(frames[index].kind)
                    widths[1] = max(widths[1], kind.length)
                    let row = cells + index * 7
                    row[0] = texts.text(of: frames[index].section, column: 0)
                    row[1] = texts.text(of: frames[index].item, column: 1)
                    row[2] = texts.text(of: frames[index].x, column: 2)
                    row[3] = texts.text(of: frames[index].y, column: 3)
                    row[4] = texts.text(of: frames[index].width, column: 4)
                    row[5] = texts.text(of: frames[index].height, column: 5)
                    row[6] = texts.text(of: frames[index].zIndex, column: 6)
                    for column in 0..<7 { widths[column + 2] = max(widths[column + 2], texts.length(of: row[column])) }
                }
            }
        }
        // Titles are aligned as their columns; the last column is numeric, so no line ends in padding.
        for (column, title) in header.enumerated() {
            let pad = widths[column] - title.utf8.count
            if column > 0 { output.appendSpaces(2) }
            if column >= 2 { output.appendSpaces(pad) }
            output.append(title)
            if column < 2 { output.appendSpaces(pad) }
        }
        output.append("\n")
        // Each row is one piece: filled with spaces, then its cells written left to right, each
        // where its column starts (text) or ends (numbers); a cell's padding spills into the
        // columns after it (see ``NumberTexts/write(_:to:)``), which are written next.
        let rowLength = widths.reduce(0, +) + 2 * 8 + 1
        let kindStart = widths[0] + 2
        frames.withUnsafeBufferPointer { frames in
            widths.withUnsafeBufferPointer { widths in
                for index in frames.indices {
                    kind.set(frames[index].kind)
                    // The kind's bytes may outnumber its characters.
                    let length = rowLength + kind.byteCount - kind.length
                    output.append(upTo: length + NumberTexts.blockLength) { row in
                        NumberTexts.writeSpaces(length - 1, to: row)
                        let category = frames[index].category.name
                        row.update(from: category.utf8Start, count: category.utf8CodeUnitCount)
                        kind.write(to: row + kindStart)
                        var columnEnd = row + kindStart + kind.byteCount + widths[1] - kind.length
                        let cellTexts = cells + index * 7
                        for column in 0..<7 {
                            columnEnd += 2 + widths[column + 2]
                            _ = texts.write(cellTexts[column], to: columnEnd - texts.length(of: cellTexts[column]))
                        }
                        columnEnd.pointee = UInt8(ascii: "\n")
                        return length
                    }
                }
            }
        }
    }

    /// Writes JSON as `JSONEncoder` writes it with `.prettyPrinted` and `.sortedKeys` (byte for
    /// byte); throws `JSONEncoder`'s error, writing nothing, for a value JSON cannot hold.
    static func writeJSON(_ frames: [LayoutFrame], to output: inout ChunkedOutput) throws {
        guard frames.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }) else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(frames) + Data("\n".utf8)
            data.withUnsafeBytes { output.append($0.bindMemory(to: UInt8.self)) }
            return
        }
        guard !frames.isEmpty else { return output.append("[\n\n]\n") }
        var kind = JSONStringCell()
        var texts = NumberTexts(columns: 6, form: .json)
        // One piece per frame: its keys and punctuation, 7 numbers and the kind's literal, and
        // room for the last number's padding.
        let frameLength = 256 + 7 * FrameNumberText.maximumLength + NumberTexts.blockLength
        output.append("[\n")
        for (index, frame) in frames.enumerated() {
            kind.set(frame.kind)
            output.append(upTo: frameLength + kind.literal.count) { (cursor: inout ByteCursor) in
                cursor.write(index == 0 ? "  {\n" : ",\n  {\n")
                cursor.write("    \"category\" : ")
                switch frame.category {
                case .cell: cursor.write("\"cell\"")
                case .supplementary: cursor.write("\"supplementary\"")
                case .decoration: cursor.write("\"decoration\"")
                }
                cursor.write(",\n    \"height\" : ")
                cursor.write(texts.text(of: frame.height, column: 0), of: texts)
                cursor.write(",\n    \"item\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.item, to: cursor.position)
                cursor.write(",\n    \"kind\" : ")
                kind.literal.withUnsafeBufferPointer { cursor.write($0) }
                cursor.write(",\n    \"section\" : ")
                cursor.write(texts.text(of: frame.section, column: 1), of: texts)
                cursor.write(",\n    \"width\" : ")
                cursor.write(texts.text(of: frame.width, column: 2), of: texts)
                cursor.write(",\n    \"x\" : ")
                cursor.write(texts.text(of: frame.x, column: 3), of: texts)
                cursor.write(",\n    \"y\" : ")
                cursor.write(texts.text(of: frame.y, column: 4), of: texts)
                cursor.write(",\n    \"zIndex\" : ")
                cursor.write(texts.text(of: frame.zIndex, column: 5), of: texts)
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

extension LayoutFrame.Category {
    /// The category's name (its raw value) as a constant the table copies.
    fileprivate var name: StaticString {
        switch self {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }
}

/// A table's text cell as bytes and its width in characters, kept while the same text repeats
/// (kinds repeat on every row).
private struct TextCell {
    private var text: String?
    private var bytes: [UInt8] = []
    /// The text as a block padded with spaces, when it fits in one.
    private var block: SIMD16<UInt8>?
    private(set) var length = 0

    var byteCount: Int { bytes.count }

    mutating func set(_ newText: String) {
        guard newText != text else { return }
        text = newText
        bytes = Array(newText.utf8)
        length = bytes.allSatisfy { $0 < 0x80 } ? bytes.count : newText.count
        block = nil
        if bytes.count <= NumberTexts.blockLength {
            var padded = SIMD16<UInt8>(repeating: UInt8(ascii: " "))
            for (index, byte) in bytes.enumerated() { padded[index] = byte }
            block = padded
        }
    }

    /// Writes the text at `destination`; like a number's, its padding (up to 16 bytes) may follow it.
    @inline(__always)
    func write(to destination: UnsafeMutablePointer<UInt8>) {
        if let block {
            UnsafeMutableRawPointer(destination).storeBytes(of: block, as: SIMD16<UInt8>.self)
        } else {
            bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress!, count: $0.count) }
        }
    }
}

/// A JSON string literal as `JSONEncoder` escapes it, kept while the same string repeats.
private struct JSONStringCell {
    private var text: String?
    private(set) var literal: [UInt8] = []

    mutating func set(_ newText: String) {
        guard newText != text else { return }
        text = newText
        let data = (try? JSONEncoder().encode([newText])) ?? Data("[\"\"]".utf8)
        literal = Array(data.dropFirst().dropLast())
    }
}
