import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// The figure mode of filmstrips: frames chosen for the behaviour, wrapped to a column.
///
/// Canvases are 240 x 320 points at 1x; a frame is the 240-point viewport by the 120-point
/// section. Figures have 12-point margins and gutters, a 24-point caption band above the
/// frames and a 20-point label band under each.
final class FilmstripFigureTests: XCTestCase {
    private func scene(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: CGFloat = 0.7,
        insets: CGFloat = 0, items: Int = 5
    ) throws -> RenderScene {
        try RenderScene(
            layout: FilmLayouts.carousel(behavior, width: width, insets: insets), itemCounts: [items],
            canvas: filmCanvas())
    }

    // MARK: Which frames

    /// 41.5 + 5 x 120 + 4 x 10 + 41.5 = 723 long, 483 to scroll: UIKit's pages rest at 0, 240,
    /// 480 and the end, 483; a frame 3 points from the last says nothing, so the end replaces it.
    func testPagingFoldsAStopJustBeforeTheEndIntoTheEnd() throws {
        let scene = try scene(.paging, width: 0.5, insets: 41.5)
        let layout = try XCTUnwrap(scene.layout as? UICollectionViewCompositionalLayout)
        XCTAssertEqual(layout.orthogonalRestOffsets(forSection: 0), [0, 240, 480, 483])
        let strip = try Filmstrip(scene: scene, section: 0)
        XCTAssertEqual(strip.frames.map(\.offset), [0, 240, 483])
        XCTAssertEqual(strip.frames.map(\.label), ["1 · 0 pt", "2 · 240 pt", "3 · 483 pt"])
        XCTAssertEqual(strip.caption, "section 0 · .paging · 3 stops")
    }

    /// A continuous section has no stops: 10 + 6 x 96 + 5 x 10 + 10 = 646 long, 406 to
    /// scroll, shown every 203 points and labelled by offset alone.
    func testContinuousFramesAreLabelledByOffsetWithoutStops() throws {
        let strip = try Filmstrip(scene: scene(.continuous, width: 0.4, insets: 10, items: 6), section: 0)
        XCTAssertEqual(strip.frames.map(\.offset), [0, 203, 406])
        XCTAssertEqual(strip.frames.map(\.isRestPosition), [false, false, false])
        XCTAssertEqual(strip.frames.map(\.label), ["0 pt", "203 pt", "406 pt"])
        XCTAssertEqual(strip.caption, "section 0 · .continuous · no stops · every 203 pt")
    }

    // MARK: The drag frame

    /// Released at 120 points and 1000 points per second: group paging turns one group
    /// (to 178); continuousGroupLeadingBoundary glides 1000 x 0.998 / 2 = 499 points on, to
    /// 619, and rests on the next group's edge, clamped to the end, 640.
    func testDragFrameGhostsShowWhereEachBehaviourRests() throws {
        let paging = try FilmstripFigure(scene: scene(.groupPaging), section: 0)
        XCTAssertEqual(paging.frames[0].offset, 120)
        XCTAssertEqual(paging.frames[0].ghostOffset, 178)
        XCTAssertEqual(paging.frames[0].label, "released at 120 pt → rests at 178 pt")
        let boundary = try FilmstripFigure(scene: scene(.continuousGroupLeadingBoundary), section: 0)
        XCTAssertEqual(boundary.frames[0].ghostOffset, 640)
        let continuous = try FilmstripFigure(scene: scene(.continuous), section: 0)
        XCTAssertEqual(continuous.frames[0].ghostOffset, 619)
        XCTAssertEqual(
            Array(paging.frames.dropFirst().map(\.label)),
            ["stop 1 · 0 pt", "stop 2 · 178 pt", "stop 3 · 356 pt", "stop 4 · 534 pt"])
    }

    // MARK: Widths

    /// Five 240-point frames in a row: 12 + 5 x 240 + 4 x 12 + 12 = 1272 wide; 12 + 24 + 120
    /// + 20 + 12 = 188 tall.
    func testOneRowWithoutAMaximumWidth() throws {
        let figure = try FilmstripFigure(scene: scene(.groupPaging), section: 0)
        XCTAssertEqual(figure.frames.count, 5)
        XCTAssertEqual(figure.size, CGSize(width: 1272, height: 188))
        let image = try Renderer().image(of: figure)
        XCTAssertEqual([image.width, image.height], [1272, 188])
    }

    /// 600 pixels leave 576 for frames: two a row (2 x 240 + 12), three rows, trimmed to
    /// 516 wide and 12 + 24 + 3 x 140 + 2 x 12 + 12 = 492 tall.
    func testFramesWrapIntoRowsBeforeShrinking() throws {
        let figure = try FilmstripFigure(scene: scene(.groupPaging), section: 0, maximumWidth: 600)
        XCTAssertEqual(figure.columns, 2)
        XCTAssertEqual(figure.frames.map(\.rect.width), [240, 240, 240, 240, 240])
        XCTAssertEqual(figure.frames.map(\.rect.minX), [12, 264, 12, 264, 12])
        XCTAssertEqual(figure.frames.map(\.rect.minY), [36, 36, 188, 188, 340])
        XCTAssertEqual(figure.size, CGSize(width: 516, height: 492))
        let png = try Renderer().pngData(of: figure)
        XCTAssertEqual(Self.pngSize(png), [516, 492])
    }

    /// 200 pixels leave 176: one frame a row, drawn at 176 / 240 of its size (176 x 88).
    func testAColumnNarrowerThanOneFrameShrinksIt() throws {
        let figure = try FilmstripFigure(scene: scene(.groupPaging), section: 0, maximumWidth: 200)
        XCTAssertEqual(figure.columns, 1)
        XCTAssertEqual(figure.frames[0].rect.size, CGSize(width: 176, height: 88))
        XCTAssertEqual(figure.size.width, 200)
    }

    // MARK: The page panel

    /// The 240 x 320 page first (12 in, under the caption band), then five frames beside it
    /// from 12 + 240 + 12 = 264: 264 + 5 x 240 + 4 x 12 + 12 = 1524 wide; the page's column,
    /// 12 + 24 + 320 + 20 + 12 = 388, sets the height.
    func testPagePanelComesFirst() throws {
        let figure = try FilmstripFigure(scene: scene(.groupPaging), section: 0, showsPage: true)
        XCTAssertEqual(figure.pageRect, CGRect(x: 12, y: 36, width: 240, height: 320))
        XCTAssertEqual(figure.frames.map(\.rect.minX), [264, 516, 768, 1020, 1272])
        XCTAssertEqual(figure.size, CGSize(width: 1524, height: 388))
        XCTAssertTrue(
            figure.altText.hasPrefix("The page with section 0 outlined, then frames of section 0"),
            figure.altText)
        let image = try Renderer().image(of: figure)
        XCTAssertEqual([image.width, image.height], [1524, 388])
        XCTAssertEqual(filmHex(image, 12 + 120, 36 + 1), "#007AFF", "the section's band outlined at its top")
    }

    /// 1000 pixels leave 976 - 252 = 724 beside the page: two frames a row, three rows
    /// (3 x 140 + 2 x 12 = 444 tall, taller than the page's 340).
    func testPagePanelFramesWrapBesideIt() throws {
        let figure = try FilmstripFigure(scene: scene(.groupPaging), section: 0, maximumWidth: 1000, showsPage: true)
        XCTAssertEqual(figure.columns, 2)
        XCTAssertEqual(figure.frames.map(\.rect.minX), [264, 516, 264, 516, 264])
        XCTAssertEqual(figure.size, CGSize(width: 768, height: 12 + 24 + 444 + 12))
    }

    /// The page and one frame at half size: (480 / 2 + 12 + 24) = 276 pixels at least.
    func testPagePanelTooNarrowIsAnError() throws {
        XCTAssertThrowsError(
            try FilmstripFigure(
                scene: scene(.groupPaging), section: 0, maximumWidth: 250,
                showsPage: true)
        ) { error in
            XCTAssertEqual(error as? FigureError, .tooNarrow(maximumWidth: 250, needed: 276))
        }
    }

    /// At half size a frame is 120 points: with margins, 144 pixels at 1x.
    func testAColumnTooNarrowForAHalfSizeFrameIsAnError() throws {
        XCTAssertThrowsError(try FilmstripFigure(scene: scene(.groupPaging), section: 0, maximumWidth: 100)) { error in
            XCTAssertEqual(error as? FigureError, .tooNarrow(maximumWidth: 100, needed: 144))
        }
    }

    func testAFigureOfASectionThatDoesNotScrollSidewaysIsAnError() throws {
        XCTAssertThrowsError(try FilmstripFigure(scene: scene(.none), section: 0)) { error in
            XCTAssertEqual(error as? FigureError, .notOrthogonal(section: 0))
        }
    }

    /// A PNG's width and height from its IHDR chunk.
    static func pngSize(_ png: [UInt8]) -> [Int] {
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [word(16), word(20)]
    }
}

/// Alt text inside SVG output: `<title>` and `<desc>` open the document.
final class FilmstripFigureSVGTests: XCTestCase {
    func testSVGStartsWithTitleAndDescription() throws {
        let scene = try RenderScene(
            layout: FilmLayouts.carousel(.groupPaging, width: 0.7), itemCounts: [5],
            canvas: filmCanvas())
        let figure = try FilmstripFigure(scene: scene, section: 0, maximumFrames: 2)
        let svg = String(decoding: try Renderer().svgData(of: figure), as: UTF8.self)
        let root = try XCTUnwrap(svg.range(of: "<svg"))
        let afterRoot = svg[svg[root.upperBound...].firstIndex(of: ">")!...].dropFirst()
        XCTAssertTrue(
            afterRoot.hasPrefix(
                "\n<title>section 0 · .groupPaging · 5 stops</title>\n<desc>Frames of"
                    + " section 0, which scrolls sideways with .groupPaging: released at 120 pt → rests at 178 pt;"
                    + " stop 1 · 0 pt.</desc>\n"), String(afterRoot.prefix(300)))
    }
}
