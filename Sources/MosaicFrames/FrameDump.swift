/// The stable text form of a list of ``LayoutFrame``s: one line per element in the canonical
/// order (``LayoutFrame/sorted(_:)``), so that a text diff of two dumps shows changed elements
/// as changed lines.
///
/// ```
/// mosaic-frames 1: category kind section item x y width height zIndex
/// cell cell 0 0 16 20 175 120 0
/// cell cell 0 1 199 20 175 120 0
/// supplementary UICollectionElementKindSectionHeader 0 0 0 0 390 44 0
/// ```
///
/// Numbers are printed without trailing zeros (`120`, `120.3333`); a kind's percent signs,
/// spaces and other blank or control characters (a newline too) are percent-encoded, so that
/// every line has nine fields whatever a layout file names its kinds.
public enum FrameDump {
    /// The first line of every dump.
    public static let header = "mosaic-frames 1: category kind section item x y width height zIndex"

    /// The dump of `frames`, ending in a newline.
    public static func text(_ frames: [LayoutFrame]) -> String {
        var lines = [header]
        for frame in LayoutFrame.sorted(frames) {
            let kind = encoded(frame.kind)
            lines.append(
                "\(frame.category.rawValue) \(kind) \(frame.section) \(frame.item) "
                    + [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: " ")
                    + " \(frame.zIndex)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a dump back; throws ``FrameDumpError`` naming the line that is not one.
    public static func parse(_ text: String) throws -> [LayoutFrame] {
        var frames: [LayoutFrame] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(String.init) == header else {
            throw FrameDumpError(line: 1, message: "expected the header '\(header)'")
        }
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 9, let category = LayoutFrame.Category(rawValue: fields[0]),
                let section = Int(fields[2]), let item = Int(fields[3]),
                let x = Double(fields[4]), let y = Double(fields[5]),
                let width = Double(fields[6]), let height = Double(fields[7]), let z = Int(fields[8])
            else {
                throw FrameDumpError(
                    line: offset + 1,
                    message: "expected 'category kind section item x y width height zIndex', got '\(line)'")
            }
            let kind = decoded(fields[1])
            frames.append(
                LayoutFrame(
                    category: category, kind: kind, section: section, item: item,
                    x: x, y: y, width: width, height: height, zIndex: z))
        }
        return frames
    }

    /// `%`, blanks and controls as `%XX` (UTF-8 bytes, upper-case hexadecimal).
    static func encoded(_ kind: String) -> String {
        var result = ""
        for scalar in kind.unicodeScalars {
            if scalar == "%" || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                for byte in String(scalar).utf8 {
                    result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Undoes ``encoded(_:)``; a `%` not followed by two hexadecimal digits stays as it is.
    static func decoded(_ field: String) -> String {
        guard field.contains("%") else { return field }
        let bytes = Array(field.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                result.append(byte)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A coordinate as dumps and sentences print it, in its shortest form: `120`, `120.5`,
    /// `120.3333` (zero without a sign).
    public static func number(_ value: Double) -> String {
        let value = value == 0 ? 0 : value
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FrameNumberText.maximumLength) { buffer in
            let start = buffer.baseAddress!
            return String(
                decoding: UnsafeBufferPointer(start: start, count: FrameNumberText.writeShortest(value, to: start)),
                as: UTF8.self)
        }
    }
}

/// A frame dump that cannot be read.
public struct FrameDumpError: Error, CustomStringConvertible, Sendable {
    /// The 1-based line.
    public var line: Int
    /// What is wrong there.
    public var message: String

    public var description: String { "frame dump line \(line): \(message)" }
}
