import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Concrete pixels a person can check by hand: the 3-column grid on a 240 x 320 canvas at
/// scale 1 has 8 pt insets and 4 pt gaps, so cell [0, 0] is (8, 8, 72, 74.67 -> 75) and
/// the next starts at x = 84. Placeholder labels are turned off (`.blank`) where a
/// cell's centre is sampled. Blended colours are as Cairo computes them in 8 bits
/// (premultiplied alpha rounds to 1/255), which can differ by one from exact arithmetic.
final class PixelTests: XCTestCase {
    private let blank = LayoutContent(sections: [
        SectionContent(placeholder: .blank), SectionContent(placeholder: .blank)
    ])

    func testPlaceholderCellsTakeTheirSectionsPaletteColour() throws {
        let image = try render(Layouts.grid(), counts: [3, 3], content: blank)
        XCTAssertEqual(hex(image, 44, 45), "#007AFF", "centre of cell [0, 0]: systemBlue")
        XCTAssertEqual(hex(image, 120, 45), "#007AFF", "centre of cell [0, 1]")
        // Section 1 starts below section 0 (8 + 75 + 8) and its own 8 pt inset.
        XCTAssertEqual(hex(image, 44, 91 + 8 + 37), "#34C759", "centre of cell [1, 0]: systemGreen")
    }

    func testGapsShowThePageBackground() throws {
        let image = try render(Layouts.grid(), counts: [3], content: blank)
        XCTAssertEqual(hex(image, 82, 45), "#FFFFFF", "the 4 pt gap between cells [0, 0] and [0, 1]")
        XCTAssertEqual(hex(image, 4, 4), "#FFFFFF", "the section inset")
        XCTAssertEqual(hex(image, 8, 8), "#FFFFFF", "outside the 8 pt rounded corner of cell [0, 0]")
        XCTAssertEqual(hex(image, 10, 20), "#007AFF", "inside cell [0, 0], below its corner")
    }

    func testDarkThemeUsesDarkSystemColours() throws {
        let image = try render(Layouts.grid(), counts: [3], content: blank, canvas: smallCanvas(theme: .dark))
        XCTAssertEqual(hex(image, 82, 45), "#000000", "systemBackground, dark")
        XCTAssertEqual(hex(image, 44, 45), "#0A84FF", "systemBlue, dark")
    }

    func testHeaderBackgroundAndFooterRule() throws {
        var style = RenderStyle.standard(for: .light)
        style.header.background = Color(hex: "#FF0000")
        style.footer.rule = Color(hex: "#0000FF")
        let scene = try RenderScene(
            layout: Layouts.grid(header: true, footer: true), itemCounts: [3], content: blank,
            canvas: smallCanvas(), style: style)
        let layout = scene.layout
        let header = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        ).frame
        let footer = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        ).frame
        XCTAssertEqual(header, CGRect(x: 8, y: 0, width: 224, height: 36))
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, 228, 30), "#FF0000", "header background, right of its text")
        XCTAssertEqual(hex(image, 100, Int(footer.minY)), "#0000FF", "the footer's rule, its top pixel row")
        XCTAssertEqual(hex(image, 100, Int(footer.minY) + 1), "#FFFFFF", "below the one-pixel rule")
    }

    func testSectionBackgroundIsTheSectionColourAtLowOpacity() throws {
        let image = try render(Layouts.grid(background: true), counts: [3], content: blank)
        // The decoration covers the section inset by 4 pt; 14% systemBlue over white
        // (exactly #DBECFF; Cairo's alpha is 36/255).
        XCTAssertEqual(hex(image, 6, 45), "#DCEDFF")
        XCTAssertEqual(hex(image, 2, 45), "#FFFFFF", "outside the decoration")
        XCTAssertEqual(hex(image, 44, 45), "#007AFF", "cells are drawn over it")
    }

    func testCellContentColourAndBorder() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.border = Border(color: .black, width: 2)
        style.cell.cornerRadius = 0
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(color: ThemedColor(hex: "#123456"))],
                placeholder: .blank)
        ])
        let image = try render(Layouts.grid(), counts: [1], content: content, style: style)
        XCTAssertEqual(hex(image, 44, 45), "#123456")
        XCTAssertEqual(hex(image, 8, 45), "#000000", "2 pt border, inside the frame")
        XCTAssertEqual(hex(image, 9, 45), "#000000")
        XCTAssertEqual(hex(image, 10, 45), "#123456")
        XCTAssertEqual(hex(image, 7, 45), "#FFFFFF")
    }

    func testRightToLeftPutsTheFirstCellOnTheRight() throws {
        var canvas = smallCanvas()
        canvas.layoutDirection = .rightToLeft
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(color: ThemedColor(hex: "#FF0000"))],
                placeholder: .blank)
        ])
        let image = try render(Layouts.grid(), counts: [3], content: content, canvas: canvas)
        XCTAssertEqual(hex(image, 240 - 44, 45), "#FF0000", "cell [0, 0] is the rightmost")
        XCTAssertEqual(hex(image, 44, 45), "#007AFF", "cell [0, 2] is the leftmost")
    }

    func testScaleMultipliesPixels() throws {
        let image = try render(Layouts.grid(), counts: [3], content: blank, canvas: smallCanvas(scale: 3))
        XCTAssertEqual(image.width, 720)
        XCTAssertEqual(image.height, 960)
        XCTAssertEqual(hex(image, 3 * 82, 3 * 45), "#FFFFFF")
        XCTAssertEqual(hex(image, 3 * 80 - 1, 3 * 45), "#007AFF", "cell [0, 0]'s last pixel column: x = 80 pt")
        XCTAssertEqual(hex(image, 3 * 80, 3 * 45), "#FFFFFF")
    }

    /// Rows 44 pt tall, 1 pt apart, each a colour of its own.
    private func colouredList(_ colours: [String]) -> LayoutContent {
        LayoutContent(sections: [
            SectionContent(items: colours.map { CellContent(color: ThemedColor(hex: $0)) }, placeholder: .blank)
        ])
    }

    func testSafeAreaAndContentOffset() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        let content = colouredList(["#FF0000", "#00FF00", "#0000FF"])
        var canvas = smallCanvas()
        canvas.safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let atRest = try render(Layouts.list(), counts: [3], content: content, canvas: canvas, style: style)
        XCTAssertEqual(hex(atRest, 120, 19), "#FFFFFF", "the safe area: nothing above content y = 0")
        XCTAssertEqual(hex(atRest, 120, 20), "#FF0000", "row 0 starts below the safe area")
        XCTAssertEqual(hex(atRest, 120, 20 + 45), "#00FF00", "row 1, 45 pt further down")
        canvas.contentOffset = CGPoint(x: 0, y: 45)
        let scrolled = try render(Layouts.list(), counts: [3], content: content, canvas: canvas, style: style)
        XCTAssertEqual(hex(scrolled, 120, 20), "#00FF00", "scrolled by one row: row 1 at the top of the safe area")
        XCTAssertEqual(hex(scrolled, 120, 5), "#FF0000", "row 0 shows under the (transparent) status bar")
    }

    func testFullPageShowsAllContentAndItsInsets() throws {
        var canvas = smallCanvas(height: 100)
        canvas.fullPage = true
        canvas.safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let scene = try RenderScene(layout: Layouts.list(), itemCounts: [10], content: colouredList([]), canvas: canvas)
        // 10 rows of 44 pt with 9 gaps of 1 pt: 449 pt, plus 20 + 10 of safe area.
        XCTAssertEqual(
            scene.geometry,
            PageGeometry(
                origin: CGPoint(x: 0, y: -20), size: CGSize(width: 240, height: 479),
                scale: 1))
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(image.height, 479)
        XCTAssertEqual(hex(image, 120, 20 + 449 - 2), "#007AFF", "the last row")
        XCTAssertEqual(hex(image, 120, 20 + 449 + 2), "#FFFFFF", "the bottom inset")
    }

    func testBadgesAreDrawnOverNeighbouringCells() throws {
        let image = try render(Layouts.grid(badges: true), counts: [3], content: blank)
        // The 20 pt badge of cell [0, 0] is anchored at its top trailing corner, moved out
        // by 30% (6 pt): x 66...86, y 2...22, over the gap and 2 pt of cell [0, 1].
        XCTAssertEqual(hex(image, 84, 12), "#FF3B30", "badge over cell [0, 1]")
        XCTAssertEqual(hex(image, 76, 12), "#FF3B30", "badge over its own cell")
    }

    func testListSeparatorsAreHairlinesAtTheBottomOfRows() throws {
        var canvas = smallCanvas(scale: 2)
        canvas.size.height = 120
        let scene = try RenderScene(
            layout: Layouts.list(), itemCounts: [3], content: colouredList(["#F2F2F7", "#F2F2F7"]),
            canvas: canvas, separators: CellSeparators(leadingInset: 16))
        let image = try Renderer().image(of: scene)
        // Row 0 is (10, 0, 220, 44): its separator is the last device-pixel row, y = 87, from x = 26 pt.
        XCTAssertEqual(hex(image, 2 * 100, 87), "#BDBDC2", "separator (#3C3C43 at 29%) over #F2F2F7")
        XCTAssertEqual(hex(image, 2 * 100, 86), "#F2F2F7")
        XCTAssertEqual(hex(image, 2 * 20, 87), "#F2F2F7", "inside the 16 pt leading inset")
    }

    func testVisibleItemsHandlerAlphaHiddenAndTransform() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(60),
                heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(60),
                heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 20
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for visible in items {
                switch visible.indexPath.item {
                case 0: visible.alpha = 0.5
                case 1: visible.isHidden = true
                default: visible.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                }
            }
        }
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        let image = try render(
            UICollectionViewCompositionalLayout(section: section), counts: [3], content: blank,
            style: style)
        // Cells at x = 0, 80 and 160, each 60 x 60.
        XCTAssertEqual(hex(image, 30, 30), "#7FBCFF", "alpha 0.5: systemBlue half over white")
        XCTAssertEqual(hex(image, 110, 30), "#FFFFFF", "hidden")
        XCTAssertEqual(hex(image, 190, 30), "#007AFF", "scaled to half about its centre: still covers the centre")
        XCTAssertEqual(hex(image, 165, 5), "#FFFFFF", "but no longer its corner")
    }

    func testPinnedHeaderIsDrawnWhereTheEngineKeepsIt() throws {
        let section = Layouts.listSection()
        let pinned = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        var style = RenderStyle.standard(for: .light)
        style.header.background = Color(hex: "#FF0000")
        var canvas = smallCanvas()
        canvas.contentOffset = CGPoint(x: 0, y: 200)
        let image = try render(
            UICollectionViewCompositionalLayout(section: section), counts: [20], content: blank,
            canvas: canvas, style: style)
        XCTAssertEqual(hex(image, 228, 15), "#FF0000", "scrolled 200 pt, the header stays at the top")
        XCTAssertEqual(hex(image, 120, 40), "#007AFF", "rows scroll under it")
    }

    func testShadowDarkensThePageBelowACell() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.shadow = Shadow(
            color: ThemedColor(Color(red: 0, green: 0, blue: 0, alpha: 0.5)), offsetY: 4, radius: 4)
        let image = try render(Layouts.grid(), counts: [3], content: blank, style: style)
        // Cell [0, 0] ends at y = 83; its shadow, moved 4 pt down, reaches y = 91.
        let below = image.pixel(x: 44, y: 85) & 0xFF
        XCTAssertLessThan(below, 0xE0, "shadow under the cell: \(hex(image, 44, 85))")
        XCTAssertEqual(hex(image, 44, 93), "#FFFFFF", "past the shadow's reach")
        XCTAssertEqual(hex(image, 44, 45), "#007AFF", "the cell itself is unchanged")
    }
}
