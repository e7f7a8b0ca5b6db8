extension String {
    /// The text with every control character written out (`\n`, `\t`, `\e`, `\u{85}`...): one
    /// line that a terminal shows as written. Strings from layout files
    /// (file names, kinds, titles) pass through this before any output, so a raw newline
    /// cannot start a line of its own (a CI `::command`), an escape sequence cannot drive the
    /// terminal, and the characters XML forbids never reach an XML file. Backslashes stay as
    /// they are, so escaping twice changes nothing.
    var visible: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            default:
                if Self.isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators, the noncharacters XML
    /// forbids (U+FFFE, U+FFFF), and the bidirectional overrides and isolates, which reorder
    /// what a terminal or a page shows.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
