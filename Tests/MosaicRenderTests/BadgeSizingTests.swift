import CompositionalLayout
import Foundation
import MosaicCairo
import XCTest

@testable import MosaicRender

/// Badges whose size has an estimated dimension are measured to their text by the scene's
/// sizing function. Two 120 x 60 cells a row on a 240-point canvas at scale 1, each with a
/// badge anchored at its top trailing corner (no offset); badge text is 13 pt semibold,
/// at most 62% of the height: 12.4 pt in a 20-point badge, with 5 points each side.
final class BadgeSizingTests: XCTestCase {
    private let kind = "badge"
    private let measurer = try! TextMeasurer.standard()

    private func scene(
        badge size: NSCollectionLayoutSize, items: [CellContent], sectionText: String? = nil,
        scale: CGFloat = 1
    ) throws -> RenderScene {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: kind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5),
                heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let content = LayoutContent(sections: [
            SectionContent(
                items: items,
                supplementaryText: sectionText.map { [kind: $0] } ?? [:])
        ])
        return try RenderScene(
            layout: layout, itemCounts: [items.count], content: content,
            canvas: smallCanvas(scale: scale, height: 200))
    }

    private func badgeFrame(_ scene: RenderScene, _ item: Int) -> CGRect? {
        scene.layout
            .layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
    }

    private func textWidth(_ text: String, size: Double = 12.4) -> Double {
        var style = RenderStyle.standard(for: .light).badge.text
        style.size = size
        return measurer.measure(text, style: style).width
    }

    private let estimatedWidth = NSCollectionLayoutSize(widthDimension: .estimated(20), heightDimension: .absolute(20))

    func testAnEstimatedWidthMakesACapsuleAsWideAsItsText() throws {
        let scene = try scene(
            badge: estimatedWidth,
            items: [
                CellContent(badge: "99+"), CellContent(badge: "3"),
                CellContent(), CellContent(badge: "")
            ],
            sectionText: "New")
        // "99+" is 24.4 points wide at 12.4 pt: 24.4 + 2 x 5 = 34.4, up to 35.
        XCTAssertEqual(textWidth("99+") + 10, 34.4, accuracy: 0.1)
        XCTAssertEqual(badgeFrame(scene, 0), CGRect(x: 120 - 35, y: 0, width: 35, height: 20))
        // One digit (7.8 + 10) is less than the height: a 20 x 20 circle.
        XCTAssertEqual(badgeFrame(scene, 1), CGRect(x: 240 - 20, y: 0, width: 20, height: 20))
        // A cell without badge text shows its section's: "New", 26.9 + 10, up to 37.
        XCTAssertEqual(textWidth("New") + 10, 36.9, accuracy: 0.1)
        XCTAssertEqual(badgeFrame(scene, 2), CGRect(x: 120 - 37, y: 60, width: 37, height: 20))
        XCTAssertEqual(badgeFrame(scene, 3)?.size, CGSize(width: 20, height: 20), "empty text: a dot")
    }

    func testTheCapsuleIsDrawnWithItsTextAtFullSize() throws {
        let scene = try scene(badge: estimatedWidth, items: [CellContent(badge: "New")])
        let image = try Renderer().image(of: scene)
        XCTAssertEqual(hex(image, 84, 10), "#FF3B30", "the capsule's leading end, x 83–120")
        XCTAssertEqual(hex(image, 118, 10), "#FF3B30", "its trailing end")
        XCTAssertEqual(hex(image, 83, 1), "#007AFF", "the cell shows through at the round corner")
        let looks = ElementLooks(
            style: scene.style, content: scene.content,
            structure: LayoutStructure(layout: scene.layout),
            isRightToLeft: false)
        let badgeStyle = scene.style.badge
        let label = try XCTUnwrap(
            BadgeArrangement(
                text: "New", style: badgeStyle, textStyle: looks.textStyle(badgeStyle.text),
                frame: try XCTUnwrap(badgeFrame(scene, 0)), measurer: measurer
            ).label)
        XCTAssertEqual(label.style.size, 12.4, accuracy: 0.0001, "not shrunk: the capsule fits it")
        XCTAssertEqual(label.rect, CGRect(x: 87, y: 0, width: 29, height: 20), "inset 4 (a fifth of the height)")
    }

    func testAnAbsoluteSizeKeepsTheBadgeAndShrinksItsText() throws {
        let scene = try scene(
            badge: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            items: [CellContent(badge: "99+")])
        XCTAssertEqual(badgeFrame(scene, 0), CGRect(x: 100, y: 0, width: 20, height: 20))
        let label = try XCTUnwrap(
            BadgeArrangement(
                text: "99+", style: scene.style.badge, textStyle: scene.style.badge.text,
                frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                measurer: measurer
            ).label)
        // 12 points inside the 4-point insets: 12.4 x 12 / 24.4.
        XCTAssertEqual(label.style.size, 12.4 * 12 / textWidth("99+"), accuracy: 0.001)
    }

    func testAnEstimatedHeightFitsTheLineAndKeepsTheFontSize() throws {
        let scene = try scene(
            badge: NSCollectionLayoutSize(widthDimension: .estimated(20), heightDimension: .estimated(16)),
            items: [CellContent(badge: "New")], scale: 2)
        // 13 pt semibold needs 13 / 0.62 = 20.97 points (more than its 15.7-point line + 4),
        // up to 21 at 2x; then "New" at 13 pt, 27.6 + 10 = 37.6.
        let frame = try XCTUnwrap(badgeFrame(scene, 0))
        XCTAssertEqual(frame.height, 21)
        XCTAssertEqual(Double(frame.width), ((textWidth("New", size: 13) + 10) * 2).rounded(.up) / 2, accuracy: 0.001)
    }

    func testBadgeTextIsTheCellsOwnElseItsSections() {
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(badge: "3"), CellContent()],
                supplementaryText: ["badge": "New"])
        ])
        XCTAssertEqual(content.badgeText(ofKind: "badge", at: IndexPath(item: 0, section: 0)), "3")
        XCTAssertEqual(content.badgeText(ofKind: "badge", at: IndexPath(item: 1, section: 0)), "New")
        XCTAssertNil(content.badgeText(ofKind: "other", at: IndexPath(item: 1, section: 0)))
    }
}
