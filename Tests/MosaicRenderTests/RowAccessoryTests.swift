import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// List rows' accessories, values and icons. Rows here are in a plain list on a 240-point
/// canvas at scale 1: 240 wide, 44 tall (one line), on white, with the list's 16-point
/// margins, so the text area of a row runs from x 16 to 224, and its middle is y 22.
///
/// Accessories sit from the trailing margin inwards: a chevron (8 x 14) at x 216–224,
/// y 15–29; a switch (51 x 31) at x 173–224, y 6.5–37.5, its 27-point knob 2 points in.
final class RowAccessoryTests: XCTestCase {
    private let measurer = try! TextMeasurer.standard()
    private let white = "#FFFFFF"

    private func list(
        _ items: [CellContent], direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        width: CGFloat = 240, scale: CGFloat = 1
    ) throws -> RenderScene {
        var canvas = Canvas(size: CGSize(width: width, height: 320), scale: scale, theme: .light)
        canvas.layoutDirection = direction
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        return try RenderScene(
            layout: layout, itemCounts: [items.count],
            content: LayoutContent(sections: [SectionContent(items: items)]), canvas: canvas)
    }

    private func frame(_ scene: RenderScene, _ item: Int) -> CGRect {
        scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    }

    /// The arrangement the painter draws for row `item` of `scene`.
    private func arrangement(_ scene: RenderScene, _ item: Int) -> CellArrangement {
        let path = IndexPath(item: item, section: 0)
        let looks = ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: scene.host.traitCollection.layoutDirection == .rightToLeft)
        let content = scene.content.cell(at: path)
        return CellArrangement(
            look: looks.cell(at: path, item: content), item: content, placeholderText: nil,
            frame: frame(scene, item), isRightToLeft: looks.isRightToLeft, measurer: measurer)
    }

    // MARK: Disclosure indicator and value

    func testChevronIsDrawnAtTheTrailingMargin() throws {
        let scene = try list([CellContent(title: "General", accessories: [.disclosureIndicator])])
        XCTAssertEqual(arrangement(scene, 0).accessories.map(\.rect), [CGRect(x: 216, y: 15, width: 8, height: 14)])
        let image = try Renderer().image(of: scene)
        // The upper arm runs from (217, 16) to the tip (223, 22), 2 points wide: the pixel
        // (222, 21) lies on it, in tertiaryLabel (#3C3C43 at 30%) over white.
        XCTAssertEqual(hex(image, 222, 21), "#C5C5C7")
        XCTAssertEqual(hex(image, 217, 16), "#C5C5C7", "the arm's upper end")
        XCTAssertEqual(hex(image, 217, 27), "#C5C5C7", "the lower arm's end")
        XCTAssertEqual(hex(image, 219, 22), white, "inside the chevron's open side")
        XCTAssertEqual(hex(image, 225, 22), white, "past the tip: the 16-point margin is empty")
        XCTAssertEqual(hex(image, 235, 22), white)
    }

    func testValueIsRightAlignedBeforeTheChevron() throws {
        let scene = try list([
            CellContent(
                title: "Wi-Fi", subtitle: "Home", style: .value,
                accessories: [.disclosureIndicator])
        ])
        let texts = arrangement(scene, 0).texts
        XCTAssertEqual(texts.map(\.text), ["Wi-Fi", "Home"])
        let title = texts[0]
        let value = texts[1]
        XCTAssertEqual(value.rect.maxX, 206, "10 points before the chevron at 216")
        XCTAssertEqual(value.style.alignment, .trailing)
        XCTAssertEqual(value.style.size, 17)
        XCTAssertEqual(value.style.color, SystemColors.light.secondaryLabel)
        let valueWidth = measurer.measure("Home", style: value.style).width
        XCTAssertEqual(Double(value.rect.width), valueWidth, accuracy: 0.001, "the value's whole width")
        XCTAssertEqual(title.rect.minX, 16)
        XCTAssertEqual(value.rect.minY, title.rect.minY, accuracy: 0.001, "on the title's line (both 17 pt)")
        XCTAssertEqual(title.rect.height, 20.57, accuracy: 0.01)

        // Grey ink of "Home" ends just before x 206, and nothing is drawn from there to the chevron.
        let image = try Renderer().image(of: scene)
        let inked = (150..<216).filter { x in (12..<32).contains { y in hex(image, x, y) != white } }
        XCTAssertEqual(inked.max(), 205)
        XCTAssertLessThan(inked.min() ?? 0, 206 - Int(valueWidth) + 3, "the ink spans the value's width")
    }

    // MARK: Switch and checkmark

    func testSwitchIsGreenWhenOnWithItsKnobAtTheTrailingEnd() throws {
        let scene = try list([
            CellContent(title: "Airplane Mode", accessories: [.switch(isOn: true)]),
            CellContent(title: "VPN", accessories: [.switch(isOn: false)])
        ])
        XCTAssertEqual(arrangement(scene, 0).accessories.map(\.rect), [CGRect(x: 173, y: 6.5, width: 51, height: 31)])
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, 180, 22), "#34C759", "the track, left of the knob")
        XCTAssertEqual(hex(image, 208, 22), white, "the knob: x 195–222")
        // Off: #787880 at 16% over white, the knob at x 175–202.
        XCTAssertEqual(hex(image, 215, 44 + 22), "#EAEAEB")
        XCTAssertEqual(hex(image, 188, 44 + 22), white)
        XCTAssertEqual(hex(image, 170, 22), white, "nothing between the text and the switch")
    }

    func testCheckmarkIsBlue() throws {
        let scene = try list([CellContent(title: "English", accessories: [.checkmark])])
        XCTAssertEqual(arrangement(scene, 0).accessories.map(\.rect), [CGRect(x: 208, y: 15, width: 16, height: 14)])
        let image = try Renderer().image(of: scene)
        // The long stroke from (213.75, 27.5) up to (223, 16.5) crosses the pixel (218, 21).
        XCTAssertEqual(hex(image, 218, 21), "#007AFF")
    }

    func testAccessoriesSitInReadingOrderTheLastAtTheMargin() throws {
        let scene = try list([CellContent(title: "Display", accessories: [.checkmark, .disclosureIndicator])])
        XCTAssertEqual(arrangement(scene, 0).accessories.map(\.accessory), [.checkmark, .disclosureIndicator])
        XCTAssertEqual(arrangement(scene, 0).accessories.map(\.rect.minX), [216 - 10 - 16, 216])
    }

    // MARK: Right to left

    func testRightToLeftRowsAreMirrored() throws {
        let scene = try list(
            [
                CellContent(
                    title: "Wi-Fi", subtitle: "Home", style: .value,
                    accessories: [.disclosureIndicator]),
                CellContent(title: "VPN", accessories: [.switch(isOn: true)])
            ], direction: .rightToLeft)
        let row = arrangement(scene, 0)
        XCTAssertEqual(row.accessories.map(\.rect), [CGRect(x: 16, y: 15, width: 8, height: 14)])
        XCTAssertEqual(row.texts.map(\.text), ["Wi-Fi", "Home"])
        XCTAssertEqual(row.texts[1].rect.minX, 34, "the value 10 points after the chevron")
        XCTAssertEqual(row.texts[0].rect.maxX, 224, "the title at the right margin")
        let image = try Renderer().image(of: scene)
        // The chevron points left: its tip at (17, 22), its arms' ends at x 23.
        XCTAssertEqual(hex(image, 17, 21), "#C5C5C7")
        XCTAssertEqual(hex(image, 22, 16), "#C5C5C7")
        XCTAssertEqual(hex(image, 20, 22), white, "the open side, now on the right")
        XCTAssertEqual(hex(image, 14, 22), white, "the margin")
        // The switch at x 16–67: on, its knob at the left end (x 18–45), green on the right.
        XCTAssertEqual(hex(image, 60, 44 + 22), "#34C759")
        XCTAssertEqual(hex(image, 31, 44 + 22), white)
    }

    // MARK: Icons

    func testIconIsAColouredSquareAndTheTextAndSeparatorStartAfterIt() throws {
        let blue = ThemedColor.systemBlue
        let scene = try list([
            CellContent(title: "Wi-Fi", icon: CellIcon(color: blue, symbol: "")),
            CellContent(title: "Bluetooth")
        ])
        let row = arrangement(scene, 0)
        XCTAssertEqual(row.icon?.rect, CGRect(x: 16, y: 7.5, width: 29, height: 29))
        XCTAssertEqual(row.icon?.radii, CornerRadii(all: 7))
        XCTAssertNil(row.icon?.symbol, "an empty symbol leaves the square plain")
        XCTAssertEqual(row.texts.first?.rect.minX, 61, "16 + 29 + 16")
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, 18, 22), "#007AFF")
        XCTAssertEqual(hex(image, 16, 8), white, "the rounded corner is cut")
        // The hairline under the row (y 43) starts under the text, at x 61.
        XCTAssertEqual(hex(image, 55, 43), white)
        XCTAssertNotEqual(hex(image, 70, 43), white)
        XCTAssertNotEqual(hex(image, 20, 43 + 44), white, "the second row has no icon: its separator starts at 16")
    }

    /// A row with a generated avatar and no text (a list given only `itemCount`) keeps the
    /// avatar in its 40-point leading square, the placeholder label beside it and the
    /// separator under the label, as a contacts row; a photo alone still fills its row.
    func testAnAvatarWithoutTextSitsAtTheLeadingMarginNotOverTheSeparator() throws {
        let scene = try list([CellContent(artwork: .avatar), CellContent(artwork: .photo)])
        let path = IndexPath(item: 0, section: 0)
        let looks = ElementLooks(
            style: scene.style, content: scene.content, structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        let content = scene.content.cell(at: path)
        let row = CellArrangement(
            look: looks.cell(at: path, item: content), item: content, placeholderText: "0, 0",
            frame: frame(scene, 0), isRightToLeft: false, measurer: measurer)
        XCTAssertEqual(row.image?.rect, CGRect(x: 16, y: 2, width: 40, height: 40), "16-point margin, centred in 44")
        XCTAssertEqual(row.placeholder?.rect.minX, 72, "16 + 40 + 16")
        XCTAssertEqual(looks.rowTextInset(at: path), 56, "the separator starts under the label")
        let photo = arrangement(scene, 1)
        XCTAssertEqual(photo.image?.rect, frame(scene, 1), "a photo alone fills its row")
    }

    /// At 393 points the margin is 20, but the text after an icon still starts 16 points
    /// after it (UIKit's image-to-text padding), and so does the separator: 20 + 29 + 16 =
    /// 65; a row without an icon has its separator at the 20-point margin (Lists.png and
    /// supplementaryViewList.png, Docs/uikit-facts.md §11).
    func testAt393TheSeparatorStartsAtTheMarginOrSixteenPointsAfterTheIcon() throws {
        let scene = try list(
            [
                CellContent(title: "Wi-Fi", icon: CellIcon(color: .white, symbol: "")),
                CellContent(title: "Bluetooth"), CellContent(title: "Cellular")
            ], width: 393)
        let row = arrangement(scene, 0)
        XCTAssertEqual(row.icon?.rect, CGRect(x: 20, y: 7.5, width: 29, height: 29))
        XCTAssertEqual(row.texts.first?.rect.minX, 65)
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, 63, 43), white)
        XCTAssertNotEqual(hex(image, 66, 43), white, "under the icon row, from x 65")
        XCTAssertEqual(hex(image, 18, 43 + 44), white)
        XCTAssertNotEqual(hex(image, 21, 43 + 44), white, "under a plain row, from x 20")
    }

    func testIconWithoutSymbolShowsTheTitlesFirstLetterAndAColourByIndex() throws {
        let scene = try list([
            CellContent(title: "general", icon: CellIcon()),
            CellContent(title: "Mail", icon: CellIcon(symbol: "✉"))
        ])
        XCTAssertEqual(arrangement(scene, 0).icon?.symbol?.text, "G")
        XCTAssertEqual(arrangement(scene, 0).icon?.color, SystemColors.light.systemBlue, "item 0: the palette's first")
        XCTAssertEqual(arrangement(scene, 1).icon?.color, SystemColors.light.systemGreen)
        let symbol = try XCTUnwrap(arrangement(scene, 1).icon?.symbol)
        XCTAssertEqual(symbol.text, "✉")
        XCTAssertEqual(symbol.style.color, .white)
        XCTAssertEqual(symbol.style.size, 17, "17 pt fits: 0.6 x 29 = 17.4")
    }

    // MARK: Self-sizing

    func testALongTitleWrapsBeforeTheValueAndTheRowGrows() throws {
        let title = "Software Update available for this iPhone"
        let scene = try list([
            CellContent(
                title: title, subtitle: "iOS 17.4", style: .value,
                accessories: [.disclosureIndicator]),
            CellContent(title: title)
        ])
        let texts = arrangement(scene, 0).texts
        let valueWidth = measurer.measure("iOS 17.4", style: texts[1].style).width
        // The text area is 16–206 (190 wide); the value keeps its width, the title wraps
        // in 190 - value - 10.
        let titleWidth = 190 - valueWidth - 10
        XCTAssertEqual(Double(texts[0].rect.width), titleWidth, accuracy: 0.001)
        let lines = measurer.measure(title, style: texts[0].style, maxWidth: titleWidth).lineCount
        XCTAssertEqual(lines, 4)
        // 11 + 4 x 20.574 + 11 = 104.3, up to 105; the same title without accessories or
        // value wraps at 208 into 2 lines: 11 + 41.15 + 11 = 63.15, up to 64.
        XCTAssertEqual(frame(scene, 0), CGRect(x: 0, y: 0, width: 240, height: 105))
        XCTAssertEqual(frame(scene, 1), CGRect(x: 0, y: 105, width: 240, height: 64))
        XCTAssertEqual(texts[0].style.maximumNumberOfLines, 4, "every line is shown")
        XCTAssertEqual(texts[1].rect.minY, texts[0].rect.minY, accuracy: 0.001, "the value on the first line")
    }

    func testTheTitleWrapsInTheSpaceTheSwitchLeaves() throws {
        let title = "Allow Notifications on Lock Screen"
        let scene = try list([CellContent(title: title, accessories: [.switch(isOn: true)])])
        // Text from 16 to 173 - 10 = 163: 147 points.
        let text = try XCTUnwrap(arrangement(scene, 0).texts.first)
        XCTAssertEqual(text.rect.width, 147)
        let lines = measurer.measure(title, style: text.style, maxWidth: 147).lineCount
        XCTAssertEqual(lines, 3)
        XCTAssertEqual(frame(scene, 0).height, 84, "11 + 3 x 20.574 + 11 = 83.72, up to 84")
    }

    func testARowWithASwitchOrIconIsStill44() throws {
        let scene = try list([CellContent(title: "VPN", accessories: [.switch(isOn: false)], icon: CellIcon())])
        XCTAssertEqual(frame(scene, 0).height, 44, "the 31-point switch and 29-point icon fit in 44")
    }
}
