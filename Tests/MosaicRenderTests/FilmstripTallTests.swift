import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Figures taller than Cairo's 32767-pixel limit are drawn in strips and written as one PNG.
final class FilmstripTallTests: XCTestCase {
    func testTallPageFigureIsWrittenInStrips() throws {
        // 800 rows of 44 points, 1 apart: 35 999 points tall, at scale 1.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        var canvas = filmCanvas(width: 120)
        canvas.fullPage = true
        let scene = try RenderScene(
            layout: UICollectionViewCompositionalLayout(section: section), itemCounts: [800],
            canvas: canvas)
        let figure = try PageFigure(scene: scene, presentation: .unroll)
        XCTAssertEqual(figure.pixelHeight, 35_999)
        XCTAssertThrowsError(try Renderer().image(of: figure))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-tall-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Renderer().writePNG(of: figure, to: url)
        let bytes = try [UInt8](Data(contentsOf: url))
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 120, 0, 0, 0x8C, 0x9F], "IHDR: 120 x 35 999")
    }
}
