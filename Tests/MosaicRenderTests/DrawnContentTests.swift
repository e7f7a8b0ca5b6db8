import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames
import XCTest

@testable import MosaicRender

/// What a scene draws, recorded as data while it is drawn: two 120 x 60 cells on a 240-point
/// canvas at scale 1, each with a badge at its top trailing corner.
final class DrawnContentTests: XCTestCase {
    private func content(_ items: [CellContent]) throws -> DrawnContent {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5),
                heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let scene = try RenderScene(
            layout: layout, itemCounts: [items.count],
            content: LayoutContent(sections: [SectionContent(items: items)]),
            canvas: smallCanvas(scale: 1, height: 200))
        return try Renderer().imageWithContent(of: scene).content
    }

    private let grey = ThemedColor(hex: "#808080")!

    func testEachElementRecordsItsTextsFontsColoursAndPixelBox() throws {
        let drawn = try content([CellContent(title: "Hello", color: grey, badge: "7"), CellContent(badge: "3")])
        XCTAssertEqual(
            drawn.elements.map(\.name),
            [
                "section 0, item 0", "section 0, item 1", "section 0, item 0 badge",
                "section 0, item 1 badge"
            ])
        let cell = drawn.elements[0]
        XCTAssertEqual(cell.box, PixelBox(x: 0, y: 0, width: 120, height: 60))
        XCTAssertTrue(cell.marks.contains(DrawnMark(kind: .fill, color: "#808080FF")), "\(cell.marks)")
        let title = try XCTUnwrap(cell.marks.first { $0.kind == .text })
        XCTAssertEqual(title.text, "Hello")
        XCTAssertEqual(title.font?.family, "Inter")
        XCTAssertEqual(title.color, "#000000FF", "label, as a UILabel on any fill")
        XCTAssertEqual(cell.textBoxes.count, 1)
        let ink = cell.textBoxes[0]
        XCTAssertTrue(
            ink.x >= 0 && ink.y >= 0 && ink.x + ink.width <= 120 && ink.y + ink.height <= 60,
            "the title's ink lies in its cell: \(ink)")
        let badge = drawn.elements[3]
        XCTAssertEqual(badge.box, PixelBox(x: 220, y: 0, width: 20, height: 20))
        XCTAssertEqual(badge.marks.first { $0.kind == .text }?.text, "3")
        // A badge's text shrinks to fit its measured width: recorded at the size before fitting.
        XCTAssertEqual(badge.marks.first { $0.kind == .text }?.font?.fitted, true)
        XCTAssertEqual(cell.marks.first { $0.kind == .text }?.font?.fitted, nil)
    }

    func testTheSameSceneRecordsTheSameContent() throws {
        let items = [CellContent(title: "Hello", color: grey, badge: "7"), CellContent(badge: "3")]
        XCTAssertEqual(try content(items), try content(items))
    }

    func testAWordOfEqualWidthAColourOneStepOffAndARemovedBadgeAreEachAChange() throws {
        let reference = try content([CellContent(title: "Hello", color: grey, badge: "7"), CellContent(badge: "3")])
        let word = try content([CellContent(title: "Hallo", color: grey, badge: "7"), CellContent(badge: "3")])
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: word).sentences,
            ["section 0, item 0: text \"Hello\" -> \"Hallo\""])
        let colour = try content([
            CellContent(title: "Hello", color: ThemedColor(hex: "#818080")!, badge: "7"),
            CellContent(badge: "3")
        ])
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: colour).sentences.first,
            "section 0, item 0: fill #808080FF -> #818080FF")
        let noBadge = try content([CellContent(title: "Hello", color: grey, badge: "7"), CellContent()])
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: noBadge).sentences.first?.hasPrefix(
                "section 0, item 1 badge: "), true)
        XCTAssertTrue(DrawnContentDiff(reference: reference, actual: reference).isEmpty)
    }

    /// A gradient is interpolated a level apart by other pixman versions, so its pixels are noted
    /// as rasterised (its stops are the data): the photo artwork's sky fills the whole 120 x 60
    /// cell (at x 0, scale 1), so its box is the cell grown by a pixel on each side.
    func testAGradientsPixelsAreNotedAsRasterised() throws {
        let drawn = try content([CellContent(title: "Hike", artwork: .photo, imagePlacement: .fill), CellContent()])
        let cell = drawn.elements[0]
        XCTAssertTrue(cell.marks.contains { $0.kind == .gradient }, "\(cell.marks)")
        XCTAssertEqual(cell.rasterisedBoxes?.first, PixelBox(x: -1, y: -1, width: 122, height: 62))
        XCTAssertNil(drawn.elements[1].rasterisedBoxes, "a plain placeholder draws no gradient")
    }
}
