import Foundation
import MosaicCairo

/// What a reference records about an accepted rendering: its pixel hash and the library
/// versions it was drawn with. `mosaic snapshot` stores it as `<variant>.json` beside the PNG;
/// MosaicSnapshotTesting stores it inside the reference PNG (``PNGText``).
public struct SnapshotReference: Codable, Hashable, Sendable {
    /// The pixel hash of the accepted rendering.
    public var hash: PixelHash
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// Its pixel format name (`argb32`, `rgb24`, `rgba8`).
    public var format: String
    /// The library versions and CPU architecture it was rendered with.
    public var versions: CairoVersions
    /// The reference PNG's file name, next to the JSON file, or nil when none is kept.
    public var image: String?

    /// Makes a record.
    public init(hash: PixelHash, width: Int, height: Int, format: String, versions: CairoVersions, image: String?) {
        self.hash = hash
        self.width = width
        self.height = height
        self.format = format
        self.versions = versions
        self.image = image
    }

    /// Reads a reference file.
    public static func read(from url: URL) throws -> SnapshotReference {
        try JSONDecoder().decode(SnapshotReference.self, from: Data(contentsOf: url))
    }

    /// Writes the record as pretty, key-sorted JSON, atomically.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
    }
}
