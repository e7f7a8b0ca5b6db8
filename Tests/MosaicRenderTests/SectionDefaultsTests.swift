import MosaicCairo
import XCTest

@testable import MosaicRender

/// A section's defaults reach its cells one field at a time, and a section without any
/// leaves its cells as they are.
final class SectionDefaultsTests: XCTestCase {
    private let item = CellContent(title: "Item 7", subtitle: "Detail")

    private func filled(in section: SectionContent) -> CellContent {
        var section = section
        section.items = [item]
        return LayoutContent(sections: [section]).cell(at: IndexPath(item: 0, section: 0))
    }

    func testASectionWithoutDefaultsLeavesItsCellsAsTheyAre() {
        XCTAssertEqual(filled(in: SectionContent()), item)
    }

    func testEachSectionDefaultReachesACellThatLeavesItUnset() {
        var section = SectionContent()
        section.artwork = .photo
        XCTAssertEqual(filled(in: section).artwork, .photo)

        section = SectionContent()
        section.imagePlacement = .above
        XCTAssertEqual(filled(in: section).imagePlacement, .above)

        section = SectionContent()
        section.titleText = TextOptions(lines: 2)
        XCTAssertEqual(filled(in: section).titleText, TextOptions(lines: 2))

        section = SectionContent()
        section.subtitleText = TextOptions(alignment: .center)
        XCTAssertEqual(filled(in: section).subtitleText, TextOptions(alignment: .center))

        section = SectionContent()
        section.padding = CellPadding(horizontal: 3, vertical: 5)
        XCTAssertEqual(filled(in: section).padding, CellPadding(horizontal: 3, vertical: 5))

        section = SectionContent()
        section.badgeColor = ThemedColor(Color(red: 0, green: 0.5, blue: 0))
        XCTAssertEqual(filled(in: section).badgeColor, ThemedColor(Color(red: 0, green: 0.5, blue: 0)))
    }
}
