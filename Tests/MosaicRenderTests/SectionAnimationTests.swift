import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Scrolling animations: the motion of a drag and release, and the animated PNG.
///
/// The carousel is 240 points wide at 1x with 168-point groups 10 apart (group pages of 178).
final class SectionAnimationTests: XCTestCase {
    private func scene(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        scalesCentredItem: Bool = false
    ) throws -> RenderScene {
        try RenderScene(
            layout: FilmLayouts.carousel(behavior, width: 0.7, scalesCentredItem: scalesCentredItem),
            itemCounts: [5], canvas: filmCanvas())
    }

    private func scrolling(_ scene: RenderScene) throws -> OrthogonalScrolling {
        let layout = try XCTUnwrap(scene.layout as? UICollectionViewCompositionalLayout)
        return try XCTUnwrap(layout.orthogonalScrolling(forSection: 0))
    }

    // MARK: Motion

    /// Still for 0.3 s, dragged 120 points at 1000 points per second (0.12 s), then a page
    /// turn to 178 on the 0.99-per-millisecond curve: 58 points left, half a pixel (0.5 at 1x)
    /// after ln(0.5 / 58) / (1000 ln 0.99) = 0.473 s.
    func testGroupPagingTurnsOnePageAfterTheDrag() throws {
        let motion = ScrollMotion(scrolling: try scrolling(scene(.groupPaging)), drag: .standard, scale: 1)
        XCTAssertEqual(motion.decelerationRate, 0.99)
        XCTAssertEqual(motion.offset(at: 0.3), 0)
        XCTAssertEqual(motion.offset(at: 0.36), 60, accuracy: 0.001)
        XCTAssertEqual(motion.releaseTime, 0.42, accuracy: 0.0001)
        XCTAssertEqual(motion.offset(at: 0.42), 120, accuracy: 0.001)
        XCTAssertEqual(motion.restOffset, 178)
        XCTAssertEqual(motion.restTime, 0.42 + 0.4733, accuracy: 0.001)
        // 10 ms after release: 58 x (1 - 0.99^10) = 5.55 points further.
        XCTAssertEqual(motion.offset(at: 0.43), 125.55, accuracy: 0.01)
        XCTAssertEqual(motion.offset(at: 2), 178)
    }

    /// A continuous section glides 1000 / 1000 x 0.998 / 0.002 = 499 points past the release at
    /// 0.998 per millisecond (UIKit's normal rate), to 619.
    func testContinuousDeceleratesAtTheNormalRate() throws {
        let motion = ScrollMotion(scrolling: try scrolling(scene(.continuous)), drag: .standard, scale: 1)
        XCTAssertEqual(motion.decelerationRate, 0.998)
        XCTAssertEqual(motion.restOffset, 619, accuracy: 0.001)
        let after = motion.offset(at: motion.releaseTime + 0.1)
        XCTAssertEqual(after, 619 - 499 * pow(0.998, 100), accuracy: 0.01)
    }

    // MARK: The animated PNG

    /// Two seconds at 10 frames per second: 20 frames (the fifth, at 0.4 s, 100 points into the
    /// drag), the first four (0 to 0.3 s, before the finger lands) merged into one 0.4-second
    /// frame; the last shows the engine's stop 178.
    func testAnimatedPNGFramesDurationsAndRest() throws {
        let animation = try SectionAnimation(scene: scene(.groupPaging), section: 0, duration: 2, framesPerSecond: 10)
        XCTAssertEqual(animation.offsets.count, 20)
        XCTAssertEqual(Array(animation.offsets.prefix(5)), [0, 0, 0, 0, 100])
        XCTAssertEqual(animation.offsets.last, 178)
        XCTAssertTrue(try scrolling(animation.scene).restOffsets.contains(178))
        let png = try Renderer().animatedPNGData(of: animation)
        let chunks = APNGChunks(png)
        XCTAssertEqual(chunks.frameCount, chunks.frameControls.count)
        XCTAssertEqual(chunks.loopCount, 0)
        XCTAssertEqual(chunks.frameControls.first?.ticks, 4)
        XCTAssertEqual(chunks.frameControls.map(\.ticks).reduce(0, +), 20, "two seconds in tenths")
        XCTAssertEqual(Set(chunks.frameControls.map(\.denominator)), [10])
        XCTAssertGreaterThan(chunks.frameCount, 5, "the frames change")
        XCTAssertEqual(chunks.frameControls.first.map { [$0.width, $0.height] }, [240, 120])
        XCTAssertEqual(chunks.fdATCount, chunks.frameCount - 1)
        XCTAssertEqual(try Renderer().animatedPNGData(of: animation), png, "the same bytes on every run")
        // The default image (first frame) is the section at rest at 0, as a still render shows it.
        let first = try ImageSurface(contentsOfPNG: write(png))
        XCTAssertEqual([first.width, first.height], [240, 120])
    }

    /// A handler that scales the centred card runs on every frame: frames after release differ
    /// from those of the same carousel without it.
    func testTheInvalidationHandlerRunsOnEveryFrame() throws {
        let plain = try Renderer().animatedPNGData(
            of: SectionAnimation(
                scene: scene(.groupPagingCentered), section: 0,
                duration: 1, framesPerSecond: 10))
        let scaled = try Renderer().animatedPNGData(
            of: SectionAnimation(
                scene: scene(.groupPagingCentered, scalesCentredItem: true), section: 0, duration: 1,
                framesPerSecond: 10))
        XCTAssertNotEqual(plain, scaled)
    }

    private func write(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-apng-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}

/// The animation chunks of an APNG file.
struct APNGChunks {
    struct FrameControl {
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        var ticks: Int
        var denominator: Int
    }
    var frameCount = 0
    var loopCount = 0
    var frameControls: [FrameControl] = []
    var fdATCount = 0

    init(_ png: [UInt8]) {
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func half(_ at: Int) -> Int { Int(png[at]) << 8 | Int(png[at + 1]) }
        var at = 8
        while at + 8 <= png.count {
            let length = word(at)
            let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
            let data = at + 8
            switch type {
            case "acTL": (frameCount, loopCount) = (word(data), word(data + 4))
            case "fcTL":
                frameControls.append(
                    FrameControl(
                        width: word(data + 4), height: word(data + 8), x: word(data + 12),
                        y: word(data + 16), ticks: half(data + 20), denominator: half(data + 22)))
            case "fdAT": fdATCount += 1
            default: break
            }
            at = data + length + 4
        }
    }
}
