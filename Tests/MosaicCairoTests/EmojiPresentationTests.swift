import Foundation
import XCTest

@testable import MosaicCairo

/// Text symbols written with the emoji variation selector U+FE0F (☀️, ✈️) are drawn in
/// colour from Noto Color Emoji, as iOS draws them; without it (☀, ✈) they keep DejaVu
/// Sans's plain glyphs (Unicode's text presentation, UTS #51 §4). Black 40-pt text on a white
/// 200 x 60 surface.
final class EmojiPresentationTests: XCTestCase {
    /// Pixels whose channels differ by more than 80: only a colour glyph makes them in black
    /// text on white.
    private func colourfulPixels(_ text: String) throws -> Int {
        let surface = try ImageSurface(width: 200, height: 60, format: .rgb24)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        try context.draw(text: text, style: TextStyle(size: 40), in: CGRect(x: 0, y: 0, width: 200, height: 60))
        let bytes = surface.straightRGBA()
        return stride(from: 0, to: bytes.count, by: 4).filter { index in
            let channels = bytes[index..<index + 3]
            return Int(channels.max()!) - Int(channels.min()!) > 80
        }.count
    }

    func testAVariationSelectorMakesASymbolAColourEmoji() throws {
        // Sun and aeroplane, U+2600 and U+2708, each followed by U+FE0F.
        XCTAssertGreaterThan(try colourfulPixels("\u{2600}\u{FE0F}"), 200, "☀️: a yellow-orange sun")
        XCTAssertGreaterThan(try colourfulPixels("\u{2708}\u{FE0F}"), 100, "✈️: a blue-grey aeroplane")
        XCTAssertGreaterThan(
            try colourfulPixels("Trip \u{2708}\u{FE0F} to the \u{2600}\u{FE0F}"), 300,
            "within words as well")
    }

    func testWithoutTheSelectorTheSymbolsStayPlain() throws {
        XCTAssertEqual(try colourfulPixels("\u{2600} \u{2708}"), 0, "☀ ✈: DejaVu Sans, black")
        XCTAssertEqual(try colourfulPixels("AB"), 0)
    }

    func testEmojiPresentationCharactersAreStillColour() throws {
        XCTAssertGreaterThan(try colourfulPixels("😀"), 200, "😀 has emoji presentation without a selector")
    }
}
