import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

@testable import MosaicSpec

/// The keys for richer cells and headers (overline, footnote, runs, borders, shadows, corner
/// radii, header fills and buttons), the page colour and tint, and the bars' custom areas:
/// what they decode to, the safe area they give, and where they are drawn.
final class RichCellsAndBarsDecodingTests: XCTestCase {
    func testCellAndSectionKeysDecode() throws {
        let document = try decode(
            """
            sections:
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                cellBorder: {color: red, width: 2}
                cellShadow: 0.3
                headerFill: yellow
                footerFill: "#00FF00"
                headerAccessory: See All ›
                content:
                  - title: {runs: [{text: "Now ", weight: bold}, {text: Playing, color: red, italic: true}]}
                    overline: NEW
                    footnote: 3 min
                    detail: ★ 4.8
                    cornerRadius: 12
                    border: 1
                    shadow: {opacity: 0.5, radius: 8, offset: [0, 4]}
                  - Second
            """)
        let section = document.content.sections[0]
        XCTAssertEqual(section.cellBorder, Border(color: .systemRed, width: 2))
        XCTAssertEqual(
            section.cellShadow,
            Shadow(color: ThemedColor(Color.black.withAlpha(0.3)), offsetX: 0, offsetY: -3, radius: 3))
        XCTAssertEqual(section.headerFill, .systemYellow)
        XCTAssertEqual(section.footerFill, ThemedColor(Color(red: 0, green: 1, blue: 0)))
        XCTAssertEqual(section.headerAccessory, "See All ›")
        let first = document.content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(first.title, "Now Playing")
        XCTAssertEqual(
            first.titleRuns,
            [
                TextRun("Now ", weight: .bold),
                TextRun("Playing", italic: true, color: .systemRed)
            ])
        XCTAssertEqual(first.overline, "NEW")
        XCTAssertEqual(first.footnote, "3 min")
        XCTAssertEqual(first.detail, "★ 4.8")
        XCTAssertEqual(first.shape, .roundedRect(radius: 12))
        XCTAssertEqual(
            first.border, Border(color: .black, width: 1), "a width alone is black, as CALayer's borderColor")
        XCTAssertEqual(
            first.shadow, Shadow(color: ThemedColor(Color.black.withAlpha(0.5)), offsetX: 0, offsetY: 4, radius: 8))
        let second = document.content.cell(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(second.border, section.cellBorder, "the section's border fills in")
        XCTAssertNil(second.titleRuns)
    }

    func testMistakesInTheNewKeysAreReportedWhereTheyAreWritten() {
        let bad = errors(
            """
            sections:
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                cellShape: circle
                cellCornerRadius: 8
                content:
                  - {title: A, shape: capsule, cornerRadius: 4}
                  - {title: B, shadow: {opacity: 2}}
                  - {title: {runs: [{weight: bold}]}}
                  - {title: {runs: []}}
            """)
        XCTAssertTrue(
            bad.contains { $0.line == 4 && $0.message.contains("'cellCornerRadius' and 'cellShape'") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.line == 6 && $0.message.contains("'cornerRadius' and 'shape'") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.line == 7 && $0.message.contains("opacity from 0 to 1") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.line == 8 && $0.message.contains("has no 'text'") }, "\(bad)")
        XCTAssertTrue(bad.contains { $0.line == 9 && $0.message.contains("'title.runs' is empty") }, "\(bad)")
    }

    func testTheBarsCustomAreasJoinTheSafeArea() throws {
        let document = try decode(
            """
            canvas:
              device: iphone-15
              navigationBar: {title: Listen Now, above: MONDAY, beside: Jane Appleseed}
              belowNavigationBar: {segments: [Songs, Albums], selected: 1}
              tabBar: [Home, Library]
              aboveTabBar: {title: Blinding Lights, subtitle: The Weeknd, buttons: ["▶", "⏭"]}
            sections:
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                itemCount: 20
            """)
        let chrome = try XCTUnwrap(document.canvas.chrome)
        XCTAssertEqual(chrome.navigationBar?.lineAboveTitle, "MONDAY")
        XCTAssertEqual(chrome.navigationBar?.besideTitle, "Jane Appleseed")
        XCTAssertEqual(chrome.belowNavigationBar, .segmentedControl(segments: ["Songs", "Albums"], selectedIndex: 1))
        XCTAssertEqual(
            chrome.aboveTabBar, .nowPlaying(title: "Blinding Lights", subtitle: "The Weeknd", buttons: ["▶", "⏭"]))
        // 59 status bar + 44 bar + 20 line above + 52 large title + 48 segmented control = 223;
        // 34 home indicator + 49 tab bar + 64 mini player = 147.
        XCTAssertEqual(document.canvas.effectiveSafeArea, UIEdgeInsets(top: 223, left: 0, bottom: 147, right: 0))
        let view = document.makeCollectionView()
        XCTAssertEqual(
            try XCTUnwrap(view.cellFrame(0, 0)).minY - view.contentOffset.y, 223,
            "content starts below the segmented control")
    }

    func testPageColourTintAndHeaderFillAreDrawn() throws {
        var document = try decode(
            """
            canvas:
              device: iphone-15
              background: "#123456"
              tint: pink
              tabBar: [Alpha, Beta]
            sections:
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                contentInsets: {leading: 20, trailing: 20}
                header: Shelf
                headerFill: yellow
                cellBorder: {color: red, width: 2}
                content: [One]
            """)
        document.canvas.scale = 1
        let image = try render(document)
        XCTAssertEqual(hexColour(image, 200, 500), "#123456", "the page, below the content")
        XCTAssertEqual(
            hexColour(image, 23, 59 + 2), "#FFCC00", "the header's fill (inset 20 as the section), left of its text")
        let view = document.makeCollectionView()
        let cell = try XCTUnwrap(view.cellFrame(0, 0))
        let y = Int(cell.midY - view.contentOffset.y)
        XCTAssertEqual(hexColour(image, 20, y), "#FF3B30", "the border's first pixel column")
        XCTAssertEqual(hexColour(image, 21, y), "#FF3B30", "and its second")
        // The tab bar: 852 - 34 - 49 = 769; the first tab's placeholder glyph, a circle centred
        // 18 points down its 196.5-point slot, in the tint.
        XCTAssertEqual(hexColour(image, 98, 769 + 18), "#FF2D55", "the selected tab in the tint")
        XCTAssertEqual(hexColour(image, 294, 769 + 18), "#8E8E93", "the other in systemGray")
    }

    func testTheStripsAreDrawnWhereTheirInsetsAre() throws {
        var ltr = try decode(
            """
            canvas:
              device: iphone-15
              background: "#F2F2F7"
              navigationBar: {title: Search, titleDisplay: inline}
              belowNavigationBar: {segments: [Stays, Experiences], selected: 0}
              tabBar: [Alpha, Beta]
              aboveTabBar: {title: Song, buttons: ["▶"]}
            sections:
              - group: {size: 1fw x 1000, subitem: {size: 1fw x 1fh}}
                itemCount: 1
                placeholder: blank
            """)
        ltr.canvas.scale = 1
        var rtl = ltr
        rtl.canvas.layoutDirection = .rightToLeft
        let left = try render(ltr)
        let right = try render(rtl)
        // The segmented control's strip is 103...151 (59 + 44, then 48); its track 16 points in,
        // 32 tall and centred (111...143); the selected segment's white thumb 2 points inside its
        // half: x 18...194.5 left to right, 198.5...375 right to left.
        XCTAssertEqual(hexColour(left, 30, 127), "#FFFFFF")
        XCTAssertNotEqual(hexColour(left, 360, 127), "#FFFFFF")
        XCTAssertEqual(hexColour(right, 360, 127), "#FFFFFF")
        XCTAssertNotEqual(hexColour(right, 30, 127), "#FFFFFF")
        XCTAssertEqual(hexColour(left, 8, 127), "#F2F2F7", "the strip shows the page colour beside the control")
        // The mini player's strip is 705...769 (852 - 34 - 49 - 64), in the bar material; its
        // 48-point artwork 16 points from the leading edge, 713...761 down (checked at 716, above the
        // buttons' glyphs).
        let material = hexColour(left, 200, 708)
        XCTAssertEqual(hexColour(left, 8, 708), material)
        XCTAssertNotEqual(hexColour(left, 40, 716), material, "the artwork at the left")
        XCTAssertEqual(hexColour(right, 40, 716), material)
        XCTAssertNotEqual(hexColour(right, 353, 716), material, "and at the right, right to left")
    }

    func testRightToLeftMirrorsTheBars() throws {
        let yaml = """
            canvas:
              device: iphone-15
              navigationBar: {title: שלום, beside: Avi Cohen}
              tabBar: [Alpha, Beta]
            sections:
              - group: {size: 1fw x 100, subitem: {size: 1fw x 1fh}}
                itemCount: 1
                placeholder: blank
            """
        var ltr = try decode(yaml)
        var rtl = try decode(yaml)
        ltr.canvas.scale = 1
        rtl.canvas.scale = 1
        rtl.canvas.layoutDirection = .rightToLeft
        let left = try render(ltr)
        let right = try render(rtl)
        // The first tab (selected, systemBlue) is the leftmost left to right, the rightmost right to left.
        XCTAssertEqual(hexColour(left, 98, 769 + 18), "#007AFF")
        XCTAssertEqual(hexColour(right, 294, 769 + 18), "#007AFF")
        XCTAssertEqual(hexColour(right, 98, 769 + 18), "#8E8E93")
        // The 36-point avatar beside the large title: at x 341...377 left to right (16 from the
        // right edge), at 16...52 right to left; 109...145 down (the title's row is 103...155).
        // 14 points below its top, above the title's letters, it is 22 points wide.
        XCTAssertNotEqual(hexColour(left, 359, 113), "#FFFFFF")
        XCTAssertEqual(hexColour(left, 34, 113), "#FFFFFF")
        XCTAssertNotEqual(hexColour(right, 34, 113), "#FFFFFF")
        XCTAssertEqual(hexColour(right, 359, 113), "#FFFFFF")
    }

    private func render(_ document: LayoutDocument) throws -> ImageSurface {
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        return try Renderer().image(of: scene)
    }
}

private func hexColour(_ surface: ImageSurface, _ x: Int, _ y: Int) -> String {
    let pixel = surface.pixel(x: x, y: y)
    return String(format: "#%02X%02X%02X", (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
}
