import CompositionalLayout
import XCTest

@testable import MosaicFrames

/// `LayoutFrame.all` reads the compositional layout's element placements as values; these
/// tests check that it records exactly what `layoutAttributesForElements(in:)` returns.
private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize
{
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

final class FramePlacementTests: XCTestCase {
    /// Section 0: a 3-column grid of self-sizing cells (estimated 50 pt) with a badge on
    /// each cell, a pinned header, a footer and a background. Section 1: a carousel scrolled
    /// by 100 pt whose visible-items handler lifts the cells and badges it sees to zIndex 5
    /// and moves them down 7 pt, with a badge on each cell and a group supplementary. A global header over both.
    private func variedLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "banner", alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                if index == 0 {
                    let badge = NSCollectionLayoutSupplementaryItem(
                        layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                        containerAnchor: NSCollectionLayoutAnchor(
                            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
                    let item = NSCollectionLayoutItem(
                        layoutSize: size(.fractionalWidth(1.0 / 3), .estimated(50)),
                        supplementaryItems: [badge])
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)),
                        subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .absolute(30)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = true
                    let footer = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .absolute(25)),
                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
                    section.boundarySupplementaryItems = [header, footer]
                    section.decorationItems = [.background(elementKind: "background")]
                    return section
                }
                let star = NSCollectionLayoutSupplementaryItem(
                    layoutSize: size(.absolute(12), .absolute(12)), elementKind: "star",
                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
                let item = NSCollectionLayoutItem(
                    layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
                    supplementaryItems: [star])
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size(.absolute(120.5), .absolute(80)), subitems: [item])
                group.supplementaryItems = [
                    NSCollectionLayoutSupplementaryItem(
                        layoutSize: size(.absolute(20), .absolute(8)), elementKind: "dot",
                        containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
                ]
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.visibleItemsInvalidationHandler = { items, _, _ in
                    for item in items {
                        item.zIndex = 5
                        item.center.y += 7
                    }
                }
                return section
            }, configuration: configuration)
    }

    /// A view of the varied layout: cells in section 0 measure 40 + 3 x item points high,
    /// the view has scrolled down 60 pt (the header pins) and section 1 sideways by 100 pt.
    private func variedView(_ direction: UITraitEnvironmentLayoutDirection) -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 350, height: 500), collectionViewLayout: variedLayout())
        view.numberOfItemsInSection = [7, 9]
        view.traitCollection = UITraitCollection(displayScale: 3, layoutDirection: direction)
        view.sizingFunction = { category, _, path, size in
            category == .cell && path.section == 0
                ? CGSize(width: size.width, height: 40 + 3 * CGFloat(path.item)) : size
        }
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.setOrthogonalScrollOffset(100, forSection: 1)
        return view
    }

    func testPlacementsAreTheAttributesFramesLeftToRightAndRightToLeft() {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let view = variedView(direction)
            let frames = withExtendedLifetime(view) { LayoutFrame.all(in: view) }
            let objects = withExtendedLifetime(view) { LayoutFrame.objectFrames(in: view.collectionViewLayout) }
            XCTAssertEqual(frames, objects, "\(direction)")
            // 1 banner, section 0: 7 cells + 7 badges, header, footer, background; section 1:
            // 9 cells + 9 badges + 9 dots.
            XCTAssertEqual(frames.count, 1 + 7 + 7 + 3 + 9 + 9 + 9, "\(direction)")
            XCTAssertEqual(frames.filter { $0.kind == "badge" }.count, 7)
            // The handler lifted the carousel's visible cells: the first three (0 to 350 pt
            // after scrolling 100 pt over 130.5-pt steps: items 0 to 3 meet it).
            XCTAssertEqual(
                frames.filter { $0.section == 1 && $0.category == .cell && $0.zIndex == 5 }.map(\.item),
                [0, 1, 2, 3], "\(direction)")
            // Item 0's 12-pt badge sits on its leading corner, 100 pt out of view: not lifted.
            XCTAssertEqual(frames.filter { $0.kind == "star" && $0.zIndex == 5 }.map(\.item), [1, 2, 3], "\(direction)")
        }
    }

    /// Item 2 of section 0 in hand-checked numbers: the third column of a 350-pt row
    /// (x 233.3333, width 116.6667), in the first row under the 20-pt banner and 30-pt
    /// header (y 50), 46 pt high (40 + 3 x 2: the tallest of its row is item 2); mirrored in
    /// right to left to x 0.
    func testASelfSizedCellsFrame() {
        for (direction, x) in [(UITraitEnvironmentLayoutDirection.leftToRight, 233.3333), (.rightToLeft, 0)] {
            let view = variedView(direction)
            let frames = withExtendedLifetime(view) { LayoutFrame.all(in: view) }
            let cell = frames.first { $0.category == .cell && $0.section == 0 && $0.item == 2 }
            XCTAssertEqual(
                cell,
                LayoutFrame(
                    category: .cell, kind: "cell", section: 0, item: 2,
                    x: x, y: 50, width: 116.6667, height: 46, zIndex: 1))
        }
    }

    /// A subclass may answer the query its own way; `all` then asks it rather than reading
    /// the placements underneath.
    func testASubclassesOverrideIsAsked() {
        final class Extra: UICollectionViewCompositionalLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (super.layoutAttributesForElements(in: rect) ?? []) + [
                    UICollectionViewLayoutAttributes(
                        frame: CGRect(x: 1, y: 2, width: 3, height: 4), indexPath: IndexPath(item: 0, section: 0),
                        category: .decorationView, kind: "extra", zIndex: -1)
                ]
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: Extra(section: NSCollectionLayoutSection(group: group)))
        view.numberOfItemsInSection = [1]
        let frames = withExtendedLifetime(view) { LayoutFrame.all(in: view) }
        XCTAssertEqual(
            frames,
            [
                LayoutFrame(category: .cell, kind: "cell", section: 0, item: 0, x: 0, y: 0, width: 100, height: 44),
                LayoutFrame(
                    category: .decoration, kind: "extra", section: 0, item: 0, x: 1, y: 2, width: 3, height: 4,
                    zIndex: -1)
            ])
    }

    /// `forEachPlacement` hands out frames as the layout holds them, before tidying: a third
    /// of 100 points is 33.333333333333336 there and 33.3333 in the record.
    func testPlacementsAreUntidiedAndRecordsTidied() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.numberOfItemsInSection = [3]
        var widths: [Double] = []
        withExtendedLifetime(view) {
            LayoutFrame.forEachPlacement(in: view.collectionViewLayout) { frame, _, _, _, _ in
                widths.append(Double(frame.width))
            }
        }
        XCTAssertEqual(widths, [100.0 / 3, 100.0 / 3, 100.0 / 3])
        XCTAssertEqual(widths.map(LayoutFrame.tidy), [33.3333, 33.3333, 33.3333])
        XCTAssertEqual(
            withExtendedLifetime(view) { LayoutFrame.all(in: view) }.map(\.width), [33.3333, 33.3333, 33.3333])
    }

    /// A record's section and item: 0 for what the index path lacks.
    func testSectionAndItemOfShortIndexPaths() {
        XCTAssertTrue(LayoutFrame.sectionAndItem(of: IndexPath()) == (0, 0))
        XCTAssertTrue(LayoutFrame.sectionAndItem(of: IndexPath(index: 3)) == (3, 0))
        XCTAssertTrue(LayoutFrame.sectionAndItem(of: IndexPath(item: 2, section: 1)) == (1, 2))
    }

    /// Tidying rounds to 4 decimals and never leaves -0; categories map one to one.
    func testTidyAndCategory() {
        XCTAssertEqual(LayoutFrame.tidy(2964.49999), 2964.5)
        XCTAssertEqual(LayoutFrame.tidy(-0.00001).sign, .plus)
        XCTAssertEqual(LayoutFrame.Category(.supplementaryView), .supplementary)
        XCTAssertEqual(LayoutFrame.Category(.decorationView), .decoration)
    }
}
