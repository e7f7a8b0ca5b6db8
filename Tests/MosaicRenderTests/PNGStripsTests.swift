import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicCairo
@testable import MosaicRender

/// `Renderer.pngStrips` (strips encoded on a second thread while the next is drawn) and
/// `StripMemory` (strips whose pixels did not change are not encoded again), on a full-page
/// list of 30 rows of 44 pt, 1 pt apart, 60 pt wide at scale 1: 60 x 1349 pixels, in strips
/// of 100 rows (13 of 100, the last of 49).
final class PNGStripsTests: XCTestCase {
    private let stripRows = 100

    /// Every row has its own title ("Row 7"), so no two strips have the same pixels.
    private func scene(retitling row: Int? = nil) throws -> RenderScene {
        try narrowListPage(
            (0..<30).map { (index: Int) in CellContent(title: index == row ? "Changed" : "Row \(index)") })
    }

    /// The strips drawn and encoded one after another on this thread.
    private func serialStrips(of scene: RenderScene) throws -> [(top: Int, png: [UInt8])] {
        let renderer = Renderer()
        var strips: [(top: Int, png: [UInt8])] = []
        try renderer.drawStrips(of: scene, maximumHeight: stripRows) { strip, top in
            strips.append((top, try renderer.pngData(of: strip)))
        }
        return strips
    }

    private func pngStrips(of scene: RenderScene, memory: StripMemory? = nil) throws -> [(
        top: Int, height: Int, png: [UInt8]
    )] {
        var strips: [(top: Int, height: Int, png: [UInt8])] = []
        try Renderer().pngStrips(of: scene, maximumHeight: stripRows, memory: memory) { strips.append(($0, $1, $2)) }
        return strips
    }

    func testStripsAreThoseDrawnAndEncodedOneAfterAnother() throws {
        let scene = try scene()
        let strips = try pngStrips(of: scene)
        XCTAssertEqual(strips.map(\.top), Array(stride(from: 0, through: 1300, by: 100)))
        XCTAssertEqual(strips.map(\.height), Array(repeating: 100, count: 13) + [49])
        let serial = try serialStrips(of: scene)
        XCTAssertEqual(strips.count, serial.count)
        for (strip, expected) in zip(strips, serial) {
            XCTAssertEqual(strip.png, expected.png, "the strip at row \(strip.top)")
        }
    }

    func testARedrawEncodesOnlyTheStripsWhosePixelsChanged() throws {
        let memory = StripMemory()
        var encoded: [Int] = []
        func draw(_ scene: RenderScene) throws {
            memory.pictureStarted()
            try Renderer().drawStrips(of: scene, maximumHeight: stripRows, recorder: nil, handsOverSurfaces: true) {
                strip, top in
                _ = try memory.png(of: strip) { strip in
                    encoded.append(top)
                    return try Renderer().pngData(of: strip)
                }
            }
            memory.pictureFinished()
        }
        try draw(try scene())
        XCTAssertEqual(encoded.count, 14)
        XCTAssertEqual(memory.count, 14)

        encoded = []
        try draw(try scene())
        XCTAssertEqual(encoded, [], "the same picture again: every strip remembered")

        encoded = []
        // Row 20 spans rows 900-943 of the picture: the strip of rows 900-999.
        try draw(try scene(retitling: 20))
        XCTAssertEqual(encoded, [900])

        encoded = []
        try draw(try scene())
        XCTAssertEqual(encoded, [900], "only the last picture's strips are remembered")
    }

    func testAPictureThatDoesNotFinishLeavesTheMemoryAsItWas() throws {
        let memory = StripMemory()
        _ = try pngStrips(of: try scene(), memory: memory)
        struct Stop: Error {}
        var delivered: [Int] = []
        XCTAssertThrowsError(
            try Renderer().pngStrips(of: try scene(retitling: 0), maximumHeight: stripRows, memory: memory) {
                top, _, _ in
                delivered.append(top)
                if top == 300 { throw Stop() }
            }
        ) { error in XCTAssertTrue(error is Stop, "\(error)") }
        XCTAssertEqual(delivered, [0, 100, 200, 300], "no strip is delivered after the error")
        XCTAssertEqual(memory.count, 14, "the first picture's strips")
        let redrawn = try pngStrips(of: try scene(), memory: memory)
        XCTAssertEqual(redrawn.map(\.png), try serialStrips(of: try scene()).map(\.png))
    }

    func testPixelDigestTellsPixelsAndSizesApart() throws {
        func surface(width: Int, height: Int, marking: (x: Int, y: Int)? = nil) throws -> ImageSurface {
            let surface = try ImageSurface(width: width, height: height, format: .rgb24)
            surface.withUnsafeMutablePixelBytes { bytes in
                for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index * 7) }
                if let marking { bytes[(marking.y * width + marking.x) * 4] ^= 1 }
            }
            return surface
        }
        let digest = PixelDigest(of: try surface(width: 60, height: 100))
        XCTAssertEqual(digest, PixelDigest(of: try surface(width: 60, height: 100)))
        XCTAssertNotEqual(digest, PixelDigest(of: try surface(width: 60, height: 100, marking: (59, 99))))
        XCTAssertNotEqual(digest, PixelDigest(of: try surface(width: 60, height: 100, marking: (0, 0))))
        XCTAssertNotEqual(digest.value, PixelDigest(of: try surface(width: 60, height: 100, marking: (31, 50))).value)
        XCTAssertNotEqual(digest, PixelDigest(of: try surface(width: 100, height: 60)), "same bytes, another size")
        // 61 x 3 pixels: 183 words of 4 bytes, the last not in a whole 8-byte word.
        XCTAssertNotEqual(
            PixelDigest(of: try surface(width: 61, height: 3)),
            PixelDigest(of: try surface(width: 61, height: 3, marking: (60, 2))))
    }

    func testAnRGB24PixelsUnusedByteIsLeftOut() throws {
        func surface(unusedByte: UInt8) throws -> ImageSurface {
            let surface = try ImageSurface(width: 61, height: 3, format: .rgb24)
            surface.withUnsafeMutablePixelBytes { bytes in
                for pixel in 0..<(61 * 3) {
                    bytes.storeBytes(
                        of: UInt32(pixel * 997) & 0x00FF_FFFF | UInt32(unusedByte) << 24, toByteOffset: pixel * 4,
                        as: UInt32.self)
                }
            }
            return surface
        }
        XCTAssertEqual(PixelDigest(of: try surface(unusedByte: 0)), PixelDigest(of: try surface(unusedByte: 0xFF)))
    }
}
