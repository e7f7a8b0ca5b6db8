import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Self-sizing: the scene measures estimated elements as the painters draw them.
///
/// Inter's line heights, which the numbers below are made of: 17 pt 20.574, 15 pt 18.153,
/// 13 pt 15.733, 20 pt bold 24.204. Measured lengths are rounded up to the device pixel.
final class SelfSizingTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter
    private let measurer = try! TextMeasurer.standard()

    private func canvas(width: CGFloat = 375, scale: CGFloat = 2) -> Canvas {
        Canvas(size: CGSize(width: width, height: 600), scale: scale, theme: .light)
    }

    private func frame(_ scene: RenderScene, item: Int, section: Int = 0) -> CGRect {
        scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    private func supplementaryFrame(_ scene: RenderScene, _ kind: String, section: Int = 0) -> CGRect {
        scene.layout
            .layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))!.frame
    }

    private func plainList(selfSizing: Bool = true, width: CGFloat = 375) throws -> RenderScene {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: "Apple ID", subtitle: "iCloud, Media & Purchases"),
                CellContent(title: "Airplane Mode")
            ])
        ])
        return try RenderScene(
            layout: layout, itemCounts: [3], content: content, canvas: canvas(width: width),
            selfSizing: selfSizing)
    }

    // MARK: List rows

    func testRowWithTitleAndSubtitleIsTallerThan44() throws {
        let scene = try plainList()
        // 11 + 20.574 (17 pt title) + 2 + 18.153 (15 pt subtitle) + 11 = 62.727, up to 63 at 2x.
        XCTAssertEqual(frame(scene, item: 0), CGRect(x: 0, y: 0, width: 375, height: 63))
        // A one-line row: 11 + 20.574 + 11 = 42.57, so the 44-pt minimum row height.
        XCTAssertEqual(frame(scene, item: 1), CGRect(x: 0, y: 63, width: 375, height: 44))
        // A placeholder row measures its label as the title: 44 too.
        XCTAssertEqual(frame(scene, item: 2), CGRect(x: 0, y: 107, width: 375, height: 44))
        XCTAssertEqual(scene.layout.collectionViewContentSize.height, 151)
    }

    func testSubtitleIsLaidOutBelowTheTitleInsideTheMeasuredRow() throws {
        let scene = try plainList()
        let row = frame(scene, item: 0)
        let structure = LayoutStructure(layout: scene.layout)
        let looks = ElementLooks(style: scene.style, content: scene.content, structure: structure, isRightToLeft: false)
        let item = scene.content.cell(at: IndexPath(item: 0, section: 0))
        let arrangement = CellArrangement(
            look: looks.cell(at: IndexPath(item: 0, section: 0), item: item), item: item,
            placeholderText: nil, frame: row, isRightToLeft: false, measurer: measurer)
        XCTAssertEqual(arrangement.texts.map(\.text), ["Apple ID", "iCloud, Media & Purchases"])
        let title = arrangement.texts[0].rect
        let subtitle = arrangement.texts[1].rect
        // Both lines shown, the pair centred: (63 - 40.727) / 2 = 11.14 above the title.
        XCTAssertEqual(title.minX, 16)
        XCTAssertEqual(title.minY, 11.14, accuracy: 0.01)
        XCTAssertEqual(title.height, 20.57, accuracy: 0.01)
        XCTAssertEqual(subtitle.minY, title.maxY + 2, accuracy: 0.001, "the subtitle's box starts below the title's")
        XCTAssertEqual(subtitle.height, 18.15, accuracy: 0.01)
        XCTAssertLessThanOrEqual(subtitle.maxY, row.maxY - 11 + 0.5)
        XCTAssertEqual(arrangement.texts.map(\.style.maximumNumberOfLines), [1, 1])
    }

    func testSubtitleInkIsDrawnBelowTheTitleInk() throws {
        let image = try Renderer().image(of: try plainList())
        // Rows of device pixels (2x) in the first row's text column holding dark (title)
        // or grey (subtitle) ink.
        func inkRows(in range: Range<Int>, darkerThan limit: UInt32) -> [Int] {
            range.filter { y in (32..<300).contains { x in image.pixel(x: x, y: y) & 0xFF < limit } }
        }
        let title = inkRows(in: 0..<126, darkerThan: 0x40)
        let all = inkRows(in: 0..<126, darkerThan: 0xC0)
        XCTAssertFalse(title.isEmpty)
        let titleBottom = try XCTUnwrap(title.max())
        let subtitleInk = all.filter { $0 > titleBottom + 2 }
        XCTAssertGreaterThan(subtitleInk.count, 10, "grey subtitle ink below the title's ink")
        XCTAssertLessThan(try XCTUnwrap(subtitleInk.max()), 126 - 16, "inside the 63-pt row, above its padding")
    }

    func testMeasuredRowsShowEveryLineAtAnyWidthAndScale() throws {
        let title = "Software Update available for this device"
        let subtitle = "iOS 17.4 brings new emoji, transcripts in Podcasts and more"
        let layout = {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(title: title, subtitle: subtitle)])])
        for scale in [1, 2, 3] as [CGFloat] {
            for width in stride(from: CGFloat(120), through: 420, by: 37) {
                let scene = try RenderScene(
                    layout: layout(), itemCounts: [1], content: content,
                    canvas: canvas(width: width, scale: scale))
                let row = frame(scene, item: 0)
                let looks = ElementLooks(
                    style: scene.style, content: content,
                    structure: LayoutStructure(layout: scene.layout),
                    isRightToLeft: false)
                let path = IndexPath(item: 0, section: 0)
                let look = looks.cell(at: path, item: content.cell(at: path))
                let placed = CellArrangement(
                    look: look, item: content.cell(at: path), placeholderText: nil, frame: row,
                    isRightToLeft: false, measurer: measurer
                ).texts
                let textWidth = Double(width - 32)
                let lines = [
                    measurer.measure(title, style: look.title, maxWidth: textWidth).lineCount,
                    measurer.measure(subtitle, style: look.subtitle, maxWidth: textWidth).lineCount
                ]
                XCTAssertEqual(placed.map(\.style.maximumNumberOfLines), lines, "width \(width) at \(scale)x")
            }
        }
    }

    func testSelfSizingOffKeepsTheEstimates() throws {
        let scene = try plainList(selfSizing: false)
        XCTAssertEqual(frame(scene, item: 0), CGRect(x: 0, y: 0, width: 375, height: 44))
        XCTAssertEqual(frame(scene, item: 1), CGRect(x: 0, y: 44, width: 375, height: 44))
        XCTAssertNil(scene.host.sizingFunction)
    }

    func testTurningSelfSizingOffAndOnAgain() throws {
        var scene = try plainList()
        scene.selfSizing = false
        XCTAssertEqual(frame(scene, item: 0).height, 44)
        scene.selfSizing = true
        XCTAssertEqual(frame(scene, item: 0).height, 63)
        // New content is measured again: a subtitle on the second row too.
        scene.content.sections[0].items[1].subtitle = "Off"
        XCTAssertEqual(frame(scene, item: 1).height, 63)
    }

    func testLongTitleWrapsAndTheRowGrows() throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let title = "A row title long enough to wrap onto a second line and then onto a third"
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(title: title)])])
        let scene = try RenderScene(layout: layout, itemCounts: [1], content: content, canvas: canvas(width: 240))
        let lines = measurer.measure(title, style: scene.style.list.title, maxWidth: 240 - 32).lineCount
        XCTAssertEqual(lines, 3, "208 pt of text column")
        // 11 + 3 x 20.574 + 11 = 83.72, up to 84 at 2x.
        XCTAssertEqual(frame(scene, item: 0).height, 84)
    }

    func testRowWithAnImageKeepsTheIconColumn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("icon.png").path
        try ImageSurface(width: 8, height: 8).writePNG(to: URL(fileURLWithPath: path))
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let title = "Notifications and more words"
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: title, imagePath: path), CellContent(imagePath: path)
            ])
        ])
        let scene = try RenderScene(layout: layout, itemCounts: [2], content: content, canvas: canvas(width: 240))
        // Text column: 240 - 2 x 16 - (29 + 16) = 163 pt.
        let lines = measurer.measure(title, style: scene.style.list.title, maxWidth: 163).lineCount
        XCTAssertEqual(lines, 2)
        XCTAssertEqual(frame(scene, item: 0).height, 63.5, "11 + 2 x 20.574 + 11 = 63.15, up to 63.5 at 2x")
        // An image alone keeps its aspect ratio: a square 8 x 8 image in a 240-wide row.
        XCTAssertEqual(frame(scene, item: 1).height, 240)
    }

    // MARK: Headers and footers

    /// A section of 44-pt estimated rows under a 44-pt estimated header.
    private func headerLayout() -> UICollectionViewCompositionalLayout {
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: header, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func testHeaderWrappingToThreeLinesGrowsAndMovesTheFirstRowDown() throws {
        let text = "Recently added albums"
        let content = LayoutContent(sections: [SectionContent(supplementaryText: [header: text])])
        let sized = try RenderScene(
            layout: headerLayout(), itemCounts: [2], content: content, canvas: canvas(width: 120))
        let estimated = try RenderScene(
            layout: headerLayout(), itemCounts: [2], content: content,
            canvas: canvas(width: 120), selfSizing: false)
        // 20 pt bold, wrapped at 120 - 2 x 10 = 100 pt.
        XCTAssertEqual(measurer.measure(text, style: sized.style.header.text, maxWidth: 100).lineCount, 3)
        // 8 + 3 x 24.204 + 8 = 88.61, up to 89 at 2x.
        XCTAssertEqual(supplementaryFrame(sized, header), CGRect(x: 0, y: 0, width: 120, height: 89))
        XCTAssertEqual(supplementaryFrame(estimated, header), CGRect(x: 0, y: 0, width: 120, height: 44))
        XCTAssertEqual(frame(estimated, item: 0).minY, 44)
        XCTAssertEqual(frame(sized, item: 0).minY, 89, "moved down by 89 - 44 = 45")
        XCTAssertEqual(frame(sized, item: 1).minY - frame(estimated, item: 1).minY, 45)
        // Drawn, the header shows all three lines (no ellipsis).
        let looks = ElementLooks(
            style: sized.style, content: content,
            structure: LayoutStructure(layout: sized.layout),
            isRightToLeft: false)
        let placed = try XCTUnwrap(
            BoundaryArrangement(
                look: looks.boundary(kind: header, section: 0, isFooter: false, isGlobal: false),
                frame: supplementaryFrame(sized, header), measurer: measurer
            ).text)
        XCTAssertEqual(placed.style.maximumNumberOfLines, 3)
        XCTAssertEqual(placed.rect, CGRect(x: 10, y: 8, width: 100, height: 73))
    }

    func testGroupedListHeaderAndFooterUseListTypography() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let footerText = "Changes apply to every device signed in with this Apple ID."
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "General")],
                supplementaryText: [header: "System", footer: footerText])
        ])
        let scene = try RenderScene(layout: layout, itemCounts: [1], content: content, canvas: canvas(width: 375))
        // Grouped header: 17 + 15.733 (13 pt) + 6 = 38.73, up to 39 at 2x (estimate 40.5).
        XCTAssertEqual(supplementaryFrame(scene, header).height, 39)
        XCTAssertEqual(frame(scene, item: 0).minY, 39)
        // Footer: 6 + two 13-pt lines at 375 - 2 x 16 (inset) - 2 x 16 (margin) = 311 pt + 12 = 49.47, up to 49.5.
        XCTAssertEqual(measurer.measure(footerText, style: scene.style.list.footer.text, maxWidth: 311).lineCount, 2)
        XCTAssertEqual(supplementaryFrame(scene, footer).height, 49.5)
    }

    func testPlainListHeaderTypography() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "Row")],
                supplementaryText: [header: "Plain"])
        ])
        let scene = try RenderScene(layout: layout, itemCounts: [1], content: content, canvas: canvas(width: 375))
        // 4 + 20.574 (17 pt semibold) + 4 = 28.57, up to 29 at 2x (estimate 28); below the
        // 22-pt header top padding.
        XCTAssertEqual(supplementaryFrame(scene, header), CGRect(x: 0, y: 22, width: 375, height: 29))
        XCTAssertEqual(frame(scene, item: 0).minY, 51)
    }

    func testEstimatedWidthMeasuresTheUnwrappedText() throws {
        // Horizontal "chips": estimated widths, fixed height.
        let size = NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(40))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuous
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: "Photos"),
                CellContent(title: "Albums")
            ])
        ])
        let scene = try RenderScene(
            layout: UICollectionViewCompositionalLayout(section: section), itemCounts: [2],
            content: content, canvas: canvas())
        var title = scene.style.cell.title
        title.direction = .automatic
        let natural = measurer.measure("Photos", style: title).width
        // Padding 10 on both sides, rounded up to the half point.
        XCTAssertEqual(frame(scene, item: 0).width, ((natural + 20) * 2).rounded(.up) / 2)
        XCTAssertEqual(frame(scene, item: 0).height, 40, "the fixed axis is not measured")
    }

    /// From the layout alone (no content), an estimated cell keeps its estimate when its
    /// placeholder label fits, and grows to fit the label at its own size when the estimate is
    /// a token one (`.estimated(1)`, iOS code's "as tall as the content"): the label's point size
    /// over 0.6 tall, its width plus 4 wide, rounded up to the pixel.
    func testPlaceholderCellsKeepTheirEstimateButGrowToFitTheirLabel() throws {
        func scene(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) throws -> RenderScene {
            let size = NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            return try RenderScene(
                layout: UICollectionViewCompositionalLayout(section: section), itemCounts: [2],
                canvas: canvas())
        }
        let roomy = try scene(width: .fractionalWidth(0.5), height: .estimated(120))
        XCTAssertEqual(frame(roomy, item: 0), CGRect(x: 0, y: 0, width: 187.5, height: 120))
        let token = try scene(width: .fractionalWidth(0.5), height: .estimated(1))
        let label = token.style.cell.placeholderLabel
        let tall = ((label.size / 0.6) * 2).rounded(.up) / 2
        XCTAssertEqual(label.size, 17, "the default placeholder label")
        XCTAssertEqual(
            frame(token, item: 0), CGRect(x: 0, y: 0, width: 187.5, height: 28.5), "17 / 0.6 = 28.33, up to 28.5")
        XCTAssertEqual(frame(token, item: 1).height, tall)
        let narrow = try scene(width: .estimated(1), height: .absolute(40))
        var style = label
        style.direction = .automatic
        let natural = measurer.measure("0, 1", style: style).width
        XCTAssertEqual(frame(narrow, item: 1).width, ((natural + 4) * 2).rounded(.up) / 2)
        XCTAssertEqual(frame(narrow, item: 1).height, 40, "the fixed axis is not measured")
    }

    func testLayoutWithoutSelfSizingElementsGetsNoSizingFunction() throws {
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [6], canvas: canvas())
        XCTAssertNil(scene.host.sizingFunction)
    }
}
