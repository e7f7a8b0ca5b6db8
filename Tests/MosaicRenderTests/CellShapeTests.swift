import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Cell shapes: where each outline lies, that fills, borders and images follow it, and
/// how a circle sets its title. Cells here are 80 x 80 (or 120 x 40) at scale 1 from
/// (0, 0), side by side, on a white page; `#007AFF` is section 0's placeholder blue.
final class CellShapeTests: XCTestCase {
    /// A row of `count` fixed-size items, no insets or spacing.
    private func row(width: CGFloat = 80, height: CGFloat = 80, count: Int = 3) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(width),
                heightDimension: .absolute(height)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(width * CGFloat(count)),
                heightDimension: .absolute(height)),
            repeatingSubitem: item, count: count)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func blank(_ shape: CellShape?, items: [CellContent] = []) -> LayoutContent {
        LayoutContent(sections: [SectionContent(items: items, placeholder: .blank, cellShape: shape)])
    }

    func testOutlinesOfEachShapeInA100By60Frame() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(CellShape.circle.outline(in: frame).rect, CGRect(x: 20, y: 0, width: 60, height: 60))
        XCTAssertEqual(CellShape.circle.outline(in: frame).radii, CornerRadii(all: 30))
        XCTAssertEqual(CellShape.capsule.outline(in: frame).rect, frame)
        XCTAssertEqual(CellShape.capsule.outline(in: frame).radii, CornerRadii(all: 30))
        XCTAssertEqual(CellShape.roundedRect(radius: 8).outline(in: frame).radii, CornerRadii(all: 8))
        XCTAssertEqual(CellShape.roundedRect(radius: -2).outline(in: frame).radii, .zero)
    }

    func testACellsOwnShapeWinsOverItsSections() {
        let content = blank(.circle, items: [CellContent(), CellContent(shape: .capsule)])
        XCTAssertEqual(
            content.cellShape(at: IndexPath(item: 0, section: 0), item: content.sections[0].items[0]), .circle)
        XCTAssertEqual(
            content.cellShape(at: IndexPath(item: 1, section: 0), item: content.sections[0].items[1]), .capsule)
        XCTAssertNil(LayoutContent().cellShape(at: IndexPath(item: 0, section: 3), item: CellContent()))
    }

    func testCircleCellsAreFilledCircles() throws {
        let image = try render(row(), counts: [3], content: blank(.circle), canvas: smallCanvas(height: 80))
        XCTAssertEqual(hex(image, 40, 40), "#007AFF", "the centre")
        XCTAssertEqual(hex(image, 40, 1), "#007AFF", "the top of the circle, mid-width")
        XCTAssertEqual(hex(image, 1, 40), "#007AFF", "its leading edge, mid-height")
        // (8, 8) is inside an 8-point rounded corner but 45 points from the circle's centre.
        XCTAssertEqual(hex(image, 8, 8), "#FFFFFF")
        XCTAssertEqual(hex(image, 10, 10), "#FFFFFF", "its centre (10.5, 10.5) is 41.7 from the circle's: outside")
        XCTAssertEqual(hex(image, 14, 14), "#007AFF", "(14.5, 14.5) is 36.1 from the centre: inside")
    }

    func testTheDefaultShapeIsTheStylesRoundedRectangle() throws {
        let image = try render(row(), counts: [3], content: blank(nil), canvas: smallCanvas(height: 80))
        XCTAssertEqual(hex(image, 8, 8), "#007AFF", "inside the 8-point corner")
        XCTAssertEqual(hex(image, 0, 0), "#FFFFFF", "the corner itself is cut")
    }

    func testCapsuleEndsAreHalfCircles() throws {
        let image = try render(
            row(width: 120, height: 40, count: 2), counts: [2], content: blank(.capsule),
            canvas: smallCanvas(height: 40))
        XCTAssertEqual(hex(image, 3, 3), "#FFFFFF", "24 from the end's centre (20, 20): outside the radius of 20")
        XCTAssertEqual(hex(image, 1, 20), "#007AFF", "the tip of the leading end")
        XCTAssertEqual(hex(image, 60, 1), "#007AFF", "the straight top edge")
    }

    func testBorderAndImageFollowTheCircle() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("red.png").path
        let photo = try ImageSurface(width: 20, height: 20, format: .rgb24)
        try DrawingContext(surface: photo).paint(Color(hex: "#FF0000")!)
        try photo.writePNG(to: URL(fileURLWithPath: path))
        var style = RenderStyle.standard(for: .light)
        style.cell.border = Border(color: .black, width: 2)
        let content = blank(
            .circle, items: [CellContent(imagePath: path), CellContent(color: ThemedColor(hex: "#123456"))])
        let image = try render(row(), counts: [2], content: content, canvas: smallCanvas(height: 80), style: style)
        XCTAssertEqual(hex(image, 40, 40), "#FF0000", "the image fills the circle")
        XCTAssertEqual(hex(image, 8, 8), "#FFFFFF", "and is clipped to it")
        XCTAssertEqual(hex(image, 40, 1), "#000000", "the 2-point border, top of the circle")
        XCTAssertEqual(hex(image, 40, 3), "#FF0000")
        XCTAssertEqual(hex(image, 120, 78), "#000000", "the second cell's border, bottom of its circle")
        XCTAssertEqual(hex(image, 120, 76), "#123456")
        XCTAssertEqual(hex(image, 88, 8), "#FFFFFF", "the second cell's corner is empty")
    }

    // MARK: Text in a circle

    /// The looks of a one-cell scene whose section has `shape`.
    private func looks(_ shape: CellShape) throws -> ElementLooks {
        let scene = try RenderScene(layout: row(), itemCounts: [1], content: blank(shape), canvas: smallCanvas())
        return ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
    }

    private func circleArrangement(_ item: CellContent, side: CGFloat = 66) throws -> CellArrangement {
        let looks = try looks(.circle)
        let look = looks.cell(at: IndexPath(item: 0, section: 0), item: item)
        return CellArrangement(
            look: look, item: item, placeholderText: nil,
            frame: CGRect(x: 0, y: 0, width: side, height: side), isRightToLeft: false,
            measurer: try TextMeasurer.standard())
    }

    func testACircleTitleIsCentredOnOneLineAtAFifthOfTheDiameter() throws {
        let measurer = try TextMeasurer.standard()
        let texts = try circleArrangement(CellContent(title: "Ueno")).texts
        XCTAssertEqual(texts.count, 1)
        let title = try XCTUnwrap(texts.first)
        XCTAssertEqual(title.style.alignment, .center)
        XCTAssertEqual(title.style.size, 13.2, accuracy: 0.001, "17 pt capped at 0.2 x 66")
        XCTAssertEqual(Double(title.rect.midX), 33, accuracy: 0.01)
        XCTAssertEqual(Double(title.rect.midY), 33, accuracy: 0.01)
        XCTAssertEqual(
            measurer.measure(title.text, style: title.style, maxWidth: Double(title.rect.width)).lineCount, 1)
    }

    func testALongWordShrinksInsteadOfBreaking() throws {
        let measurer = try TextMeasurer.standard()
        let title = try XCTUnwrap(try circleArrangement(CellContent(title: "Akihabara")).texts.first)
        XCTAssertLessThan(title.style.size, 13.2, "too wide for 66 - 2 x 5 points at 13.2")
        XCTAssertGreaterThanOrEqual(title.style.size, 17 * CircleLabel.minimumScale)
        let measured = measurer.measure(title.text, style: title.style, maxWidth: Double(title.rect.width))
        XCTAssertEqual(measured.lineCount, 1, "one whole word")
        // The line's box lies inside the circle less its 5-point inset (radius 28).
        let half = (w: measured.width / 2, h: measured.height / 2)
        XCTAssertLessThanOrEqual(half.w * half.w + half.h * half.h, 28 * 28)
    }

    func testTwoWordsWrapBetweenTheWordsOnly() throws {
        let measurer = try TextMeasurer.standard()
        let title = try XCTUnwrap(try circleArrangement(CellContent(title: "Fushimi Inari"), side: 80).texts.first)
        let width = Double(title.rect.width)
        XCTAssertEqual(measurer.measure(title.text, style: title.style, maxWidth: width).lineCount, 2)
        XCTAssertGreaterThanOrEqual(
            width, measurer.measure("Fushimi", style: title.style).width,
            "the wrapping width holds the longest word")
    }

    func testTextOverAnImageInACircleIsWhiteOnAScrim() throws {
        let arrangement = try circleArrangement(CellContent(title: "Ginza", imagePath: "/nonexistent.png"))
        XCTAssertEqual(arrangement.image?.rect, CGRect(x: 0, y: 0, width: 66, height: 66))
        XCTAssertEqual(arrangement.scrim, Color.black.withAlpha(0.35))
        XCTAssertEqual(arrangement.texts.first?.style.color, .white)
    }

    func testACircleKeepsItsEstimatedSize() throws {
        let looks = try looks(.circle)
        let item = CellContent(title: "A long title that would grow a rounded cell")
        let size = CellArrangement.preferredSize(
            look: looks.cell(at: IndexPath(item: 0, section: 0), item: item), item: item, placeholderText: nil,
            offered: CGSize(width: 60, height: 60), axes: SizingAxes(width: true, height: true), maxWidth: 240,
            imageSize: nil, measurer: try TextMeasurer.standard())
        XCTAssertEqual(size, CGSize(width: 60, height: 60))
    }

    func testCapsuleTextClearsTheRoundEnds() throws {
        let looks = try looks(.capsule)
        let look = looks.cell(at: IndexPath(item: 0, section: 0), item: CellContent(title: "Tag"))
        XCTAssertEqual(
            CellArrangement.padding(of: look, in: CGSize(width: 200, height: 60)).horizontal, 15,
            "a quarter of the height, more than the 10-point padding")
        XCTAssertEqual(CellArrangement.padding(of: look, in: CGSize(width: 200, height: 32)).horizontal, 10)
        XCTAssertEqual(look.title.alignment, .center)
    }
}
