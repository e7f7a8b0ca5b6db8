import Foundation
import MosaicCairo

/// A SHA-256 of canonical raw pixels, never of encoded file bytes.
///
/// The hashed bytes are an ASCII header, `mosaic-pixels 1\n<width> <height> <format>\n`,
/// then each row of pixels without stride padding: for an ``ImageSurface`` in ARGB32,
/// 4 bytes a pixel in the order A, R, G, B (premultiplied, as Cairo stores it); in RGB24,
/// R, G, B; for an ``RGBAImage`` (format `rgba8`), R, G, B, A straight. The byte order does
/// not depend on the machine's endianness. Computed with GLib's SHA-256 (MosaicCairo's `SHA256Stream`).
public struct PixelHash: Hashable, Codable, Sendable, CustomStringConvertible {
    /// 64 lowercase hexadecimal digits.
    public let hex: String

    /// Wraps a hexadecimal digest (as stored in a reference file).
    public init(hex: String) {
        self.hex = hex.lowercased()
    }

    /// The hash of a surface's canonical pixels.
    public init(of surface: ImageSurface) {
        let hasher = SHA256Stream()
        hasher.update(Self.header(width: surface.width, height: surface.height, format: surface.format.name))
        surface.forEachCanonicalRow { hasher.update($0) }
        self.hex = hasher.finish()
    }

    /// The hash of straight RGBA pixels (format name `rgba8`).
    public init(of image: RGBAImage) {
        let hasher = SHA256Stream()
        hasher.update(Self.header(width: image.width, height: image.height, format: "rgba8"))
        image.pixels.withUnsafeBytes { hasher.update($0) }
        self.hex = hasher.finish()
    }

    /// The header hashed before the rows.
    public static func header(width: Int, height: Int, format: String) -> [UInt8] {
        Array("mosaic-pixels 1\n\(width) \(height) \(format)\n".utf8)
    }

    /// The hexadecimal digest.
    public var description: String { hex }

    /// Encodes as a bare string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    /// Decodes from a bare string.
    public init(from decoder: Decoder) throws {
        self.init(hex: try decoder.singleValueContainer().decode(String.self))
    }
}
