import CompositionalLayout
import Foundation
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicCairo
@testable import MosaicRender

/// A full page taller than Cairo's 32767-pixel limit: 800 rows of 44 pt, 1 pt apart, on a
/// 60 pt wide canvas at scale 1 is 60 x 35999 pixels, drawn in strips of 4096 rows.
final class TallPageTests: XCTestCase {
    private let rows = 800
    private let height = 800 * 45 - 1

    /// Rows whose index is a multiple of 40, or that cross a strip boundary, have a title.
    private func scene() throws -> RenderScene {
        let titled = (0..<rows).filter { row in row % 40 == 0 || (row * 45) / 4096 != (row * 45 + 43) / 4096 }
        let items = (0..<rows).map { titled.contains($0) ? CellContent(title: "Row \($0)") : CellContent() }
        return try narrowListPage(items, placeholder: .blank)
    }

    /// The page's pixels, joined from strips of `stripHeight` rows.
    private func pixels(stripHeight: Int) throws -> RGBAImage {
        var pixels: [UInt8] = []
        try Renderer(stripHeight: stripHeight).drawStrips(of: try scene()) { strip, top in
            XCTAssertEqual(top, pixels.count / (60 * 4))
            pixels += strip.straightRGBA()
        }
        return RGBAImage(width: 60, height: pixels.count / (60 * 4), pixels: pixels)
    }

    /// The image cut into columns of at most 16384 rows, side by side, so that the whole
    /// page fits one Cairo surface for the reference PNG.
    private func folded(_ image: RGBAImage) -> RGBAImage {
        let rowsPerColumn = 16384
        let columns = (image.height + rowsPerColumn - 1) / rowsPerColumn
        var folded = RGBAImage(width: image.width * columns, height: rowsPerColumn, fill: (0, 0, 0, 0))
        for y in 0..<image.height {
            for x in 0..<image.width {
                folded.setPixel(x: (y / rowsPerColumn) * image.width + x, y: y % rowsPerColumn, image.pixel(x: x, y: y))
            }
        }
        return folded
    }

    func testPageIsDrawnInStripsMatchingTheReference() throws {
        let page = try pixels(stripHeight: 4096)
        XCTAssertEqual(page.height, height)
        XCTAssertEqual(page.pixel(x: 30, y: 44 * 45 + 20), 0x007A_FFFF, "row 44: a blank placeholder, systemBlue")
        XCTAssertEqual(page.pixel(x: 30, y: 44 * 45 + 44), 0xFFFF_FFFF, "the 1 pt gap under it")
        XCTAssertEqual(page.pixel(x: 30, y: height - 2), 0x007A_FFFF, "row 799, the last")
        assertSnapshot(of: folded(page), as: .rgba)
    }

    func testStripHeightDoesNotChangeAPixel() throws {
        XCTAssertEqual(try pixels(stripHeight: 4096), try pixels(stripHeight: 997))
    }

    func testTooTallForOneSurface() throws {
        XCTAssertThrowsError(try Renderer().image(of: try scene())) { error in
            XCTAssertEqual(error as? RenderError, .outputTooLarge(what: "tall", pixels: height, limit: 32767))
            XCTAssertTrue("\(error)".contains("writePNG"), "\(error)")
        }
    }

    func testPNGOfTheTallPageIsOneWellFormedFile() throws {
        let bytes = try Renderer().pngData(of: try scene())
        XCTAssertEqual(Array(bytes[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try PNGChunks(bytes)
        XCTAssertEqual(chunks.first?.type, "IHDR")
        XCTAssertEqual(chunks.last?.type, "IEND")
        XCTAssertEqual(Set(chunks.dropFirst().dropLast().map(\.type)), ["IDAT"])
        let header = chunks[0].data
        func bigEndian(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(bigEndian(0), 60, "width")
        XCTAssertEqual(bigEndian(4), height, "height")
        XCTAssertEqual(Array(header[8...]), [8, 2, 0, 0, 0], "8-bit RGB, deflate, no interlace")
        XCTAssertLessThan(bytes.count, 400_000, "8.6 MB of pixels, mostly repeated rows")
    }
}

/// The chunks of a PNG file, each checked against its CRC.
struct PNGChunks: RandomAccessCollection {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    private let chunks: [Chunk]
    var startIndex: Int { chunks.startIndex }
    var endIndex: Int { chunks.endIndex }
    subscript(index: Int) -> Chunk { chunks[index] }

    struct Malformed: Error {}

    init(_ bytes: [UInt8]) throws {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let body = Array(bytes[offset + 4..<offset + 8 + length])
            let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            var crc = CRC32()
            crc.update(body)
            guard crc.value == stored else { throw Malformed() }
            chunks.append(Chunk(type: String(decoding: body[0..<4], as: UTF8.self), data: Array(body[4...])))
            offset += 12 + length
        }
        guard offset == bytes.count else { throw Malformed() }
        self.chunks = chunks
    }
}
