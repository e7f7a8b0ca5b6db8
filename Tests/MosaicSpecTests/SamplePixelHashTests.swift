import CompositionalLayout
import MosaicCairo
import MosaicRender
import MosaicSnapshot
import MosaicSnapshotTesting
import MosaicSpec
import SnapshotTesting
import XCTest

/// Every sample in Samples/ renders, and its pixels are pinned by a pixel hash
/// (references in __Snapshots__/SamplePixelHashTests/, recorded with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SamplePixelHashTests`).
///
/// Samples are drawn at scale 1 so the reference images stay small and hashing
/// stays quick in debug builds; every other canvas setting is the sample's own.
final class SamplePixelHashTests: XCTestCase {
    private var samples: [URL] {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    func testEverySampleRendersToItsPinnedPixels() throws {
        XCTAssertGreaterThanOrEqual(samples.count, 16)
        for url in samples {
            let name = url.deletingPathExtension().lastPathComponent
            let document = try LayoutDocument(contentsOf: url)
            var canvas = document.canvas
            canvas.scale = 1
            canvas.orthogonal = .clip
            canvas.anatomy = false
            let scene = try RenderScene(
                layout: document.makeLayout(), itemCounts: document.itemCounts,
                content: document.content, canvas: canvas)
            let image = try Renderer().image(of: scene)
            XCTAssertEqual(image.width, Int(canvas.size.width), name)
            assertSnapshot(of: image, as: .image, named: name)
        }
    }
}
