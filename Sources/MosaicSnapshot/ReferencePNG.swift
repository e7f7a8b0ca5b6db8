import Foundation
import MosaicCairo

/// A reference as one file: a PNG of the accepted pixels whose text chunks carry what the
/// pixels alone cannot say, written and read as one unit.
///
/// Chunks, in this order after the header:
/// - `mosaic-pixels`: the ``SnapshotReference`` as compact, key-sorted JSON (pixel hash, size,
///   format, library versions, fonts, Mosaic's version, source file and variant);
/// - `mosaic-frames`: the visible elements' frames as a `FrameDump` text, when the picture is
///   of a layout;
/// - `mosaic-content`: what each visible element draws (text, colours, images), when recorded;
/// - `mosaic-seal`: the SHA-256 of the other chunks' data and the image data (``ReferenceSeal``).
///
/// Reading checks the whole unit every time (``read(_:)``): the file is a whole PNG with
/// undamaged chunks and a record, and holds pixels of the recorded size and hash (the seal
/// proves it without decoding; without it the pixels are decoded and hashed). A
/// picture that could not be drawn is stored as an error marker (``errorMarker(_:)``), which
/// reading always refuses with its cause, so it never passes as a reference.
public struct ReferencePNG: Sendable {
    /// The record: hash, size, versions, fonts, release, source and variant.
    public var record: SnapshotReference
    /// The visible elements' frames as a `FrameDump` text, or nil.
    public var frames: String?
    /// The visible elements' drawn content (the per-element data of the tolerant verdict), as
    /// text its writer defines, or nil.
    public var content: String?

    /// The text chunk keyword of the record.
    public static let recordKeyword = "mosaic-pixels"
    /// The text chunk keyword of the frames.
    public static let framesKeyword = "mosaic-frames"
    /// The text chunk keyword of the drawn content.
    public static let contentKeyword = "mosaic-content"
    /// The text chunk keyword of an error marker's cause.
    public static let errorKeyword = "mosaic-error"

    /// Makes a reference of its parts.
    public init(record: SnapshotReference, frames: String? = nil, content: String? = nil) {
        self.record = record
        self.frames = frames
        self.content = content
    }

    /// The reference file: `image` encoded as the smallest PNG, then the text chunks. The same
    /// pixels and record give the same bytes.
    public func pngData(of image: RGBAImage) throws -> [UInt8] {
        inserting(into: try image.pngData(encoding: .smallest))
    }

    /// `png` (an encoded image of the record's pixels) with this reference's text chunks.
    public func inserting(into png: [UInt8]) -> [UInt8] {
        var entries = [(keyword: Self.recordKeyword, text: record.json())]
        if let frames { entries.append((Self.framesKeyword, frames)) }
        if let content { entries.append((Self.contentKeyword, content)) }
        return ReferenceSeal.sealing(PNGText.inserting(entries, into: png))
    }

    /// A file that stands where a reference would for a picture that could not be drawn: a 1x1
    /// PNG with no record and a `mosaic-error` chunk holding `cause`. ``read(_:)`` refuses it
    /// with ``ReferenceDamage/errorMarker(cause:)``.
    public static func errorMarker(_ cause: String) -> [UInt8] {
        let pixel = (try? RGBAImage(width: 1, height: 1, fill: (255, 0, 255, 255)).pngData(encoding: .smallest)) ?? []
        return PNGText.inserting([(errorKeyword, cause)], into: pixel)
    }

    /// The cause in an error marker's bytes, or nil when they are not one.
    public static func errorMarkerCause(in bytes: [UInt8]) -> String? {
        PNGText.entries(in: bytes)[errorKeyword]
    }

    /// Reads a reference file and checks it as one unit: a whole PNG, not an error marker, with
    /// a readable record, holding pixels of the recorded size and hash. A reference whose seal
    /// (``ReferenceSeal``) matches holds the recorded pixels as they were encoded, and is not
    /// decoded; any other is decoded and its pixels hashed.
    ///
    /// - Returns: the reference, and its pixels when they were decoded to check them.
    /// - Throws: ``ReferenceDamage`` naming the first thing wrong.
    public static func read(_ bytes: [UInt8]) throws(ReferenceDamage) -> (reference: ReferencePNG, image: RGBAImage?) {
        let sealed =
            ReferenceSeal.compute(bytes).map { seal in
                (try? PNGText.checkedEntries(in: bytes, checkingCRCs: false))?[ReferenceSeal.keyword] == seal
            } ?? false
        let entries: [String: String]
        do {
            entries = try PNGText.checkedEntries(in: bytes, checkingCRCs: !sealed)
        } catch {
            throw .structure(error)
        }
        if let cause = entries[errorKeyword] { throw .errorMarker(cause: cause) }
        guard let json = entries[recordKeyword] else { throw .noRecord }
        let record: SnapshotReference
        do {
            record = try JSONDecoder().decode(SnapshotReference.self, from: Data(json.utf8))
        } catch {
            throw .unreadableRecord(reason: "\(error)")
        }
        let reference = ReferencePNG(record: record, frames: entries[framesKeyword], content: entries[contentKeyword])
        if sealed, let size = headerSize(of: bytes), size == (record.width, record.height) {
            return (reference, nil)
        }
        return (reference, try checkPixels(of: bytes, against: record))
    }

    /// The width and height in a PNG's header.
    static func headerSize(of png: [UInt8]) -> (Int, Int)? {
        guard png.count >= 24 else { return nil }
        func number(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// Decodes `png` and checks that its pixels have `record`'s size and hash.
    public static func checkPixels(of png: [UInt8], against record: SnapshotReference) throws(ReferenceDamage)
        -> RGBAImage
    {
        let image: RGBAImage
        do {
            image = try RGBAImage(pngData: png, source: "the reference PNG")
        } catch {
            throw .undecodable(reason: "\(error)")
        }
        guard image.width == record.width, image.height == record.height else {
            throw .sizeMismatch(recorded: (record.width, record.height), found: (image.width, image.height))
        }
        guard PixelHash(of: image, as: record.format) == record.hash else { throw .hashMismatch(recorded: record.hash) }
        return image
    }
}

/// Why a stored reference cannot be trusted: it must be re-recorded (the record modes repair it).
public enum ReferenceDamage: Error, Sendable, CustomStringConvertible {
    /// The file is not a whole, undamaged PNG.
    case structure(PNGStructureError)
    /// The file marks a picture that could not be drawn when it was recorded.
    case errorMarker(cause: String)
    /// The PNG has no Mosaic record (it was not written by Mosaic, or its chunk was removed).
    case noRecord
    /// The record is not valid JSON of a reference.
    case unreadableRecord(reason: String)
    /// The image data cannot be decoded.
    case undecodable(reason: String)
    /// The image's size differs from the recorded one.
    case sizeMismatch(recorded: (width: Int, height: Int), found: (width: Int, height: Int))
    /// The image's pixels do not hash to the recorded hash.
    case hashMismatch(recorded: PixelHash)
    /// The reviewable frames text beside the PNG differs from the frames in it.
    case framesCopyMismatch(copy: String)

    public var description: String {
        switch self {
        case .structure(let error): return "\(error)"
        case .errorMarker(let cause):
            return "it was recorded from a screen that could not be drawn (\(cause))"
        case .noRecord:
            return
                "the PNG has no Mosaic record (a '\(ReferencePNG.recordKeyword)' text chunk): it was not written by Mosaic"
        case .unreadableRecord(let reason): return "its record cannot be read: \(reason)"
        case .undecodable(let reason): return "its image cannot be decoded: \(reason)"
        case .sizeMismatch(let recorded, let found):
            return
                "its image is \(found.width)x\(found.height) pixels, but the record says \(recorded.width)x\(recorded.height)"
        case .hashMismatch(let recorded):
            return
                "its pixels do not hash to the recorded \(recorded.hex.prefix(12))…: the image was changed after recording"
        case .framesCopyMismatch(let copy):
            return
                "the frames copy \(copy) differs from the frames inside the PNG (edited, or left by another recording)"
        }
    }
}
