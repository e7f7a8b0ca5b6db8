import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Bad requests are thrown as ``RenderError``s that say what is wrong and where.
final class ErrorTests: XCTestCase {
    private func scene(
        _ change: (inout Canvas) -> Void, counts: [Int] = [3],
        content: LayoutContent = LayoutContent()
    ) throws -> RenderScene {
        var canvas = smallCanvas()
        change(&canvas)
        return try RenderScene(layout: Layouts.grid(), itemCounts: counts, content: content, canvas: canvas)
    }

    private func assertThrows(
        _ expected: RenderError, message: String? = nil, _ body: () throws -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? RenderError, expected, file: file, line: line)
            if let message { XCTAssertEqual("\(error)", message, file: file, line: line) }
        }
    }

    func testEmptyNegativeAndNonFiniteSizes() {
        assertThrows(
            .invalidCanvas(what: "width", value: 0),
            message: "The canvas width is 0.0: sizes must be positive and finite, offsets finite."
        ) {
            _ = try scene { $0.size.width = 0 }
        }
        assertThrows(.invalidCanvas(what: "height", value: -5)) { _ = try scene { $0.size.height = -5 } }
        assertThrows(.invalidCanvas(what: "height", value: .infinity)) { _ = try scene { $0.size.height = .infinity } }
        XCTAssertThrowsError(try scene { $0.size.width = .nan }) { error in
            guard case .invalidCanvas(let what, let value) = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(what, "width")
            XCTAssertTrue(value.isNaN)
        }
        assertThrows(.invalidCanvas(what: "contentOffset.y", value: .infinity)) {
            _ = try scene { $0.contentOffset.y = .infinity }
        }
    }

    func testScalesOtherThanOneTwoOrThree() {
        for scale: CGFloat in [0, 1.5, 4, -2] {
            assertThrows(.unsupportedScale(Double(scale))) { _ = try scene { $0.scale = scale } }
        }
        assertThrows(.unsupportedScale(4), message: "The scale must be 1, 2 or 3 (UIKit's display scales); it is 4.0.")
        {
            _ = try scene { $0.scale = 4 }
        }
    }

    func testNegativeItemCounts() {
        assertThrows(
            .negativeItemCount(section: 1, count: -2),
            message: "Section 1 has -2 items; item counts cannot be negative."
        ) {
            _ = try scene({ _ in }, counts: [3, -2])
        }
    }

    func testMissingImageNamesTheCellAndThePath() throws {
        let path = "/nonexistent/photos/cat.png"
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(), CellContent(imagePath: path)])])
        let scene = try scene({ _ in }, content: content)
        assertThrows(
            .unreadableImage(indexPath: IndexPath(item: 1, section: 0), path: path, reason: "no such file."),
            message: "The image of cell [0, 1] at /nonexistent/photos/cat.png cannot be read: no such file."
        ) {
            _ = try Renderer().image(of: scene)
        }
        XCTAssertThrowsError(try Renderer().svgData(of: scene), "vector output checks images too")
    }

    func testFileThatIsNotAPNG() throws {
        let url = try temporaryDirectory().appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: url)
        let content = LayoutContent(sections: [
            SectionContent(items: [CellContent(title: "Photo", imagePath: url.path)])
        ])
        XCTAssertThrowsError(try Renderer().image(of: try scene({ _ in }, content: content))) { error in
            guard case .unreadableImage(let indexPath, let path, let reason) = error as? RenderError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(indexPath, IndexPath(item: 0, section: 0))
            XCTAssertEqual(path, url.path)
            XCTAssertEqual(reason, "it is neither a PNG nor a JPEG file.")
            XCTAssertTrue("\(error)".contains(url.path), "\(error)")
        }
    }

    func testOutputWiderThanCairosLimit() throws {
        let scene = try scene {
            $0.size.width = 11_000
            $0.scale = 3
        }
        assertThrows(.outputTooLarge(what: "wide", pixels: 33_000, limit: 32_767)) {
            _ = try Renderer().pngData(of: scene)
        }
    }

    func testPresentationsThisRendererDoesNotDraw() {
        assertThrows(.unsupported("the anatomy overlay")) { _ = try scene { $0.anatomy = true } }
        assertThrows(.unsupported("the filmstrip presentation of orthogonal sections")) {
            _ = try scene { $0.orthogonal = .filmstrip }
        }
    }

    func testFailedPNGWriteLeavesNoFile() throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent("page.png")
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(imagePath: "/missing.png")])])
        XCTAssertThrowsError(try Renderer().writePNG(of: try scene({ _ in }, content: content), to: url))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
