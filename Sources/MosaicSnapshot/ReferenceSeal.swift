import MosaicCairo

/// A reference's seal: the SHA-256 of what a reference holds, written by its recorder in a
/// `mosaic-seal` text chunk: the data of every other text chunk (record, frames, content), of the
/// header (`IHDR`: size and pixel layout) and of the image data (`IDAT`), in file order.
///
/// The recorder hashed the pixels it encoded into that image data, so a reference whose seal
/// still matches holds exactly the recorded pixels with its own record and frames: verifying it
/// needs no decoding. Any change to those bytes (a cut file, an edited record, pixels from another
/// recording, a re-encoded image) breaks the seal, and the reference is then checked in full:
/// decoded, its size and pixel hash compared with the record.
enum ReferenceSeal {
    static let keyword = "mosaic-seal"

    /// The seal of `png`'s chunks (the seal chunk itself left out), or nil when `png` is not a
    /// whole PNG.
    static func compute(_ png: [UInt8]) -> String? {
        guard png.count >= 8, png[..<8].elementsEqual(PNGText.signature) else { return nil }
        let hasher = SHA256Stream()
        let sealPrefix = Array(keyword.utf8) + [0]
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let start = offset + 8
            guard start + length + 4 <= png.count else { return nil }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let data = png[start..<start + length]
            switch type {
            case "IHDR", "IDAT":
                hasher.update(Array(png[offset + 4..<start]))
                png.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[start..<start + length])) }
            case "tEXt", "iTXt":
                // (A `where` clause would guard only the last pattern of the case.)
                guard !data.starts(with: sealPrefix) else { break }
                hasher.update(Array(png[offset + 4..<start]))
                png.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[start..<start + length])) }
            case "IEND":
                return hasher.finish()
            default:
                break
            }
            offset = start + length + 4
        }
        return nil
    }

    /// `png` with its seal chunk added.
    static func sealing(_ png: [UInt8]) -> [UInt8] {
        guard let seal = compute(png) else { return png }
        return PNGText.inserting([(keyword, seal)], into: png)
    }
}
