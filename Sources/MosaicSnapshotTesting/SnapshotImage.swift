import Foundation
import MosaicCairo
import MosaicFrames
import MosaicSnapshot

/// What the pixel strategies compare: an image with its pixel hash, the library versions and
/// fonts it was drawn with, and (for layouts) the frames of its visible elements.
///
/// Stored as one PNG in `__Snapshots__` (`ReferencePNG`, the format `mosaic snapshot` writes
/// too): the pixels, the record (`mosaic-pixels`), the frames (`mosaic-frames`) and what each
/// element drew (`mosaic-content`, for verdicts across library versions). Reading one
/// checks it as a unit (it decodes, and its pixels have the recorded size and hash); a damaged
/// reference, or the error marker of a screen that could not be drawn, fails every comparison
/// with its cause.
public struct SnapshotImage: Sendable {
    /// The pixel hash, size, format, library versions, fonts and Mosaic release.
    public var record: SnapshotReference
    /// The visible elements' frames, when the image is of a layout.
    public var frames: [LayoutFrame]?
    /// What each drawn element drew, when the image is of a layout (nil in references recorded without it).
    public var content: DrawnContent?
    /// Why the image could not be made or read (then the comparison fails with this message).
    public var failure: String?
    /// The device scale the frames were laid out at.
    public var scale: Double
    /// The content coordinates at the image's top-left corner (where the page is scrolled).
    public var origin: (x: Double, y: Double) = (0, 0)
    private var source: Source

    private enum Source: Sendable {
        case pixels(RGBAImage)
        /// A stored reference's bytes, its pixels when reading decoded them, and its record as read.
        case png([UInt8], RGBAImage?, SnapshotReference)
        case marker
    }

    /// An image just drawn: `snapshot` is its hash and pixels; `frames`, the visible elements'.
    public init(
        _ snapshot: PixelSnapshot, frames: [LayoutFrame]? = nil, content: DrawnContent? = nil, scale: Double = 1,
        origin: (x: Double, y: Double) = (0, 0)
    ) {
        self.origin = origin
        self.content = content
        record = SnapshotReference(
            hash: snapshot.hash, width: snapshot.image.width, height: snapshot.image.height,
            format: snapshot.format)
        self.frames = frames.map(LayoutFrame.sorted)
        self.scale = scale
        source = .pixels(snapshot.image)
    }

    /// An image that could not be made; comparing it fails with `failure`, and it is stored as
    /// an error marker that no later comparison accepts.
    public init(failure: String) {
        record = Self.emptyRecord
        self.failure = failure
        scale = 1
        source = .marker
    }

    /// A stored reference, read from its PNG bytes and checked (see the type's documentation).
    public init(pngData data: Data) {
        let bytes = [UInt8](data)
        scale = 1
        if let cause = ReferencePNG.errorMarkerCause(in: bytes) {
            record = Self.emptyRecord
            failure =
                "The reference was recorded from a screen that could not be drawn (\(cause)). "
                + "Fix the screen, then re-record the reference."
            source = .marker
            return
        }
        do {
            let (reference, image) = try ReferencePNG.read(bytes)
            record = reference.record
            frames = reference.frames.flatMap { try? FrameDump.parse($0) }
            if let json = reference.content {
                guard let content = try? DrawnContent(json: json) else {
                    record = Self.emptyRecord
                    failure = "The reference PNG's drawn content (mosaic-content) cannot be read. Re-record it."
                    source = .marker
                    return
                }
                self.content = content
            }
            source = .png(bytes, image, reference.record)
        } catch {
            record = Self.emptyRecord
            failure = "The reference PNG cannot be trusted: \(error). Re-record it."
            source = .marker
        }
    }

    private static let emptyRecord = SnapshotReference(
        hash: PixelHash(of: RGBAImage(width: 0, height: 0, pixels: [])), width: 0, height: 0, format: "none")

    /// The pixels (for a stored reference, decoded and checked against its record's size and hash).
    public func pixels() throws -> RGBAImage {
        switch source {
        case .pixels(let image), .png(_, let image?, _): return image
        case .png(let bytes, nil, let stored): return try ReferencePNG.checkPixels(of: bytes, against: stored)
        case .marker: throw ScreenError(description: failure ?? "no pixels")
        }
    }

    /// The reference file: the PNG with the record and frames in text chunks (byte-stable for
    /// equal pixels), or the error marker of an image that could not be made.
    public func pngData() throws -> Data {
        switch source {
        case .png(let bytes, _, _): return Data(bytes)
        case .marker: return Data(ReferencePNG.errorMarker(failure ?? "no image"))
        case .pixels(let image):
            return Data(
                try ReferencePNG(record: record, frames: frames.map(FrameDump.text), content: content?.json)
                    .pngData(of: image))
        }
    }
}
