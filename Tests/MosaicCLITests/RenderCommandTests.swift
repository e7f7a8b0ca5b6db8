import Foundation
import XCTest

/// `mosaic render`: images of the canvas size in every format, galleries, figures, and
/// failures that leave no partial file.
final class RenderCommandTests: CLITestCase {
    /// A malformed SOURCE_DATE_EPOCH stops a PDF render (reproducible-builds.org: a build
    /// "SHOULD exit with a non-zero error code" on a malformed value) instead of dating the
    /// file by the clock; a PNG, which carries no date, renders as before.
    func testAMalformedSourceDateEpochStopsAPDFRender() throws {
        for value in ["abc", "1e9", "-5", "", "123456789012345678901"] {
            let result = try runMosaic(
                ["render", "tiny.yaml", "-o", "tiny.pdf"], in: folder, environment: ["SOURCE_DATE_EPOCH": value])
            XCTAssertEqual(result.status, 1, value)
            XCTAssertTrue(
                result.stderr.contains(
                    "mosaic: error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (digits only), "
                        + "not '\(value)'; nothing was rendered"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tiny.pdf").path))
        }
        let png = try runMosaic(
            ["render", "tiny.yaml", "-o", "tiny.png"], in: folder, environment: ["SOURCE_DATE_EPOCH": "abc"])
        XCTAssertEqual(png.status, 0, png.stderr)
        let dated = try runMosaic(
            ["render", "tiny.yaml", "-o", "tiny.pdf"], in: folder, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(dated.status, 0, dated.stderr)
        XCTAssertTrue(
            String(decoding: folder.appendingPathComponent("tiny.pdf").bytes, as: UTF8.self)
                .contains("/CreationDate (D:20231114221320"))
    }

    func testRenderWritesAPNGOfTheCanvasSize() throws {
        let result = try runMosaic(["render", "tiny.yaml", "-o", "tiny.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = folder.appendingPathComponent("tiny.png").bytes
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(pngSize(bytes)?.width, 300)
        XCTAssertEqual(pngSize(bytes)?.height, 400)
    }

    func testScaleOptionMultipliesThePixels() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--scale", "2", "-o", "tiny.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = pngSize(folder.appendingPathComponent("tiny.png").bytes)
        XCTAssertEqual(size?.width, 600)
        XCTAssertEqual(size?.height, 800)
    }

    func testFullPageGrowsToTheContentAndDeviceReplacesTheCanvas() throws {
        // iPhone SE: 375 x 667 at 2x; the content (180 points) is shorter than the screen.
        let result = try runMosaic(
            ["render", "tiny.yaml", "--device", "iphone-se", "--full-page", "-o", "se.png"],
            in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = pngSize(folder.appendingPathComponent("se.png").bytes)
        XCTAssertEqual(size?.width, 750)
        XCTAssertEqual(size?.height, 1334)
    }

    func testRenderWritesSVG() throws {
        let result = try runMosaic(["render", "tiny.yaml", "-o", "tiny.svg"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = String(decoding: folder.appendingPathComponent("tiny.svg").bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("<svg"), String(text.prefix(200)))
        XCTAssertTrue(text.contains("</svg>"))
    }

    func testRenderWritesPDF() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--format", "pdf", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = folder.appendingPathComponent("out/tiny.pdf").bytes
        XCTAssertEqual(String(decoding: bytes.prefix(5), as: UTF8.self), "%PDF-")
    }

    func testWithoutOutputTheImageGoesToTheCurrentDirectory() throws {
        let result = try runMosaic(["render", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(folder.fileNames.contains("tiny.png"), "\(folder.fileNames)")
    }

    func testManyFilesRenderInParallelIntoADirectoryInEveryFormatAsked() throws {
        try folder.write(Self.tiny.replacingOccurrences(of: "itemCount: 3", with: "itemCount: 5"), to: "five.yaml")
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "five.yaml", "-o", "out", "--format", "png",
                "--format", "svg", "--jobs", "2", "--suffix", "-light"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            folder.appendingPathComponent("out").fileNames,
            ["five-light.png", "five-light.svg", "tiny-light.png", "tiny-light.svg"])
        // Not a terminal: one plain line per file, then the summary.
        XCTAssertTrue(result.stderr.contains("tiny.yaml -> "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Rendered 4 images from 2 of 2 files"), result.stderr)
    }

    func testGalleryLinksEveryImageAndSourceRelatively() throws {
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "-o", "out", "--format", "png", "--format", "svg",
                "--gallery", "out/index.html"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<img src=\"tiny.png\""), html)
        XCTAssertTrue(html.contains("<a href=\"tiny.svg\">SVG</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../tiny.yaml\">tiny.yaml</a>"), html)
    }

    func testFilmstripAndAnatomyAreFiguresAroundThePage() throws {
        try folder.write(
            """
            canvas: {size: 300 x 400, scale: 1}
            sections:
              - itemCount: 6
                orthogonalScrollingBehavior: paging
                group:
                  size: 1fw x 100
                  subitem: {size: 0.5fw x 1fh}

            """, to: "carousel.yaml")
        var result = try runMosaic(
            ["render", "carousel.yaml", "--orthogonal", "filmstrip", "-o", "strip.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let strip = try XCTUnwrap(pngSize(folder.appendingPathComponent("strip.png").bytes))
        XCTAssertGreaterThan(strip.width, 300, "the filmstrip sits beside the 300-point page")
        result = try runMosaic(["render", "carousel.yaml", "--anatomy", "--format", "svg", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = String(decoding: folder.appendingPathComponent("out/carousel.svg").bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.contains("group"), "anatomy labels name the groups")
    }

    func testGalleryIncludesAManifestsEntries() throws {
        let swift = folder.appendingPathComponent("swift")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        try swift.write("not really a png", to: "carousel-ipad.png")
        try swift.write(
            """
            {"title": "Written in Swift", "entries": [
              {"name": "carousel", "title": "Carousel", "source": "../Carousel.swift", "images": ["carousel-ipad.png"]}]}
            """, to: "gallery.json")
        let result = try runMosaic(
            [
                "render", "tiny.yaml", "-o", "out", "--gallery", "out/index.html",
                "--gallery-include", "swift/gallery.json"
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>Written in Swift</h2>"), html)
        XCTAssertTrue(html.contains("<a href=\"../Carousel.swift\">Carousel.swift</a>"), html)
        XCTAssertTrue(html.contains("<img src=\"../swift/carousel-ipad.png\""), html)
        XCTAssertTrue(html.contains("<figcaption>ipad</figcaption>"), html)
    }

    // MARK: failures

    func testBadFileExitsWithOneAndPrintsTheMistakeWithItsPlace() throws {
        let result = try runMosaic(["render", "bad.yaml", "-o", "bad.png"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("bad.yaml:4:5: error: unknown key 'interGroupSpasing'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'interGroupSpacing'?"), result.stderr)
        XCTAssertFalse(folder.fileNames.contains("bad.png"))
    }

    func testOneBadFileDoesNotStopTheOthers() throws {
        let result = try runMosaic(["render", "bad.yaml", "tiny.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, ["tiny.png"])
        XCTAssertTrue(result.stderr.contains("1 failed"), result.stderr)
    }

    func testMissingImageIsReportedWhereItIsWrittenAndNothingIsWritten() throws {
        try folder.write(
            Self.brokenImage.replacingOccurrences(of: "broken.png", with: "nowhere.png"), to: "missing.yaml")
        let result = try runMosaic(["render", "missing.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("missing.yaml:8:32: error: image file 'nowhere.png' not found"),
            result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames, [])
    }

    /// A PNG whose header is sound but whose pixels are not passes decoding; drawing fails,
    /// and the error points at where the file names the image.
    func testImageThatCannotBeDrawnLeavesNoPartialFileInAnyFormat() throws {
        try Self.brokenPNG.write(to: folder.appendingPathComponent("broken.png"))
        try folder.write(Self.brokenImage, to: "broken.yaml")
        for format in ["png", "svg", "pdf"] {
            let result = try runMosaic(["render", "broken.yaml", "--format", format, "-o", "out"], in: folder)
            XCTAssertEqual(result.status, 1, format)
            XCTAssertTrue(
                result.stderr.contains("broken.yaml:8:32: error: image 'broken.png' cannot be drawn: "),
                result.stderr)
            XCTAssertTrue(result.stderr.contains("broken.png"), result.stderr)
            // No image and no temporary file.
            XCTAssertEqual(folder.appendingPathComponent("out").fileNames, [], format)
        }
    }

    func testFailedRenderKeepsTheImageAlreadyThere() throws {
        try Self.brokenPNG.write(to: folder.appendingPathComponent("broken.png"))
        try folder.write(Self.brokenImage, to: "broken.yaml")
        try folder.write("previous image", to: "broken-out.png")
        let result = try runMosaic(["render", "broken.yaml", "-o", "broken-out.png"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            String(decoding: folder.appendingPathComponent("broken-out.png").bytes, as: UTF8.self),
            "previous image")
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "broken-out.png", "broken.png", "broken.yaml", "tiny.yaml"])
    }
}
