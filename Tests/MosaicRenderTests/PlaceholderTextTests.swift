import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// A cell without text of its own is labelled by its section's placeholder style; a cell
/// with a title or subtitle has no placeholder label.
final class PlaceholderTextTests: XCTestCase {
    private func placeholder(_ item: CellContent, style: PlaceholderStyle = .indexPath) throws -> String? {
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [1], canvas: smallCanvas())
        let content = LayoutContent(sections: [SectionContent(placeholder: style)])
        let looks = ElementLooks(
            style: scene.style, content: content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        return looks.placeholderText(at: IndexPath(item: 3, section: 0), item: item)
    }

    func testACellWithoutTextIsLabelledByItsSectionsPlaceholderStyle() throws {
        XCTAssertEqual(try placeholder(CellContent()), "0, 3")
        XCTAssertEqual(try placeholder(CellContent(color: .white), style: .number), "3")
        XCTAssertNil(try placeholder(CellContent(), style: .blank))
    }

    func testACellWithATitleOrSubtitleHasNoPlaceholder() throws {
        XCTAssertNil(try placeholder(CellContent(title: "Item 3")))
        XCTAssertNil(try placeholder(CellContent(subtitle: "Detail")))
    }
}
