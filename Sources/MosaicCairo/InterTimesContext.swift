import CPangoCairo

/// Inter's contextual alternates (`calt`) draw an `x` between two digits as a multiplication
/// sign: "1920x1080" would show as "1920×1080", which neither iOS's system font nor the text
/// says. Only that context is broken: the `x` is shaped with `calt` off, while Inter's other
/// contextual forms (the colon raised between digits, as in the status bar's "9:41") stay.
enum InterTimesContext {
    /// The UTF-8 byte offsets of each `x` or `X` that has an ASCII digit on both sides.
    static func letters(in text: String) -> [Int] {
        var offsets: [Int] = []
        // The two bytes before the current one.
        var before: (UInt8, UInt8) = (0, 0)
        for (offset, byte) in text.utf8.enumerated() {
            if isDigit(byte), before.1 == UInt8(ascii: "x") || before.1 == UInt8(ascii: "X"), isDigit(before.0) {
                offsets.append(offset - 1)
            }
            before = (before.1, byte)
        }
        return offsets
    }

    /// Adds to `attributes` one `calt` off feature setting over each byte of `offsets`.
    static func insertAttributes(for offsets: [Int], into attributes: OpaquePointer?) {
        for offset in offsets {
            guard let feature = pango_attr_font_features_new("calt 0") else { continue }
            feature.pointee.start_index = UInt32(offset)
            feature.pointee.end_index = UInt32(offset + 1)
            pango_attr_list_insert(attributes, feature)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
