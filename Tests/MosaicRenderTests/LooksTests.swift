import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Text styles, generated artwork, image placements, list-row details and badges, and
/// colour emoji, drawn on small canvases whose numbers can be checked by hand.
final class LooksTests: XCTestCase {
    // MARK: Text styles

    func testDynamicTypeStylesHaveUIKitsDefaultSizesWeightsAndLeading() {
        // Apple HIG, Typography, Dynamic Type sizes, iOS, Large (default).
        let table = DynamicTypeStyle.allCases.map { "\($0.rawValue) \(Int($0.size)) \($0.weight) \(Int($0.leading))" }
        XCTAssertEqual(
            table,
            [
                "largeTitle 34 regular 41", "title1 28 regular 34", "title2 22 regular 28",
                "title3 20 regular 25", "headline 17 semibold 22", "body 17 regular 22",
                "callout 16 regular 21", "subheadline 15 regular 20", "footnote 13 regular 18",
                "caption1 12 regular 16", "caption2 11 regular 13"
            ])
    }

    func testTextOptionsReplaceOnlyWhatTheySet() {
        let base = TextStyle(weight: .semibold, size: 17, color: .black, ellipsis: .end)
        let footnote = TextOptions(style: .footnote, color: .white, alignment: .center, lines: 2).applied(
            to: base, in: .light)
        XCTAssertEqual(footnote.size, 13)
        XCTAssertEqual(footnote.weight, .regular, "the style's weight")
        XCTAssertEqual(footnote.lineHeight, 18)
        XCTAssertEqual(footnote.color, .white)
        XCTAssertEqual(footnote.alignment, .center)
        XCTAssertEqual(footnote.maximumNumberOfLines, 2)
        XCTAssertEqual(footnote.ellipsis, .end, "kept from the base")
        let bold = TextOptions(style: .headline, weight: .bold).applied(to: base, in: .light)
        XCTAssertEqual(bold.weight, .bold, "an explicit weight wins over the style's")
        let cell = TextOptions(color: .white).over(TextOptions(style: .caption1, color: .black))
        XCTAssertEqual(
            cell, TextOptions(style: .caption1, color: .white), "the cell's own fields win, the section's fill in")
    }

    func testLeadingSetsTheDistanceBetweenLines() throws {
        let measurer = TextMeasurer(fonts: try FontEnvironment.standard())
        let style = DynamicTypeStyle.footnote.applied(to: TextStyle())
        let two = measurer.measure("First\nSecond", style: style, maxWidth: nil)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertEqual(two.height, 36, accuracy: 0.01, "two 18-pt lines")
    }

    func testSectionTextOptionsReachTheCellLook() throws {
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "A")],
                titleText: TextOptions(style: .caption2, alignment: .center))
        ])
        let scene = try RenderScene(layout: Layouts.grid(), itemCounts: [1], content: content, canvas: smallCanvas())
        let looks = ElementLooks(
            style: scene.style, content: content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        let look = looks.cell(
            at: IndexPath(item: 0, section: 0), item: content.cell(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(look.title.size, 11)
        XCTAssertEqual(look.title.alignment, .center)
        XCTAssertEqual(look.subtitle.size, 15, "the subtitle keeps the style's 15 pt")
    }

    func testAHeadersTextSitsTenPointsIntoItsFrameWhateverItsCellsShow() throws {
        // The App Store shelf: section insets 16, items inset 4 at the leading edge, cards with
        // titles 10 pt in. The header spans the section's width inside its insets (16 to 374 on
        // a 390-pt canvas) and its text starts 10 pt in, at 26, as Apple's sample title view
        // pins its label: not at the cards' text (30), nor at a picture's edge (20).
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 8, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(180)), subitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let sections = [
            SectionContent(items: [CellContent(title: "Lumen")]),
            SectionContent(items: [CellContent(title: "Lumen")], padding: CellPadding(horizontal: 24, vertical: 10)),
            SectionContent(items: [CellContent(title: "Lumen")], artwork: .artwork, imagePlacement: .above),
            SectionContent(placeholder: .number)
        ]
        for (index, sectionContent) in sections.enumerated() {
            let content = LayoutContent(sections: [sectionContent])
            let scene = try RenderScene(
                layout: UICollectionViewCompositionalLayout(section: section), itemCounts: [3],
                content: content, canvas: Canvas(size: CGSize(width: 390, height: 400), scale: 1))
            let (header, inset) = try firstHeader(of: scene, content: content)
            XCTAssertEqual(header.minX, 16, "section \(index): the header follows the section's insets")
            XCTAssertEqual(header.width, 358, "section \(index)")
            XCTAssertEqual(inset, 10, "section \(index): the header view's own margin")
            XCTAssertEqual(header.minX + inset, 26, "section \(index)")
        }
    }

    func testAListsHeaderTextTakesTheListsMarginNotTheHeaderMargin() throws {
        // A plain list at 390 pt: rows' text and the header's text start at UIKit's 20-pt
        // layout margin (UIListContentConfiguration headers follow the layout margins).
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(title: "Row")])])
        let scene = try RenderScene(
            layout: layout, itemCounts: [2], content: content,
            canvas: Canvas(size: CGSize(width: 390, height: 400), scale: 1))
        let (header, inset) = try firstHeader(of: scene, content: content)
        XCTAssertEqual(header.minX, 0)
        XCTAssertEqual(inset, 20)
    }

    /// The first section header's frame, and how far its text is inset into it.
    private func firstHeader(of scene: RenderScene, content: LayoutContent) throws -> (frame: CGRect, inset: CGFloat) {
        let frame = try XCTUnwrap(
            scene.layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        ).frame
        let looks = ElementLooks(
            style: scene.style, content: content, structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        let inset = looks.boundary(
            kind: UICollectionView.elementKindSectionHeader, section: 0, isFooter: false, isGlobal: false
        ).horizontalInset
        return (frame, inset)
    }

    // MARK: Emoji

    func testAnEmojiCellDrawsColourPixels() throws {
        let emoji = try render(
            Layouts.grid(columns: 1), counts: [1],
            content: LayoutContent(sections: [SectionContent(items: [CellContent(title: "😀🍕")])]))
        let letters = try render(
            Layouts.grid(columns: 1), counts: [1],
            content: LayoutContent(sections: [SectionContent(items: [CellContent(title: "AB")])]))
        // Pixels whose channels differ by more than 80: only a colour glyph makes them on a
        // grey cell with black text.
        XCTAssertGreaterThan(colourfulPixels(emoji), 60)
        XCTAssertEqual(colourfulPixels(letters), 0)
    }

    // MARK: Artwork

    func testArtworkIsTheSameForTheSameIndexPathAndVariesBetweenCells() throws {
        let content = LayoutContent(sections: [SectionContent(placeholder: .blank, artwork: .photo)])
        let first = try render(Layouts.grid(), counts: [3], content: content)
        let second = try render(Layouts.grid(), counts: [3], content: content)
        XCTAssertEqual(first.straightRGBA(), second.straightRGBA(), "deterministic")
        // Cell [0, 0] is (8, 8, 72, 75) and [0, 1] starts at x = 84 (see PixelTests).
        let cell0 = colours(first, CGRect(x: 10, y: 10, width: 68, height: 71))
        let cell1 = colours(first, CGRect(x: 86, y: 10, width: 68, height: 71))
        XCTAssertGreaterThan(cell0.count, 40, "a gradient with shapes, not one flat colour")
        XCTAssertNotEqual(cell0, cell1, "neighbours differ")
    }

    func testAvatarInitialsAreTheFirstLettersOfTheFirstTwoWords() {
        XCTAssertEqual(ArtworkPainter.initials(of: "Anna Lee"), "AL")
        XCTAssertEqual(ArtworkPainter.initials(of: "design team at work"), "DT")
        XCTAssertEqual(ArtworkPainter.initials(of: "Sam"), "S")
        XCTAssertNil(ArtworkPainter.initials(of: nil))
    }

    func testAvatarInitialsTakeTheCanvasLanguagesHanForms() throws {
        // "骨" and "直" are drawn differently in Japanese and Simplified Chinese; the initials
        // of "骨 直" are the app's text, so the canvas' language picks their forms, as it does
        // for titles. Latin initials look the same in both.
        func avatar(_ title: String, _ tag: String) throws -> [UInt8] {
            var canvas = smallCanvas()
            canvas.language = TextLanguage(tag)
            let content = LayoutContent(sections: [
                SectionContent(items: [CellContent(title: title, artwork: .avatar, imagePlacement: .fill)])
            ])
            let surface = try render(Layouts.grid(), counts: [1], content: content, canvas: canvas)
            // Cell [0, 0] is (8, 8, 72, 75) (see PixelTests): the avatar's circle lies inside it.
            return (10..<80).flatMap { y in (10..<78).map { x in UInt8(truncatingIfNeeded: surface.pixel(x: x, y: y)) }
            }
        }
        XCTAssertNotEqual(try avatar("骨 直", "ja"), try avatar("骨 直", "zh-Hans"))
        XCTAssertEqual(try avatar("Anna Lee", "ja"), try avatar("Anna Lee", "zh-Hans"))
    }

    // MARK: Placements

    func testFullBleedImageCoversTheCellAndPutsWhiteTextAtTheBottom() throws {
        let item = CellContent(title: "Tokyo", artwork: .photo, imagePlacement: .fill)
        let look = cellLook(item)
        let frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        let arrangement = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame,
            isRightToLeft: false, measurer: try measurer())
        XCTAssertEqual(arrangement.image?.rect, frame, "aspect fill of the whole cell")
        let title = try XCTUnwrap(arrangement.texts.first)
        XCTAssertEqual(title.rect.maxY, 140, accuracy: 0.01, "the 10-pt padding above the bottom edge")
        XCTAssertEqual(title.style.color, .white)
        XCTAssertNotNil(arrangement.scrimGradient)
    }

    func testImageAboveLeavesTheTextItsLinesBelowAndNoCard() throws {
        let item = CellContent(title: "Album", subtitle: "Artist", artwork: .artwork, imagePlacement: .above)
        let look = cellLook(item)
        XCTAssertNil(look.fill, "no card behind the picture")
        let frame = CGRect(x: 0, y: 0, width: 160, height: 210)
        let arrangement = CellArrangement(
            look: look, item: item, placeholderText: nil, frame: frame,
            isRightToLeft: false, measurer: try measurer())
        let texts = arrangement.texts
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[0].rect.minX, 0, "flush with the image's edge")
        let textTop = texts[0].rect.minY
        XCTAssertEqual(arrangement.image?.rect.maxY ?? 0, textTop - CellArrangement.aboveGap, accuracy: 0.01)
        XCTAssertEqual(texts[1].rect.maxY, 210, accuracy: 0.01)
    }

    /// A placeholder label too wide for its cell shrinks to the largest half-point size that
    /// fits (the cell less 2 pt each side), so a grid's labels share a few font sizes: every
    /// new size costs Pango a font lookup and fresh glyphs. One that fits keeps its 17 pt.
    func testAShrunkPlaceholderLabelTakesTheLargestHalfPointSizeThatFits() throws {
        let item = CellContent()
        let look = cellLook(item)
        let measurer = try measurer()
        func label(width: Double) throws -> PlacedText {
            let frame = CGRect(x: 0, y: 0, width: width, height: 100)
            let arrangement = CellArrangement(
                look: look, item: item, placeholderText: "0, 10", frame: frame,
                isRightToLeft: false, measurer: measurer)
            return try XCTUnwrap(arrangement.placeholder, "\(width)")
        }
        XCTAssertEqual(try label(width: 200).style.size, 17)
        var sizes = Set<Double>()
        for width in stride(from: 20.0, through: 45.0, by: 0.25) {
            var style = try label(width: width).style
            sizes.insert(style.size)
            XCTAssertEqual(style.size * 2, (style.size * 2).rounded(), "a half-point size at \(width) pt")
            XCTAssertLessThanOrEqual(
                measurer.measure("0, 10", style: style, maxWidth: nil).width, width - 4,
                "fits at \(width) pt")
            guard style.size < 17 else { continue }
            style.size += 0.5
            XCTAssertGreaterThan(
                measurer.measure("0, 10", style: style, maxWidth: nil).width, width - 4,
                "half a point more does not fit at \(width) pt")
        }
        // "0, 10" is 39.21 pt wide at 17 pt: in 16 pt (a 20-pt cell) it fits at 6.94 pt, so 6.5.
        XCTAssertEqual(
            measurer.measure("0, 10", style: try label(width: 200).style, maxWidth: nil).width, 39.21, accuracy: 0.01)
        XCTAssertEqual(sizes.min(), 6.5)
        XCTAssertEqual(sizes.count, 22, "101 widths, every half point from 6.5 to 17 pt")
    }

    // MARK: List rows

    func testARowsDetailAndBadgeSitAtTheTrailingEdge() throws {
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: "Anna Lee", subtitle: "See you at 7", badge: "2", detail: "9:41")
            ])
        ])
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let scene = try RenderScene(
            layout: layout, itemCounts: [1], content: content,
            canvas: Canvas(size: CGSize(width: 320, height: 200), scale: 1))
        let frame = try XCTUnwrap(
            scene.layout
                .layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        ).frame
        let looks = ElementLooks(
            style: scene.style, content: content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        let item = content.cell(at: IndexPath(item: 0, section: 0))
        let arrangement = CellArrangement(
            look: looks.cell(at: IndexPath(item: 0, section: 0), item: item), item: item,
            placeholderText: nil, frame: frame, isRightToLeft: false,
            measurer: try measurer())
        let detail = try XCTUnwrap(arrangement.texts.first { $0.text == "9:41" })
        XCTAssertEqual(detail.rect.maxX, frame.maxX - 16, accuracy: 0.01, "at the 16-pt list margin")
        let badge = try XCTUnwrap(arrangement.rowBadge)
        XCTAssertEqual(badge.rect.maxX, frame.maxX - 16, accuracy: 0.01)
        XCTAssertEqual(badge.rect.width, 20, "one digit: a 20-pt circle")
        XCTAssertGreaterThan(badge.rect.minY, detail.rect.maxY, "below the time")
        let title = try XCTUnwrap(arrangement.texts.first { $0.text == "Anna Lee" })
        XCTAssertLessThanOrEqual(
            title.rect.maxX, detail.rect.minX - 10 + 0.01, "the title stops 10 pt before the column")
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, Int(badge.rect.midX), Int(badge.rect.minY) + 2), "#007AFF", "a systemBlue badge")
    }

    // MARK: Badges

    func testABadgeShowsOnlyWhereACellHasOneOnceAnyCellDoes() {
        let kind = "badge"
        let some = LayoutContent(sections: [
            SectionContent(items: [CellContent(badge: "3"), CellContent(), CellContent(badge: "")])
        ])
        XCTAssertTrue(some.showsBadge(ofKind: kind, at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(some.showsBadge(ofKind: kind, at: IndexPath(item: 1, section: 0)), "no badge of its own: none")
        XCTAssertFalse(
            some.showsBadge(ofKind: kind, at: IndexPath(item: 2, section: 0)), "an empty badge: none, not a dot")
        XCTAssertFalse(some.showsBadge(ofKind: kind, at: IndexPath(item: 7, section: 0)), "cells past the content too")
        let none = LayoutContent(sections: [
            SectionContent(items: [CellContent(title: "A")], supplementaryText: [kind: "New"])
        ])
        XCTAssertTrue(
            none.showsBadge(ofKind: kind, at: IndexPath(item: 4, section: 0)), "no cell has one: the section's text")
    }

    func testABadgeTakesItsCellsColour() throws {
        let green = ThemedColor(hex: "#34C759")!
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(badge: "2", badgeColor: green)],
                placeholder: .blank)
        ])
        let scene = try RenderScene(
            layout: Layouts.grid(badges: true), itemCounts: [1], content: content,
            canvas: smallCanvas())
        let badge = try XCTUnwrap(
            scene.layout.layoutAttributesForElements(
                in: CGRect(x: 0, y: 0, width: 240, height: 320))?.first {
                    $0.representedElementCategory == .supplementaryView
                })
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, Int(badge.frame.minX) + 3, Int(badge.frame.midY)), "#34C759")
    }

    // MARK: Tab bar glyphs

    func testTabGlyphsComeFromTheTitle() {
        XCTAssertEqual(TabGlyph.named(by: "Home"), .house)
        XCTAssertEqual(TabGlyph.named(by: "Search"), .magnifier)
        XCTAssertEqual(TabGlyph.named(by: "Chats"), .bubble)
        XCTAssertEqual(TabGlyph.named(by: "Settings"), .gear)
        XCTAssertEqual(TabGlyph.named(by: "New & Hot"), .play)
        XCTAssertNil(TabGlyph.named(by: "Zebra"), "no keyword: the index-based placeholder shape")
    }

    // MARK: Helpers

    private func measurer() throws -> TextMeasurer { TextMeasurer(fonts: try FontEnvironment.standard()) }

    private func cellLook(_ item: CellContent) -> CellLook {
        let content = LayoutContent(sections: [SectionContent(items: [item])])
        let layout = Layouts.grid()
        let looks = ElementLooks(
            style: .standard(for: .light), content: content, structure: LayoutStructure(layout: layout),
            isRightToLeft: false)
        return looks.cell(at: IndexPath(item: 0, section: 0), item: item)
    }

    private func colourfulPixels(_ image: ImageSurface) -> Int {
        let bytes = image.straightRGBA()
        var count = 0
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let channels = [bytes[index], bytes[index + 1], bytes[index + 2]]
            if Int(channels.max()!) - Int(channels.min()!) > 80 { count += 1 }
        }
        return count
    }

    private func colours(_ image: ImageSurface, _ rect: CGRect) -> Set<String> {
        var set = Set<String>()
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { set.insert(hex(image, x, y)) }
        }
        return set
    }
}
