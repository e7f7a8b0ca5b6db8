import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import XCTest
@testable import MosaicRender

final class FilmstripTests: XCTestCase {
    func testLook() throws {
        let scene = try RenderScene(layout: FilmLayouts.carousel(.groupPagingCentered, scalesCentredItem: true),
                                    itemCounts: [5], canvas: filmCanvas(scale: 2))
        let strip = try Filmstrip(scene: scene, section: 0)
        print("LABELS", strip.frames.map(\.label), strip.size, strip.frames[0].region)
        for a in scene.collectionView.collectionViewLayout.layoutAttributesForElements(in: strip.frames[0].region) ?? [] {
            print("ATTR", a.indexPath, a.frame, a.alpha, a.transform)
        }
        keepForLooking(strip, "centered")
    }
}
