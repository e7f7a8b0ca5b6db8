import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest

/// The one-file reference: written, read back and checked as a unit.
final class ReferencePNGTests: XCTestCase {
    /// Translucent pixels of every alpha survive the trip through a PNG: the decoded pixels hash
    /// to the hash of the premultiplied surface they were drawn on.
    func testATranslucentSurfaceReadsBackToItsHash() throws {
        var image = RGBAImage(width: 256, height: 3, fill: (0, 0, 0, 0))
        for x in 0..<256 {
            image.setPixel(x: x, y: 0, UInt32(x) << 24 | 0x40_80_00 | UInt32(x))  // red ramp, alpha ramp
            image.setPixel(x: x, y: 1, 0xFF_FF_FF_00 | UInt32(255 - x))  // white, alpha ramp
            image.setPixel(x: x, y: 2, 0x12_34_56_00 | UInt32(x % 7 == 0 ? 255 : x))
        }
        let surface = try image.makeSurface()
        let snapshot = PixelSnapshot(surface)
        XCTAssertEqual(snapshot.format, "argb32")
        let record = SnapshotReference(hash: snapshot.hash, width: 256, height: 3, format: "argb32")
        let png = try ReferencePNG(record: record).pngData(of: snapshot.image)
        XCTAssertEqual(try ReferencePNG.checkPixels(of: png, against: record).width, 256)
    }

    /// A sealed reference is read without decoding its pixels; without its seal (or with the
    /// seal broken) it is decoded and its pixels hashed.
    func testASealedReferenceIsNotDecodedAndAnUnsealedOneIs() throws {
        let image = RGBAImage(width: 4, height: 2, fill: (0x80, 0x80, 0x80, 0xFF))
        let record = SnapshotReference(hash: PixelHash(of: image), width: 4, height: 2, format: "rgba8")
        let png = try ReferencePNG(
            record: record, frames: "mosaic-frames 1: category kind section item x y width height zIndex\n"
        )
        .pngData(of: image)
        XCTAssertNil(try ReferencePNG.read(png).image)
        let unsealed = PNGText.inserting([("mosaic-pixels", record.json())], into: try image.pngData())
        XCTAssertEqual(try ReferencePNG.read(unsealed).image, image)
    }

    func testTheRecordFramesAndContentComeBackAsWritten() throws {
        let image = RGBAImage(width: 4, height: 2, fill: (0x80, 0x80, 0x80, 0xFF))
        let record = SnapshotReference(
            hash: PixelHash(of: image), width: 4, height: 2, format: "rgba8",
            source: "Samples/grid.yaml", variant: "iphone-15-dark")
        // A kind from a layout file may be any Unicode: it goes in an iTXt chunk, as UTF-8.
        let frames =
            "mosaic-frames 1: category kind section item x y width height zIndex\nsupplementary bädge 0 0 1 2 3 4 0\n"
        let png = try ReferencePNG(record: record, frames: frames, content: "{\"cells\":[]}").pngData(of: image)
        XCTAssertEqual(
            try ReferencePNG(record: record, frames: frames, content: "{\"cells\":[]}").pngData(of: image), png,
            "byte-stable")
        let (read, _) = try ReferencePNG.read(png)
        XCTAssertEqual(read.frames, frames)
        XCTAssertEqual(read.content, "{\"cells\":[]}")
        XCTAssertEqual(read.record.source, "Samples/grid.yaml")
        XCTAssertEqual(read.record.mosaic, MosaicRelease.version)
        XCTAssertEqual(read.record.fonts, FontIdentity.pinned)
        XCTAssertEqual(FontIdentity.pinned.first?.file, "Inter-Thin.otf")
        XCTAssertEqual(FontIdentity.pinned.first?.sha256.count, 16)
    }

    func testAnErrorMarkerIsNeverAReference() {
        let marker = ReferencePNG.errorMarker("Unknown device 'iphone-16'.")
        XCTAssertFalse(marker.isEmpty)
        XCTAssertEqual(ReferencePNG.errorMarkerCause(in: marker), "Unknown device 'iphone-16'.")
        XCTAssertThrowsError(try ReferencePNG.read(marker)) { error in
            XCTAssertEqual(
                "\(error)", "it was recorded from a screen that could not be drawn (Unknown device 'iphone-16'.)")
        }
    }

    func testOtherFontFilesCountAsAnotherRenderingStack() {
        func drawnElsewhere(_ record: SnapshotReference) -> Bool {
            !RenderingEnvironment.current.differences(from: RenderingEnvironment(recordedIn: record)).isEmpty
        }
        var record = SnapshotReference(hash: PixelHash(hex: "00"), width: 1, height: 1, format: "rgb24")
        XCTAssertFalse(drawnElsewhere(record))
        record.fonts = [FontIdentity(file: "Inter-Regular.otf", sha256: "0123456789abcdef")]
        XCTAssertTrue(drawnElsewhere(record))
        // 0.1.0 recorded no fonts: only the library versions can tell.
        record.fonts = nil
        XCTAssertFalse(drawnElsewhere(record))
        record.versions.cairo = "1.18.4"
        XCTAssertTrue(drawnElsewhere(record))
    }
}
