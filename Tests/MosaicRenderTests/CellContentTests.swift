import MosaicCairo
import XCTest

@testable import MosaicContent
@testable import MosaicRender

/// CellContent keeps the fields cells seldom set out of line; it must still behave as a
/// plain value with those fields.
final class CellContentTests: XCTestCase {
    func testFieldsSetAtInitReadBack() {
        let cell = CellContent(
            title: "Wi-Fi", subtitle: "Home", imagePath: "/tmp/a.png", style: .value,
            accessories: [.disclosureIndicator], detail: "9:41",
            badgeColor: ThemedColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(cell.title, "Wi-Fi")
        XCTAssertEqual(cell.subtitle, "Home")
        XCTAssertEqual(cell.imagePath, "/tmp/a.png")
        XCTAssertEqual(cell.style, .value)
        XCTAssertEqual(cell.accessories, [.disclosureIndicator])
        XCTAssertEqual(cell.detail, "9:41")
        XCTAssertEqual(cell.badgeColor, ThemedColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertNil(cell.icon)
        XCTAssertNil(cell.padding)
    }

    func testChangingACopyLeavesTheOriginalAlone() {
        let original = CellContent(title: "Row", detail: "now")
        var copy = original
        copy.detail = "later"
        copy.style = .value
        XCTAssertEqual(original.detail, "now")
        XCTAssertEqual(original.style, .subtitle)
        XCTAssertEqual(copy.detail, "later")
        XCTAssertEqual(copy.style, .value)
        XCTAssertNotEqual(original, copy)
    }

    func testEqualityComparesTheFieldsNotWhereTheyAreKept() {
        var cell = CellContent(title: "Row")
        cell.detail = "now"
        XCTAssertEqual(cell, CellContent(title: "Row", detail: "now"))
        XCTAssertNotEqual(cell, CellContent(title: "Row"))
        // Back to every default: equal to a cell that never had a detail.
        cell.detail = nil
        XCTAssertEqual(cell, CellContent(title: "Row"))
        XCTAssertTrue(CellContent().isEmpty)
    }

    /// Cells that set none of the out-of-line fields share one box, whoever made them.
    func testCellsWithDefaultDetailsShareOneBox() {
        XCTAssertTrue(CellContentDetailsBox.holding(CellContentDetails()) === CellContentDetailsBox.defaults)
        XCTAssertTrue(CellContentDetailsBox.defaults.with(\.detail, nil) === CellContentDetailsBox.defaults)
        XCTAssertFalse(CellContentDetailsBox.defaults.with(\.detail, "now") === CellContentDetailsBox.defaults)
    }

    /// A title, a subtitle, a colour (a reference to its light and dark values) and a badge
    /// inline (16 + 16 + 8 + 16 bytes on a 64-bit machine) and one reference to the rest:
    /// 64 bytes, not the 416 of every field inline.
    func testAPlainCellIsSmall() {
        XCTAssertEqual(MemoryLayout<CellContent>.stride, 64)
    }
}
