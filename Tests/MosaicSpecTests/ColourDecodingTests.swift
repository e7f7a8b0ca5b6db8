import MosaicContent
import XCTest

@testable import MosaicSpec

/// Colours in layout files: UIKit's names with their light and dark values, hex with alpha,
/// `{light, dark}`, and a located error with a suggestion for a name UIKit does not have.
final class ColourDecodingTests: XCTestCase {
    private func cells(_ content: String, file: StaticString = #filePath, line: UInt = #line) throws -> [CellContent] {
        try decode(
            """
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                content: \(content)
            """, file: file, line: line
        ).content.sections[0].items
    }

    func testUIKitNamesTakeUIKitsLightAndDarkValues() throws {
        let cells = try cells(
            """
            [{color: secondarySystemBackground}, {color: systemGroupedBackground}, {color: separator},
             {color: clear}, {color: tint}, {color: label}]
            """)
        let background = try XCTUnwrap(cells[0].color)
        XCTAssertEqual(background.resolved(in: .light).hexString, "#F2F2F7FF")
        XCTAssertEqual(background.resolved(in: .dark).hexString, "#1C1C1EFF")
        XCTAssertEqual(
            cells[1].color?.resolved(in: .dark).hexString, "#000000FF", "grouped pages are black in dark mode")
        // separator: #3C3C43 at 29% in light mode (0.29 x 255 = 73.95, so 4A), #545458 at 60% (99) in dark.
        XCTAssertEqual(cells[2].color?.resolved(in: .light).hexString, "#3C3C434A")
        XCTAssertEqual(cells[2].color?.resolved(in: .dark).hexString, "#54545899")
        XCTAssertEqual(cells[3].color?.resolved(in: .dark).alpha, 0)
        XCTAssertEqual(cells[4].color?.systemName, "tintColor")
        XCTAssertEqual(cells[4].color?.resolved(in: .light).hexString, "#007AFFFF")
        XCTAssertEqual(cells[5].color, .label)
    }

    func testHexWithAlphaAndPairsPerTheme() throws {
        let cells = try cells(
            """
            [{color: "#FFFFFF00"}, {color: {light: "#FF9500", dark: systemIndigo}}]
            """)
        XCTAssertEqual(cells[0].color?.resolved(in: .dark).hexString, "#FFFFFF00")
        let pair = try XCTUnwrap(cells[1].color)
        XCTAssertEqual(pair.resolved(in: .light).hexString, "#FF9500FF")
        XCTAssertEqual(pair.resolved(in: .dark).hexString, "#5E5CE6FF", "systemIndigo's dark value")
    }

    func testTextHeaderAndListColoursTakeTheSameValues() throws {
        let document = try decode(
            """
            layout: {list: {appearance: insetGrouped, backgroundColor: {light: "#FFFFFF", dark: "#101010"}}}
            sections:
              - titleText: {color: secondaryLabel}
                headerText: {color: {light: black, dark: systemYellow}}
                content: [A]
            """)
        let section = document.content.sections[0]
        XCTAssertEqual(section.titleText.color, .secondaryLabel)
        XCTAssertEqual(section.headerText.color?.resolved(in: .dark).hexString, "#FFD60AFF")
    }

    func testAnUnknownNameIsLocatedWithTheNearestUIKitName() throws {
        let found = errors(
            """
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                content: [{color: secondarySystemBackgrund}]
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.line, 3)
        XCTAssertEqual(found.first?.column, 23)
        XCTAssertEqual(found.first?.message, "unknown colour 'secondarySystemBackgrund' in 'color'")
        XCTAssertEqual(found.first?.hint, "did you mean 'secondarySystemBackground'?")
    }

    func testAPairNeedsBothAppearances() throws {
        let found = errors(
            """
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                content: [{color: {light: white}}]
            """)
        XCTAssertEqual(found.map(\.message), ["'color' needs both 'light' and 'dark'"])
    }

    func testEachSideOfAPairIsOneColour() throws {
        let found = errors(
            """
            sections:
              - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                content: [{color: {light: {light: red, dark: blue}, dark: red}}]
            """)
        XCTAssertEqual(found.map(\.message), ["'color.light' is another {light, dark} pair"])
        XCTAssertEqual(found.first?.line, 3)
        XCTAssertEqual(found.first?.column, 31)
    }
}
