import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Filmstrip figures and animations of right-to-left layouts and of layouts whose page
/// scrolls sideways: the offsets are the behaviour's, the cells (and their ghosts) sit where
/// the collection view puts them.
///
/// The carousel is group-paged with groups 10 apart, at 1x on a 240 x 320 canvas. Dragged
/// 120 points and released, it turns one group.
final class FilmstripDirectionTests: XCTestCase {
    private func rightToLeftScene() throws -> RenderScene {
        try RenderScene(
            layout: FilmLayouts.carousel(.groupPaging, width: 0.7), itemCounts: [5],
            canvas: filmCanvas(direction: .rightToLeft))
    }

    /// The page scrolls sideways, so the section scrolls down: groups 120 wide and
    /// 0.7 x 320 = 224 tall, 234 apart; 5 x 224 + 4 x 10 = 1160 long, 840 to scroll.
    private func sidewaysPageScene() throws -> RenderScene {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return try RenderScene(
            layout: FilmLayouts.carousel(.groupPaging, width: 0.7, configuration: configuration),
            itemCounts: [5], canvas: filmCanvas())
    }

    private func sortedByX(_ rects: [CGRect]) -> [CGRect] { rects.sorted { $0.minX > $1.minX } }

    // MARK: Right to left

    /// Groups of 0.7 x 240 = 168, pages of 178, as left to right; at offset 178 the second
    /// card rests at the right edge (240 - 346 + 178 = 72 to 240) and the third peeks in on
    /// the left (-106 to 62), the mirror of 0-168 and 178-346.
    func testRightToLeftGhostIsTheMirrorOfLeftToRight() throws {
        let figure = try FilmstripFigure(scene: rightToLeftScene(), section: 0)
        XCTAssertEqual(figure.region, CGRect(x: 0, y: 0, width: 240, height: 120))
        XCTAssertEqual(figure.frames.map(\.offset), [120, 0, 178, 356, 534])
        XCTAssertEqual(figure.frames[0].ghostOffset, 178)
        XCTAssertEqual(
            sortedByX(figure.cells(atOffset: 178)),
            [CGRect(x: 72, y: 0, width: 168, height: 120), CGRect(x: -106, y: 0, width: 168, height: 120)])
        // Released at 120: the first card has moved 120 to the left of its place at 72.
        XCTAssertEqual(
            sortedByX(figure.cells(atOffset: 120)),
            [
                CGRect(x: 192, y: 0, width: 168, height: 120), CGRect(x: 14, y: 0, width: 168, height: 120),
                CGRect(x: -164, y: 0, width: 168, height: 120)
            ])
    }

    /// The frame of stop 2 (178) is the third, at x = 12 + 2 x 252 = 516: the 10-point gap
    /// between cards is at 62-72 right to left, at 168-178 left to right.
    func testRightToLeftFramesAreDrawnMirrored() throws {
        let rightToLeft = try Renderer().image(of: FilmstripFigure(scene: rightToLeftScene(), section: 0))
        let leftToRight = try Renderer().image(
            of: FilmstripFigure(
                scene: RenderScene(
                    layout: FilmLayouts.carousel(.groupPaging, width: 0.7), itemCounts: [5],
                    canvas: filmCanvas()), section: 0))
        let x = 516
        let y = 36 + 60
        let gap = filmHex(leftToRight, x + 173, y)
        XCTAssertEqual(filmHex(rightToLeft, x + 67, y), gap)
        XCTAssertNotEqual(filmHex(rightToLeft, x + 150, y), gap, "a card")
        XCTAssertNotEqual(filmHex(leftToRight, x + 67, y), gap, "a card")
    }

    func testRightToLeftAnimationTurnsTheSamePage() throws {
        let animation = try SectionAnimation(scene: rightToLeftScene(), section: 0, duration: 2, framesPerSecond: 10)
        XCTAssertEqual(animation.region, CGRect(x: 0, y: 0, width: 240, height: 120))
        XCTAssertEqual(Array(animation.offsets.prefix(5)), [0, 0, 0, 0, 100])
        XCTAssertEqual(animation.offsets.last, 178)
    }

    // MARK: A page that scrolls sideways

    /// Stops at 0, 234, 468, 702 and the end, 840; the drag frame then four stops, each a
    /// 120 x 320 frame: 12 + 5 x 120 + 4 x 12 + 12 = 672 wide, 12 + 24 + 320 + 20 + 12 = 388 tall.
    func testSidewaysPageFramesRunDown() throws {
        let scene = try sidewaysPageScene()
        let layout = try XCTUnwrap(scene.layout as? UICollectionViewCompositionalLayout)
        XCTAssertEqual(layout.orthogonalRestOffsets(forSection: 0), [0, 234, 468, 702, 840])
        let figure = try FilmstripFigure(scene: scene, section: 0)
        XCTAssertEqual(figure.region, CGRect(x: 0, y: 0, width: 120, height: 320))
        XCTAssertEqual(figure.frames.map(\.offset), [120, 0, 234, 468, 702])
        XCTAssertEqual(figure.frames[0].ghostOffset, 234)
        XCTAssertEqual(figure.size, CGSize(width: 672, height: 388))
        // At rest the second card is at the top, the third below it; mid-drag the first is 120 up.
        XCTAssertEqual(
            figure.cells(atOffset: 234).sorted { $0.minY < $1.minY },
            [CGRect(x: 0, y: 0, width: 120, height: 224), CGRect(x: 0, y: 234, width: 120, height: 224)])
        XCTAssertEqual(
            figure.cells(atOffset: 120).sorted { $0.minY < $1.minY },
            [CGRect(x: 0, y: -120, width: 120, height: 224), CGRect(x: 0, y: 114, width: 120, height: 224)])
    }

    func testSidewaysPageAnimationScrollsDown() throws {
        let animation = try SectionAnimation(scene: sidewaysPageScene(), section: 0, duration: 2, framesPerSecond: 10)
        XCTAssertEqual(animation.region, CGRect(x: 0, y: 0, width: 120, height: 320))
        XCTAssertEqual([animation.pixelWidth, animation.pixelHeight], [120, 320])
        XCTAssertEqual(Array(animation.offsets.prefix(5)), [0, 0, 0, 0, 100])
        XCTAssertEqual(animation.offsets.last, 234)
        let chunks = APNGChunks(try Renderer().animatedPNGData(of: animation))
        XCTAssertEqual(chunks.frameControls.first.map { [$0.width, $0.height] }, [120, 320])
        XCTAssertGreaterThan(chunks.frameCount, 5, "the frames change")
    }
}
