import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest
@testable import MosaicRender

/// SVG and PDF output. The SVG of a small list is compared as text with a committed
/// reference after Cairo's generated ids (`glyph0-1`, `clip1`, `surface5`, …) are renumbered
/// in order of appearance; the reference is re-recorded with `MOSAIC_RECORD=1`. When the
/// Cairo, Pango or FreeType versions differ from the recorded ones, only the document's
/// structure is compared (other versions write other but equivalent paths).
final class VectorOutputTests: XCTestCase {
    private func scene() throws -> RenderScene {
        let content = LayoutContent(sections: [SectionContent(
            items: [CellContent(title: "Vector", subtitle: "Cairo SVG"), CellContent(badge: "2")],
            supplementaryText: [UICollectionView.elementKindSectionHeader: "Header"])])
        return try RenderScene(layout: Layouts.grid(columns: 2, header: true, badges: true, background: true),
                               itemCounts: [3], content: content, canvas: smallCanvas(height: 200))
    }

    func testSVGMatchesTheReferenceAfterNormalisingIds() throws {
        let svg = String(decoding: try Renderer().svgData(of: try scene()), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"width="240px" height="200px" viewBox="0 0 240 200""#), String(svg.prefix(300)))
        try TextReference(name: "grid", extension: "svg").check(SVGNormalizer.normalized(svg))
    }

    func testNormalizerRenumbersIdsAndTheirReferences() {
        let svg = ##"<g id="glyph0-12"/><g id="clip3"/><use xlink:href="#glyph0-12"/><g clip-path="url(#clip3)"/><use href="#glyph0-12"/>"##
        XCTAssertEqual(SVGNormalizer.normalized(svg),
                       ##"<g id="id1"/><g id="id2"/><use xlink:href="#id1"/><g clip-path="url(#id2)"/><use href="#id1"/>"##)
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
            let written = try [UInt8](Data(contentsOf: url)), returned = try renderer.data(of: scene, format: format)
            if format == .svg {
                // Cairo numbers SVG ids process-wide, so two SVGs of a scene differ only in ids.
                XCTAssertEqual(SVGNormalizer.normalized(String(decoding: written, as: UTF8.self)),
                               SVGNormalizer.normalized(String(decoding: returned, as: UTF8.self)))
            } else {
                XCTAssertTrue(written == returned, "\(format): the file holds what data(of:format:) returns")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["page.pdf", "page.png", "page.svg"])
    }
}

/// Renumbers the ids Cairo generates in SVG documents (`glyph0-1`, `clip1`, `surface5`, …)
/// as `id1`, `id2`, … in order of first definition, with every reference to them.
enum SVGNormalizer {
    static func normalized(_ svg: String) -> String {
        let definition = try! NSRegularExpression(pattern: #"id="([^"]+)""#)
        var names: [String: String] = [:]
        for match in definition.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let id = String(svg[Range(match.range(at: 1), in: svg)!])
            if names[id] == nil { names[id] = "id\(names.count + 1)" }
        }
        let reference = try! NSRegularExpression(pattern: #"(id="|#)([A-Za-z][A-Za-z0-9_-]*)"#)
        var result = ""
        var last = svg.startIndex
        for match in reference.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let range = Range(match.range, in: svg)!
            let name = String(svg[Range(match.range(at: 2), in: svg)!])
            guard let renamed = names[name] else { continue }
            result += svg[last..<range.lowerBound] + svg[Range(match.range(at: 1), in: svg)!] + renamed
            last = range.upperBound
        }
        return result + svg[last...]
    }
}
