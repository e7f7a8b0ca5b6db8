/// Text chunks (`tEXt`) in PNG bytes: how a reference PNG carries its pixel hash, library
/// versions and frames in one file, byte-stable (no time stamps).
public enum PNGText {
    /// `png` with a `tEXt` chunk for each entry inserted right after the header chunk, in the
    /// given order. Keywords are 1 to 79 Latin-1 characters; texts must be ASCII here.
    public static func inserting(_ entries: [(keyword: String, text: String)], into png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 4 + 4 + 13 + 4  // signature, IHDR length, type, data, CRC
        guard png.count >= headerEnd else { return png }
        var chunks: [UInt8] = []
        for (keyword, text) in entries {
            let data = Array(keyword.utf8) + [0] + Array(text.utf8)
            let type = Array("tEXt".utf8)
            chunks += bigEndian(UInt32(data.count)) + type + data + bigEndian(crc32(type + data))
        }
        return Array(png[..<headerEnd]) + chunks + Array(png[headerEnd...])
    }

    /// The `tEXt` chunks of `png`, keyword to text (empty when it is not a PNG).
    public static func entries(in png: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= png.count else { break }
            if type == "tEXt", let zero = png[start..<start + length].firstIndex(of: 0) {
                result[String(decoding: png[start..<zero], as: UTF8.self)] =
                    String(decoding: png[(zero + 1)..<(start + length)], as: UTF8.self)
            }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        return result
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
