import Foundation
import XCTest

@testable import MosaicCairo

final class OutputTests: XCTestCase {
    private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private func redSquare() throws -> ImageSurface {
        let surface = try ImageSurface(width: 10, height: 10)
        try DrawingContext(surface: surface).paint(Color(hex: "#FF0000")!)
        return surface
    }

    func testPNGBytesStartWithTheSignature() throws {
        for encoding in [PNGEncoding.standard, .fast, .smallest] {
            let bytes = try redSquare().pngData(encoding: encoding)
            XCTAssertEqual(Array(bytes.prefix(8)), pngSignature, "\(encoding)")
        }
    }

    func testPNGRoundTripsThroughCairosReader() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let surface = try ImageSurface(width: 4, height: 1)
        let context = try DrawingContext(surface: surface)
        try context.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let url = directory.appendingPathComponent("round.png")
        try surface.writePNG(to: url)
        let read = try ImageSurface(contentsOfPNG: url.path)
        XCTAssertEqual(read.format, .argb32)
        XCTAssertEqual(read.straightRGBA(), surface.straightRGBA())
        XCTAssertEqual(read.pixel(x: 0, y: 0), surface.pixel(x: 0, y: 0))
    }

    func testEveryEncodingDecodesToTheSamePixels() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let surface = try ImageSurface(width: 40, height: 30)
        let context = try DrawingContext(surface: surface)
        context.addRoundedRect(CGRect(x: 2, y: 2, width: 30, height: 20), cornerRadius: 6)
        try context.fill(
            LinearGradient(
                start: .zero, end: CGPoint(x: 40, y: 0),
                colors: [Color(hex: "#FF000080")!, Color(hex: "#0000FF")!]))
        for (index, encoding) in [PNGEncoding.standard, .fast, .smallest].enumerated() {
            let url = directory.appendingPathComponent("\(index).png")
            try surface.writePNG(to: url, encoding: encoding)
            XCTAssertEqual(
                try ImageSurface(contentsOfPNG: url.path).straightRGBA(), surface.straightRGBA(), "\(encoding)")
        }
    }

    func testOpaqueSurfaceIsWrittenAsRGB() throws {
        let bytes = try redSquare().pngData()
        // IHDR colour type (byte 25): 2 = RGB, 6 = RGBA.
        XCTAssertEqual(bytes[25], 2)
    }

    func testAtomicPNGWriteLeavesNoTemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.png")
        try redSquare().writePNG(to: url)
        try redSquare().writePNG(to: url)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.png"])
    }

    func testFailedAtomicWriteRemovesTheTemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The destination is a non-empty directory, so the final rename fails.
        let blocked = directory.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: blocked)) { error in
            XCTAssertTrue("\(error)".contains(blocked.path), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["blocked"])
    }

    func testMissingPNGThrowsAnErrorNamingThePath() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        let context = try DrawingContext(surface: surface)
        let path = "/nonexistent/mosaic/photo.png"
        XCTAssertThrowsError(try context.draw(pngAt: path, in: CGRect(x: 0, y: 0, width: 10, height: 10))) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
            XCTAssertEqual((error as? CairoError)?.message, "file not found")
        }
    }

    func testNonPNGFileThrowsAnErrorNamingThePath() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("fake.png")
        try Data("not a png".utf8).write(to: url)
        XCTAssertThrowsError(try ImageSurface(contentsOfPNG: url.path)) { error in
            XCTAssertTrue("\(error)".contains(url.path), "\(error)")
        }
    }

    func testAspectFillCoversTheRectAndCropsTheOverflow() throws {
        // A 30x10 image of three 10-pixel bands: red, green, blue.
        let image = try ImageSurface(width: 30, height: 10)
        let imageContext = try DrawingContext(surface: image)
        for (index, hex) in ["#FF0000", "#00FF00", "#0000FF"].enumerated() {
            try imageContext.fill(CGRect(x: 10 * index, y: 0, width: 10, height: 10), with: Color(hex: hex)!)
        }
        // Filling a 20x20 square scales it by 2 to 60x20, centred: only the green band shows.
        let surface = try ImageSurface(width: 40, height: 20)
        let context = try DrawingContext(surface: surface)
        try context.draw(image: image, in: CGRect(x: 10, y: 0, width: 20, height: 20), contentMode: .aspectFill)
        XCTAssertEqual(surface.pixel(x: 9, y: 10), 0, "nothing left of the rect")
        XCTAssertEqual(surface.pixel(x: 30, y: 10), 0, "nothing right of the rect")
        XCTAssertEqual(surface.pixel(x: 12, y: 10), 0xFF00_FF00)
        XCTAssertEqual(surface.pixel(x: 27, y: 10), 0xFF00_FF00)
    }

    func testAspectFitLeavesBands() throws {
        let image = try ImageSurface(width: 2, height: 1)
        try DrawingContext(surface: image).paint(.black)
        let surface = try ImageSurface(width: 10, height: 10)
        let context = try DrawingContext(surface: surface)
        try context.draw(image: image, in: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .aspectFit)
        XCTAssertEqual(surface.pixel(x: 5, y: 0), 0, "top band")
        XCTAssertEqual(surface.pixel(x: 5, y: 5), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 5, y: 9), 0, "bottom band")
    }

    func testSVGHasPixelUnits() throws {
        let svg = try SVGSurface(width: 100, height: 50)
        let context = try DrawingContext(surface: svg)
        try context.fill(CGRect(x: 10, y: 10, width: 20, height: 20), with: .black)
        let text = String(decoding: try svg.finish(), as: UTF8.self)
        XCTAssertTrue(text.contains("<svg"))
        XCTAssertTrue(text.contains("width=\"100px\""), String(text.prefix(300)))
        XCTAssertTrue(text.contains("height=\"50px\""))
    }

    func testSVGFileAppearsOnlyWhenFinished() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("figure.svg")
        let svg = try SVGSurface(width: 10, height: 10, writingTo: url)
        try DrawingContext(surface: svg).paint(.white)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        try svg.finish()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["figure.svg"])
        XCTAssertTrue(try String(contentsOf: url, encoding: .utf8).contains("<svg"))
    }

    func testAbandonedSVGLeavesNoFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let svg = try SVGSurface(width: 10, height: 10, writingTo: directory.appendingPathComponent("x.svg"))
            try DrawingContext(surface: svg).paint(.white)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testPDFStartsWithHeaderAndHasTheRequestedMediaBox() throws {
        let pdf = try PDFSurface(width: 200, height: 100)
        try DrawingContext(surface: pdf).fill(CGRect(x: 0, y: 0, width: 50, height: 50), with: .black)
        let bytes = try pdf.finish()
        XCTAssertEqual(Array(bytes.prefix(5)), Array("%PDF-".utf8))
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("/MediaBox [ 0 0 200 100 ]"), "no MediaBox [0 0 200 100]")
    }

    func testPDFWithFixedDateIsReproducible() throws {
        func render() throws -> [UInt8] {
            let pdf = try PDFSurface(width: 50, height: 50)
            pdf.setCreationDate("2024-01-01T00:00:00Z")
            try DrawingContext(surface: pdf).paint(.black)
            return try pdf.finish()
        }
        XCTAssertEqual(try render(), try render())
    }
}
