import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

@testable import MosaicSpec

/// A cell's `badge:` brings UIKit's badge supplementary (Apple's "Item Badges" sample: top
/// trailing, fractionalOffset (0.3, -0.3), 20 tall) when the file declares none; its width is
/// estimated, so the badge sizes to its text. A 400 x 300 canvas at scale 1, the section inset
/// by 20: four 90 x 100 cells a row, the first at (20, 20).
final class ImpliedBadgeTests: XCTestCase {
    private func grid(content: String, supplementaries: String = "") -> String {
        """
        canvas: {size: 400 x 300, scale: 1}
        sections:
          - contentInsets: 20
            group:
              size: 1fw x 100
              subitem: {size: 0.25fw x 1fh\(supplementaries)}
            content: \(content)
        """
    }

    private func scene(_ document: LayoutDocument) throws -> RenderScene {
        try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts, content: document.content,
            canvas: document.canvas)
    }

    func testACellBadgeAddsATopTrailingBadgeSizedToItsText() throws {
        let document = try decode(grid(content: "[{title: A, badge: 3}, {title: B, badge: \"99+\"}, {title: C}]"))
        XCTAssertEqual(document.warnings, [], "the badge is drawn: nothing to warn about")
        // The scene measures the estimated widths (the bare collection view keeps the estimate, 20).
        let view = try scene(document).host
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 20, y: 20, width: 90, height: 100))
        // "3": a 20 x 20 circle whose top trailing corner is the cell's (110, 20), moved by
        // (0.3, -0.3) of 20: x = 110 - 20 + 6 = 96, y = 20 - 6 = 14.
        XCTAssertEqual(view.supplementaryFrame("badge", 0, 0), CGRect(x: 96, y: 14, width: 20, height: 20))
        // "99+": 24.4 points of 12.4-pt text + 2 x 5, up to 35 wide; the cell ends at 200,
        // moved out by 0.3 x 35 = 10.5: x = 200 - 35 + 10.5 = 175.5.
        let wide = try XCTUnwrap(view.supplementaryFrame("badge", 0, 1))
        XCTAssertEqual(wide.size, CGSize(width: 35, height: 20))
        XCTAssertEqual(wide.minX, 175.5, accuracy: 0.5, "on the scale-1 pixel grid")
        XCTAssertEqual(wide.minY, 14)
        // The cell without a badge has a frame (the layout does not know content), 20 x 20.
        XCTAssertEqual(view.supplementaryFrame("badge", 0, 2), CGRect(x: 276, y: 14, width: 20, height: 20))
    }

    func testOnlyCellsWithABadgeDrawOne() throws {
        let document = try decode(grid(content: "[{title: A, badge: 3}, {title: B, badge: \"99+\"}, {title: C}]"))
        let image = try Renderer().image(of: try scene(document))
        // Above the cells (y 14–19) the badges stick out over the white page.
        XCTAssertEqual(hexColour(image, 106, 16), "#FF3B30", "cell 0's badge: systemRed")
        XCTAssertEqual(hexColour(image, 193, 16), "#FF3B30", "cell 1's capsule, x 175.5–210.5")
        XCTAssertEqual(hexColour(image, 286, 16), "#FFFFFF", "cell 2 has no badge: the page shows")
        XCTAssertEqual(hexColour(image, 106, 12), "#FFFFFF", "above the badge")
        // The badge's text is white over the red: some white pixels inside cell 0's circle.
        let whites = (96..<116).flatMap { x in (14..<34).map { (x, $0) } }.filter {
            hexColour(image, $0.0, $0.1) == "#FFFFFF"
        }
        XCTAssertGreaterThan(whites.count, 10, "the digit 3")
    }

    func testADeclaredSupplementaryWins() throws {
        let document = try decode(
            grid(
                content: "[{title: A, badge: 3}]",
                supplementaries: ", supplementaries: [{kind: dot, size: 10 x 10, anchor: {edges: [top, leading]}}]"))
        let view = document.makeCollectionView()
        XCTAssertEqual(view.supplementaryFrame("dot", 0, 0), CGRect(x: 20, y: 20, width: 10, height: 10))
        XCTAssertNil(view.supplementaryFrame("badge", 0, 0), "no second badge beside the declared one")
    }

    func testSectionsWithoutCellBadgesAndListsGetNone() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 600, scale: 1}
            sections:
              - group: {size: 1fw x 100, subitem: {size: 0.25fw x 1fh}}
                content: [A, B]
              - list: {appearance: plain}
                content: [{title: Inbox, badge: 4}]
            """)
        let view = document.makeCollectionView()
        XCTAssertNotNil(view.cellFrame(0, 0))
        XCTAssertNil(view.supplementaryFrame("badge", 0, 0), "no cell has a badge")
        XCTAssertNil(view.supplementaryFrame("badge", 1, 0), "a list row draws its badge itself")
    }

    func testNestedGroupsGetTheBadgeOnEachCellAndVariantsToo() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 300, scale: 1}
            sections:
              - group:
                  size: 1fw x 100
                  subitems:
                    - {size: 0.5fw x 1fh}
                    - {type: vertical, size: 0.5fw x 1fh, subitem: {size: 1fw x 0.5fh}, count: 2}
                variants:
                  - when: {minWidth: 1000}
                    group: {size: 1fw x 50, subitem: {size: 0.1fw x 1fh}}
                content: [{badge: 1}, {badge: 2}, {badge: 3}]
            """)
        let view = document.makeCollectionView()
        // The small cell at (200, 50, 200, 50): its badge's top trailing corner at (400, 50) + (6, -6).
        XCTAssertEqual(view.cellFrame(0, 2), CGRect(x: 200, y: 50, width: 200, height: 50))
        XCTAssertEqual(view.supplementaryFrame("badge", 0, 2), CGRect(x: 386, y: 44, width: 20, height: 20))
        let wide = document.makeCollectionView(canvas: Canvas(size: CGSize(width: 1000, height: 300), scale: 1))
        XCTAssertEqual(
            wide.supplementaryFrame("badge", 0, 0), CGRect(x: 86, y: -6, width: 20, height: 20),
            "the variant's 100-wide cells have the badge too")
    }
}

/// A pixel as `#RRGGBB`.
private func hexColour(_ surface: ImageSurface, _ x: Int, _ y: Int) -> String {
    let pixel = surface.pixel(x: x, y: y)
    return String(format: "#%02X%02X%02X", (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
}
