import Foundation
import XCTest

/// `--content-offset` and `--orthogonal-offset` on `mosaic render` and `mosaic frames`: the
/// scroll state of `canvas.contentOffset` and `canvas.orthogonalOffsets`, from the command line.
final class ScrollStateFlagsTests: XCTestCase {
    /// Ten 50-point rows, then a sideways section named `featured` of five 150-point cards,
    /// on a 300 x 400 canvas at 1x.
    static let page = """
        canvas: {size: 300 x 400, scale: 1}
        sections:
          - itemCount: 10
            group:
              size: 1fw x 50
              subitem: {size: 1fw x 1fh}
          - name: featured
            itemCount: 5
            orthogonalScrollingBehavior: continuous
            group:
              size: 150 x 100
              subitem: {size: 1fw x 1fh}

        """

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(Self.page, to: "page.yaml")
        try folder.write(
            Self.page.replacingOccurrences(of: "scale: 1}", with: "scale: 1, contentOffset: 100}"),
            to: "scrolled.yaml")
    }

    private func bytes(_ name: String) -> [UInt8] { folder.appendingPathComponent(name).bytes }

    func testContentOffsetDrawsWhatTheFileKeyDraws() throws {
        for arguments in [
            ["page.yaml", "-o", "plain.png"], ["page.yaml", "--content-offset", "100", "-o", "flag.png"],
            ["page.yaml", "--content-offset", "0,100", "-o", "point.png"],
            ["scrolled.yaml", "-o", "key.png"]
        ] {
            let result = try runMosaic(["render"] + arguments, in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(bytes("flag.png"), bytes("key.png"), "the flag scrolls as canvas.contentOffset does")
        XCTAssertEqual(bytes("point.png"), bytes("key.png"))
        XCTAssertNotEqual(bytes("flag.png"), bytes("plain.png"))
        // The flag replaces the file's offset: 0 draws the page at rest.
        let rest = try runMosaic(["render", "scrolled.yaml", "--content-offset", "0", "-o", "rest.png"], in: folder)
        XCTAssertEqual(rest.status, 0, rest.stderr)
        XCTAssertEqual(bytes("rest.png"), bytes("plain.png"))
    }

    func testOrthogonalOffsetScrollsTheNamedSection() throws {
        let result = try runMosaic(["frames", "page.yaml", "--orthogonal-offset", "featured=120"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Scrolled 120 points: card 0 is mostly off the left edge, card 1 the first whole one, at x = 30.
        XCTAssertTrue(
            result.stdout.contains("cell      cell        1     0  -120  500    150     100  0"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("cell      cell        1     1    30  500    150     100  0"), result.stdout)
        let byIndex = try runMosaic(["frames", "page.yaml", "--orthogonal-offset", "1=120"], in: folder)
        XCTAssertEqual(byIndex.stdout, result.stdout)
    }

    func testBadOffsetsAreNamedErrors() throws {
        let word = try runMosaic(["render", "page.yaml", "--content-offset", "down", "-o", "x.png"], in: folder)
        XCTAssertEqual(word.status, 64, word.stderr)
        XCTAssertTrue(
            word.stderr.contains("--content-offset 'down' is not an offset: give points down (120)"), word.stderr)
        let shape = try runMosaic(["frames", "page.yaml", "--orthogonal-offset", "featured"], in: folder)
        XCTAssertEqual(shape.status, 64, shape.stderr)
        XCTAssertTrue(shape.stderr.contains("--orthogonal-offset 'featured' is not SECTION=POINTS"), shape.stderr)
        let name = try runMosaic(
            ["render", "page.yaml", "--orthogonal-offset", "featurd=40", "-o", "x.png"], in: folder)
        XCTAssertEqual(name.status, 1, name.stderr)
        XCTAssertTrue(
            name.stderr.contains(
                "page.yaml: error: --orthogonal-offset featurd=40: unknown section 'featurd'; did you mean 'featured'?"),
            name.stderr)
        let index = try runMosaic(["frames", "page.yaml", "--orthogonal-offset", "5=40"], in: folder)
        XCTAssertEqual(index.status, 1, index.stderr)
        XCTAssertTrue(index.stderr.contains("there is no section 5: the file has 2 sections (0 to 1)"), index.stderr)
        // `featured` is section 1: by name and by index, it is given two offsets.
        let twice = try runMosaic(
            ["frames", "page.yaml", "--orthogonal-offset", "featured=40", "--orthogonal-offset", "1=80"], in: folder)
        XCTAssertEqual(twice.status, 1, twice.stderr)
        XCTAssertTrue(
            twice.stderr.contains(
                "page.yaml: error: --orthogonal-offset featured=40 and 1=80 both set section 1; give each section one offset"
            ),
            twice.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }
}
