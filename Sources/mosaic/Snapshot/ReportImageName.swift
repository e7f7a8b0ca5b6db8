/// Where a case's images go in the report folder: `images/<key>.<variant>`, followed by
/// `.reference.png`, `.actual.png` or `.diff.png`. A key's folders become folders under
/// `images/`; a file name too long to leave room for the longest suffix within NAME_MAX
/// (255 bytes) is cut, and a hash of the whole key keeps cut names apart.
enum ReportImageName {
    /// The most bytes of the key's last part kept as is.
    static let longestName = 120

    static func stem(key: String, variant: String) -> String {
        var parts = key.split(separator: "/").map(String.init)
        if let name = parts.last, name.utf8.count > longestName {
            var bytes = 0
            let kept = name.prefix { character in
                bytes += character.utf8.count
                return bytes <= longestName - 17
            }
            parts[parts.count - 1] = kept + "-" + hash(key)
        }
        return "images/" + parts.joined(separator: "/") + ".\(variant)"
    }

    /// FNV-1a of the key's UTF-8, 16 hexadecimal digits: the same on every run and machine.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
