import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Overlines, footnotes, trailing details, text runs, per-cell borders and shadows, header
/// fills and buttons: where they are placed, on frames whose numbers can be checked by hand.
final class RichCellTests: XCTestCase {
    private func measurer() throws -> TextMeasurer { TextMeasurer(fonts: try FontEnvironment.standard()) }

    private func looks(
        _ content: LayoutContent, style: RenderStyle = .standard(for: .light),
        isRightToLeft: Bool = false
    ) -> ElementLooks {
        ElementLooks(
            style: style, content: content, structure: LayoutStructure(layout: Layouts.grid()),
            isRightToLeft: isRightToLeft)
    }

    func testTheOverlineSitsAboveTheTitleAndTheFootnoteBelowTheSubtitle() throws {
        var item = CellContent(title: "Title", subtitle: "Subtitle")
        item.overline = "OVERLINE"
        item.footnote = "Footnote"
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let look = looks(content).cell(at: IndexPath(item: 0, section: 0), item: item)
        let lines = try XCTUnwrap(look.lines)
        XCTAssertEqual(lines.overline.size, 13)
        XCTAssertEqual(lines.overline.weight, .semibold)
        XCTAssertEqual(lines.footnote.size, 13)
        XCTAssertEqual(lines.footnote.color, look.subtitle.color, "secondaryLabel, as the subtitle")
        let frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let texts = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame, isRightToLeft: false,
            measurer: try measurer()
        ).texts
        XCTAssertEqual(texts.map(\.text), ["OVERLINE", "Title", "Subtitle", "Footnote"])
        for (upper, lower) in zip(texts, texts.dropFirst()) {
            XCTAssertEqual(
                lower.rect.minY - upper.rect.maxY, TitleStack.gap, accuracy: 0.001,
                "\(upper.text) and \(lower.text) are 2 points apart")
        }
        let top = texts[0].rect.minY
        let bottom = texts[3].rect.maxY
        XCTAssertEqual(top - 10, 200 - 10 - bottom, accuracy: 0.001, "the block is centred inside the 10-pt padding")
    }

    func testACellWithoutTheNewLinesHasNoneOfTheirStyles() {
        let item = CellContent(title: "Plain")
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        XCTAssertNil(looks(content).cell(at: IndexPath(item: 0, section: 0), item: item).lines)
    }

    func testTheDetailSitsAtTheTrailingEdgeOfTheTitlesFirstLine() throws {
        var item = CellContent(title: "Lumen", subtitle: "Photo & Video")
        item.detail = "★ 4.8"
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let look = looks(content).cell(at: IndexPath(item: 0, section: 0), item: item)
        let frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        let texts = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame, isRightToLeft: false,
            measurer: try measurer()
        ).texts
        let detail = try XCTUnwrap(texts.first { $0.text == "★ 4.8" })
        let title = try XCTUnwrap(texts.first { $0.text == "Lumen" })
        XCTAssertEqual(detail.rect.maxX, 290, accuracy: 0.001, "at the 10-pt padding")
        XCTAssertEqual(detail.rect.minY, title.rect.minY, accuracy: 0.001)
        XCTAssertEqual(
            title.rect.maxX, detail.rect.minX - CellDetailColumn.spacing, accuracy: 0.001,
            "the title wraps 8 points before it")
        let mirrored = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame, isRightToLeft: true,
            measurer: try measurer()
        ).texts
        XCTAssertEqual(
            try XCTUnwrap(mirrored.first { $0.text == "★ 4.8" }).rect.minX, 10, accuracy: 0.001,
            "right to left, at the left padding")
    }

    func testAccessoriesSitAtTheTrailingEdgeOfAnyCell() throws {
        let item = CellContent(title: "Orbit", accessories: [.disclosureIndicator])
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let look = looks(content).cell(at: IndexPath(item: 0, section: 0), item: item)
        let frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        let arrangement = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame, isRightToLeft: false,
            measurer: try measurer())
        XCTAssertEqual(
            arrangement.accessories.map(\.rect), [CGRect(x: 282, y: 33, width: 8, height: 14)],
            "the 8 x 14 chevron at the 10-pt padding, centred")
        XCTAssertEqual(try XCTUnwrap(arrangement.texts.first).rect.maxX, 272, accuracy: 0.001, "10 points before it")
        let mirrored = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame, isRightToLeft: true,
            measurer: try measurer())
        XCTAssertEqual(mirrored.accessories.first?.rect.minX, 10)
        XCTAssertEqual(mirrored.accessories.first?.isMirrored, true)
    }

    func testTheTintColoursCheckmarks() {
        var style = RenderStyle.standard(for: .light)
        XCTAssertEqual(looks(LayoutContent(), style: style).accessoryStyle.checkmarkColor, style.colors.systemBlue)
        style.tintColor = Color(hex: "#FF2D55")
        XCTAssertEqual(looks(LayoutContent(), style: style).accessoryStyle.checkmarkColor, Color(hex: "#FF2D55"))
    }

    func testTintColourInTheContentTakesTheCanvasTint() throws {
        // A link-like run and a border written as `tintColor`: the style's tint, else systemBlue.
        var item = CellContent()
        item.titleRuns = [TextRun("Read more", color: .tintColor)]
        item.border = Border(color: .tintColor, width: 1)
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        var style = RenderStyle.standard(for: .light)
        let plain = looks(content, style: style)
        XCTAssertEqual(
            plain.cell(at: IndexPath(item: 0, section: 0), item: item).title.runs.first?.color,
            ThemedColor(style.colors.systemBlue))
        style.tintColor = Color(hex: "#FF2D55")
        let tinted = looks(content, style: style)
        XCTAssertEqual(
            tinted.cell(at: IndexPath(item: 0, section: 0), item: item).title.runs.first?.color,
            ThemedColor(Color(hex: "#FF2D55")!))
        XCTAssertEqual(tinted.resolve(try XCTUnwrap(item.border).color), Color(hex: "#FF2D55"))
    }

    func testTitleRunsReachTheTitleStyle() {
        var item = CellContent()
        item.titleRuns = [TextRun("Now ", weight: .bold), TextRun("Playing", color: .white)]
        XCTAssertEqual(item.title, "Now Playing", "the runs' text, joined")
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let look = looks(content).cell(at: IndexPath(item: 0, section: 0), item: item)
        XCTAssertEqual(look.title.runs.map(\.text), ["Now ", "Playing"])
        XCTAssertEqual(look.title.runs.first?.weight, .bold)
    }

    func testARunsColourIsDrawn() throws {
        // Black text on a white cell, but for one run in pure green.
        var item = CellContent(color: .white)
        item.titleRuns = [
            TextRun("MW", weight: .black), TextRun("MW", weight: .black, color: ThemedColor(hex: "#00FF00")!)
        ]
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let image = try render(Layouts.grid(), counts: [1], content: content, canvas: smallCanvas(scale: 2))
        var green = 0
        var black = 0
        for y in 0..<160 {
            for x in 0..<160 {
                let pixel = image.pixel(x: x, y: y)
                let (r, g, b) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
                if r < 60, g > 200, b < 60 { green += 1 }
                if r < 60, g < 60, b < 60 { black += 1 }
            }
        }
        XCTAssertGreaterThan(green, 50, "the second run in its green")
        XCTAssertGreaterThan(black, 50, "the first in the title's black")
    }

    func testACellsOwnBorderAndShadowWinOverItsSections() throws {
        let section = Border(color: .black, width: 2)
        var own = CellContent(title: "Own")
        own.border = Border(color: .white, width: 3)
        let content = LayoutContent(sections: [SectionContent(items: [own, CellContent(title: "Section's")])])
        var withSection = content
        withSection.sections[0].cellBorder = section
        withSection.sections[0].cellShadow = Shadow(opacity: 0.5)
        let looks = self.looks(withSection)
        XCTAssertEqual(
            looks.cell(at: IndexPath(item: 0, section: 0), item: withSection.cell(at: IndexPath(item: 0, section: 0)))
                .border,
            Border(color: .white, width: 3))
        let second = looks.cell(
            at: IndexPath(item: 1, section: 0), item: withSection.cell(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(second.border, section)
        XCTAssertEqual(
            second.shadow, Shadow(color: ThemedColor(Color.black.withAlpha(0.5)), offsetX: 0, offsetY: -3, radius: 3),
            "CALayer's default offset and radius")
        XCTAssertEqual(withSection.shadowReach(over: nil), 6, "radius 3 + offset 3")
    }

    func testAHeaderButtonTakesTheTrailingEndInTheTint() throws {
        var section = SectionContent(supplementaryText: [UICollectionView.elementKindSectionHeader: "Top Charts"])
        section.headerAccessory = "See All"
        section.headerFill = ThemedColor(hex: "#FFCC00")
        var style = RenderStyle.standard(for: .light)
        style.tintColor = Color(hex: "#FF2D55")
        let look = looks(LayoutContent(sections: [section]), style: style)
            .boundary(kind: UICollectionView.elementKindSectionHeader, section: 0, isFooter: false, isGlobal: false)
        XCTAssertEqual(look.style.background, Color(hex: "#FFCC00"))
        let arrangement = BoundaryArrangement(
            look: look, frame: CGRect(x: 0, y: 0, width: 300, height: 44),
            measurer: try measurer())
        let button = try XCTUnwrap(arrangement.accessory)
        XCTAssertEqual(button.style.color, Color(hex: "#FF2D55"))
        XCTAssertEqual(button.rect.maxX, 290, accuracy: 0.001, "at the header's 10-pt padding")
        let text = try XCTUnwrap(arrangement.text)
        XCTAssertEqual(text.rect.maxX, button.rect.minX - BoundaryArrangement.accessorySpacing, accuracy: 0.001)
    }
}
