import CompositionalLayout
import Foundation
import XCTest

/// List sections with iOS 17's default metrics (see ListMetrics and Docs/uikit-facts.md §11).
final class ListTests: XCTestCase {
    private func header(_ layout: UICollectionViewCompositionalLayout, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                    at: IndexPath(item: 0, section: section))?.frame
    }

    /// Three inset-grouped sections: rows inset 16 pt at the sides, 35 pt above each section.
    func testThreeSectionInsetGroupedList() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(layout, width: 393, counts: [3, 2, 4], scale: 3)
        XCTAssertEqual(frame(layout, 0, 0), rect(16, 35, 361, 44))
        XCTAssertEqual(frame(layout, 2, 0), rect(16, 123, 361, 44))
        XCTAssertEqual(frame(layout, 0, 1), rect(16, 202, 361, 44))
        XCTAssertEqual(frame(layout, 0, 2), rect(16, 325, 361, 44))
        XCTAssertEqual(layout.collectionViewContentSize.height, 325 + 4 * 44)
    }

    /// On screens 414 pt and wider the margins are 20.
    func testInsetGroupedMarginsOnAWideScreen() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView(layout, width: 430, counts: [1])
        XCTAssertEqual(frame(layout, 0), rect(20, 35, 390, 44))
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
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                 at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, rect(0, 128.5, 375, 35.5))
        view.sizingFunction = { category, _, _, size in
            CGSize(width: size.width, height: category == .cell ? 60 : 50)
        }
        XCTAssertEqual(header(layout, 0), rect(0, 0, 375, 50))
        XCTAssertEqual(frame(layout, 1), rect(0, 110, 375, 60))
    }

    /// Separators: under every plain row, a hairline inset 16 at the leading side;
    /// grouped styles skip a section's last row.
    func testSeparators() {
        let plain = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView(plain, counts: [3], scale: 2)
        let lines = plain.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500))
        XCTAssertEqual(lines.map(\.frame), [rect(16, 43.5, 359, 0.5), rect(16, 87.5, 359, 0.5), rect(16, 131.5, 359, 0.5)])
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

    /// With the first item as the header, a grouped section has no top spacing of
    /// its own (the header row brings it), and no separator under the header.
    func testFirstItemAsHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView(layout, counts: [3], scale: 2)
        XCTAssertEqual(frame(layout, 0), rect(16, 0, 343, 44))
        let lines = layout.listSeparators(in: CGRect(x: 0, y: 0, width: 375, height: 500))
        XCTAssertEqual(lines.map(\.indexPath.item), [1])
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
