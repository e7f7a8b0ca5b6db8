import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// PNG output: the streaming encoder used for pages taller than Cairo's limit writes
/// files that decode (with libpng, through Cairo) to exactly the pixels drawn.
final class PNGOutputTests: XCTestCase {
    private func figure(background: Color? = nil) throws -> ImageSurface {
        var style = RenderStyle.standard(for: .light)
        if let background { style.background = background }
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: "Title", subtitle: "A subtitle that wraps", badge: "12")
            ])
        ])
        return try render(
            Layouts.grid(header: true, badges: true, background: true), counts: [9], content: content,
            canvas: smallCanvas(scale: 2), style: style)
    }

    /// Encodes `surface` with the streaming encoder, fed in bands of `band` rows.
    private func streamed(_ surface: ImageSurface, band: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let encoder = try StreamingPNGEncoder(
            width: surface.width, height: surface.height,
            hasAlpha: surface.format == .argb32
        ) { bytes += $0 }
        for top in stride(from: 0, to: surface.height, by: band) {
            try encoder.append(surface, rows: top..<min(top + band, surface.height))
        }
        try encoder.finish()
        return bytes
    }

    private func decoded(_ bytes: [UInt8]) throws -> ImageSurface {
        let url = try temporaryDirectory().appendingPathComponent("decoded.png")
        try Data(bytes).write(to: url)
        return try ImageSurface(contentsOfPNG: url.path)
    }

    func testStreamedRGBImageDecodesToTheSamePixels() throws {
        let surface = try figure()
        XCTAssertEqual(surface.format, .rgb24)
        let back = try decoded(try streamed(surface, band: 97))
        XCTAssertEqual(back.width, 480)
        XCTAssertEqual(back.height, 640)
        XCTAssertEqual(back.straightRGBA(), surface.straightRGBA())
    }

    func testStreamedTranslucentImageDecodesToTheSamePixels() throws {
        let surface = try figure(background: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        XCTAssertEqual(surface.format, .argb32)
        let back = try decoded(try streamed(surface, band: 200))
        XCTAssertEqual(back.straightRGBA(), surface.straightRGBA())
    }

    func testStreamedFlatImageIsSmall() throws {
        let surface = try ImageSurface(width: 1000, height: 1000, format: .rgb24)
        try DrawingContext(surface: surface).paint(.white)
        let bytes = try streamed(surface, band: 1000)
        XCTAssertLessThan(bytes.count, 8_000, "3 MB of white pixels")
        XCTAssertEqual(try decoded(bytes).pixel(x: 999, y: 999), 0xFFFF_FFFF)
    }

    func testBandsDoNotChangeTheBytes() throws {
        // A row repeating the last row of the band before must be found as in one band.
        for surface in [try figure(), try figure(background: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))] {
            let whole = try streamed(surface, band: surface.height)
            XCTAssertEqual(try streamed(surface, band: 1), whole)
            XCTAssertEqual(try streamed(surface, band: 97), whole)
        }
    }

    func testNoiseDecodesToTheSamePixels() throws {
        // Incompressible pixels: literal-only blocks, every Huffman code length in use.
        let surface = try ImageSurface(width: 300, height: 300, format: .rgb24)
        var state: UInt32 = 12345
        surface.withUnsafeMutablePixelBytes { bytes in
            for index in Swift.stride(from: 0, to: bytes.count, by: 4) {
                state = state &* 1_664_525 &+ 1_013_904_223
                bytes.storeBytes(of: state >> 8, toByteOffset: index, as: UInt32.self)
            }
        }
        XCTAssertEqual(try decoded(try streamed(surface, band: 64)).straightRGBA(), surface.straightRGBA())
    }

    func testRendererPNGDataDecodesToTheImageWithEitherEncoder() throws {
        let scene = try RenderScene(layout: Layouts.list(header: true), itemCounts: [6], canvas: smallCanvas())
        let image = try Renderer().image(of: scene)
        for encoder in [Renderer.PNGEncoder.streaming, .mosaicCairo(.standard)] {
            let back = try decoded(try Renderer(pngEncoder: encoder).pngData(of: scene))
            XCTAssertEqual(back.straightRGBA(), image.straightRGBA(), "\(encoder)")
        }
    }

    func testWritePNGWritesTheFileAtomically() throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent("nested/page.png")
        let scene = try RenderScene(layout: Layouts.list(), itemCounts: [3], canvas: smallCanvas())
        try Renderer().writePNG(of: scene, to: url)
        XCTAssertEqual(try ImageSurface(contentsOfPNG: url.path).height, 320)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["page.png"])
    }
}
