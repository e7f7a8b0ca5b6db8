import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Text keeps the style's `label` and `secondaryLabel` on any fill, as UIKit's labels do;
/// text options set other colours, per theme.
final class CellTextColourTests: XCTestCase {
    private func look(_ item: CellContent, theme: ThemeName = .light) throws -> CellLook {
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [1], canvas: smallCanvas(theme: theme))
        let looks = ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        return looks.cell(at: IndexPath(item: 0, section: 0), item: item)
    }

    func testTextOnAFillOfItsOwnIsLabelAsUIKitsIs() throws {
        let look = try look(CellContent(title: "Dotonbori", subtitle: "Neon", color: ThemedColor(hex: "#5856D6")))
        XCTAssertEqual(look.title.color, .black, "label in light mode, whatever the fill")
        XCTAssertEqual(look.subtitle.color.hexString, "#3C3C4399", "secondaryLabel: #3C3C43 at 60%")
        let dark = try self.look(CellContent(title: "Clear", color: .clear), theme: .dark)
        XCTAssertEqual(dark.title.color, .white, "label in dark mode: legible on a clear fill over the black page")
    }

    func testTextOptionsSetTheColourPerTheme() throws {
        let options = TextOptions(color: ThemedColor(light: .black, dark: Color(hex: "#FFD60A")!))
        let item = CellContent(title: "Lemon", color: ThemedColor(hex: "#FFCC00"), titleText: options)
        XCTAssertEqual(try look(item).title.color, .black)
        XCTAssertEqual(try look(item, theme: .dark).title.color.hexString, "#FFD60AFF")
    }

    func testCellsWithoutAColourKeepTheStylesText() throws {
        let style = RenderStyle.standard(for: .dark)
        let look = try look(CellContent(title: "Plain"), theme: .dark)
        XCTAssertEqual(look.title.color, style.cell.title.color)
        XCTAssertEqual(look.subtitle.color, style.cell.subtitle.color)
    }
}
