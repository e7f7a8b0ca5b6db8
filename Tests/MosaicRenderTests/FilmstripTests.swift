import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicRender

/// Filmstrips of one orthogonal section: a frame per rest position, drawn at that offset.
///
/// Canvases are 240 points wide. Groups of `fractionalWidth(0.7)` are 168 points wide and
/// page by 168 + 10 spacing = 178 points. Re-record the pixel references with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter FilmstripTests`; set `MOSAIC_FIGURES=<folder>` to get
/// every figure as PNG and SVG for looking at.
final class FilmstripTests: XCTestCase {
    private func filmstrip(
        _ layout: UICollectionViewCompositionalLayout, items: Int, canvas: Canvas = filmCanvas(),
        framing: FilmstripFraming = .scrollingContent
    ) throws -> Filmstrip {
        let scene = try RenderScene(layout: layout, itemCounts: [items], canvas: canvas)
        return try Filmstrip(scene: scene, section: 0, framing: framing)
    }

    // MARK: Stops

    /// Stops of each behaviour, worked by hand: content = insets + groups + spacings.
    func testStopsOfEachBehaviour() throws {
        // 36 centring inset + 5 x 168 + 4 x 10 + 36 = 952; last stop 952 - 240 = 712.
        XCTAssertEqual(
            try filmstrip(FilmLayouts.carousel(.groupPagingCentered, width: 0.7), items: 5).frames.map(\.offset),
            [0, 178, 356, 534, 712])
        // 10 + 4 x 168 + 3 x 10 + 10 = 722, so the last page stops at 482, not 534.
        XCTAssertEqual(
            try filmstrip(FilmLayouts.carousel(.groupPaging, width: 0.7, insets: 10), items: 4)
                .frames.map(\.offset), [0, 178, 356, 482])
        // Groups start at 10, 188, 366, 544: each at the 10-point inset, the last clamped to 482.
        XCTAssertEqual(
            try filmstrip(
                FilmLayouts.carousel(.continuousGroupLeadingBoundary, width: 0.7, insets: 10),
                items: 4
            ).frames.map(\.offset), [0, 178, 356, 482])
        // 10 + 7 x 108 + 6 x 10 + 10 = 836: pages of 240, then the end at 596.
        XCTAssertEqual(
            try filmstrip(FilmLayouts.carousel(.paging, width: 0.45, insets: 10), items: 7).frames.map(\.offset),
            [0, 240, 480, 596])
        // 10 + 6 x 96 + 5 x 10 + 10 = 646: 406 to scroll, in two even steps.
        XCTAssertEqual(
            try filmstrip(FilmLayouts.carousel(.continuous, width: 0.4, insets: 10), items: 6).frames.map(\.offset),
            [0, 203, 406])
    }

    func testFrameCountIsTheNumberOfStops() throws {
        let layout = FilmLayouts.carousel(.groupPagingCentered, width: 0.7)
        let strip = try filmstrip(layout, items: 5)
        XCTAssertEqual(strip.frames.count, layout.orthogonalRestOffsets(forSection: 0).count)
        XCTAssertEqual(strip.frames.count, 5)
        XCTAssertEqual(strip.frames.map(\.number), [1, 2, 3, 4, 5])
        XCTAssertEqual(strip.frames.map(\.label), ["1 · 0 pt", "2 · 178 pt", "3 · 356 pt", "4 · 534 pt", "5 · 712 pt"])
    }

    /// Each frame is the viewport's width, the section's band tall, 10 points of film apart.
    func testFrameGeometry() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.groupPagingCentered, width: 0.7), items: 5)
        XCTAssertEqual(strip.frames.map(\.rect.width), [240, 240, 240, 240, 240])
        XCTAssertEqual(strip.frames.map(\.rect.height), [120, 120, 120, 120, 120])
        XCTAssertEqual(strip.frames.map(\.rect.minX), [10, 260, 510, 760, 1010])
        XCTAssertEqual(strip.frames[0].rect.minY, 14, "below the top row of sprocket holes")
        XCTAssertEqual(strip.frames[0].region, CGRect(x: 0, y: 0, width: 240, height: 120))
        // 10 + 5 x 240 + 4 x 10 + 10 wide; 14 holes + 120 frame + 16 labels + 14 holes tall.
        XCTAssertEqual(strip.size, CGSize(width: 1260, height: 164))
        let image = try Renderer().image(of: strip)
        XCTAssertEqual(image.width, 1260)
        XCTAssertEqual(image.height, 164)
    }

    func testFrameScaleMakesThumbnails() throws {
        var style = FilmstripStyle.standard
        style.frameScale = 0.5
        let scene = try RenderScene(
            layout: FilmLayouts.carousel(.groupPaging, width: 0.7), itemCounts: [3],
            canvas: filmCanvas())
        let strip = try Filmstrip(scene: scene, section: 0, style: style)
        XCTAssertEqual(strip.frames.map(\.rect.size), Array(repeating: CGSize(width: 120, height: 60), count: 3))
    }

    /// The section's whole frame, its 20-point header included, instead of its scrolling band.
    func testSectionFramingIncludesTheHeader() throws {
        let scene = try RenderScene(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: filmCanvas(height: 360))
        let content = try Filmstrip(scene: scene, section: 1)
        let whole = try Filmstrip(scene: scene, section: 1, framing: .section)
        // Section 0: header 28 + cards 110 = 138; 12 between sections; section 1's header 28, columns 120.
        XCTAssertEqual(content.frames[0].region, CGRect(x: 0, y: 178, width: 240, height: 120))
        XCTAssertEqual(whole.frames[0].region, CGRect(x: 0, y: 150, width: 240, height: 148))
    }

    // MARK: Drawing at each stop

    /// The visibleItemsInvalidationHandler runs at each stop: the centred card is opaque,
    /// the neighbours peeking in are faded (alpha 0.6) and shrunk.
    func testEachFrameShowsTheVisibleItemsHandlerAtItsStop() throws {
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPagingCentered, width: 0.7, scalesCentredItem: true), items: 5)
        let image = try Renderer().image(of: strip)
        let blue = "#007AFF"
        for frame in strip.frames {
            let midY = Int(frame.rect.midY)
            XCTAssertEqual(filmHex(image, Int(frame.rect.midX), midY), blue, "frame \(frame.number): centred card")
            // The 14-point peek beside the centred card shows a faded, shrunk neighbour.
            if frame.number < 5 {
                let peek = filmHex(image, Int(frame.rect.maxX) - 6, midY)
                XCTAssertNotEqual(peek, blue, "frame \(frame.number): trailing neighbour is faded")
                XCTAssertNotEqual(peek, "#FFFFFF", "frame \(frame.number): trailing neighbour shows")
            }
        }
    }

    func testVisibleItemsHandlerInRightToLeftFrames() throws {
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPagingCentered, width: 0.7, scalesCentredItem: true), items: 5,
            canvas: filmCanvas(direction: .rightToLeft))
        let image = try Renderer().image(of: strip)
        for frame in strip.frames {
            XCTAssertEqual(
                filmHex(image, Int(frame.rect.midX), Int(frame.rect.midY)), "#007AFF", "frame \(frame.number)")
            if frame.number < 5 {
                // The next card peeks in on the left.
                XCTAssertNotEqual(filmHex(image, Int(frame.rect.minX) + 6, Int(frame.rect.midY)), "#FFFFFF")
            }
        }
    }

    func testDrawingRestoresTheScrollOffsets() throws {
        var canvas = filmCanvas()
        canvas.orthogonalOffsets = [0: 100]
        let scene = try RenderScene(
            layout: FilmLayouts.carousel(.groupPaging, width: 0.7), itemCounts: [4], canvas: canvas)
        let strip = try Filmstrip(scene: scene, section: 0)
        _ = try Renderer().image(of: strip)
        XCTAssertEqual(scene.host.orthogonalScrollOffsets, [0: 100])
        XCTAssertEqual(
            scene.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
                .frame.minX, 78, "178 - 100")
    }

    func testRightToLeftStripReadsFromTheRight() throws {
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPaging, width: 0.7, insets: 10), items: 4,
            canvas: filmCanvas(direction: .rightToLeft))
        XCTAssertTrue(strip.readsFromRight)
        XCTAssertEqual(strip.frames.map(\.rect.minX), [760, 510, 260, 10])
        XCTAssertEqual(strip.frames.map(\.offset), [0, 178, 356, 482])
        // At rest, the first group hugs the right inset: its cell ends 10 points from the frame's right edge.
        let image = try Renderer().image(of: strip)
        let first = strip.frames[0].rect
        XCTAssertEqual(filmHex(image, Int(first.maxX) - 5, Int(first.midY)), "#FFFFFF")
        XCTAssertEqual(filmHex(image, Int(first.maxX) - 20, Int(first.midY)), "#007AFF")
    }

    /// In a horizontally scrolling layout orthogonal sections scroll down, and so does the strip.
    func testHorizontalLayoutStripRunsDown() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPaging, width: 0.6, insets: 10, configuration: configuration),
            items: 4)
        XCTAssertTrue(strip.runsDown)
        // Groups 0.6 x 320 = 192 tall, paging by 202; 10 + 4 x 192 + 3 x 10 + 10 = 818, so 498 last.
        XCTAssertEqual(strip.frames.map(\.offset), [0, 202, 404, 498])
        XCTAssertEqual(Set(strip.frames.map(\.rect.minX)), [14])
        XCTAssertEqual(strip.frames.map(\.rect.size), Array(repeating: CGSize(width: 140, height: 320), count: 4))
        XCTAssertEqual(strip.frames.map(\.rect.minY), [32, 378, 724, 1070])
    }

    func testSectionsThatDoNotScrollSidewaysHaveNoFilmstrip() throws {
        let scene = try RenderScene(layout: FilmLayouts.nestedGroups(), itemCounts: [3], canvas: filmCanvas())
        XCTAssertThrowsError(try Filmstrip(scene: scene, section: 0)) { error in
            XCTAssertEqual(error as? FigureError, .notOrthogonal(section: 0))
        }
        XCTAssertThrowsError(try Filmstrip(scene: scene, section: 3)) { error in
            XCTAssertEqual(error as? FigureError, .noSuchSection(3, sectionCount: 1))
            XCTAssertEqual("\(error)", "There is no section 3: the layout has 1 section.")
        }
    }

    func testEmptySectionHasOneFrameAtRest() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.groupPaging), items: 0)
        XCTAssertEqual(strip.frames.map(\.offset), [0])
        XCTAssertEqual(strip.size.width, 260)
    }

    /// A figure drawn in strips of 97 rows is the figure drawn at once (tall figures are
    /// drawn this way past Cairo's 32767-pixel limit).
    func testStripsJoinToTheWholeImage() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPaging, width: 0.6, insets: 10, configuration: configuration),
            items: 4)
        let whole = try Renderer().image(of: strip)
        var rows: [UInt8] = []
        var tops: [Int] = []
        try Renderer().drawStrips(of: strip, maximumHeight: 97) { surface, top in
            tops.append(top)
            rows += surface.straightRGBA()
        }
        XCTAssertEqual(tops.count, (whole.height + 96) / 97)
        XCTAssertEqual(rows, whole.straightRGBA())
    }

    func testPDFAndSVGOutput() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.groupPaging, width: 0.7), items: 3)
        let pdf = try Renderer().pdfData(of: strip)
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 760 164 ]"))
        let svg = String(decoding: try Renderer().svgData(of: strip), as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"760px\" height=\"164px\""))
        XCTAssertTrue(svg.contains(">section 0 · .groupPaging · 3 stops</text>"))
        XCTAssertTrue(svg.contains(">178 pt</text>"))
    }

    /// A figure's PDF is dated as a scene's, so that it is reproducible; the file written holds
    /// what `data(of:format:)` returns.
    func testPDFCarriesTheRenderersCreationDate() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.groupPaging, width: 0.7), items: 3)
        var renderer = Renderer()
        renderer.pdfCreationDate = "2024-01-01T00:00:00Z"
        let pdf = try renderer.data(of: strip, format: .pdf)
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:20240101000000Z)"))
        let url = try temporaryDirectory().appendingPathComponent("strip.pdf")
        try renderer.write(strip, format: .pdf, to: url)
        XCTAssertTrue(try [UInt8](Data(contentsOf: url)) == pdf)
    }

    func testOffsetsAreWrittenShort() {
        XCTAssertEqual(Filmstrip.format(0), "0")
        XCTAssertEqual(Filmstrip.format(178), "178")
        XCTAssertEqual(Filmstrip.format(328 + 2.0 / 3), "328.67")
        XCTAssertEqual(Filmstrip.format(12.5), "12.5")
    }

    // MARK: Pixel references

    func testGroupPagingCenteredFilmstripWithFiveGroups() throws {
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPagingCentered, width: 0.7, scalesCentredItem: true),
            items: 5, canvas: filmCanvas(scale: 2))
        keepForLooking(strip, "filmstrip-group-paging-centered")
        assertSnapshot(of: try Renderer().image(of: strip), as: .image)
    }

    func testPagingFilmstrip() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.paging, width: 0.45, insets: 10), items: 7)
        keepForLooking(strip, "filmstrip-paging")
        assertSnapshot(of: try Renderer().image(of: strip), as: .image)
    }

    func testContinuousFilmstrip() throws {
        let strip = try filmstrip(FilmLayouts.carousel(.continuous, width: 0.4, insets: 10), items: 6)
        keepForLooking(strip, "filmstrip-continuous")
        assertSnapshot(of: try Renderer().image(of: strip), as: .image)
    }

    func testRightToLeftFilmstrip() throws {
        let strip = try filmstrip(
            FilmLayouts.carousel(.groupPaging, width: 0.7, insets: 10), items: 4,
            canvas: filmCanvas(direction: .rightToLeft))
        keepForLooking(strip, "filmstrip-right-to-left")
        assertSnapshot(of: try Renderer().image(of: strip), as: .image)
    }
}
