import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

@testable import MosaicSpec

/// Layout files take JPEG images as well as PNG; an unusable file is an error where it is named.
/// Tests/Fixtures/tiles.jpg is 16 x 16: red top left, blue top right, green (0, 192, 0) below.
final class JPEGImageFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/tiles.jpg"),
            to: folder.appendingPathComponent("tiles.jpg"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func yaml(image: String) -> String {
        """
        canvas: {size: 100 x 100, scale: 1}
        sections:
          - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
            content: [{image: \(image), imagePlacement: fill}]
        """
    }

    /// The pixel's red, green and blue.
    private func rgb(_ image: ImageSurface, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image.pixel(x: x, y: y)
        return [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
    }

    func testAJPEGFillsItsCell() throws {
        let document = try LayoutDocument(yaml: yaml(image: "tiles.jpg"), file: "test.yaml", baseDirectory: folder)
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        let image = try Renderer().image(of: scene)
        // The 16 x 16 picture scaled to the 100 x 100 cell: each 8-pixel block is 50 points.
        for (x, y, colour, what) in [
            (25, 30, [255, 0, 0], "red, top left"), (75, 30, [0, 0, 255], "blue, top right"),
            (50, 70, [0, 192, 0], "green, below")
        ] {
            let actual = rgb(image, x, y)
            XCTAssertTrue(zip(actual, colour).allSatisfy { abs($0 - $1) <= 6 }, "\(what): \(actual)")
        }
    }

    func testAnUnusableImageIsAnErrorAtItsPlace() throws {
        try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("anim.gif"))
        var huge = [UInt8](try Data(contentsOf: folder.appendingPathComponent("tiles.jpg")))
        let sof = try XCTUnwrap((0..<huge.count - 1).first { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 })
        huge.replaceSubrange(sof + 5..<sof + 9, with: [0x9C, 0x40, 0x9C, 0x40])  // 40000 x 40000
        try Data(huge).write(to: folder.appendingPathComponent("huge.jpg"))
        let gif = errors(yaml(image: "anim.gif"), baseDirectory: folder)
        XCTAssertEqual(
            gif.map(\.description),
            [
                "test.yaml:4:23: error: image 'anim.gif' cannot be used: it is neither a PNG nor a JPEG file; "
                    + "convert it to PNG or JPEG"
            ])
        let tooBig = errors(yaml(image: "huge.jpg"), baseDirectory: folder)
        XCTAssertEqual(
            tooBig.map(\.description),
            [
                "test.yaml:4:23: error: image 'huge.jpg' cannot be used: it is 40000 x 40000 pixels; Mosaic reads images "
                    + "of up to 32767 pixels a side and 64 megapixels; scale it down"
            ])
    }
}
