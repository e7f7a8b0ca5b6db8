import Foundation

/// A band of rows of a rendered picture, encoded as a PNG of its own. The page puts a
/// picture's strips together; a save re-sends only the strips whose bytes changed, and the
/// browser decodes each strip as it arrives while the next one is drawn.
struct PictureStrip {
    /// The most rows in a strip of a picture `width` pixels wide: about 1.2 million pixels
    /// (1,014 rows of a 3x iPhone 15, 1,179 pixels wide: about a third of a window's height),
    /// at most 1,020 rows, and a multiple of 6 rows so that a strip starts on a whole point (a
    /// whole CSS pixel) at every scale. Wide pictures get shorter strips, so the strip still
    /// being decoded when the render ends is small.
    static func rows(forWidth width: Int) -> Int {
        min(1020, max(6, 1_200_000 / max(width, 1) / 6 * 6))
    }

    /// The picture's row where the strip starts.
    var top: Int
    /// Its rows.
    var height: Int
    /// Its PNG.
    var png: [UInt8]
    /// Names the strip's bytes: 64-bit FNV-1a of the PNG (size included), as 16 hex digits.
    var hash: String

    init(top: Int, height: Int, png: [UInt8]) {
        self.top = top
        self.height = height
        self.png = png
        hash = Self.hash(of: png)
    }

    /// The strip as the page's message names it.
    var info: RenderedView.StripInfo {
        RenderedView.StripInfo(top: top, height: height, hash: hash, url: Self.path(hash))
    }

    /// The strip as a binary WebSocket message: its hash, first row and height as 16, 8 and 8
    /// ASCII hex digits, then its PNG.
    var frame: Data {
        var data = Data((hash + Self.hex(top, digits: 8) + Self.hex(height, digits: 8)).utf8)
        data.append(contentsOf: png)
        return data
    }

    private static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Where the page downloads a strip it was not sent.
    static func path(_ hash: String) -> String { "/strip/\(hash).png" }

    /// The hash in a strip's path, when the path is one the preview made.
    static func hash(inPath path: String) -> String? {
        guard path.hasPrefix("/strip/"), path.hasSuffix(".png") else { return nil }
        let hash = path.dropFirst("/strip/".count).dropLast(".png".count)
        guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            return nil
        }
        return String(hash)
    }

    static func hash(of bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return hex(value, digits: 16)
    }
}
