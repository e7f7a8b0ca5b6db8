import Foundation
import XCTest

@testable import MosaicCairo

/// SVG documents get the same bytes for the same drawing: Cairo's process-wide ids are
/// renumbered per document, with every reference to them.
final class SVGIdentifierTests: XCTestCase {
    /// Renumbers `svg` whole, or fed `chunk` bytes at a time.
    private func renumbered(_ svg: String, chunk: Int? = nil) -> String {
        let renumbering = SVGIdentifierRenumbering()
        let bytes = Array(svg.utf8)
        var output: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + (chunk ?? bytes.count))
            output += bytes[start..<end].withUnsafeBytes { renumbering.process($0) }
            start = end
        }
        output += renumbering.finish()
        return String(decoding: output, as: UTF8.self)
    }

    private let document = """
        <defs><symbol overflow="visible" id="glyph0-3"/><symbol id="glyph0-4"/>
        <clipPath id="clip7"><rect/></clipPath><image id="image12" xlink:href="data:image/png;base64,AAAA"/></defs>
        <g id="surface9"><use xlink:href="#glyph0-4" x="1"/><g clip-path="url(#clip7)"><use href="#image12"/></g>
        <use xlink:href="#glyph0-3"/><use xlink:href="#surface40"/><g id="surface40"/></g>
        """

    func testIdsAreRenumberedByStemInOrderOfFirstAppearance() {
        XCTAssertEqual(
            renumbered(document),
            """
            <defs><symbol overflow="visible" id="glyph1"/><symbol id="glyph2"/>
            <clipPath id="clip1"><rect/></clipPath><image id="image1" xlink:href="data:image/png;base64,AAAA"/></defs>
            <g id="surface1"><use xlink:href="#glyph2" x="1"/><g clip-path="url(#clip1)"><use href="#image1"/></g>
            <use xlink:href="#glyph1"/><use xlink:href="#surface2"/><g id="surface2"/></g>
            """)
    }

    func testStreamingInPiecesGivesTheSameDocument() {
        let whole = renumbered(document)
        for chunk in [1, 2, 3, 5, 7, 64] {
            XCTAssertEqual(renumbered(document, chunk: chunk), whole, "fed \(chunk) bytes at a time")
        }
    }

    func testOnlyWholeMentionsAreRenamed() {
        XCTAssertEqual(
            renumbered(##"<a grid="x" uid="y" href="page.html" data-href="#z"><b id="7"/>"##),
            ##"<a grid="x" uid="y" href="page.html" data-href="#z1"><b id="id1"/>"##,
            "`grid=` and `uid=` are other attributes; an id without letters gets the stem `id`")
        XCTAssertEqual(
            renumbered(#"text ending in i"#), #"text ending in i"#, "a held-back byte is given back at the end")
        XCTAssertEqual(renumbered(##"<use href="#unterminated"##), ##"<use href="#unterminated"##)
    }

    /// Draws a faded group (Cairo makes it an SVG surface with a process-wide id), text
    /// (glyph symbols) and a clipped image.
    private func drawing() throws -> [UInt8] {
        let surface = try SVGSurface(width: 60, height: 40)
        let context = try DrawingContext(surface: surface)
        let image = try ImageSurface(width: 4, height: 4)
        try DrawingContext(surface: image).paint(Color(hex: "#FF0000")!)
        try context.withGroup(opacity: 0.5) {
            try context.fill(CGRect(x: 0, y: 0, width: 30, height: 20), with: Color(hex: "#007AFF")!)
            try context.draw(text: "Ids", style: TextStyle(size: 12), in: CGRect(x: 2, y: 2, width: 50, height: 16))
        }
        try context.draw(image: image, in: CGRect(x: 30, y: 20, width: 20, height: 20), cornerRadius: 5)
        return try surface.finish()
    }

    func testTheSameDrawingTwiceInOneProcessGivesTheSameBytes() throws {
        let first = try drawing()
        let second = try drawing()
        XCTAssertTrue(first == second, "\(first.count) and \(second.count) bytes differ")
        let text = String(decoding: first, as: UTF8.self)
        XCTAssertTrue(text.contains(#"id="surface1""#), text)
        XCTAssertTrue(text.contains(#"id="glyph1""#), text)
        XCTAssertFalse(text.contains("glyph0-"), "Cairo's own glyph ids are gone")
    }

    func testAWrittenFileHoldsTheSameBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("ids.svg")
        let surface = try SVGSurface(width: 60, height: 40, writingTo: url)
        let context = try DrawingContext(surface: surface)
        try context.withGroup(opacity: 0.5) {
            try context.fill(CGRect(x: 0, y: 0, width: 30, height: 20), with: Color(hex: "#007AFF")!)
        }
        try surface.finish()
        let memory = try SVGSurface(width: 60, height: 40)
        let again = try DrawingContext(surface: memory)
        try again.withGroup(opacity: 0.5) {
            try again.fill(CGRect(x: 0, y: 0, width: 30, height: 20), with: Color(hex: "#007AFF")!)
        }
        XCTAssertEqual(try [UInt8](Data(contentsOf: url)), try memory.finish())
    }
}
