import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicRender

/// A page with orthogonal sections clipped, unrolled, or with filmstrips beside it.
///
/// The App Store-like page on a 240 x 360 canvas: section 0 is a 28-point header over
/// 110-point cards 204 wide (0.85 x 240), centred (18-point insets), 8 apart: 876 points of
/// content. Section 1 starts 12 points lower at y = 150: a header, then 120-point columns
/// from y = 178, with 12-point side insets: 652 points of content.
final class FilmstripPageTests: XCTestCase {
    private func appStorePage(
        _ presentation: OrthogonalPresentation, offsets: [Int: CGFloat] = [:],
        direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        style: PageFigureStyle = .standard
    ) throws -> PageFigure {
        var canvas = filmCanvas(height: 360, direction: direction)
        canvas.orthogonalOffsets = offsets
        let scene = try RenderScene(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas)
        return try PageFigure(scene: scene, presentation: presentation, style: style)
    }

    func testClipIsThePlainScreenshot() throws {
        var canvas = filmCanvas(height: 360)
        canvas.orthogonalOffsets = [0: 100]
        let scene = try RenderScene(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas)
        let screenshot = try Renderer().image(of: scene)
        canvas.orthogonal = .clip
        let figure = try PageFigure(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas)
        XCTAssertEqual(figure.size, CGSize(width: 240, height: 360))
        XCTAssertEqual(try Renderer().image(of: figure).straightRGBA(), screenshot.straightRGBA())
    }

    func testCanvasChoosesThePresentation() throws {
        var canvas = filmCanvas(height: 360)
        for presentation in OrthogonalPresentation.allCases {
            canvas.orthogonal = presentation
            XCTAssertEqual(
                try PageFigure(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas).presentation,
                presentation)
        }
        canvas.anatomy = true
        XCTAssertNotNil(try PageFigure(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas).anatomy)
    }

    // MARK: Unrolled

    func testUnrollWidensTheCanvasToTheWidestSection() throws {
        let figure = try appStorePage(.unroll)
        XCTAssertEqual(figure.pageRegion, CGRect(x: 0, y: 0, width: 876, height: 360))
        XCTAssertEqual(figure.viewportRect, CGRect(x: 0, y: 0, width: 240, height: 360))
        XCTAssertEqual(figure.size, CGSize(width: 876, height: 360))
    }

    /// Scrolled 212 points, section 0's first card has gone left of the viewport: the page
    /// grows to the left too.
    func testUnrollShowsContentScrolledPastTheLeadingEdge() throws {
        let figure = try appStorePage(.unroll, offsets: [0: 212])
        XCTAssertEqual(figure.pageRegion, CGRect(x: -212, y: 0, width: 876, height: 360))
        XCTAssertEqual(figure.viewportRect, CGRect(x: 212, y: 0, width: 240, height: 360))
    }

    func testUnrollGrowsLeftInRightToLeft() throws {
        let figure = try appStorePage(.unroll, direction: .rightToLeft)
        XCTAssertEqual(figure.pageRegion, CGRect(x: -636, y: 0, width: 876, height: 360))
        XCTAssertEqual(figure.viewportRect, CGRect(x: 636, y: 0, width: 240, height: 360))
    }

    /// Card 0,1 (x 230 to 434) lies mostly outside the viewport: its middle is darker than
    /// the same pixel drawn without dimming; card 0,0 inside the viewport is untouched.
    func testOutsideTheViewportIsDimmed() throws {
        var undimmedStyle = PageFigureStyle.standard
        undimmedStyle.dimming = .clear
        let dimmed = try Renderer().image(of: try appStorePage(.unroll))
        let undimmed = try Renderer().image(of: try appStorePage(.unroll, style: undimmedStyle))
        XCTAssertEqual(filmHex(undimmed, 330, 83), "#007AFF")
        XCTAssertLessThan(brightness(dimmed, 330, 83), brightness(undimmed, 330, 83))
        XCTAssertEqual(filmHex(dimmed, 330, 83), "#004FA6", "#007AFF under 35% black: 0x7A and 0xFF times 0.65")
        XCTAssertEqual(filmHex(dimmed, 120, 83), filmHex(undimmed, 120, 83))
        XCTAssertEqual(filmHex(dimmed, 120, 83), "#007AFF")
        // The viewport's right edge is marked with a blue line (1.5 points, dashed, at x 238.5 to 240).
        XCTAssertEqual(filmHex(dimmed, 239, 2), "#007AFF")
    }

    func testUnrollWithoutOrthogonalSectionsIsTheScreenshot() throws {
        let scene = try RenderScene(layout: FilmLayouts.nestedGroups(), itemCounts: [6], canvas: filmCanvas())
        let figure = try PageFigure(scene: scene, presentation: .unroll)
        XCTAssertEqual(figure.viewportRect, figure.pageRect)
        XCTAssertEqual(try Renderer().image(of: figure).straightRGBA(), try Renderer().image(of: scene).straightRGBA())
    }

    func testUnrolledAppStorePage() throws {
        let figure = try appStorePage(.unroll)
        keepForLooking(figure, "page-unrolled")
        assertSnapshot(of: try Renderer().image(of: figure), as: .image)
    }

    // MARK: Filmstrips beside the page

    func testFilmstripsSitBesideTheirSections() throws {
        let figure = try appStorePage(.filmstrip)
        XCTAssertEqual(figure.pageRect, CGRect(x: 16, y: 16, width: 240, height: 360))
        XCTAssertEqual(figure.filmstrips.map(\.filmstrip.section), [0, 1])
        let first = figure.filmstrips[0]
        let second = figure.filmstrips[1]
        // 28 points of page gutter; section 0's cards (y 28 to 138) level with its frames.
        XCTAssertEqual(first.origin, CGPoint(x: 284, y: 30))
        XCTAssertEqual(first.origin.y + first.filmstrip.frames[0].rect.minY, figure.pageRect.minY + 28)
        XCTAssertEqual(first.sectionBand, CGRect(x: 16, y: 44, width: 240, height: 110))
        // Section 1's frames would start at y 194, but strip 0 ends at 184: pushed to 192.
        XCTAssertEqual(first.rect.maxY, 184)
        XCTAssertEqual(second.origin, CGPoint(x: 284, y: 192))
        XCTAssertEqual(figure.size, CGSize(width: 1310, height: 392))
        XCTAssertEqual(first.filmstrip.frames.map(\.offset), [0, 212, 424, 636])
        XCTAssertEqual(second.filmstrip.frames.map(\.offset), [0, 212, 412])
    }

    func testRightToLeftFilmstripsSitLeftOfThePage() throws {
        let figure = try appStorePage(.filmstrip, direction: .rightToLeft)
        let widest = figure.filmstrips.map(\.filmstrip.size.width).max() ?? 0
        XCTAssertEqual(figure.pageRect.minX, 16 + widest + 28)
        XCTAssertTrue(figure.filmstrips.allSatisfy { $0.rect.maxX == figure.pageRect.minX - 28 })
        XCTAssertTrue(figure.filmstrips.allSatisfy(\.filmstrip.readsFromRight))
    }

    func testHorizontalLayoutStripsSitBelowThePage() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = FilmLayouts.carousel(.groupPaging, width: 0.6, insets: 10, configuration: configuration)
        let scene = try RenderScene(layout: layout, itemCounts: [4, 3], canvas: filmCanvas(width: 320, height: 240))
        let figure = try PageFigure(scene: scene, presentation: .filmstrip)
        XCTAssertEqual(figure.filmstrips.count, 2)
        let first = figure.filmstrips[0]
        XCTAssertTrue(first.filmstrip.runsDown)
        XCTAssertEqual(first.origin.y, figure.pageRect.maxY + 28)
        // Section 0 spans x 0 to 140 of the page; its frames start level with it.
        XCTAssertEqual(first.origin.x + first.filmstrip.frames[0].rect.minX, figure.pageRect.minX)
        XCTAssertGreaterThanOrEqual(figure.filmstrips[1].rect.minX, first.rect.maxX + 8)
    }

    func testAppStorePageWithFilmstrips() throws {
        let figure = try appStorePage(.filmstrip)
        keepForLooking(figure, "page-filmstrips")
        assertSnapshot(of: try Renderer().image(of: figure), as: .image)
    }

    // MARK: Anatomy over a page

    func testAnatomyOverlayLabelsStayOnThePageAndApart() throws {
        var canvas = filmCanvas(scale: 2, height: 360)
        canvas.anatomy = true
        let figure = try PageFigure(layout: FilmLayouts.appStore(), itemCounts: [4, 9], canvas: canvas)
        let labels = figure.anatomyLabels
        XCTAssertGreaterThanOrEqual(labels.count, 8)
        for label in labels { XCTAssertTrue(figure.pageRect.contains(label.rect), "\(label.text) at \(label.rect)") }
        assertNoOverlaps(labels)
        keepForLooking(figure, "page-anatomy")
    }
}

/// Fails when two labels' rectangles meet.
func assertNoOverlaps(_ labels: [AnatomyLabel], file: StaticString = #filePath, line: UInt = #line) {
    for (index, a) in labels.enumerated() {
        for b in labels[(index + 1)...] where a.rect.intersects(b.rect) {
            XCTFail("\"\(a.text)\" \(a.rect) overlaps \"\(b.text)\" \(b.rect)", file: file, line: line)
        }
    }
}
