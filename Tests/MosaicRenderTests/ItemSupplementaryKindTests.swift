import CompositionalLayout
import MosaicContent
import XCTest

/// A cell's `badge` is the text of its supplementary of kind `badge` only: other kinds (a
/// heart on a card) keep their own text, and are shown or hidden on their own.
final class ItemSupplementaryKindTests: XCTestCase {
    private let content: LayoutContent = {
        var section = SectionContent(
            items: [CellContent(badge: "3"), CellContent()],
            supplementaryText: ["heart": "♥"])
        section.items[0].title = "Card"
        return LayoutContent(sections: [section])
    }()
    private let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)

    func testABadgeTextStaysOnTheBadgeKind() {
        XCTAssertEqual(content.badgeText(ofKind: "badge", at: first), "3")
        XCTAssertEqual(content.badgeText(ofKind: "heart", at: first), "♥", "not the badge's 3")
        XCTAssertEqual(content.badgeText(ofKind: "heart", at: second), "♥")
    }

    func testOtherKindsShowOnCardsWithoutABadge() {
        XCTAssertTrue(content.showsBadge(ofKind: "badge", at: first))
        XCTAssertFalse(content.showsBadge(ofKind: "badge", at: second), "another cell has a badge, this one none")
        XCTAssertTrue(content.showsBadge(ofKind: "heart", at: first))
        XCTAssertTrue(content.showsBadge(ofKind: "heart", at: second), "the heart does not vanish with the badge")
    }

    func testACellsOwnTextForAnotherKindIsJudgedForThatKindAlone() {
        var content = self.content
        content.sections[0].items[1].supplementaryText["heart"] = "♡"
        XCTAssertEqual(content.badgeText(ofKind: "heart", at: second), "♡")
        XCTAssertFalse(content.showsBadge(ofKind: "heart", at: first), "a cell without its own heart, beside one with")
        XCTAssertEqual(content.badgeText(ofKind: "badge", at: second), nil)
    }

    func testASectionsOnlyKindTakesTheBadgeWhateverItsName() {
        XCTAssertEqual(
            LayoutContent.cellBadgeKind(among: ["badge-element-kind"]), "badge-element-kind",
            "Apple's Item Badges sample")
        XCTAssertEqual(LayoutContent.cellBadgeKind(among: ["badge", "heart"]), "badge")
        XCTAssertEqual(LayoutContent.cellBadgeKind(among: ["star", "heart"]), "badge", "two other kinds: neither")
        XCTAssertEqual(content.badgeText(ofKind: "heart", at: first, badgeKind: "heart"), "3")
    }
}
