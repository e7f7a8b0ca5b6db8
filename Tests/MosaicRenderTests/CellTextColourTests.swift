import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest
@testable import MosaicRender

/// Text on a cell with a colour of its own contrasts with it; other cells keep the style's.
final class CellTextColourTests: XCTestCase {
    private func look(_ item: CellContent, theme: ThemeName = .light) throws -> CellLook {
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [1], canvas: smallCanvas(theme: theme))
        let looks = ElementLooks(style: scene.style, content: scene.content,
                                 structure: LayoutStructure(layout: scene.layout),
                                 isRightToLeft: false)
        return looks.cell(at: IndexPath(item: 0, section: 0), item: item)
    }

    func testWhiteTextOnASaturatedColour() throws {
        let look = try look(CellContent(title: "Dotonbori", subtitle: "Neon", color: ThemedColor(hex: "#5856D6")))
        XCTAssertEqual(look.title.color, .white)
        XCTAssertEqual(look.subtitle.color, Color.white.withAlpha(0.8))
    }

    func testBlackTextOnALightColour() throws {
        let look = try look(CellContent(title: "Lemon", color: ThemedColor(hex: "#FFCC00")))
        XCTAssertEqual(look.title.color, .black, "yellow's luminance is above 0.5")
        XCTAssertEqual(look.subtitle.color, Color.black.withAlpha(0.8))
    }

    func testCellsWithoutAColourKeepTheStylesText() throws {
        let style = RenderStyle.standard(for: .dark)
        let look = try look(CellContent(title: "Plain"), theme: .dark)
        XCTAssertEqual(look.title.color, style.cell.title.color)
        XCTAssertEqual(look.subtitle.color, style.cell.subtitle.color)
    }
}
