import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

@testable import MosaicSpec

/// List rows' values, accessories and icons in layout files, and estimated badges; the
/// mistakes people make with them, each with its position and a hint.
final class ListRowContentTests: XCTestCase {
    private func cells(_ content: String, file: StaticString = #filePath, line: UInt = #line) throws -> [CellContent] {
        try decode(
            """
            layout: {list: insetGrouped}
            sections:
              - content: \(content)
            """, file: file, line: line
        ).content.sections[0].items
    }

    private func only(_ content: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        let found = errors(
            """
            layout: {list: insetGrouped}
            sections:
              - content: \(content)
            """)
        XCTAssertEqual(found.count, 1, "\(found.map(\.description))", file: file, line: line)
        return found.first
    }

    func testValueIsASubtitleInTheValueStyle() throws {
        let cells = try cells(
            "[{title: Wi-Fi, value: Home}, {title: Bluetooth, subtitle: 'On', style: value}, {title: A, subtitle: B}]")
        XCTAssertEqual(cells[0], CellContent(title: "Wi-Fi", subtitle: "Home", style: .value))
        XCTAssertEqual(cells[1], CellContent(title: "Bluetooth", subtitle: "On", style: .value))
        XCTAssertEqual(cells[2].style, .subtitle)
    }

    func testAccessoriesInReadingOrder() throws {
        let cells = try cells(
            """
            [{title: A, accessories: [checkmark, disclosureIndicator]}, {title: B, accessories: switch on},
                       {title: C, accessories: [switch off]}, {title: D, accessories: [switch: on]}]
            """)
        XCTAssertEqual(
            cells.map(\.accessories),
            [
                [.checkmark, .disclosureIndicator], [.switch(isOn: true)],
                [.switch(isOn: false)], [.switch(isOn: true)]
            ])
    }

    func testIconAsAColourOrAMapping() throws {
        let cells = try cells(
            "[{title: Wi-Fi, icon: blue}, {title: Airplane Mode, icon: {color: '#FF9500', symbol: ✈}}, {title: X, icon: {}}]"
        )
        XCTAssertEqual(cells[0].icon, CellIcon(color: .systemBlue))
        XCTAssertEqual(cells[1].icon, CellIcon(color: ThemedColor(hex: "#FF9500"), symbol: "✈"))
        XCTAssertEqual(cells[2].icon, CellIcon())
    }

    func testUnknownAccessoryNamesWhatWasMeant() {
        let error = only("[{title: A, accessories: [chevron]}]")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 40)
        XCTAssertEqual(error?.message, "unknown accessory 'chevron' in 'accessories'")
        XCTAssertEqual(error?.hint, "did you mean 'disclosureIndicator'?")
        XCTAssertEqual(only("[{title: A, accessories: [checkmrak]}]")?.hint, "did you mean 'checkmark'?")
        XCTAssertEqual(only("[{title: A, accessories: [toggle]}]")?.hint, "write 'switch on' or 'switch off'")
        XCTAssertEqual(
            only("[{title: A, accessories: [star]}]")?.hint,
            "write disclosureIndicator (a chevron), checkmark, 'switch on' or 'switch off'")
    }

    func testASwitchNeedsItsState() {
        let error = only("[{title: A, accessories: [switch]}]")
        XCTAssertEqual(error?.message, "accessory 'switch' needs on or off in 'accessories'")
        XCTAssertEqual(error?.hint, "write 'switch on' or 'switch off'")
        XCTAssertEqual(
            only("[{title: A, accessories: [switch maybe]}]")?.message,
            "unknown switch state in 'switch maybe' in 'accessories'")
    }

    func testValueBesideASubtitleIsTheRowsTrailingDetail() throws {
        // A chat row: the message below the name, the time at the trailing edge.
        let cells = try cells("[{title: Anna, subtitle: See you, value: '9:41'}]")
        XCTAssertEqual(cells[0], CellContent(title: "Anna", subtitle: "See you", style: .subtitle, detail: "9:41"))
        let error = only("[{title: A, subtitle: B, value: C, detail: D}]")
        XCTAssertEqual(error?.message, "'value' and 'detail' both set the row's trailing text")
        XCTAssertEqual(error?.column, 39, "at 'value'")
    }

    func testValueAgainstTheSubtitleStyleIsAnError() {
        XCTAssertEqual(
            only("[{title: A, value: C, style: subtitle}]")?.hint,
            "remove 'style', or write 'subtitle:' instead of 'value:'")
        XCTAssertEqual(only("[{title: A, subtitle: C, style: valu}]")?.hint, "did you mean 'value'?")
    }

    func testAnIconThatIsNotAColourExplainsTheMapping() {
        let error = only("[{title: A, icon: ✈}]")
        XCTAssertEqual(error?.message, "'icon' must be a colour or {color, symbol, image}, not '✈'")
        XCTAssertEqual(error?.hint, "write e.g. icon: {color: orange, symbol: ✈}")
        XCTAssertEqual(only("[{title: A, icon: bleu}]")?.hint, "did you mean 'blue'?")
        XCTAssertEqual(only("[{title: A, icon: {colour: red}}]")?.hint, "did you mean 'color'?")
    }

    func testAnEstimatedBadgeIsMeasuredToItsText() throws {
        let document = try decode(
            """
            canvas: {size: 240 x 200, scale: 1}
            sections:
              - group:
                  size: 1fw x 60
                  subitem:
                    size: 0.5fw x 1fh
                    supplementaries: [{size: ~20 x 20, text: New}]
                content: [{}, {badge: 3}]
            """)
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        let layout = scene.layout
        let frames = (0..<2).map {
            layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: $0, section: 0))?.frame
        }
        // "New" at 12.4 pt semibold is 26.9 wide, plus 5 each side: 37; "3" is a 20-point circle.
        XCTAssertEqual(
            frames, [CGRect(x: 83, y: 0, width: 37, height: 20), CGRect(x: 220, y: 0, width: 20, height: 20)])
    }
}
