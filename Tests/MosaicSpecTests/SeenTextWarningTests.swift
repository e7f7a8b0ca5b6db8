import CompositionalLayout
import Foundation
import MosaicRender
import XCTest

@testable import MosaicSpec

/// What a person would see wrong, found without looking: characters no font has, text cut
/// short, sizes under a pixel.
final class SeenTextWarningTests: XCTestCase {
    private func scene(_ document: LayoutDocument) throws -> RenderScene {
        try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts, content: document.content,
            canvas: document.canvas)
    }

    func testCharactersNoFontHasAreNamedAtTheirCell() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 300, scale: 1, navigationBar: {title: "Tombs 𓀀", above: "ꦧ"}}
            sections:
              - header: "ꦧꦱ Javanese"
                group: {size: 1fw x 60, subitem: {size: 0.5fw x 1fh}}
                content:
                  - {title: 東京, subtitle: สวัสดี नमस्ते 한국어}
                  - {title: "Ankh 𓋹 and 𓀀", badge: "𓀀"}
            """)
        let missing = try scene(document).missingGlyphs()
        XCTAssertEqual(
            missing.map(\.part), ["title", "badge", "header", "navigation bar title", "line above the title"])
        XCTAssertEqual(missing.first?.characters.map(\.value), [0x132F9, 0x13000])
        XCTAssertEqual(
            missing.first?.message,
            "title 'Ankh 𓋹 and 𓀀' has characters no font has: U+132F9 '𓋹', U+13000 '𓀀'; they draw as boxes")
        XCTAssertEqual(missing.first?.place, .cell(IndexPath(item: 1, section: 0)))
        XCTAssertEqual(missing[2].place, .supplementary(kind: UICollectionView.elementKindSectionHeader, section: 0))
        XCTAssertEqual(missing[2].characters.map(\.value), [0xA9A7, 0xA9B1])
        XCTAssertEqual(missing[3].place, .chrome(.navigationBar))
        let warning = document.warning(missing[0].message, aboutCell: IndexPath(item: 1, section: 0))
        XCTAssertEqual("\(warning.line):\(warning.column)", "7:9")
    }

    func testATitleCutShortIsReportedAndOneThatFitsIsNot() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 300, scale: 2}
            sections:
              - group: {size: 1fw x 44, subitem: {size: 0.5fw x 1fh}}
                content:
                  - {title: Kyoto}
                  - {title: Reykjavík and the Golden Circle}
                  - {title: Osaka, subtitle: Street food and neon along the canal}
            """)
        let truncated = try scene(document).truncatedText()
        XCTAssertEqual(truncated.map(\.text), ["Reykjavík and the Golden Circle"])
        XCTAssertEqual(truncated.first?.place, .cell(IndexPath(item: 1, section: 0)))
        XCTAssertEqual(truncated.first?.part, "title")
        // A 150 x 44 cell with 10-pt padding: the title has one 17-pt line (20.6 pt with
        // Inter's leading), 130 pt wide.
        XCTAssertEqual(
            truncated.first?.message,
            "title 'Reykjavík and the Golden Circle' is cut short: it does not fit its 130 x 20.6 space")
    }

    func testAHeaderOrFooterCutShortIsReportedAtItsOwnLine() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 300, scale: 1}
            sections:
              - name: places
                group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}
                header: {text: "Reykjavík, Þingvellir and the whole Golden Circle in a day", size: 1fw x 36}
                footer: {text: Fits, size: 1fw x 30}
                content: [Kyoto]
            layout:
              boundaryItems:
                - {kind: header, alignment: top, size: 1fw x 36, text: Every trip we took in the years since we met}
            """)
        let truncated = try scene(document).truncatedText()
        XCTAssertEqual(
            truncated.map(\.text),
            [
                "Every trip we took in the years since we met",
                "Reykjavík, Þingvellir and the whole Golden Circle in a day"
            ])
        XCTAssertEqual(truncated.map(\.part), ["layout-header", "header"])
        XCTAssertEqual(truncated[1].place, .supplementary(kind: UICollectionView.elementKindSectionHeader, section: 0))
        // A 300 x 36 header: its text 10 pt in on each side and 8 above and below, 280 x 20.
        XCTAssertEqual(
            truncated[1].message,
            "header 'Reykjavík, Þingvellir and the whole Golden Circle in a day' is cut short: it does not fit its "
                + "280 x 20 space")
        let warnings = truncated.map {
            guard case .supplementary(let kind, let section) = $0.place else { return "" }
            let warning = document.warning($0.message, aboutSupplementary: kind, section: section, hint: $0.hint)
            return "\(warning.line):\(warning.column) \(warning.message.prefix(24))"
        }
        XCTAssertEqual(warnings, ["10:7 layout: layout-header 'E", "5:5 section 'places': header"])
    }

    func testSizesUnderOnePixelOfTheCanvasAreWarnedAbout() throws {
        let atOneX = try decode(
            """
            canvas: {size: 300 x 300, scale: 1}
            sections:
              - group: {size: 1fw x 40, subitems: [{size: 0.5 x 1fh}, {size: 1fw x 0.25}]}
            """)
        XCTAssertEqual(
            atOneX.warnings.map { "\($0.line):\($0.column) \($0.message)" },
            [
                "3:47 a width of 0.5 points is less than one pixel at 1x (1 point): it draws one pixel wide or not at all",
                "3:66 a height of 0.25 points is less than one pixel at 1x (1 point): it draws one pixel wide or not at all"
            ])
        let atTwoX = try decode(
            """
            canvas: {size: 300 x 300, scale: 2}
            sections:
              - group: {size: 1fw x 40, subitems: [{size: 0.5 x 1fh}, {size: 1fw x 0.25}]}
            """)
        XCTAssertEqual(
            atTwoX.warnings.map(\.message),
            [
                "a height of 0.25 points is less than one pixel at 2x (0.5 points): it draws one pixel wide or not at all"
            ],
            "half a point is one pixel at 2x")
    }
}
