import Foundation
import XCTest

@testable import MosaicCairo

/// A label's characters are ordered by its text's first strong character
/// (`NSWritingDirection.natural`, Unicode's rules P2 and P3), while its natural alignment is
/// the layout's (`NSTextAlignment.natural`): English in a right-to-left layout reads "5 min
/// read" at the right edge; Hebrew or Arabic in a left-to-right layout reads right to left at
/// the left edge. Each test draws a string two ways that must give the same pixels (or must
/// not, where the order differs).
final class NaturalWritingDirectionTests: XCTestCase {
    /// `text` drawn in 15-pt type into a 240 x 24 box, as 32-bit pixels.
    private func pixels(_ text: String, _ direction: TextStyle.Direction, _ alignment: TextStyle.Alignment) throws
        -> [UInt32]
    {
        let surface = try ImageSurface(width: 240, height: 24)
        let context = try DrawingContext(surface: surface)
        try context.draw(
            text: text, style: TextStyle(size: 15, alignment: alignment, wraps: false, direction: direction),
            in: CGRect(x: 0, y: 0, width: 240, height: 24))
        return (0..<24).flatMap { y in (0..<240).map { x in surface.pixel(x: x, y: y) } }
    }

    func testEnglishInARightToLeftLayoutReadsLeftToRightAtTheRightEdge() throws {
        // As a left-to-right line aligned right: "5 min read", not "min read 5".
        XCTAssertEqual(
            try pixels("5 min read", .rightToLeft, .leading), try pixels("5 min read", .leftToRight, .trailing))
        XCTAssertNotEqual(
            try pixels("5 min read", .rightToLeft, .leading), try pixels("5 min read", .leftToRight, .leading))
        XCTAssertEqual(
            try pixels("Swift مرحبا", .rightToLeft, .leading), try pixels("Swift مرحبا", .leftToRight, .trailing),
            "English first: a left-to-right line, Arabic and all")
    }

    func testHebrewAndArabicFirstReadRightToLeftInEitherLayout() throws {
        // Right to left, aligned right in a right-to-left layout and left in a left-to-right
        // one: the same line either way, only its side changes.
        for text in ["שלום world 5", "مرحبا Swift"] {
            XCTAssertEqual(try pixels(text, .automatic, .leading), try pixels(text, .rightToLeft, .trailing), text)
            XCTAssertNotEqual(try pixels(text, .automatic, .leading), try pixels(text, .leftToRight, .leading), text)
        }
    }

    func testTextWithoutAStrongCharacterTakesTheLayoutsDirection() throws {
        // "★ 4.9" has no letter: right to left it reads "4.9 ★".
        XCTAssertNotEqual(try pixels("★ 4.9", .rightToLeft, .trailing), try pixels("★ 4.9", .leftToRight, .leading))
        XCTAssertEqual(try pixels("★ 4.9", .automatic, .leading), try pixels("★ 4.9", .leftToRight, .leading))
    }
}
