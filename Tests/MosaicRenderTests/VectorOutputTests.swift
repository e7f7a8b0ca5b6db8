import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicRender

/// SVG and PDF output. The SVG of a small list is compared as text with a committed
/// reference through MosaicSnapshotTesting's `.svg` strategy (MosaicCairo numbers its ids per
/// document, so the text is stable), recorded as every snapshot is
/// (`SNAPSHOT_TESTING_RECORD`, `make record`).
final class VectorOutputTests: XCTestCase {
    private let layout = Layouts.grid(columns: 2, header: true, badges: true, background: true)
    private let screen = LayoutScreen(
        itemCounts: [3], canvas: smallCanvas(height: 200),
        content: LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "Vector", subtitle: "Cairo SVG"), CellContent(badge: "2")],
                supplementaryText: [UICollectionView.elementKindSectionHeader: "Header"])
        ]))

    private func scene() throws -> RenderScene {
        try RenderScene(layout: layout, itemCounts: screen.itemCounts, content: screen.content, canvas: screen.canvas)
    }

    func testSVGMatchesTheReference() throws {
        let svg = String(decoding: try Renderer().svgData(of: try scene()), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"width="240px" height="200px" viewBox="0 0 240 200""#), String(svg.prefix(300)))
        assertSnapshot(of: layout, as: .svg(screen), named: "grid")
    }

    /// A filmstrip draws each faded neighbour as a group, which Cairo numbers process-wide.
    func testTheSameFigureRenderedTwiceInOneProcessGivesTheSameSVGBytes() throws {
        let scene = try RenderScene(
            layout: FilmLayouts.carousel(.groupPagingCentered, width: 0.7), itemCounts: [5],
            canvas: filmCanvas())
        let first = try Renderer().svgData(of: try Filmstrip(scene: scene, section: 0))
        _ = try Renderer().svgData(of: try self.scene())
        let second = try Renderer().svgData(of: try Filmstrip(scene: scene, section: 0))
        XCTAssertTrue(first == second, "\(first.count) and \(second.count) bytes")
        XCTAssertTrue(
            String(decoding: first, as: UTF8.self).contains(#"clip-path="url(#clip1)""#), "the frames are clipped")
    }

    func testPDFIsOnePageOfTheCanvasSizeInPoints() throws {
        var canvas = smallCanvas(scale: 3, height: 200)
        canvas.size.width = 300
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [4], canvas: canvas)
        let pdf = String(decoding: try Renderer().pdfData(of: scene), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-1."), String(pdf.prefix(10)))
        XCTAssertTrue(pdf.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 300 200 ]"), "the scale does not apply to PDF")
        XCTAssertTrue(pdf.contains("/Count 1"), "one page")
    }

    func testFilesAreWrittenInEachFormat() throws {
        let directory = try temporaryDirectory()
        let scene = try scene()
        var renderer = Renderer()
        renderer.pdfCreationDate = "2024-01-01T00:00:00Z"
        for format in OutputFormat.allCases {
            let url = directory.appendingPathComponent("page.\(format.rawValue)")
            try renderer.write(scene, format: format, to: url)
            let written = try [UInt8](Data(contentsOf: url))
            let returned = try renderer.data(of: scene, format: format)
            XCTAssertTrue(written == returned, "\(format): the file holds what data(of:format:) returns")
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            ["page.pdf", "page.png", "page.svg"])
    }
}
