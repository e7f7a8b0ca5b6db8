import Foundation
import MosaicFrames

/// How `mosaic frames` prints frames: an aligned table, or JSON exactly as `JSONEncoder`
/// writes it with `.prettyPrinted` and `.sortedKeys`, both written directly (on 100k
/// cells, Foundation's formatting and `JSONEncoder` took longer than laying them out).
enum FramesText {
    /// A table: one row per element, columns aligned.
    ///
    /// Written as UTF-8 bytes: each cell's bytes go into one flat buffer, then every row is
    /// copied out with its padding (building a `String` per cell and per row cost more
    /// than laying 100k cells out).
    static func table(_ frames: [LayoutFrame]) -> String {
        let header = ["CATEGORY", "KIND", "SECTION", "ITEM", "X", "Y", "WIDTH", "HEIGHT", "Z"]
        let columns = header.count
        var cells = TableCells(capacity: columns * (frames.count + 1))
        for title in header { cells.append(text: title) }
        for frame in frames {
            cells.append(text: frame.category.rawValue)
            cells.append(text: frame.kind)
            cells.append(integer: frame.section)
            cells.append(integer: frame.item)
            cells.append(number: frame.x)
            cells.append(number: frame.y)
            cells.append(number: frame.width)
            cells.append(number: frame.height)
            cells.append(integer: frame.zIndex)
        }
        var widths = [Int](repeating: 0, count: columns)
        for (index, length) in cells.lengths.enumerated() { widths[index % columns] = max(widths[index % columns], length) }
        let numeric = 2...8
        // Every cell is padded to its column's width (in characters; a non-ASCII kind has more
        // bytes than characters), so the table's size is known before writing it.
        let rows = cells.lengths.count / columns
        let size = rows * (widths.reduce(0, +) + 2 * (columns - 1) + 1) + cells.bytes.count - cells.lengths.reduce(0, +)
        let text = [UInt8](unsafeUninitializedCapacity: size) { table, count in
            table.initialize(repeating: UInt8(ascii: " "))
            cells.bytes.withUnsafeBufferPointer { bytes in
                var cursor = 0
                for row in 0..<rows {
                    for column in 0..<columns {
                        if column > 0 { cursor += 2 }
                        let cell = row * columns + column
                        let byteCount = cells.byteCount(cell)
                        let pad = widths[column] - cells.lengths[cell]
                        // Numbers are right-aligned, text left-aligned; padding stays spaces. The last
                        // column is numeric, so a line never ends in padding.
                        let offset = cursor + (numeric.contains(column) ? pad : 0)
                        UnsafeMutableBufferPointer(rebasing: table[offset..<offset + byteCount])
                            .update(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[cells.ends[cell] - byteCount..<cells.ends[cell]]))
                        cursor += pad + byteCount
                    }
                    table[cursor] = UInt8(ascii: "\n")
                    cursor += 1
                }
            }
            count = size
        }
        return String(decoding: text, as: UTF8.self)
    }


    /// JSON as `JSONEncoder` writes it with `.prettyPrinted` and `.sortedKeys` (byte for
    /// byte), written directly: encoding 100k frames with `JSONEncoder` takes longer than
    /// laying them out.
    static func json(_ frames: [LayoutFrame]) throws -> String {
        guard frames.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }) else {
            // JSONEncoder's own error for a value JSON cannot hold.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return String(decoding: try encoder.encode(frames), as: UTF8.self) + "\n"
        }
        guard !frames.isEmpty else { return "[\n\n]\n" }
        var strings = JSONStrings()
        // UTF-8 bytes, as the table: a `String` grown by interpolation cost 10x more.
        var text: [UInt8] = []
        text.reserveCapacity(frames.count * 200)
        func add(_ literal: StaticString) {
            text.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        add("[\n")
        for (index, frame) in frames.enumerated() {
            add(index == 0 ? "  {\n" : ",\n  {\n")
            add("    \"category\" : ")
            text.append(contentsOf: strings.literal(frame.category.rawValue).utf8)
            add(",\n    \"height\" : ")
            text.append(contentsOf: NumberText.json(frame.height).utf8)
            add(",\n    \"item\" : ")
            NumberText.appendInteger(frame.item, to: &text)
            add(",\n    \"kind\" : ")
            text.append(contentsOf: strings.literal(frame.kind).utf8)
            add(",\n    \"section\" : ")
            NumberText.appendInteger(frame.section, to: &text)
            add(",\n    \"width\" : ")
            text.append(contentsOf: NumberText.json(frame.width).utf8)
            add(",\n    \"x\" : ")
            text.append(contentsOf: NumberText.json(frame.x).utf8)
            add(",\n    \"y\" : ")
            text.append(contentsOf: NumberText.json(frame.y).utf8)
            add(",\n    \"zIndex\" : ")
            NumberText.appendInteger(frame.zIndex, to: &text)
            add("\n  }")
        }
        add("\n]\n")
        return String(decoding: text, as: UTF8.self)
    }
}

/// Numbers as the frames table and JSON print them.
private enum NumberText {
    /// The table's form of a value: whole numbers as integers, others with 2 decimals
    /// (as `String(format: "%.2f")`, through C's formatter without Foundation's cost).
    static func appendTable(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded() { return appendInteger(Int(value), to: &bytes) }
        if appendTwoDecimals(value, to: &bytes) { return }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            _ = withVaList([value]) { vsnprintf(buffer.baseAddress!, 64, "%.2f", $0) }
            bytes.append(contentsOf: String(cString: buffer.baseAddress!).utf8)
        }
    }

    /// Appends an integer's decimal digits (as `String(value)`).
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, to: &bytes)
    }

    /// Appends the decimal digits of `magnitude`, most significant first.
    private static func appendDigits(_ magnitude: UInt, to bytes: inout [UInt8]) {
        // 20 digits hold UInt.max.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = magnitude
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `String(format: "%.2f", value)` for a value with at most 4 decimals (every frame
    /// value: `LayoutFrame` keeps 4 decimals), in integers, and returns true; appends nothing
    /// and returns false for any other value.
    /// `%.2f` rounds the exact binary value, so a decimal tie (x.xx50) goes the way the
    /// binary value lies from it, and an exact tie to even.
    static func appendTwoDecimals(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e15, scaled / 10_000 == value else { return false }
        let tenThousandths = Int(abs(scaled))
        var hundredths = tenThousandths / 100
        let rest = tenThousandths % 100
        if rest > 50 {
            hundredths += 1
        } else if rest == 50 {
            // The sign of the exact |value| * 10000 - tenThousandths, in one rounding.
            let error = fma(abs(value), 10_000, -Double(tenThousandths))
            if error > 0 || (error == 0 && hundredths % 2 == 1) { hundredths += 1 }
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt(hundredths / 100), to: &bytes)
        let fraction = hundredths % 100
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        return true
    }

    /// JSONEncoder's form of a finite Double: its shortest description, without ".0".
    static func json(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// JSON string literals as `JSONEncoder` escapes them, each distinct string encoded once.
private struct JSONStrings {
    private var known: [String: String] = [:]

    mutating func literal(_ string: String) -> String {
        if let literal = known[string] { return literal }
        let data = (try? JSONEncoder().encode([string])) ?? Data("[\"\"]".utf8)
        let literal = String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        known[string] = literal
        return literal
    }
}

/// The frames table's cells as UTF-8 bytes in one buffer, with each cell's end offset and its
/// width in characters as it prints.
private struct TableCells {
    private(set) var bytes: [UInt8] = []
    private(set) var ends: [Int] = []
    private(set) var lengths: [Int] = []
    /// The last text appended and its width (kinds repeat on every row).
    private var lastText = ""
    private var lastTextLength = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity * 6)
        ends.reserveCapacity(capacity)
        lengths.reserveCapacity(capacity)
    }

    /// The number of bytes of cell `index`.
    func byteCount(_ index: Int) -> Int { ends[index] - (index == 0 ? 0 : ends[index - 1]) }

    mutating func append(text: String) {
        bytes.append(contentsOf: text.utf8)
        if text != lastText {
            lastText = text
            lastTextLength = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
        }
        finish(length: lastTextLength)
    }

    mutating func append(integer: Int) {
        let start = bytes.count
        NumberText.appendInteger(integer, to: &bytes)
        finish(length: bytes.count - start)
    }

    mutating func append(number: Double) {
        let start = bytes.count
        NumberText.appendTable(number, to: &bytes)
        finish(length: bytes.count - start)
    }

    private mutating func finish(length: Int) {
        ends.append(bytes.count)
        lengths.append(length)
    }
}
