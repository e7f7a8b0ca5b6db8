import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Text size as an input of rendering: UIKit's Dynamic Type sizes per content size category
/// (Apple HIG "Dynamic Type sizes", Docs/uikit-facts.md §15), applied by the renderer.
final class DynamicTypeSizeTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    func testBodySizesAcrossEveryCategory() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge
        ]
        XCTAssertEqual(
            categories.map { DynamicTypeStyle.body.size(for: $0) },
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    func testCornersOfTheTable() {
        XCTAssertEqual(DynamicTypeStyle.largeTitle.size(for: .accessibilityExtraExtraExtraLarge), 60)
        XCTAssertEqual(DynamicTypeStyle.caption2.size(for: .extraSmall), 11)
        XCTAssertEqual(DynamicTypeStyle.footnote.size(for: .medium), 12)
        XCTAssertEqual(DynamicTypeStyle.title3.size(for: .accessibilityMedium), 31)
        // Every style's Large column is its default size.
        for style in DynamicTypeStyle.allCases { XCTAssertEqual(style.size(for: .large), style.size, "\(style)") }
        // Unspecified is iOS's default, Large.
        XCTAssertEqual(DynamicTypeStyle.body.size(for: .unspecified), 17)
    }

    func testLeadingKeepsTheGapOfLarge() {
        // body 17/22 at Large: 5 pt between the font size and the leading, so 23/28 at xxxLarge.
        XCTAssertEqual(DynamicTypeStyle.body.leading(for: .extraExtraExtraLarge), 28)
        XCTAssertEqual(DynamicTypeStyle.caption2.leading(for: .accessibilityExtraExtraExtraLarge), 42, "40 + (13 - 11)")
    }

    func testTextOfAStylesDefaultSizeTakesThatStylesSize() {
        XCTAssertEqual(DynamicTypeStyle.scaledSize(17, for: .extraExtraExtraLarge), 23, "body")
        XCTAssertEqual(DynamicTypeStyle.scaledSize(15, for: .extraExtraExtraLarge), 21, "subheadline")
        XCTAssertEqual(DynamicTypeStyle.scaledSize(20, for: .accessibilityMedium), 31, "title3")
        XCTAssertEqual(DynamicTypeStyle.scaledSize(13, for: .extraLarge), 15, "footnote")
        XCTAssertEqual(DynamicTypeStyle.scaledSize(13, for: .large), 13)
    }

    func testOtherSizesScaleAsBodyDoes() {
        // UIFontMetrics.default: 18 pt x 19 / 17 at xLarge.
        XCTAssertEqual(DynamicTypeStyle.scaledSize(18, for: .extraLarge), 18 * 19 / 17, accuracy: 1e-9)
        XCTAssertEqual(
            DynamicTypeStyle.scaledSize(8.5, for: .accessibilityExtraLarge), 20, accuracy: 1e-9, "8.5 x 40 / 17")
        var style = TextStyle(size: 18)
        style.lineHeight = 24
        let scaled = DynamicTypeStyle.scaled(style, for: .extraLarge)
        XCTAssertEqual(scaled.lineHeight!, 24 + 18 * 19 / 17 - 18, accuracy: 1e-9)
    }

    func testANamedStyleTakesItsSizeAtTheCategory() {
        let style = TextOptions(style: .footnote).applied(
            to: TextStyle(size: 40), in: .light, at: .accessibilityExtraLarge)
        XCTAssertEqual(style.size, 33)
        XCTAssertEqual(style.lineHeight, 38, "18 + (33 - 13)")
        XCTAssertEqual(TextOptions(style: .footnote).applied(to: TextStyle(), in: .light).size, 13, "Large by default")
    }

    func testLooksSetTheStylesTextAtTheCategory() throws {
        let list = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        var canvas = Canvas(size: CGSize(width: 375, height: 600))
        canvas.preferredContentSizeCategory = .extraExtraExtraLarge
        let scene = try RenderScene(layout: list, itemCounts: [1], content: LayoutContent(), canvas: canvas)
        let looks = ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false, sizeCategory: .extraExtraExtraLarge)
        let row = looks.cell(at: IndexPath(item: 0, section: 0), item: CellContent(title: "A", subtitle: "B"))
        XCTAssertEqual(row.title.size, 23)
        XCTAssertEqual(row.subtitle.size, 21)
        XCTAssertEqual(RowTrailingColumn.detailStyle(try XCTUnwrap(row.row)).size, 21, "subheadline at xxxLarge")

        let grid = looks.cell(at: IndexPath(item: 0, section: 1), item: CellContent())
        XCTAssertEqual(grid.placeholder.size, 17, "the index-path label is Mosaic's, not the app's text")
        let boundary = looks.boundary(kind: header, section: 1, isFooter: false, isGlobal: false)
        XCTAssertEqual(boundary.style.text.size, 26, "20-pt header: title3 at xxxLarge")
    }

    private func plainList(_ category: UIContentSizeCategory) throws -> RenderScene {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        var canvas = Canvas(size: CGSize(width: 375, height: 600), scale: 2)
        canvas.preferredContentSizeCategory = category
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: "Wi-Fi"),
                CellContent(title: "Wi-Fi", subtitle: "Home")
            ])
        ])
        return try RenderScene(layout: layout, itemCounts: [2], content: content, canvas: canvas)
    }

    private func frame(_ scene: RenderScene, item: Int) -> CGRect {
        scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    }

    func testSelfSizingRowsGrowWithTheTextSize() throws {
        // Inter's line height is 1.21024 x its size (17 pt: 20.574).
        let large = try plainList(.large)
        XCTAssertEqual(frame(large, item: 0).height, 44, "11 + 20.574 + 11 = 42.57: the 44-pt minimum")
        XCTAssertEqual(frame(large, item: 1).height, 63, "11 + 20.574 + 2 + 18.153 + 11 = 62.73")

        let xxxLarge = try plainList(.extraExtraExtraLarge)
        XCTAssertEqual(frame(xxxLarge, item: 0).height, 50, "11 + 23 x 1.21024 (27.84) + 11 = 49.84")
        XCTAssertEqual(
            frame(xxxLarge, item: 1), CGRect(x: 0, y: 50, width: 375, height: 77.5),
            "11 + 27.84 + 2 + 21 x 1.21024 (25.41) + 11 = 77.25, up to 77.5 at 2x")

        let ax3 = try plainList(.accessibilityExtraLarge)
        XCTAssertEqual(frame(ax3, item: 0).height, 70.5, "11 + 40 x 1.21024 (48.41) + 11 = 70.41")
    }

    func testTheCanvasTextSizeReachesSectionProviders() throws {
        var seen: [UIContentSizeCategory] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection.preferredContentSizeCategory)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: size,
                    subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        var canvas = Canvas(size: CGSize(width: 375, height: 600))
        canvas.preferredContentSizeCategory = .accessibilityLarge
        let scene = try RenderScene(layout: layout, itemCounts: [1], canvas: canvas, selfSizing: false)
        scene.prepare()
        XCTAssertEqual(seen.last, .accessibilityLarge)
        XCTAssertEqual(canvas.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
    }
}
