import Foundation
import XCTest

@testable import MosaicCairo

/// Every script iOS shows has a pinned font, and Han characters take the forms of the text's language.
final class ScriptFontsTests: XCTestCase {
    private func fonts(_ text: String, _ language: String? = nil, weight: TextStyle.Weight = .regular) throws
        -> [String]
    {
        var style = TextStyle(weight: weight, size: 17)
        style.language = language.flatMap(TextLanguage.init)
        return try TextMeasurer.standard().runFonts(of: text, style: style)
    }

    func testHanTakesTheFormsOfTheTextsLanguage() throws {
        XCTAssertEqual(try fonts("骨"), ["Noto Sans CJK SC Regular"])
        XCTAssertEqual(try fonts("骨", "en"), ["Noto Sans CJK SC Regular"])
        XCTAssertEqual(try fonts("骨", "zh-Hans"), ["Noto Sans CJK SC Regular"])
        XCTAssertEqual(try fonts("骨", "ja"), ["Noto Sans CJK JP Regular"])
        XCTAssertEqual(try fonts("骨", "ko"), ["Noto Sans CJK KR Regular"])
        XCTAssertEqual(try fonts("骨", "zh-Hant"), ["Noto Sans CJK TC Regular"])
        XCTAssertEqual(try fonts("骨", "zh_TW"), ["Noto Sans CJK TC Regular"])
        XCTAssertEqual(try fonts("骨", "zh-HK"), ["Noto Sans CJK HK Regular"])
        XCTAssertEqual(try fonts("骨", "ja", weight: .bold), ["Noto Sans CJK JP Bold"])
    }

    /// Kana is Japanese and Hangul Korean in text of any language; the Han between them
    /// follows the text's language (Simplified Chinese for text of none).
    func testKanaAndHangulTakeTheirOwnLanguagesForms() throws {
        XCTAssertEqual(
            try fonts("東京へ行く"),
            [
                "Noto Sans CJK SC Regular", "Noto Sans CJK JP Regular",
                "Noto Sans CJK SC Regular", "Noto Sans CJK JP Regular"
            ])
        XCTAssertEqual(try fonts("東京へ行く", "ja"), Array(repeating: "Noto Sans CJK JP Regular", count: 4))
        XCTAssertEqual(try fonts("한국어"), ["Noto Sans CJK KR Regular"])
    }

    func testThaiDevanagariAndLatinEachHaveTheirFont() throws {
        XCTAssertEqual(
            try fonts("Hello สวัสดี नमस्ते"),
            ["Inter Regular", "Noto Sans Thai Regular", "Noto Sans Devanagari Regular"])
        XCTAssertEqual(try fonts("สวัสดี", weight: .bold), ["Noto Sans Thai Bold"])
    }

    func testEveryScriptHasItsCharactersAndUnpinnedScriptsAreNamed() throws {
        let measurer = try TextMeasurer.standard()
        let style = TextStyle()
        for text in ["骨海 東京へ行く", "안녕하세요", "สวัสดีครับ", "नमस्ते", "שלום", "مرحبا", "Ünïcødé ✈ ★ 😀"] {
            XCTAssertEqual(measurer.missingCharacters(in: text, style: style), [], text)
        }
        // Egyptian hieroglyphs and Javanese: no pinned font has them.
        XCTAssertEqual(measurer.missingCharacters(in: "a𓀀bꦧ𓀀", style: style).map(\.value), [0x13000, 0xA9A7])
    }

    /// Inter's contextual alternates draw the x of "1920x1080" as "×"; Mosaic keeps the letter,
    /// and Inter's other contextual forms: the colon between digits stays raised.
    func testDigitXDigitKeepsTheLetterAndOtherContextualFormsStay() throws {
        let measurer = try TextMeasurer.standard()
        let style = TextStyle(size: 17)
        let x = measurer.glyphs(of: "x", style: style)[0]
        let upperX = measurer.glyphs(of: "X", style: style)[0]
        let times = measurer.glyphs(of: "×", style: style)[0]
        XCTAssertNotEqual(x, times)
        XCTAssertEqual(measurer.glyphs(of: "1920x1080", style: style)[4], x)
        XCTAssertEqual(measurer.glyphs(of: "4X4", style: style)[1], upperX)
        XCTAssertEqual(measurer.glyphs(of: "0x1 2x", style: style)[1], x)
        let colon = measurer.glyphs(of: ":", style: style)[0]
        XCTAssertNotEqual(measurer.glyphs(of: "9:41", style: style)[1], colon)
        XCTAssertEqual(measurer.glyphs(of: "a:b", style: style)[1], colon)
    }

    func testLanguageTagsAreCheckedAndNamedForFontconfig() {
        XCTAssertEqual(TextLanguage("zh-Hant")?.fontconfigName, "zh-tw")
        XCTAssertEqual(TextLanguage("zh-Hant-HK")?.fontconfigName, "zh-hk")
        XCTAssertEqual(TextLanguage("zh")?.fontconfigName, "zh-cn")
        XCTAssertEqual(TextLanguage("JA")?.fontconfigName, "ja")
        XCTAssertEqual(TextLanguage("zh_Hans")?.name, "zh-hans")
        XCTAssertNil(TextLanguage("japanese"))
        XCTAssertNil(TextLanguage("ja-"))
        XCTAssertNil(TextLanguage("12"))
        XCTAssertNil(TextLanguage(""))
    }
}
