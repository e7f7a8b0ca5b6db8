import CompositionalLayout
import Foundation
import XCTest

@testable import MosaicRender

/// Pseudo-localisation: accented, at least 40% longer, bracketed, the same every time.
final class PseudoLocalizationTests: XCTestCase {
    /// `text` between the invisible left-to-right marks pseudo-localised text carries.
    private func marked(_ text: String) -> String { "\u{200E}" + text + "\u{200E}" }

    func testShortTextGetsAccentsBracketsAndAWord() {
        // 8 letters: at least ceil(8 x 1.4) = 12 characters inside the brackets, so " one" is added.
        XCTAssertEqual(PseudoLocalization.localize("Settings"), marked("[Šéţţîñĝš one]"))
    }

    func testLongerTextGetsWordsUntil40PercentLonger() {
        let text = "iCloud, Media & Purchases"
        let localized = PseudoLocalization.localize(text)
        XCTAssertEqual(localized, marked("[îÇļöûđ, Ṁéđîá & Þûŕçĥášéš one two three]"))
        XCTAssertEqual(
            localized.count, 2 + 2 + 39, "marks, brackets and 25 x 1.4 = 35 at least: 25 + 4 + 4 = 33, then 39")
    }

    func testDigitsPunctuationAndEmptyText() {
        XCTAssertEqual(PseudoLocalization.localize("9:41"), marked("[9:41 one]"), "4 x 1.4 = 5.6, so 6 at least")
        XCTAssertEqual(PseudoLocalization.localize(""), "")
    }

    func testContentKeepsBadgesAndLocalizesTexts() {
        let header = UICollectionView.elementKindSectionHeader
        let content = LayoutContent(
            sections: [
                SectionContent(
                    items: [
                        CellContent(title: "Inbox", subtitle: "Mail", badge: "3")
                    ], supplementaryText: [header: "Mail"])
            ], globalSupplementaryText: ["banner": "Hi"])
        let localized = content.pseudoLocalized()
        let cell = localized.sections[0].items[0]
        XCTAssertEqual(cell.title, marked("[Îñƀöẋ one]"))
        XCTAssertEqual(cell.subtitle, marked("[Ṁáîļ one]"))
        XCTAssertEqual(cell.badge, "3")
        XCTAssertEqual(localized.sections[0].supplementaryText[header], marked("[Ṁáîļ one]"))
        XCTAssertEqual(localized.globalSupplementaryText["banner"], marked("[Ĥî one]"))
    }

    func testASceneOnAPseudoLocalizedCanvasShowsTheLongText() throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        var canvas = Canvas(size: CGSize(width: 375, height: 600))
        canvas.pseudoLocalization = true
        let content = LayoutContent(sections: [SectionContent(items: [CellContent(title: "Settings")])])
        let scene = try RenderScene(layout: layout, itemCounts: [1], content: content, canvas: canvas)
        XCTAssertEqual(scene.content.sections[0].items[0].title, marked("[Šéţţîñĝš one]"))
        canvas.pseudoLocalization = false
        let plain = try RenderScene(layout: layout, itemCounts: [1], content: content, canvas: canvas)
        XCTAssertEqual(plain.content.sections[0].items[0].title, "Settings")
    }

    func testIconsAndMonogramsShowTheFirstLetterNotTheBracket() {
        XCTAssertEqual(CellIcon(color: .white).symbolText(title: PseudoLocalization.localize("Wi-Fi")), "Ŵ")
        XCTAssertEqual(ArtworkPainter.initials(of: PseudoLocalization.localize("Anna Lee")), "ÁĻ")
        XCTAssertEqual(CellIcon(color: .white).symbolText(title: "  wi-fi"), "W")
        XCTAssertEqual(CellIcon(color: .white).symbolText(title: "✈"), "✈", "no letter: the first character")
    }
}
