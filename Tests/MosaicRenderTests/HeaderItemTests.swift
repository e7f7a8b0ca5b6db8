import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// `headerMode = .firstItemInSection`: a list's first item is drawn, and measured, as the
/// list's header. An inset-grouped list 375 points wide at 2x: rows 343 wide from x = 16;
/// the grouped header's 13 pt line is 15.733 tall, with 17 above and 6 below.
final class HeaderItemTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    private func scene(
        _ appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
        items: [CellContent] = [
            CellContent(title: "Favourites"), CellContent(title: "Tokyo"),
            CellContent(title: "Kyoto")
        ],
        supplementaryText: [String: String] = [:]
    ) throws -> RenderScene {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let content = LayoutContent(sections: [SectionContent(items: items, supplementaryText: supplementaryText)])
        return try RenderScene(
            layout: layout, itemCounts: [items.count], content: content,
            canvas: Canvas(size: CGSize(width: 375, height: 400), scale: 2, theme: .light))
    }

    private func looks(_ scene: RenderScene) -> ElementLooks {
        ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout), isRightToLeft: false)
    }

    private func frame(_ scene: RenderScene, item: Int) -> CGRect {
        scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    }

    func testTheFirstItemTakesTheListsHeaderLook() throws {
        let scene = try scene()
        let looks = looks(scene)
        let first = try XCTUnwrap(
            looks.headerItem(at: IndexPath(item: 0, section: 0), item: CellContent(title: "Favourites")))
        XCTAssertEqual(first.text, "Favourites")
        XCTAssertEqual(first.style, scene.style.list.groupedHeader, "13 pt secondaryLabel, 17 above and 6 below")
        XCTAssertEqual(first.horizontalInset, 16, "its text lines up with the rows' text")
        XCTAssertNil(looks.headerItem(at: IndexPath(item: 1, section: 0), item: CellContent(title: "Tokyo")))
    }

    func testTheGroupsRoundedTopCornersMoveToTheSecondItem() throws {
        let looks = looks(try scene())
        XCTAssertEqual(
            looks.cell(at: IndexPath(item: 1, section: 0), item: CellContent(title: "Tokyo")).radii,
            CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        XCTAssertEqual(
            looks.cell(at: IndexPath(item: 2, section: 0), item: CellContent(title: "Kyoto")).radii,
            CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
    }

    func testTheHeaderItemIsMeasuredAsAHeader() throws {
        let scene = try scene()
        let header = frame(scene, item: 0)
        let row = frame(scene, item: 1)
        // 17 + 15.733 + 6 = 38.733, up to 39 at 2x; a row would be at least 44.
        XCTAssertEqual(header.height, 39)
        XCTAssertEqual(header.width, 343)
        XCTAssertEqual(row.minY, header.maxY)
        XCTAssertEqual(row.height, 44)
    }

    func testNoRowFillAndNoSeparatorUnderTheHeaderItem() throws {
        let scene = try scene()
        let header = frame(scene, item: 0)
        let row = frame(scene, item: 1)
        let image = try Renderer().image(of: scene)
        // Right of the header's text, at 2x: the page's systemGroupedBackground, not a row's white.
        XCTAssertEqual(hex(image, Int(header.maxX - 20) * 2, Int(header.midY) * 2), "#F2F2F7")
        XCTAssertEqual(hex(image, Int(row.maxX - 20) * 2, Int(row.midY) * 2), "#FFFFFF")
        let separators = ListSeparators().separators(
            in: CGRect(x: 0, y: 0, width: 375, height: 400),
            of: scene.layout)
        XCTAssertEqual(separators.map(\.start.y), [row.maxY], "only between Tokyo and Kyoto")
    }

    func testWithoutATitleTheHeaderItemSaysTheSectionsHeaderText() throws {
        let items = [CellContent(), CellContent(title: "Row")]
        let named = looks(try scene(.sidebar, items: items, supplementaryText: [header: "Library"]))
        XCTAssertEqual(named.headerItem(at: IndexPath(item: 0, section: 0), item: items[0])?.text, "Library")
        let unnamed = looks(try scene(.plain, items: items))
        let plain = try XCTUnwrap(unnamed.headerItem(at: IndexPath(item: 0, section: 0), item: items[0]))
        XCTAssertEqual(plain.text, "Section 0")
        XCTAssertEqual(plain.style.text.size, 17, "a plain list's header: 17 pt semibold")
        XCTAssertEqual(plain.style.text.weight, .semibold)
    }
}
