import Foundation
import MosaicCairo

/// What a reference records about an accepted rendering: its pixel hash, size and format, the
/// library versions, fonts and Mosaic release it was drawn with, and (for `mosaic snapshot`)
/// the source file and variant it belongs to.
///
/// Stored as JSON in the reference PNG's `mosaic-pixels` text chunk (``ReferencePNG``). Records
/// of Mosaic 0.1.0 lack ``reference`` and the fields after it; `mosaic snapshot` of 0.1.0 kept
/// them in a `<variant>.json` file beside the PNG, which still verifies.
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
    /// The reference PNG's file name in a 0.1.0 `<variant>.json` file; nil in a PNG's record.
    public var image: String?
    /// The record's format: ``currentFormat`` for a record in the PNG; nil for 0.1.0's.
    public var reference: Int?
    /// The Mosaic release that recorded it (``MosaicRelease/version``); nil means 0.1.0.
    public var mosaic: String?
    /// The pinned fonts it was drawn with; nil when not recorded (0.1.0).
    public var fonts: [FontIdentity]?
    /// The layout file it was drawn from, as given to `mosaic snapshot`; nil for the Swift strategies.
    public var source: String?
    /// The variant's name (`iphone-15-dark`); nil for the Swift strategies.
    public var variant: String?

    /// The format of records this release writes.
    public static let currentFormat = 2

    /// Makes a record; `fonts` and `mosaic` default to this process's.
    public init(
        hash: PixelHash, width: Int, height: Int, format: String, versions: CairoVersions = .current,
        image: String? = nil, fonts: [FontIdentity]? = FontIdentity.pinned,
        mosaic: String? = MosaicRelease.version, source: String? = nil, variant: String? = nil
    ) {
        self.hash = hash
        self.width = width
        self.height = height
        self.format = format
        self.versions = versions
        self.image = image
        self.reference = Self.currentFormat
        self.mosaic = mosaic
        self.fonts = fonts
        self.source = source
        self.variant = variant
    }

    /// The release that recorded it (0.1.0 wrote no version).
    public var recordedBy: String { mosaic ?? "0.1.0" }

    /// Reads a 0.1.0 `<variant>.json` reference file.
    public static func read(from url: URL) throws -> SnapshotReference {
        try JSONDecoder().decode(SnapshotReference.self, from: Data(contentsOf: url))
    }

    /// The record as compact, key-sorted JSON: the same bytes for the same record.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
