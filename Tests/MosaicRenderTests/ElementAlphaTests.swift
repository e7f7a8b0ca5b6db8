import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// An element's `alpha` fades the element as one layer, as UIKit fades a view.
final class ElementAlphaTests: XCTestCase {
    /// One 60 x 60 cell at (0, 0) in an orthogonal section whose handler sets its alpha.
    private func fadedCell(alpha: CGFloat, style: RenderStyle, content: LayoutContent = LayoutContent()) throws
        -> ImageSurface
    {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(60))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: size,
                subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items { item.alpha = alpha }
        }
        return try render(
            UICollectionViewCompositionalLayout(section: section), counts: [1], content: content,
            style: style)
    }

    private var blank: LayoutContent { LayoutContent(sections: [SectionContent(placeholder: .blank)]) }

    func testFillAndBorderFadeAsOneLayer() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        style.cell.border = Border(color: ThemedColor(hex: "#FF0000")!, width: 6)
        let image = try fadedCell(alpha: 0.5, style: style, content: blank)
        // The border lies over the fill (systemBlue); faded as one layer, only red shows:
        // red at 0.5 over white.
        XCTAssertEqual(hex(image, 3, 30), "#FF7F7F", "border over fill: red half over white, no blue under it")
        XCTAssertEqual(hex(image, 30, 30), "#7FBCFF", "fill alone: systemBlue half over white")
        let opaque = try fadedCell(alpha: 1, style: style, content: blank)
        XCTAssertEqual(hex(opaque, 3, 30), "#FF0000")
        XCTAssertEqual(hex(opaque, 30, 30), "#007AFF")
    }

    func testTextOverAFillFadesWithIt() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        style.cell.placeholderLabelColor = .black
        style.cell.placeholderLabel.size = 40
        let content = LayoutContent(sections: [SectionContent(placeholder: .number)])
        let faded = try fadedCell(alpha: 0.5, style: style, content: content)
        // The darkest pixel of the black "0" over the blue fill, faded as one layer, is black
        // at 0.5 over white (#7F7F7F), not black over the half-blue fill.
        func brightness(_ pixel: UInt32) -> UInt32 { (pixel >> 16 & 0xFF) + (pixel >> 8 & 0xFF) + (pixel & 0xFF) }
        var darkest: UInt32 = 0xFF_FFFF
        for y in 0..<60 {
            for x in 0..<60 where brightness(faded.pixel(x: x, y: y)) < brightness(darkest) {
                darkest = faded.pixel(x: x, y: y) & 0xFF_FFFF
            }
        }
        XCTAssertEqual(String(format: "#%06X", darkest), "#7F7F7F")
    }

    func testFadedCellShadowStaysInsideTheLayer() throws {
        var style = RenderStyle.standard(for: .light)
        style.cell.cornerRadius = 0
        style.cell.shadow = Shadow(color: .black, offsetY: 4, radius: 4)
        let image = try fadedCell(alpha: 0.5, style: style, content: blank)
        // Under the cell, its shadow is covered by its own fill inside the layer.
        XCTAssertEqual(hex(image, 30, 30), "#7FBCFF")
        XCTAssertLessThan(image.pixel(x: 30, y: 62) & 0xFF, 0xF0, "the shadow still shows below the cell")
    }
}
