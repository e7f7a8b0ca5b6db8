import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicRender

/// Anatomy figures: a layout's structure, with labels that name each part as written and
/// never overlap. Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter AnatomyTests`.
final class AnatomyTests: XCTestCase {
    private func anatomy(
        _ layout: UICollectionViewCompositionalLayout, items: [Int], canvas: Canvas = filmCanvas(),
        options: AnatomyOptions = AnatomyOptions()
    ) throws -> AnatomyFigure {
        let scene = try RenderScene(layout: layout, itemCounts: items, canvas: canvas)
        return try AnatomyFigure(scene: scene, options: options)
    }

    /// Three equal-width cells a row, 6 points apart, each with 8 points of leading edgeSpacing.
    private func spacedRow() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25),
                heightDimension: .fractionalHeight(1)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        group.interItemSpacing = .fixed(6)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    // MARK: Parts

    /// Apple's nested groups, 240 points wide: a 0.4 x 320 = 128-point group holding a
    /// 168-point item beside a 72-point vertical group of two items.
    func testNestedGroupParts() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [9], options: AnatomyOptions(section: 0, groupLimit: 1))
        XCTAssertEqual(figure.region, CGRect(x: 0, y: 0, width: 240, height: 128))
        // Trimmed to what is drawn, 12 points around: the section's label 20 points above it, the
        // content, and the label column on the trailing side as far as its longest label.
        XCTAssertEqual(figure.origin, CGPoint(x: -12, y: -32))
        XCTAssertEqual(figure.size.height, 12 + 20 + 128 + 12)
        XCTAssertEqual(figure.size.width, try XCTUnwrap(figure.labels.map(\.rect.maxX).max()) + 12)
        XCTAssertLessThan(figure.size.width, 12 + 240 + 24 + 190)
        let groups = figure.parts.filter { if case .group = $0.kind { return true } else { return false } }
        XCTAssertEqual(groups.map(\.kind), [.group(depth: 0), .group(depth: 1)])
        XCTAssertEqual(
            groups.map { $0.rects[0] },
            [
                CGRect(x: 12, y: 32, width: 240, height: 128),
                CGRect(x: 180, y: 32, width: 72, height: 128)
            ])
        XCTAssertEqual(figure.parts.filter { $0.kind == .item }.count, 3)
        XCTAssertEqual(figure.parts.filter { $0.kind == .itemInsets }.count, 3)
        // The leading item's 8-point insets: a ring around its cell.
        let firstInsets = try XCTUnwrap(figure.parts.first { $0.kind == .itemInsets })
        XCTAssertEqual(firstInsets.rects.count, 4)
        XCTAssertEqual(firstInsets.rects[0], CGRect(x: 12, y: 32, width: 168, height: 8))
        let texts = Set(figure.labels.map(\.text))
        XCTAssertTrue(texts.contains("section 0"))
        XCTAssertTrue(texts.contains("horizontal group 1fw x 0.4fh"), "\(texts)")
        XCTAssertTrue(texts.contains("vertical group 0.3fw x 1fh"), "\(texts)")
        XCTAssertTrue(texts.contains("item 0.7fw x 1fh"), "\(texts)")
        XCTAssertTrue(texts.contains("contentInsets 8"), "\(texts)")
        XCTAssertEqual(figure.unplacedLabels, [])
        assertNoOverlaps(figure.labels)
    }

    func testSectionWithHeaderBadgeAndBackgroundParts() throws {
        let figure = try anatomy(FilmLayouts.decoratedGrid(), items: [4], options: AnatomyOptions(section: 0))
        let kinds = Set(figure.parts.map(\.kind))
        for kind: AnatomyPart.Kind in [
            .section, .sectionInsets, .decoration, .boundarySupplementary, .group(depth: 0),
            .interGroupSpacing, .item, .itemInsets, .supplementary
        ] {
            XCTAssertTrue(kinds.contains(kind), "\(kind)")
        }
        XCTAssertEqual(figure.parts.filter { $0.kind == .supplementary }.count, 4, "a badge per cell")
        // Header 32, top inset 10, two 90-point rows 8 apart, bottom inset 14.
        XCTAssertEqual(figure.region, CGRect(x: 0, y: 0, width: 240, height: 244))
        let gap = try XCTUnwrap(figure.parts.first { $0.kind == .interGroupSpacing }?.rects.first)
        XCTAssertEqual(
            gap, CGRect(x: 12 + 14, y: 32 + 132, width: 212, height: 8), "12 points in, under the section's label")
        let texts = figure.labels.map(\.text)
        for expected in [
            "contentInsets top 10 · leading 14 · bottom 14 · trailing 14", "interGroupSpacing 8",
            "decoration section-background · contentInsets 4", "contentInsets 6"
        ] {
            XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
        }
        XCTAssertTrue(texts.contains { $0.hasPrefix("header ") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("badge ") }, "\(texts)")
        XCTAssertEqual(figure.unplacedLabels, [])
        assertNoOverlaps(figure.labels)
    }

    /// Cells 60 wide: at 8 (after 8 of edgeSpacing), 82 and 156; 6 points between slots.
    func testSpacingGapsAndEdgeSpacing() throws {
        let figure = try anatomy(spacedRow(), items: [3], options: AnatomyOptions(section: 0))
        let content = { (rect: CGRect) in rect.offsetBy(dx: figure.origin.x, dy: figure.origin.y) }
        let cells = figure.parts.filter { $0.kind == .item }.map { content($0.rects[0]) }
        XCTAssertEqual(cells.map(\.minX), [8, 82, 156])
        let gaps = figure.parts.filter { $0.kind == .interItemSpacing }.map { content($0.rects[0]) }
        XCTAssertEqual(gaps, [CGRect(x: 68, y: 0, width: 6, height: 60), CGRect(x: 142, y: 0, width: 6, height: 60)])
        let edges = figure.parts.filter { $0.kind == .edgeSpacing }.map { content($0.rects[0]) }
        XCTAssertEqual(edges.map(\.minX), [0, 74, 148])
        XCTAssertEqual(Set(edges.map(\.width)), [8])
        let texts = figure.labels.map(\.text)
        XCTAssertTrue(texts.contains("interItemSpacing fixed(6)") || texts.contains("6"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("edge") || $0 == "8" }, "\(texts)")
        assertNoOverlaps(figure.labels)
    }

    /// Two of three groups: two outlines, one gap; the figure ends after the second group.
    func testGroupLimit() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [9], options: AnatomyOptions(section: 0, groupLimit: 2))
        XCTAssertEqual(figure.parts.filter { $0.kind == .group(depth: 0) }.count, 2)
        XCTAssertEqual(figure.parts.filter { $0.kind == .interGroupSpacing }.count, 1)
        XCTAssertEqual(figure.parts.filter { $0.kind == .item }.count, 6)
        XCTAssertEqual(figure.region.height, 128 + 10 + 128)
    }

    /// Every label but the sections' sits in the column beside the content with a leader line:
    /// items and groups, insets, spacings, headers, badges, decorations. None covers a cell, a
    /// header or a badge (the figure's content); a section's label sits just outside it.
    func testLabelsNeverCoverContent() throws {
        let figures = [
            try anatomy(FilmLayouts.nestedGroups(), items: [9], options: AnatomyOptions(section: 0, groupLimit: 2)),
            try anatomy(FilmLayouts.decoratedGrid(), items: [4], options: AnatomyOptions(section: 0)),
            try anatomy(spacedRow(), items: [3], options: AnatomyOptions(section: 0))
        ]
        for figure in figures {
            let content = figure.parts.filter { [.item, .boundarySupplementary, .supplementary].contains($0.kind) }
                .flatMap(\.rects)
            XCTAssertFalse(content.isEmpty)
            for label in figure.labels {
                XCTAssertFalse(content.contains { $0.intersects(label.rect) }, "\(label.text) covers content")
                if label.kind == .section { continue }
                XCTAssertGreaterThanOrEqual(
                    label.rect.minX, figure.size.width - figure.labelColumn, "\(label.text) in the column")
                XCTAssertNotNil(label.leader, "\(label.text) points at its part")
            }
            XCTAssertEqual(figure.unplacedLabels, [])
            assertNoOverlaps(figure.labels)
        }
        // The decorated grid's labels in the column, top to bottom as their parts are.
        let kinds = Set(figures[1].labels.map(\.kind))
        for kind: AnatomyPart.Kind in [
            .sectionInsets, .interGroupSpacing, .itemInsets, .boundarySupplementary,
            .supplementary, .decoration
        ] {
            XCTAssertTrue(kinds.contains(kind), "\(kind) labelled")
        }
        XCTAssertLessThan(figures[0].labelColumn, 190, "trimmed to the nested groups' labels")
        XCTAssertGreaterThan(figures[1].labelColumn, 190, "the column grows for 'contentInsets top 10 · leading 14 …'")
        let header = try XCTUnwrap(figures[1].labels.first { $0.kind == .boundarySupplementary })
        XCTAssertEqual(header.rect.midY, header.target.midY, accuracy: 1, "level with the 32-point header")
    }

    func testRightToLeftMirrorsTheStructure() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [3], canvas: filmCanvas(direction: .rightToLeft),
            options: AnatomyOptions(section: 0, groupLimit: 1))
        let nested = try XCTUnwrap(figure.parts.first { $0.kind == .group(depth: 1) })
        let outer = try XCTUnwrap(figure.parts.first { $0.kind == .group(depth: 0) })
        XCTAssertEqual(nested.rects[0].size, CGSize(width: 72, height: 128))
        XCTAssertEqual(nested.rects[0].minX, outer.rects[0].minX, "the column of two on the left")
        XCTAssertEqual(outer.rects[0].maxX, figure.size.width - 12, "the content on the right, 12 points in")
        let column = try XCTUnwrap(figure.labels.filter { $0.kind != .section }.map(\.rect.minX).min())
        XCTAssertEqual(column, 12, accuracy: 8, "the label column on the left, the trailing side")
        assertNoOverlaps(figure.labels)
    }

    func testSectionThatDoesNotExist() {
        XCTAssertThrowsError(try anatomy(FilmLayouts.nestedGroups(), items: [3], options: AnatomyOptions(section: 2))) {
            XCTAssertEqual($0 as? FigureError, .noSuchSection(2, sectionCount: 1))
        }
    }

    // MARK: Labels

    /// A crowded page: small cells with badges, a header, two sections, interSectionSpacing.
    /// Labels stay inside the figure, apart from each other; a label inside its part has no
    /// leader, one outside has a leader that ends on the part.
    func testLabelsNeverOverlapOnACrowdedPage() throws {
        let figure = try anatomy(
            FilmLayouts.appStore(), items: [4, 9], canvas: filmCanvas(height: 360),
            options: AnatomyOptions(groupLimit: 3))
        let bounds = CGRect(origin: .zero, size: figure.size)
        XCTAssertGreaterThanOrEqual(figure.labels.count, 10)
        assertNoOverlaps(figure.labels)
        for label in figure.labels {
            XCTAssertTrue(bounds.contains(label.rect), "\(label.text)")
            if let leader = label.leader {
                XCTAssertFalse(label.rect.intersects(label.target.insetBy(dx: 1, dy: 1)), "\(label.text)")
                XCTAssertTrue(label.target.insetBy(dx: -0.01, dy: -0.01).contains(leader[1]), "\(label.text)")
            } else {
                XCTAssertTrue(label.target.contains(label.rect), "\(label.text)")
            }
        }
        let dense = try anatomy(FilmLayouts.decoratedGrid(), items: [20], canvas: filmCanvas(width: 160, height: 300))
        assertNoOverlaps(dense.labels)
    }

    /// A 56 x 22 cell cannot hold "item 1fw x 0.3fh": its label
    /// is shortened, or moved out with a leader line.
    func testSmallPartsGetShortLabelsOrLeaders() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [3], options: AnatomyOptions(section: 0, groupLimit: 1))
        let label = try XCTUnwrap(figure.labels.first { $0.kind == .item && $0.target.width < 60 })
        XCTAssertTrue(
            label.leader != nil || label.text.count < "item 1fw x 0.3fh".count,
            label.text)
    }

    func testNotation() {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.92), heightDimension: .fractionalHeight(0.4))
        // One notation, the layout files': never UIKit's spelled-out form beside a short one.
        XCTAssertEqual(
            Notation.sized("group", size, qualifier: "horizontal"),
            ["horizontal group 0.92fw x 0.4fh", "group 0.92fw x 0.4fh", "0.92fw x 0.4fh"])
        let square = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
        XCTAssertEqual(Notation.compact(square), "1fw x 0.5fw")
        let fixed = NSCollectionLayoutSize(widthDimension: .absolute(44), heightDimension: .estimated(60))
        XCTAssertEqual(Notation.compact(fixed), "44 x ~60")
        let uniform = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5),
            heightDimension: .uniformAcrossSiblings(estimate: 80))
        XCTAssertEqual(Notation.compact(uniform), "0.5fw x ~80u")
        XCTAssertEqual(
            Notation.insets(NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
            ["contentInsets 4", "insets 4"])
        XCTAssertEqual(Notation.kindName(UICollectionView.elementKindSectionHeader), "header")
        XCTAssertEqual(Notation.kindName("badge-element-kind"), "badge")
    }

    // MARK: Content under the structure

    func testHiddenContentLeavesTheStructureAlone() throws {
        let hidden = try anatomy(
            FilmLayouts.nestedGroups(), items: [3],
            options: AnatomyOptions(content: .hidden, section: 0, groupLimit: 1, showsLabels: false))
        let shown = try anatomy(
            FilmLayouts.nestedGroups(), items: [3],
            options: AnatomyOptions(content: .shown, section: 0, groupLimit: 1, showsLabels: false))
        // The middle of cell 0,0 (x 8 to 160, y 8 to 120), left of its "0, 0" label.
        let hiddenImage = try Renderer().image(of: hidden)
        let shownImage = try Renderer().image(of: shown)
        XCTAssertGreaterThan(brightness(hiddenImage, 24 + 20, 24 + 64), 600, "page white under light tints")
        let pixel = shownImage.pixel(x: 24 + 20, y: 24 + 64)
        XCTAssertGreaterThan(Int(pixel & 0xFF), Int((pixel >> 16) & 0xFF) + 150, "the blue cell shows")
    }

    // MARK: SVG

    /// Cairo's SVG surface writes glyphs as paths (`<symbol>`s used by `<use>`), so labels
    /// are added as `<text>` elements: selectable, searchable, and as many as the labels.
    func testSVGKeepsLabelsAsText() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [3], options: AnatomyOptions(section: 0, groupLimit: 1))
        let svg = String(decoding: try Renderer().svgData(of: figure), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: "<text ").count - 1, figure.labels.count)
        XCTAssertTrue(svg.contains(">item 0.7fw x 1fh</text>"))
        XCTAssertTrue(svg.contains("<symbol"), "cell titles stay glyph paths")
        XCTAssertTrue(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        // The text starts where the pill's padding does: 3 points in from its left edge.
        let label = try XCTUnwrap(figure.labels.first { $0.text == "item 0.7fw x 1fh" })
        let element = try XCTUnwrap(svg.components(separatedBy: "\n").first { $0.contains(">item 0.7fw x 1fh<") })
        let x = try XCTUnwrap(Double(element.components(separatedBy: "x=\"")[1].prefix { $0 != "\"" }))
        XCTAssertEqual(x, Double(label.rect.minX) + 3, accuracy: 0.75)
    }

    // MARK: Pixel references

    func testAnatomyOfNestedGroups() throws {
        let figure = try anatomy(
            FilmLayouts.nestedGroups(), items: [9], canvas: filmCanvas(scale: 2),
            options: AnatomyOptions(section: 0, groupLimit: 1))
        keepForLooking(figure, "anatomy-nested-groups")
        assertSnapshot(of: try Renderer().image(of: figure), as: .image)
    }

    func testAnatomyOfSectionWithHeaderBadgeAndBackground() throws {
        let figure = try anatomy(
            FilmLayouts.decoratedGrid(), items: [4], canvas: filmCanvas(scale: 2),
            options: AnatomyOptions(section: 0))
        keepForLooking(figure, "anatomy-header-badge-background")
        assertSnapshot(of: try Renderer().image(of: figure), as: .image)
    }
}
