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
    /// Every number is written once, into ``NumberCells`` (a number repeating the one above it
    /// is not written again), while the columns' widths are found; the rows are then copied out
    /// with their padding.
    static func writeTable(_ frames: [LayoutFrame], to output: inout ChunkedOutput) {
        var widths = header.map(\.utf8.count)
        var kind = TextCell()
        var numbers = NumberCells(count: frames.count * 7, columns: 7)
        frames.withUnsafeBufferPointer { frames in
            widths.withUnsafeMutableBufferPointer { widths in
                for index in frames.indices {
                    widths[0] = max(widths[0], frames[index].category.name.utf8CodeUnitCount)
                    kind.set(frames[index].kind)
                    widths[1] = max(widths[1], kind.length)
                    let frame = frames[index]
                    widths[2] = max(widths[2], numbers.append(frame.section, column: 0))
                    widths[3] = max(widths[3], numbers.append(frame.item, column: 1))
                    widths[4] = max(widths[4], numbers.append(frame.x, column: 2))
                    widths[5] = max(widths[5], numbers.append(frame.y, column: 3))
                    widths[6] = max(widths[6], numbers.append(frame.width, column: 4))
                    widths[7] = max(widths[7], numbers.append(frame.height, column: 5))
                    widths[8] = max(widths[8], numbers.append(frame.zIndex, column: 6))
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
        // Each row is one piece: its cells (the kind's bytes may outnumber its characters), the
        // separators and the newline. The row is filled with spaces at once, then each cell is
        // copied to where its column starts (text) or ends (numbers).
        let rowLength = widths.reduce(0, +) + 2 * 8 + 1
        let kindStart = widths[0] + 2
        numbers.rewind()
        frames.withUnsafeBufferPointer { frames in
            widths.withUnsafeBufferPointer { widths in
                for index in frames.indices {
                    kind.set(frames[index].kind)
                    let length = rowLength + kind.bytes.count - kind.length
                    output.append(upTo: length) { row in
                        row.initialize(repeating: UInt8(ascii: " "), count: length - 1)
                        let category = frames[index].category.name
                        row.update(from: category.utf8Start, count: category.utf8CodeUnitCount)
                        kind.bytes.withUnsafeBufferPointer { bytes in
                            if let start = bytes.baseAddress { (row + kindStart).update(from: start, count: bytes.count) }
                        }
                        var columnEnd = row + kindStart + kind.bytes.count + widths[1] - kind.length
                        for column in 2...8 {
                            columnEnd += 2 + widths[column]
                            let bytes = numbers.next()
                            (columnEnd - bytes.count).update(from: bytes.baseAddress!, count: bytes.count)
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
        var numbers = RepeatedNumbers(fields: 4)
        // One piece per frame: its keys and punctuation, 7 numbers and the kind's literal.
        let frameLength = 256 + 7 * FrameNumberText.maximumLength
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
                numbers.writeJSON(frame.height, field: 0, to: &cursor)
                cursor.write(",\n    \"item\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.item, to: cursor.position)
                cursor.write(",\n    \"kind\" : ")
                kind.literal.withUnsafeBufferPointer { cursor.write($0) }
                cursor.write(",\n    \"section\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.section, to: cursor.position)
                cursor.write(",\n    \"width\" : ")
                numbers.writeJSON(frame.width, field: 1, to: &cursor)
                cursor.write(",\n    \"x\" : ")
                numbers.writeJSON(frame.x, field: 2, to: &cursor)
                cursor.write(",\n    \"y\" : ")
                numbers.writeJSON(frame.y, field: 3, to: &cursor)
                cursor.write(",\n    \"zIndex\" : ")
                cursor.position += FrameNumberText.writeInteger(frame.zIndex, to: cursor.position)
                cursor.write("\n  }")
            }
        }
        output.append("\n]\n")
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

/// A table's numbers, written one after another into one buffer, then read back in the same
/// order. A number equal to the previous one of its column (widths, heights, sections repeat
/// row after row) reuses that one's bytes rather than being written again.
private struct NumberCells: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Where the next number is written.
    private var offset = 0
    /// Each cell's bytes: where they start in `bytes`, and how many.
    private let starts: UnsafeMutablePointer<Int>
    private let lengths: UnsafeMutablePointer<UInt16>
    private let count: Int
    /// The cell appended next, or read next.
    private var cell = 0
    /// Per column: the bit pattern of the last value appended, and its cell (-1 before any).
    private let lastValues: UnsafeMutablePointer<UInt64>
    private let lastCells: UnsafeMutablePointer<Int>

    /// Room for `count` numbers in `columns` columns (the bytes grow when they are longer than about 6).
    init(count: Int, columns: Int) {
        capacity = max(count * 6, FrameNumberText.maximumLength)
        bytes = .allocate(capacity: capacity)
        starts = .allocate(capacity: count)
        lengths = .allocate(capacity: count)
        self.count = count
        lastValues = .allocate(capacity: columns)
        lastValues.initialize(repeating: 0, count: columns)
        lastCells = .allocate(capacity: columns)
        lastCells.initialize(repeating: -1, count: columns)
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        lengths.deallocate()
        lastValues.deallocate()
        lastCells.deallocate()
    }

    /// Appends an integer as the table writes it; returns its length.
    mutating func append(_ value: Int, column: Int) -> Int {
        append(UInt64(bitPattern: Int64(value)), column: column) { FrameNumberText.writeInteger(value, to: $0) }
    }

    /// Appends a frame value as the table writes it; returns its length.
    mutating func append(_ value: Double, column: Int) -> Int {
        append(value.bitPattern, column: column) { FrameNumberText.writeTable(value, to: $0) }
    }

    /// Appends what `write` writes (at most `FrameNumberText.maximumLength` bytes) for the value
    /// whose bit pattern is `bits`, unless `column`'s last value had the same bits; returns the
    /// length. At most `count` times in all.
    private mutating func append(_ bits: UInt64, column: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        precondition(cell < count)
        let last = lastCells[column]
        if last >= 0, lastValues[column] == bits {
            starts[cell] = starts[last]
            lengths[cell] = lengths[last]
        } else {
            if capacity - offset < FrameNumberText.maximumLength {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                larger.update(from: bytes, count: offset)
                bytes.deallocate()
                bytes = larger
                capacity *= 2
            }
            let length = write(bytes + offset)
            starts[cell] = offset
            lengths[cell] = UInt16(length)
            offset += length
            lastValues[column] = bits
            lastCells[column] = cell
        }
        cell += 1
        return Int(lengths[cell - 1])
    }

    /// Goes back to the first number, for ``next()``.
    mutating func rewind() {
        cell = 0
    }

    /// The bytes of the next number, in the order they were appended.
    mutating func next() -> UnsafeBufferPointer<UInt8> {
        defer { cell += 1 }
        return UnsafeBufferPointer(start: bytes + starts[cell], count: Int(lengths[cell]))
    }
}

/// The JSON text of a few fields' last values, written again only when a value changes
/// (a grid's widths and heights, a row's y, repeat frame after frame).
private struct RepeatedNumbers: ~Copyable {
    private let texts: UnsafeMutablePointer<UInt8>
    /// Per field: its text's length (-1 before any value) and the value's bit pattern.
    private let lengths: UnsafeMutablePointer<Int>
    private let values: UnsafeMutablePointer<UInt64>

    init(fields: Int) {
        texts = .allocate(capacity: fields * FrameNumberText.maximumLength)
        lengths = .allocate(capacity: fields)
        lengths.initialize(repeating: -1, count: fields)
        values = .allocate(capacity: fields)
        values.initialize(repeating: 0, count: fields)
    }

    deinit {
        texts.deallocate()
        lengths.deallocate()
        values.deallocate()
    }

    /// Writes `value` as `FrameNumberText.writeJSON` does, from `field`'s text when its last
    /// value had the same bit pattern.
    mutating func writeJSON(_ value: Double, field: Int, to cursor: inout ByteCursor) {
        let text = texts + field * FrameNumberText.maximumLength
        if lengths[field] < 0 || values[field] != value.bitPattern {
            lengths[field] = FrameNumberText.writeJSON(value, to: text)
            values[field] = value.bitPattern
        }
        cursor.write(UnsafeBufferPointer(start: text, count: lengths[field]))
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
