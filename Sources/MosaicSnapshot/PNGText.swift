/// Text chunks in PNG bytes: how a reference PNG carries its record, frames and drawn content in
/// one file, byte-stable (no time stamps). ASCII texts go in `tEXt` chunks; others (a layout's
/// kinds and titles may be any Unicode) in uncompressed `iTXt` chunks, whose text is UTF-8 where
/// `tEXt` is Latin-1.
public enum PNGText {
    /// `png` with a text chunk for each entry inserted right after the header chunk, in the
    /// given order. Keywords are 1 to 79 ASCII characters.
    public static func inserting(_ entries: [(keyword: String, text: String)], into png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 4 + 4 + 13 + 4  // signature, IHDR length, type, data, CRC
        guard png.count >= headerEnd else { return png }
        var chunks: [UInt8] = []
        for (keyword, text) in entries {
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
            // iTXt: keyword, 0, compression flag and method (none), empty language and translated keyword.
            let data = Array(keyword.utf8) + (isASCII ? [0] : [0, 0, 0, 0, 0]) + Array(text.utf8)
            let type = Array((isASCII ? "tEXt" : "iTXt").utf8)
            chunks += bigEndian(UInt32(data.count)) + type + data + bigEndian(crc32(type + data))
        }
        return Array(png[..<headerEnd]) + chunks + Array(png[headerEnd...])
    }

    /// The text chunks of `png`, keyword to text (empty when it is not a whole PNG).
    public static func entries(in png: [UInt8]) -> [String: String] {
        (try? checkedEntries(in: png)) ?? [:]
    }

    /// The text chunks of `png` (`tEXt`, and uncompressed `iTXt`), keyword to text, after checking the file's structure: the PNG
    /// signature, every chunk inside the file with a correct CRC (unless `checkingCRCs` is false:
    /// a sealed reference's seal covers its chunks), an `IEND` chunk last.
    ///
    /// - Throws: ``PNGStructureError`` naming what is wrong (empty, not a PNG, cut short, a
    ///   damaged chunk).
    public static func checkedEntries(in png: [UInt8], checkingCRCs: Bool = true) throws(PNGStructureError)
        -> [String: String]
    {
        guard !png.isEmpty else { throw .empty }
        guard png.count >= 8, png[..<8].elementsEqual(signature) else { throw .notPNG }
        var result: [String: String] = [:]
        var offset = 8
        while true {
            guard offset + 12 <= png.count else { throw .truncated(bytes: png.count) }
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let typeBytes = png[offset + 4..<offset + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= png.count else { throw .truncated(bytes: png.count) }
            let stored = png[(start + length)..<(start + length + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard !checkingCRCs || crc32(png[(offset + 4)..<(start + length)]) == stored else {
                throw .damagedChunk(type: type, offset: offset)
            }
            if type == "tEXt" || type == "iTXt", let zero = png[start..<start + length].firstIndex(of: 0) {
                var textStart = zero + 1
                if type == "iTXt" {
                    // Compression flag and method, then language tag and translated keyword, each ending in 0.
                    guard textStart + 2 <= start + length, png[textStart] == 0,
                        let language = png[(textStart + 2)..<(start + length)].firstIndex(of: 0),
                        let translated = png[(language + 1)..<(start + length)].firstIndex(of: 0)
                    else {
                        offset = start + length + 4
                        continue
                    }
                    textStart = translated + 1
                }
                result[String(decoding: png[start..<zero], as: UTF8.self)] =
                    String(decoding: png[textStart..<(start + length)], as: UTF8.self)
            }
            offset = start + length + 4
            if type == "IEND" { return result }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
    static func crc32<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
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

/// Why bytes are not a whole, undamaged PNG file.
public enum PNGStructureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has no bytes.
    case empty
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file ends before its last chunk (`IEND`).
    case truncated(bytes: Int)
    /// A chunk's CRC does not match its bytes.
    case damagedChunk(type: String, offset: Int)

    public var description: String {
        switch self {
        case .empty: return "the file is empty (0 bytes)"
        case .notPNG: return "the file is not a PNG (no PNG signature)"
        case .truncated(let bytes): return "the PNG is cut short: it ends after \(bytes) bytes, before its IEND chunk"
        case .damagedChunk(let type, let offset):
            return "the PNG's \(type.unicodeScalars.allSatisfy(\.properties.isAlphabetic) ? type : "?") chunk at byte "
                + "\(offset) is damaged (its CRC does not match)"
        }
    }
}
