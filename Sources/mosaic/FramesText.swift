import Foundation
import MosaicFrames

/// How `mosaic frames` prints frames: an aligned table, or JSON exactly as `JSONEncoder`
/// writes it with `.prettyPrinted` and `.sortedKeys`, both written as UTF-8 bytes straight to
/// standard output in chunks (on 100k cells, building a `String`, or one per number, took
/// longer than laying the cells out).
enum FramesText {
    private static let header = ["CATEGORY", "KIND", "SECTION", "ITEM", "X", "Y", "WIDTH", "HEIGHT", "Z"]

    /// Writes a table: one row per element, columns aligned (text left, numbers right).
    static func writeTable(_ frames: [LayoutFrame], to output: inout ChunkedOutput) {
        let widths = columnWidths(frames)
        var kind = TextCell()
        // Titles are aligned as their columns; the last column is numeric, so no line ends in padding.
        for (column, title) in header.enumerated() {
            let pad = widths[column] - title.utf8.count
            if column > 0 { output.appendSpaces(2) }
            if column >= 2 { output.appendSpaces(pad) }
            output.append(title)
            if column < 2 { output.appendSpaces(pad) }
        }
        output.append("\n")
        // Every numeric cell takes at most FrameNumberText.maximumLength bytes, so a row's numbers
        // fit in one piece.
        let numbersLength = widths[2...].reduce(0, +) + 2 * 7 + 1
        for frame in frames {
            let category = frame.category.rawValue
            output.append(category)
            output.appendSpaces(widths[0] - category.utf8.count + 2)
            kind.set(frame.kind)
            kind.bytes.withUnsafeBufferPointer { output.append($0) }
            output.appendSpaces(widths[1] - kind.length)
            output.append(upTo: numbersLength) { (cursor: inout ByteCursor) in
                cursor.writeSpaces(2)
                cursor.writeRightAligned(widths[2]) { FrameNumberText.writeInteger(frame.section, to: $0) }
                cursor.writeSpaces(2)
                cursor.writeRightAligned(widths[3]) { FrameNumberText.writeInteger(frame.item, to: $0) }
                for (column, value) in [(4, frame.x), (5, frame.y), (6, frame.width), (7, frame.height)] {
                    cursor.writeSpaces(2)
                    cursor.writeRightAligned(widths[column]) { FrameNumberText.writeTable(value, to: $0) }
                }
                cursor.writeSpaces(2)
                cursor.writeRightAligned(widths[8]) { FrameNumberText.writeInteger(frame.zIndex, to: $0) }
                cursor.write(UInt8(ascii: "\n"))
            }
        }
    }

    /// Each column's width in characters: its widest cell, title included.
    private static func columnWidths(_ frames: [LayoutFrame]) -> [Int] {
        var widths = header.map(\.utf8.count)
        var kind = TextCell()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FrameNumberText.maximumLength) { scratch in
            let scratch = scratch.baseAddress!
            for frame in frames {
                widths[0] = max(widths[0], frame.category.rawValue.utf8.count)
                kind.set(frame.kind)
                widths[1] = max(widths[1], kind.length)
                widths[2] = max(widths[2], FrameNumberText.writeInteger(frame.section, to: scratch))
                widths[3] = max(widths[3], FrameNumberText.writeInteger(frame.item, to: scratch))
                widths[4] = max(widths[4], FrameNumberText.writeTable(frame.x, to: scratch))
                widths[5] = max(widths[5], FrameNumberText.writeTable(frame.y, to: scratch))
                widths[6] = max(widths[6], FrameNumberText.writeTable(frame.width, to: scratch))
                widths[7] = max(widths[7], FrameNumberText.writeTable(frame.height, to: scratch))
                widths[8] = max(widths[8], FrameNumberText.writeInteger(frame.zIndex, to: scratch))
            }
        }
        return widths
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
        let number = FrameNumberText.maximumLength
        output.append("[\n")
        for (index, frame) in frames.enumerated() {
            output.append(upTo: 64 + 2 * number) { (cursor: inout ByteCursor) in
                cursor.write(index == 0 ? "  {\n" : ",\n  {\n")
                cursor.write("    \"category\" : ")
                switch frame.category {
                case .cell: cursor.write("\"cell\"")
                case .supplementary: cursor.write("\"supplementary\"")
                case .decoration: cursor.write("\"decoration\"")
                }
                cursor.write(",\n    \"height\" : ")
                cursor.position += FrameNumberText.writeJSON(frame.height, to: cursor.position)
                cursor.write(",\n    \"item\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.item, to: cursor.position)
                cursor.write(",\n    \"kind\" : ")
            }
            kind.set(frame.kind)
            kind.literal.withUnsafeBufferPointer { output.append($0) }
            output.append(upTo: 128 + 5 * number) { (cursor: inout ByteCursor) in
                cursor.write(",\n    \"section\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.section, to: cursor.position)
                cursor.write(",\n    \"width\" : ")
                cursor.position += FrameNumberText.writeJSON(frame.width, to: cursor.position)
                cursor.write(",\n    \"x\" : ")
                cursor.position += FrameNumberText.writeJSON(frame.x, to: cursor.position)
                cursor.write(",\n    \"y\" : ")
                cursor.position += FrameNumberText.writeJSON(frame.y, to: cursor.position)
                cursor.write(",\n    \"zIndex\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.zIndex, to: cursor.position)
                cursor.write("\n  }")
            }
        }
        output.append("\n]\n")
    }
}

extension ByteCursor {
    /// Writes what `write` writes (at most `FrameNumberText.maximumLength` ASCII bytes),
    /// preceded by the spaces that make it `width` characters wide.
    fileprivate mutating func writeRightAligned(_ width: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let count = write(position)
        if count < width {
            memmove(position + width - count, position, count)
            position.update(repeating: UInt8(ascii: " "), count: width - count)
        }
        position += max(width, count)
    }
}

/// A table's text cell as bytes and its width in characters, kept while the same text repeats
/// (kinds repeat on every row).
private struct TextCell {
    private var text: String?
    private(set) var bytes: [UInt8] = []
    private(set) var length = 0

    mutating func set(_ newText: String) {
        guard newText != text else { return }
        text = newText
        bytes = Array(newText.utf8)
        length = bytes.allSatisfy { $0 < 0x80 } ? bytes.count : newText.count
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
