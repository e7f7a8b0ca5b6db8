import Foundation
import XCTest

@testable import MosaicCairo

/// JPEG files are read through libjpeg(-turbo), their header's size checked first.
/// Tests/Fixtures/tiles.jpg is a 16 x 16 baseline JPEG (650 bytes, quality 95, no chroma subsampling) made with
/// libjpeg's own encoder: the top left 8 x 8 block red (255, 0, 0), the top right blue
/// (0, 0, 255), the bottom half green (0, 192, 0).
final class JPEGImageTests: XCTestCase {
    /// Tests/Fixtures/tiles.jpg, shared with the layout-file tests.
    static let tiles = try! Data(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/tiles.jpg"))

    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryDirectory(name) }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func write(_ data: Data, _ name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// The pixel's red, green and blue.
    private func rgb(_ image: ImageSurface, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image.pixel(x: x, y: y)
        return [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
    }

    private func assertClose(_ actual: [Int], _ expected: [Int], _ what: String, line: UInt = #line) {
        XCTAssertTrue(
            zip(actual, expected).allSatisfy { abs($0 - $1) <= 4 }, "\(what): \(actual), expected \(expected) ± 4",
            line: line)
    }

    func testAJPEGIsDecodedWithItsColours() throws {
        let path = try write(Self.tiles, "tiles.jpg")
        let file = try ImageFile(path: path)
        XCTAssertEqual(file.format, .jpeg)
        XCTAssertEqual([file.width, file.height], [16, 16], "from the header")
        let image = try ImageSurface(contentsOfImage: path)
        XCTAssertEqual([image.width, image.height], [16, 16])
        XCTAssertEqual(image.format, .rgb24, "JPEGs are opaque")
        assertClose(rgb(image, 3, 3), [255, 0, 0], "top left")
        assertClose(rgb(image, 12, 3), [0, 0, 255], "top right")
        assertClose(rgb(image, 4, 12), [0, 192, 0], "bottom")
    }

    /// tiles.jpg with an Exif block (APP1 after SOI) whose only tag is the orientation.
    private func tiles(orientation: UInt8, bigEndian: Bool) -> Data {
        let tiff: [UInt8] =
            bigEndian
            ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
            : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
        let exif = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif
        let bytes = [UInt8](Self.tiles)
        return Data(bytes.prefix(2) + segment + bytes.dropFirst(2))
    }

    /// Orientation 6 (a phone's portrait photo): turned 90° clockwise to show. The stored left
    /// column (red over green) becomes the top row read right to left: green fills the left
    /// half, red the top right, blue the bottom right.
    func testAnExifOrientationTurnsThePictureUpright() throws {
        for bigEndian in [true, false] {
            let image = try ImageSurface(
                contentsOfImage: try write(tiles(orientation: 6, bigEndian: bigEndian), "portrait.jpg"))
            XCTAssertEqual([image.width, image.height], [16, 16])
            assertClose(rgb(image, 3, 3), [0, 192, 0], "left half, top")
            assertClose(rgb(image, 3, 12), [0, 192, 0], "left half, bottom")
            assertClose(rgb(image, 12, 3), [255, 0, 0], "top right")
            assertClose(rgb(image, 12, 12), [0, 0, 255], "bottom right")
        }
        // 3: turned 180°: green on top, blue bottom left, red bottom right.
        let turned = try ImageSurface(contentsOfImage: try write(tiles(orientation: 3, bigEndian: false), "turned.jpg"))
        assertClose(rgb(turned, 8, 3), [0, 192, 0], "top half")
        assertClose(rgb(turned, 3, 12), [0, 0, 255], "bottom left")
        assertClose(rgb(turned, 12, 12), [255, 0, 0], "bottom right")
        // 8: turned 90° anticlockwise: blue top left, red bottom left, green the right half.
        let left = try ImageSurface(contentsOfImage: try write(tiles(orientation: 8, bigEndian: false), "left.jpg"))
        assertClose(rgb(left, 3, 3), [0, 0, 255], "top left")
        assertClose(rgb(left, 3, 12), [255, 0, 0], "bottom left")
        assertClose(rgb(left, 12, 8), [0, 192, 0], "right half")
        // 2: mirrored: blue top left, red top right.
        let mirrored = try ImageSurface(
            contentsOfImage: try write(tiles(orientation: 2, bigEndian: true), "mirror.jpg"))
        assertClose(rgb(mirrored, 3, 3), [0, 0, 255], "top left")
        assertClose(rgb(mirrored, 12, 3), [255, 0, 0], "top right")
    }

    func testTheFormatComesFromTheBytesNotTheName() throws {
        let path = try write(Self.tiles, "really-a-jpeg.png")
        XCTAssertEqual(try ImageFile(path: path).format, .jpeg)
        assertClose(rgb(try ImageSurface(contentsOfImage: path), 12, 3), [0, 0, 255], "top right")
    }

    func testATruncatedJPEGIsAnErrorNamingTheFile() throws {
        // Cut 20 bytes after the start of scan (FF DA): the header is whole, the pixels are not.
        let bytes = [UInt8](Self.tiles)
        let sos = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let path = try write(Data(bytes.prefix(sos + 20)), "cut.jpg")
        XCTAssertEqual(try ImageFile(path: path).width, 16, "the header is whole")
        XCTAssertThrowsError(try ImageSurface(contentsOfImage: path)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot read the image \(path): the JPEG data is damaged "
                    + "(libjpeg: Premature end of JPEG file)")
            XCTAssertEqual((error as? ImageFileError)?.problem, .damaged)
        }
    }

    func testAJPEGCutBeforeItsFrameHeaderIsDamaged() throws {
        // The start-of-frame segment (FF C0) gives the size; cut just before it.
        let bytes = [UInt8](Self.tiles)
        let sof = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        let path = try write(Data(bytes.prefix(sof)), "no-frame.jpg")
        XCTAssertThrowsError(try ImageFile(path: path)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot read the image \(path): its JPEG header is damaged "
                    + "(it ends before the frame header)")
            XCTAssertEqual((error as? ImageFileError)?.problem, .damaged)
        }
    }

    func testAnAbsurdSizeIsRefusedBeforeDecoding() throws {
        // The start-of-frame segment (FF C0, length, precision) holds the height and width.
        var bytes = [UInt8](Self.tiles)
        let sof = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0x9C, 0x40, 0x9C, 0x40])  // 40000 x 40000
        let path = try write(Data(bytes), "huge.jpg")
        XCTAssertThrowsError(try ImageSurface(contentsOfImage: path)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot read the image \(path): it is 40000 x 40000 pixels; Mosaic reads images "
                    + "of up to 32767 pixels a side and 64 megapixels")
            XCTAssertEqual((error as? ImageFileError)?.problem, .badSize)
        }
        // 10000 x 10000 is within Cairo's sides but 100 megapixels.
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0x27, 0x10, 0x27, 0x10])
        XCTAssertThrowsError(try ImageFile(path: try write(Data(bytes), "big.jpg"))) { error in
            XCTAssertTrue("\(error)".contains("it is 10000 x 10000 pixels"), "\(error)")
        }
    }

    func testAPNGHeaderIsCheckedToo() throws {
        let image = try ImageSurface(width: 3, height: 2, format: .rgb24)
        let pngPath = directory.appendingPathComponent("small.png").path
        try image.writePNG(to: URL(fileURLWithPath: pngPath))
        let file = try ImageFile(path: pngPath)
        XCTAssertEqual(file.format, .png)
        XCTAssertEqual([file.width, file.height], [3, 2])
        XCTAssertEqual(try ImageSurface(contentsOfImage: pngPath).width, 3)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pngPath)))
        bytes.replaceSubrange(16..<20, with: [0, 0x01, 0x86, 0xA0])  // 100000 wide
        let path = try write(Data(bytes), "wide.png")
        XCTAssertThrowsError(try ImageSurface(contentsOfImage: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read the image \(path): it is 100000 x 2 pixels"), "\(error)")
        }
    }

    func testOtherFilesAreNamedInTheError() throws {
        let path = try write(Data("GIF89a not really".utf8), "anim.gif")
        XCTAssertThrowsError(try ImageSurface(contentsOfImage: path)) { error in
            XCTAssertEqual("\(error)", "cannot read the image \(path): it is neither a PNG nor a JPEG file")
        }
        XCTAssertThrowsError(try ImageFile(path: directory.appendingPathComponent("gone.jpg").path)) { error in
            XCTAssertEqual((error as? ImageFileError)?.reason, "no such file")
        }
    }
}
