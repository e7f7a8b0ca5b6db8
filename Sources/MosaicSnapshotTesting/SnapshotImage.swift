import Foundation
import MosaicCairo
import MosaicFrames
import MosaicSnapshot

/// What the pixel strategies compare: an image with its pixel hash, the library versions it was
/// drawn with, and (for layouts) the frames of its elements.
///
/// Stored as one PNG in `__Snapshots__`: the pixels, plus `tEXt` chunks holding the record
/// (`mosaic-pixels`: ``SnapshotReference`` as JSON) and the frames (`mosaic-frames`: a
/// ``FrameDump``). The record is what the comparison trusts; the pixels serve the tolerant diff.
public struct SnapshotImage: Sendable {
    /// The pixel hash, size, format and library versions.
    public var record: SnapshotReference
    /// The elements' frames, when the image is of a layout.
    public var frames: [LayoutFrame]?
    /// Why the image could not be made or read (then the comparison fails with this message).
    public var failure: String?
    /// The device scale the frames were laid out at.
    public var scale: Double
    /// The content coordinates at the image's top-left corner (where the page is scrolled).
    public var origin: (x: Double, y: Double) = (0, 0)
    private var source: Source

    private enum Source: Sendable {
        case pixels(RGBAImage)
        case png([UInt8])
    }

    static let recordKeyword = "mosaic-pixels"
    static let framesKeyword = "mosaic-frames"

    /// An image just drawn: `snapshot` is its hash and pixels.
    public init(_ snapshot: PixelSnapshot, frames: [LayoutFrame]? = nil, scale: Double = 1,
                origin: (x: Double, y: Double) = (0, 0)) {
        self.origin = origin
        record = SnapshotReference(hash: snapshot.hash, width: snapshot.image.width, height: snapshot.image.height,
                                   format: snapshot.format, versions: .current, image: nil)
        self.frames = frames.map(LayoutFrame.sorted)
        self.scale = scale
        source = .pixels(snapshot.image)
    }

    /// An image that could not be made; comparing it fails with `failure`.
    public init(failure: String) {
        record = SnapshotReference(hash: PixelHash(of: RGBAImage(width: 0, height: 0, pixels: [])), width: 0, height: 0,
                                   format: "none", versions: .current, image: nil)
        self.failure = failure
        scale = 1
        source = .pixels(RGBAImage(width: 0, height: 0, pixels: []))
    }

    /// A stored reference, read from its PNG bytes.
    public init(pngData data: Data) {
        let bytes = [UInt8](data)
        let text = PNGText.entries(in: bytes)
        source = .png(bytes)
        scale = 1
        if let json = text[Self.recordKeyword],
           let record = try? JSONDecoder().decode(SnapshotReference.self, from: Data(json.utf8)) {
            self.record = record
            failure = nil
        } else {
            record = SnapshotReference(hash: PixelHash(of: RGBAImage(width: 0, height: 0, pixels: [])), width: 0,
                                       height: 0, format: "none", versions: .current, image: nil)
            failure = "The reference PNG has no Mosaic pixel record (a tEXt chunk '\(Self.recordKeyword)'): "
                + "it was not written by MosaicSnapshotTesting. Re-record it."
        }
        frames = text[Self.framesKeyword].flatMap { try? FrameDump.parse($0) }
    }

    /// The pixels (decoded from the PNG for a stored reference).
    public func pixels() throws -> RGBAImage {
        switch source {
        case .pixels(let image): return image
        case .png(let bytes): return try RGBAImage(pngData: bytes, source: "the reference PNG")
        }
    }

    /// The PNG bytes with the record and frames in text chunks: byte-stable for equal pixels.
    public func pngData() throws -> Data {
        let png: [UInt8]
        switch source {
        case .png(let bytes): return Data(bytes)
        case .pixels(let image): png = try image.pngData(encoding: .smallest)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var entries = [(keyword: Self.recordKeyword, text: String(decoding: try encoder.encode(record), as: UTF8.self))]
        if let frames { entries.append((Self.framesKeyword, FrameDump.text(frames))) }
        return Data(PNGText.inserting(entries, into: png))
    }
}
