import Foundation
import XCTest

/// Runs the built `mosaic` executable on small layout files written to a temporary folder.
final class MosaicCLITests: XCTestCase {
    /// A 300 x 400 canvas at 1x (no safe area): a 30-point header over three 50-point rows.
    static let tiny = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 3
            header: {text: Hello, size: 1fw x 30}
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}

        """

    /// A misspelt key on line 4, column 5.
    static let misspelt = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 3
            interGroupSpasing: 10
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}

        """

    /// A cell whose image is a PNG with a whole header and damaged data (``brokenPNG``): it
    /// decodes, and drawing fails.
    static let brokenImage = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 2
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}
            content:
              - {title: Broken, image: broken.png}

        """

    /// A PNG's signature and IHDR chunk (16 x 16, 8-bit RGB), then text instead of its image data.
    static let brokenPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                                 0, 0, 0, 16, 0, 0, 0, 16, 8, 2, 0, 0, 0, 0x90, 0x91, 0x68, 0x36]
                                + Array("this is not PNG image data".utf8))

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(Self.tiny, to: "tiny.yaml")
        try folder.write(Self.misspelt, to: "bad.yaml")
    }

    // MARK: render

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
        let result = try runMosaic(["render", "tiny.yaml", "--device", "iphone-se", "--full-page", "-o", "se.png"],
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
        let result = try runMosaic(["render", "tiny.yaml", "five.yaml", "-o", "out", "--format", "png",
                                    "--format", "svg", "--jobs", "2", "--suffix", "-light"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.appendingPathComponent("out").fileNames,
                       ["five-light.png", "five-light.svg", "tiny-light.png", "tiny-light.svg"])
        // Not a terminal: one plain line per file, then the summary.
        XCTAssertTrue(result.stderr.contains("tiny.yaml -> "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Rendered 4 images from 2 of 2 files"), result.stderr)
    }

    func testGalleryLinksEveryImageAndSourceRelatively() throws {
        let result = try runMosaic(["render", "tiny.yaml", "-o", "out", "--format", "png", "--format", "svg",
                                    "--gallery", "out/index.html"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<img src=\"tiny.png\""), html)
        XCTAssertTrue(html.contains("<a href=\"tiny.svg\">SVG</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"../tiny.yaml\">tiny.yaml</a>"), html)
    }

    func testFilmstripAndAnatomyAreFiguresAroundThePage() throws {
        try folder.write("""
            canvas: {size: 300 x 400, scale: 1}
            sections:
              - itemCount: 6
                orthogonalScrollingBehavior: paging
                group:
                  size: 1fw x 100
                  subitem: {size: 0.5fw x 1fh}

            """, to: "carousel.yaml")
        var result = try runMosaic(["render", "carousel.yaml", "--orthogonal", "filmstrip", "-o", "strip.png"], in: folder)
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
        try swift.write("""
            {"title": "Written in Swift", "entries": [
              {"name": "carousel", "title": "Carousel", "source": "../Carousel.swift", "images": ["carousel-ipad.png"]}]}
            """, to: "gallery.json")
        let result = try runMosaic(["render", "tiny.yaml", "-o", "out", "--gallery", "out/index.html",
                                    "--gallery-include", "swift/gallery.json"], in: folder)
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
        try folder.write(Self.brokenImage.replacingOccurrences(of: "broken.png", with: "nowhere.png"), to: "missing.yaml")
        let result = try runMosaic(["render", "missing.yaml", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("missing.yaml:8:32: error: image file 'nowhere.png' not found"),
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
            XCTAssertTrue(result.stderr.contains("broken.yaml:8:32: error: image 'broken.png' cannot be drawn: "),
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
        XCTAssertEqual(String(decoding: folder.appendingPathComponent("broken-out.png").bytes, as: UTF8.self),
                       "previous image")
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "broken-out.png", "broken.png", "broken.yaml", "tiny.yaml"])
    }

    // MARK: usage errors

    func testUnknownOptionExitsWith64AndUsage() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--bogus"], in: folder)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("Unknown option '--bogus'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Usage: mosaic render"), result.stderr)
    }

    func testBadValuesExitWith64() throws {
        let cases: [([String], String)] = [
            (["render", "tiny.yaml", "--format", "gif"], "'gif' is invalid"),
            (["render", "tiny.yaml", "--device", "iphone-99"], "Unknown device 'iphone-99'"),
            (["render", "tiny.yaml", "--scale", "5"], "The scale must be 1, 2 or 3"),
            (["render", "tiny.yaml", "--orthogonal", "sideways"], "'sideways' is invalid"),
            (["render"], "Missing expected argument"),
            (["render", "tiny.yaml", "bad.yaml", "-o", "one.png"], "names one file, but there are 2 inputs"),
            (["render", "tiny.yaml", "-o", "one.png", "--format", "svg"], "is a .png file, but --format asks for svg"),
            (["frames"], "Missing expected argument"),
            (["check"], "Missing expected argument"),
            (["explode"], "Unexpected argument 'explode'"),
        ]
        for (arguments, message) in cases {
            let result = try runMosaic(arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Usage: mosaic"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "tiny.yaml"])
    }

    func testEverySubcommandHasHelpWithExamples() throws {
        for command in ["render", "frames", "check", "devices"] {
            let result = try runMosaic([command, "--help"], in: folder)
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.stdout.contains("Examples:"), "\(command): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("mosaic \(command)"), "\(command): \(result.stdout)")
        }
    }

    // MARK: frames

    struct Frame: Decodable, Equatable {
        var category: String
        var kind: String
        var section: Int
        var item: Int
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var zIndex: Int
    }

    func testFramesJSONDecodesToTheEnginesFrames() throws {
        let result = try runMosaic(["frames", "tiny.yaml", "--json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(result.stdout.utf8))
        let header = "UICollectionElementKindSectionHeader"
        XCTAssertEqual(frames.sorted { ($0.category, $0.item) < ($1.category, $1.item) }, [
            Frame(category: "cell", kind: "cell", section: 0, item: 0, x: 0, y: 30, width: 300, height: 50, zIndex: 0),
            Frame(category: "cell", kind: "cell", section: 0, item: 1, x: 0, y: 80, width: 300, height: 50, zIndex: 0),
            Frame(category: "cell", kind: "cell", section: 0, item: 2, x: 0, y: 130, width: 300, height: 50, zIndex: 0),
            Frame(category: "supplementary", kind: header, section: 0, item: 0, x: 0, y: 0, width: 300, height: 30,
                  zIndex: 1),
        ])
    }

    func testFramesFollowTheDeviceOption() throws {
        let result = try runMosaic(["frames", "tiny.yaml", "--json", "--device", "iphone-se"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(result.stdout.utf8))
        XCTAssertEqual(frames.filter { $0.category == "cell" }.map(\.width), [375, 375, 375])
    }

    func testFramesTableHasARowPerElement() throws {
        let result = try runMosaic(["frames", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("CATEGORY"), lines[0])
        let row = lines.first { $0.hasPrefix("cell") && $0.contains(" 80 ") }
        XCTAssertEqual(row?.split(separator: " ").map(String.init), ["cell", "cell", "0", "1", "0", "80", "300", "50", "0"])
    }

    /// 4000 cells, four 75-point cells a row, rows 25.5 points tall: the table (about 240 KB) and
    /// the JSON are written to standard output in 64 KiB chunks, and no row is lost or cut at a
    /// chunk's end. The last cell, item 3999, is in row 999: y = 999 x 25.5 = 25474.5.
    func testFramesLongerThanAnOutputChunkArriveWhole() throws {
        try folder.write("""
            canvas: {size: 300 x 400, scale: 2}
            sections:
              - itemCount: 4000
                group:
                  size: 1fw x 25.5
                  subitem: {size: 0.25fw x 1fh}

            """, to: "rows.yaml")
        let table = try runMosaic(["frames", "rows.yaml"], in: folder)
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 4002)  // the header, 4000 rows and the empty string after the last newline
        XCTAssertEqual(lines.last, "")
        XCTAssertEqual(Set(lines.dropLast().map(\.count)).count, 1, "every line is as wide as the header")
        XCTAssertEqual(lines[4000].split(separator: " ").map(String.init),
                       ["cell", "cell", "0", "3999", "225", "25474.50", "75", "25.50", "0"])
        XCTAssertEqual(lines[1].split(separator: " ").map(String.init),
                       ["cell", "cell", "0", "0", "0", "0", "75", "25.50", "0"])

        let json = try runMosaic(["frames", "rows.yaml", "--json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let frames = try JSONDecoder().decode([Frame].self, from: Data(json.stdout.utf8))
        XCTAssertEqual(frames.count, 4000)
        XCTAssertEqual(frames.last, Frame(category: "cell", kind: "cell", section: 0, item: 3999, x: 225, y: 25474.5,
                                          width: 75, height: 25.5, zIndex: 0))
        XCTAssertTrue(json.stdout.hasSuffix("    \"y\" : 25474.5,\n    \"zIndex\" : 0\n  }\n]\n"), String(json.stdout.suffix(200)))
    }

    /// A kind longer than the 16 bytes a number's text is copied in, with two-byte characters,
    /// and columns with more distinct values (100 items, 100 y values) than the 64 texts each
    /// column keeps: every line is as wide as the header in characters. Rows 30.25 pt tall at
    /// scale 1: item 98 starts at 2964.5, rounded to 2965; item 99 at 2994.75, rounded to 2995;
    /// the background covers 100 x 30.25 = 3025 points.
    func testFramesTableAlignsLongKindsAndManyDistinctValues() throws {
        try folder.write("""
            canvas: {size: 300 x 400, scale: 1}
            sections:
              - itemCount: 100
                background: {kind: "carte-très-longue-décoration"}
                group:
                  size: 1fw x 30.25
                  subitem: {size: 1fw x 1fh}

            """, to: "long-kind.yaml")
        let result = try runMosaic(["frames", "long-kind.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 102)
        XCTAssertEqual(Set(lines.map(\.count)), [lines[0].count], result.stdout)
        XCTAssertEqual(lines[1].split(separator: " ").map(String.init),
                       ["decoration", "carte-très-longue-décoration", "0", "0", "0", "0", "300", "3025", "0"])
        XCTAssertEqual(lines[100].split(separator: " ").map(String.init),
                       ["cell", "cell", "0", "98", "0", "2965", "300", "30", "1"])
        XCTAssertEqual(lines[101].split(separator: " ").map(String.init),
                       ["cell", "cell", "0", "99", "0", "2995", "300", "30", "1"])
    }

    /// Item numbers are counted up rather than formatted one by one: the texts across each
    /// change in the number of digits (9 to 10, 99 to 100, 999 to 1000), and again from 0 in a
    /// second section, are the numbers', and the column is as wide as "1000".
    func testFramesItemNumbersAcrossDigitChangesAndSections() throws {
        try folder.write("""
            canvas: {size: 100 x 400, scale: 1}
            sections:
              - itemCount: 1001
                group:
                  size: 1fw x 10
                  subitem: {size: 1fw x 1fh}
              - itemCount: 2
                group:
                  size: 1fw x 10
                  subitem: {size: 1fw x 1fh}

            """, to: "counting.yaml")
        let table = try runMosaic(["frames", "counting.yaml"], in: folder)
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1 + 1001 + 2)
        XCTAssertEqual(Set(lines.map(\.count)), [lines[0].count], "aligned")
        // Row n + 1 is item n of section 0 (y = 10 n); then section 1 from y = 10010.
        let expected: [Int: [String]] = [
            1: ["cell", "cell", "0", "0", "0", "0", "100", "10", "0"],
            10: ["cell", "cell", "0", "9", "0", "90", "100", "10", "0"],
            11: ["cell", "cell", "0", "10", "0", "100", "100", "10", "0"],
            100: ["cell", "cell", "0", "99", "0", "990", "100", "10", "0"],
            101: ["cell", "cell", "0", "100", "0", "1000", "100", "10", "0"],
            1000: ["cell", "cell", "0", "999", "0", "9990", "100", "10", "0"],
            1001: ["cell", "cell", "0", "1000", "0", "10000", "100", "10", "0"],
            1002: ["cell", "cell", "1", "0", "0", "10010", "100", "10", "0"],
            1003: ["cell", "cell", "1", "1", "0", "10020", "100", "10", "0"],
        ]
        for (line, fields) in expected {
            XCTAssertEqual(lines[line].split(separator: " ").map(String.init), fields, "line \(line)")
        }
        XCTAssertEqual(lines[0], "CATEGORY  KIND  SECTION  ITEM  X      Y  WIDTH  HEIGHT  Z")
        XCTAssertEqual(lines[11], "cell      cell        0    10  0    100    100      10  0")
        let json = try runMosaic(["frames", "counting.yaml", "--json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["item"] as? Int }, (0...1000).map { $0 } + [0, 1])
        XCTAssertTrue(json.stdout.contains("\"item\" : 1000,\n"), "as JSONEncoder writes it")
    }

    func testFramesOfABadFileExitWithOne() throws {
        let result = try runMosaic(["frames", "bad.yaml", "--json"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("bad.yaml:4:5:"), result.stderr)
    }

    // MARK: devices

    func testDevicesListsThePresets() throws {
        let result = try runMosaic(["devices"], in: folder)
        XCTAssertEqual(result.status, 0)
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-15 ") }
        XCTAssertNotNil(row, result.stdout)
        XCTAssertTrue(row?.contains("393 x 852") ?? false, result.stdout)
        XCTAssertTrue(row?.contains("3x") ?? false, result.stdout)
        XCTAssertTrue(row?.contains("59, 0, 34, 0") ?? false, result.stdout)
        XCTAssertTrue(result.stdout.contains("iphone-se"))
        XCTAssertTrue(result.stdout.contains("ipad"))
    }

    func testDevicesJSON() throws {
        struct Device: Decodable { var name: String; var width: Double; var height: Double; var scale: Double }
        let result = try runMosaic(["devices", "--json"], in: folder)
        let devices = try JSONDecoder().decode([Device].self, from: Data(result.stdout.utf8))
        let phone = try XCTUnwrap(devices.first { $0.name == "iphone-15" })
        XCTAssertEqual([phone.width, phone.height, phone.scale], [393, 852, 3])
    }

    // MARK: check

    func testCheckPassesAGoodFile() throws {
        let result = try runMosaic(["check", "tiny.yaml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "tiny.yaml: ok\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(folder.fileNames, ["bad.yaml", "tiny.yaml"], "check writes nothing")
    }

    func testCheckWarnsAboutWhatWouldNotShowAndStrictFailsOnIt() throws {
        try folder.write("""
            sections:
              - group: {size: 1fw x 120, subitem: {size: 1 x 1fh}}
                content: [{title: A, badge: 3}]

            """, to: "slips.yaml")
        let lenient = try runMosaic(["check", "slips.yaml"], in: folder)
        XCTAssertEqual(lenient.status, 0, "warnings alone pass")
        XCTAssertEqual(lenient.stderr.split(separator: "\n").map(String.init), [
            "slips.yaml:2:46: warning: an absolute width of 1 point; did you mean 1fw (the full width)?",
            "slips.yaml:3:15: warning: cell 0 of section 0: title 'A' does not fit its 1 x 120 cell and is not drawn; "
                + "make the cell taller (or estimated, ~60), the text shorter, or its style smaller",
        ])
        let strict = try runMosaic(["check", "--strict", "slips.yaml"], in: folder)
        XCTAssertEqual(strict.status, 1, "--strict turns warnings into a failure")
    }

    func testFilmstripOfAFileWithoutSidewaysSectionsWarns() throws {
        let result = try runMosaic(["render", "tiny.yaml", "--orthogonal", "filmstrip", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("tiny.yaml: warning: --orthogonal filmstrip does nothing: the file has no "
                                             + "sideways-scrolling section; the plain page is drawn"), result.stderr)
    }

    func testCheckReportsEveryMistakeOfABadFile() throws {
        try folder.write("""
            canvas: {device: iphone-51}
            sections:
              - itemCount: 3
                group: {size: 1fw x 50, subitem: {size: 1fw x 1fhh}}

            """, to: "two.yaml")
        let result = try runMosaic(["check", "tiny.yaml", "two.yaml", "bad.yaml"], in: folder)
        XCTAssertEqual(result.status, 1)
        let errors = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 3, result.stderr)
        XCTAssertTrue(errors[0].hasPrefix("two.yaml:1:18: error: unknown device 'iphone-51'"), errors[0])
        XCTAssertTrue(errors[1].hasPrefix("two.yaml:4:45: error: bad dimension '1fhh'"), errors[1])
        XCTAssertTrue(errors[2].hasPrefix("bad.yaml:4:5: error: unknown key 'interGroupSpasing'"), errors[2])
        XCTAssertTrue(result.stdout.contains("tiny.yaml: ok"), result.stdout)
        XCTAssertTrue(result.stdout.contains("1 of 3 files ok"), result.stdout)
    }
}
