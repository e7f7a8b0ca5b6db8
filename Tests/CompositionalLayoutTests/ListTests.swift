import CompositionalLayout
import Foundation
import XCTest

/// List sections with iOS 17's default metrics (see ListMetrics and Docs/uikit-facts.md §11).
final class ListTests: XCTestCase {
    private func header(_ layout: UICollectionViewCompositionalLayout, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))?.frame
    }

    /// DeluxeAlonso/ModernCollectionViews `Screenshots/Lists.png` (iOS 16, 390 x 844 at
    /// 3x, content starting at pixel row 273): an inset-grouped list without headers,
    /// rows 44 pt (132 px), cards 60 px from each side, 53 px above the first section
    /// and 106 px between sections. Pixel rows of the cards' tops: 326, 1224, 2122.
    func testInsetGroupedListMatchesTheListsScreenshot() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(layout, width: 390, counts: [6, 6, 6], scale: 3)
        assertFrame(frame(layout, 0, 0), rect(20, (326 - 273) / 3.0, 350, 44))
        assertFrame(frame(layout, 5, 0), rect(20, (986 - 273) / 3.0, 350, 44))
        assertFrame(frame(layout, 0, 1), rect(20, (1224 - 273) / 3.0, 350, 44))
        assertFrame(frame(layout, 0, 2), rect(20, (2122 - 273) / 3.0, 350, 44))
        // 17.667 below the last section too (the padding is the sections' own).
        let lastSectionTop: CGFloat = (2122 - 273) / 3.0
        XCTAssertEqual(layout.collectionViewContentSize.height, lastSectionTop + 6 * 44 + 53 / 3.0, accuracy: 1e-6)
    }

    /// The same rule at 393 pt (iPhone 15): 20-pt margins, 17.667 above, 35.333 between.
    func testThreeSectionInsetGroupedListAt393() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(layout, width: 393, counts: [3, 2, 4], scale: 3)
        assertFrame(frame(layout, 0, 0), rect(20, 53 / 3.0, 353, 44))
        assertFrame(frame(layout, 2, 0), rect(20, 53 / 3.0 + 88, 353, 44))
        // Section 0 ends at 17.667 + 132 = 149.667; 35.333 later section 1 starts at 185.
        assertFrame(frame(layout, 0, 1), rect(20, 185, 353, 44))
        assertFrame(frame(layout, 0, 2), rect(20, 185 + 88 + 106 / 3.0, 353, 44))
        XCTAssertEqual(layout.collectionViewContentSize.height, 502, accuracy: 1e-6)
    }

    /// The padding is 17.5 rounded up to the pixel grid: 17.5 at 2x, 18 at 1x
    /// (inferred: only 3x was measured).
    func testGroupedSectionPaddingAtOtherScales() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped))
        collectionView(layout, width: 390, counts: [1, 1], scale: 2)
        XCTAssertEqual(frame(layout, 0, 0), rect(0, 17.5, 390, 44))
        XCTAssertEqual(frame(layout, 0, 1), rect(0, 17.5 + 44 + 35, 390, 44))
        let oneX = UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped))
        collectionView(oneX, width: 390, counts: [1, 1], scale: 1)
        XCTAssertEqual(frame(oneX, 0, 1), rect(0, 18 + 44 + 36, 390, 44))
    }

    /// Up to 375 pt the margins stay 16 (inferred: not measured at 375); above, 20.
    func testInsetGroupedMarginsBySize() {
        for (width, margin) in [(CGFloat(320), CGFloat(16)), (375, 16), (390, 20), (393, 20), (430, 20), (768, 20)] {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            collectionView(layout, width: width, counts: [1], scale: 2)
            XCTAssertEqual(frame(layout, 0), rect(margin, 17.5, width - 2 * margin, 44), "width \(width)")
        }
    }

    /// DeluxeAlonso/ModernCollectionViews `Screenshots/Home.png` (390 pt, 3x, content
    /// from pixel row 273): a grouped list with supplementary headers. Nothing above the
    /// first header; 53 px between a section's last row and the next header. The
    /// headers measure 119 px and the rows 186 px (two lines) or 132 px (one line) there,
    /// so the sizing function gives those; the layout decides the rest. Pixel rows: rows
    /// of section 0 at 392 and 578, section 1's header at 817 and its rows at 936, 1122,
    /// 1254, 1386.
    func testGroupedListWithHeadersMatchesTheHomeScreenshot() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = collectionView(layout, width: 390, counts: [2, 4], scale: 3)
        view.sizingFunction = { category, _, path, size in
            if category == .supplementaryView { return CGSize(width: size.width, height: 119 / 3.0) }
            let twoLines = path.section == 0 || path.item == 0 || path.item == 3
            return CGSize(width: size.width, height: twoLines ? 62 : 44)
        }
        func y(_ pixelRow: Double) -> CGFloat { (pixelRow - 273) / 3 }
        assertFrame(header(layout, 0) ?? .null, rect(0, 0, 390, 119 / 3.0))
        assertFrame(frame(layout, 0, 0), rect(0, y(392), 390, 62))
        assertFrame(frame(layout, 1, 0), rect(0, y(578), 390, 62))
        assertFrame(header(layout, 1) ?? .null, rect(0, y(817), 390, 119 / 3.0))
        assertFrame(frame(layout, 0, 1), rect(0, y(936), 390, 62))
        assertFrame(frame(layout, 1, 1), rect(0, y(1122), 390, 44))
        assertFrame(frame(layout, 2, 1), rect(0, y(1254), 390, 44))
        assertFrame(frame(layout, 3, 1), rect(0, y(1386), 390, 62))
    }

    /// A plain list's header has 22 pt of top padding and pins while its section scrolls.
    func testPlainListHeaderWithTopPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = collectionView(layout, counts: [3, 3], scale: 2)
        XCTAssertEqual(header(layout, 0), rect(0, 22, 375, 28))
        XCTAssertEqual(frame(layout, 0, 0), rect(0, 50, 375, 44))
        XCTAssertEqual(header(layout, 1), rect(0, 204, 375, 28))
        view.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(header(layout, 0)?.minY, 100)
        // headerTopPadding can be set.
        configuration.headerTopPadding = 0
        let unpadded = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView(unpadded, counts: [1], scale: 2)
        XCTAssertEqual(header(unpadded, 0), rect(0, 0, 375, 28))
    }

    /// Grouped headers are estimated at 40.5 and take a measured size.
    func testGroupedHeaderAndFooterEstimatesAndMeasuring() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = collectionView(layout, counts: [2], scale: 2)
        XCTAssertEqual(header(layout, 0), rect(0, 0, 375, 40.5))
        XCTAssertEqual(frame(layout, 0), rect(0, 40.5, 375, 44))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, rect(0, 128.5, 375, 35.5))
        view.sizingFunction = { category, _, _, size in
            CGSize(width: size.width, height: category == .cell ? 60 : 50)
        }
        XCTAssertEqual(header(layout, 0), rect(0, 0, 375, 50))
        XCTAssertEqual(frame(layout, 1), rect(0, 110, 375, 60))
    }

    /// A supplementary footer ends a grouped section without the 17.5 padding after
    /// it: its own bottom margin is the space (inferred from tarikbozyak/
    /// AdvancedCompositionalLayout `screenshots/supplementaryViewList.png`, where a
    /// card's bottom and the next header's top are 105 px = 35 pt apart at 3x, about a
    /// one-line footer's height).
    func testGroupedFooterEndsTheSectionWithoutPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView(layout, counts: [1, 1], scale: 2)
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, rect(0, 84.5, 375, 35.5))
        XCTAssertEqual(header(layout, 1), rect(0, 120, 375, 40.5))
        XCTAssertEqual(frame(layout, 0, 1), rect(0, 160.5, 375, 44))
    }

    /// Separators: under every plain row, a hairline inset by the margin at the
    /// leading side (16 at 375 pt); grouped styles skip a section's last row.
    func testSeparators() {
        let plain = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView(plain, counts: [3], scale: 2)
        let lines = plain.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500))
        XCTAssertEqual(
            lines.map(\.frame), [rect(16, 43.5, 359, 0.5), rect(16, 87.5, 359, 0.5), rect(16, 131.5, 359, 0.5)])
        let grouped = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(grouped, counts: [3], scale: 3, direction: .rightToLeft)
        let groupedLines = grouped.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500))
        XCTAssertEqual(groupedLines.map(\.indexPath.item), [0, 1])
        XCTAssertEqual(groupedLines.first?.frame.minX, 16)
        XCTAssertEqual(groupedLines.first?.frame.width, 327)
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let none = UICollectionViewCompositionalLayout.list(using: hidden)
        collectionView(none, counts: [3])
        XCTAssertEqual(none.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500)), [])
    }

    /// At 390 pt the separators start 20 pt in (Home.png: grouped, pixel columns 60 to
    /// 1169; Lists.png: inset-grouped, from column 120, 60 px into a card that starts at
    /// 60 and ends at 1109). Each is the bottom device pixel of its row.
    func testSeparatorsStartTwentyPointsInAt390() {
        let grouped = UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped))
        collectionView(grouped, width: 390, counts: [2], scale: 3)
        assertFrame(
            grouped.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 500)).first?.frame ?? .null,
            rect(20, 53 / 3.0 + 44 - 1 / 3.0, 370, 1 / 3.0))
        let inset = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(inset, width: 390, counts: [2], scale: 3)
        // Lists.png: the separator under the first row is pixel row 457 (content from 273).
        assertFrame(
            inset.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 500)).first?.frame ?? .null,
            rect(40, (457 - 273) / 3.0, 330, 1 / 3.0))
        let plain = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView(plain, width: 393, counts: [2], scale: 3)
        assertFrame(
            plain.listSeparators(in: CGRect(x: 0, y: 0, width: 393, height: 500)).first?.frame ?? .null,
            rect(20, 44 - 1 / 3.0, 373, 1 / 3.0))
    }

    /// With the first item as the header, UIKit puts no padding above the section: the
    /// header row's own top margin is the space (iOS 16.2 and 17 renders reported in issue 39).
    /// The 17.5 below the section stays, and no separator goes under the header.
    func testFirstItemAsHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView(layout, counts: [3], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(16, 0, 343, 44))
        XCTAssertEqual(layout.collectionViewContentSize.height, 3 * 44 + 17.5)
        let lines = layout.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500))
        XCTAssertEqual(lines.map(\.indexPath.item), [1])
    }

    /// Grouped, two sections with header rows at 3x: each header row starts its section with
    /// nothing above it; 17.667 (53 px) follows each section, so the second header row starts
    /// at 3 x 44 + 17.667 = 149.667, where a `.none` list would put it 17.667 lower.
    func testFirstItemHeaderRowsHaveNoPaddingAboveButKeepItBelow() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView(layout, width: 393, counts: [3, 2], scale: 3)
        XCTAssertEqual(frame(layout, 0, 0), rect(0, 0, 393, 44))
        XCTAssertEqual(frame(layout, 0, 1).minY, 149.667, accuracy: 0.001)
        XCTAssertEqual(frame(layout, 1, 1).minY, 193.667, accuracy: 0.001)
        XCTAssertEqual(layout.collectionViewContentSize.height, 237.667 + 17.667, accuracy: 0.001)
    }

    /// The configuration stays on the section for the renderer (background, appearance).
    func testConfigurationIsKeptForTheRenderer() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemGroupedBackground
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView(layout, counts: [1])
        let kept = layout.solved?.sections[0].definition?.listConfiguration
        XCTAssertEqual(kept?.appearance, .insetGrouped)
        XCTAssertEqual(kept?.backgroundColor, .systemGroupedBackground)
    }
}
