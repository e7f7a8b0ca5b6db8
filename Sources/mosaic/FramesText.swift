import Foundation
import MosaicFrames

/// How `mosaic frames` prints frames: an aligned table, or JSON exactly as `JSONEncoder`
/// writes it with `.prettyPrinted` and `.sortedKeys`, both written directly (on 100k
/// cells, Foundation's formatting and `JSONEncoder` took longer than laying them out).
enum FramesText {
    /// A table: one row per element, columns aligned.
    static func table(_ frames: [LayoutFrame]) -> String {
        let formatter = NumberText()
        let header = ["CATEGORY", "KIND", "SECTION", "ITEM", "X", "Y", "WIDTH", "HEIGHT", "Z"]
        let columns = header.count
        // Every row's cells, one flat array; widths in characters as they print.
        var cells = header
        cells.reserveCapacity(columns * (frames.count + 1))
        for frame in frames {
            cells += [frame.category.rawValue, frame.kind, String(frame.section), String(frame.item), formatter.table(frame.x),
                      formatter.table(frame.y), formatter.table(frame.width), formatter.table(frame.height),
                      String(frame.zIndex)]
        }
        let lengths = cells.map { cell in cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count }
        var widths = [Int](repeating: 0, count: columns)
        for (index, length) in lengths.enumerated() { widths[index % columns] = max(widths[index % columns], length) }
        let numeric = 2...8
        var text = ""
        text.reserveCapacity((widths.reduce(0, +) + 2 * columns) * (frames.count + 1))
        for start in stride(from: 0, to: cells.count, by: columns) {
            var line = ""
            for column in 0..<columns {
                if column > 0 { line += "  " }
                let pad = String(repeating: " ", count: widths[column] - lengths[start + column])
                line += numeric.contains(column) ? pad + cells[start + column] : cells[start + column] + pad
            }
            // No trailing white space (a short last cell leaves padding).
            while let last = line.unicodeScalars.last, last.properties.isWhitespace { line.unicodeScalars.removeLast() }
            text += line
            text += "\n"
        }
        return text
    }

    /// JSON as `JSONEncoder` writes it with `.prettyPrinted` and `.sortedKeys` (byte for
    /// byte), written directly: encoding 100k frames with `JSONEncoder` takes longer than
    /// laying them out.
    static func json(_ frames: [LayoutFrame]) throws -> String {
        let values = frames.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        guard values.allSatisfy(\.isFinite) else {
            // JSONEncoder's own error for a value JSON cannot hold.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return String(decoding: try encoder.encode(frames), as: UTF8.self) + "\n"
        }
        guard !frames.isEmpty else { return "[\n\n]\n" }
        var strings = JSONStrings()
        var text = "[\n"
        text.reserveCapacity(frames.count * 200)
        for (index, frame) in frames.enumerated() {
            text += index == 0 ? "  {\n" : ",\n  {\n"
            text += "    \"category\" : \(strings.literal(frame.category.rawValue)),\n"
            text += "    \"height\" : \(NumberText.json(frame.height)),\n"
            text += "    \"item\" : \(frame.item),\n"
            text += "    \"kind\" : \(strings.literal(frame.kind)),\n"
            text += "    \"section\" : \(frame.section),\n"
            text += "    \"width\" : \(NumberText.json(frame.width)),\n"
            text += "    \"x\" : \(NumberText.json(frame.x)),\n"
            text += "    \"y\" : \(NumberText.json(frame.y)),\n"
            text += "    \"zIndex\" : \(frame.zIndex)\n"
            text += "  }"
        }
        text += "\n]\n"
        return text
    }
}

/// Numbers as the frames table and JSON print them.
private struct NumberText {
    /// The table's form of a value: whole numbers as integers, others with 2 decimals
    /// (as `String(format: "%.2f")`, through C's formatter without Foundation's cost).
    func table(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return Self.twoDecimals(value) ?? withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            _ = withVaList([value]) { vsnprintf(buffer.baseAddress!, 64, "%.2f", $0) }
            return String(cString: buffer.baseAddress!)
        }
    }

    /// `String(format: "%.2f", value)` for a value with at most 4 decimals (every frame
    /// value: `LayoutFrame` keeps 4 decimals), in integers; `nil` for any other value.
    /// `%.2f` rounds the exact binary value, so a decimal tie (x.xx50) goes the way the
    /// binary value lies from it, and an exact tie to even.
    static func twoDecimals(_ value: Double) -> String? {
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e15, scaled / 10_000 == value else { return nil }
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
        let fraction = hundredths % 100
        return (value < 0 ? "-" : "") + String(hundredths / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
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
