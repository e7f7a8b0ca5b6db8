import Foundation
import XCTest

@testable import MosaicCairo

/// Text drawn after the drawing context's scale changed is laid out on the new scale: the
/// Pango context that draws it is brought up to date again, not skipped as unchanged.
final class DrawingContextUpdateTests: XCTestCase {
    private let style = TextStyle(size: 13, color: .black, wraps: true, ellipsis: .end)
    private let texts = [
        "Item 417", "A title long enough to be cut off at the end", "mmm 1234567 wwww",
        "Détail ÜÖ AVA Wj fi", "iiiiiiiiii llll 1111"
    ]
    /// A scale at which Pango places many glyphs differently from 1x (unlike 2x or 3x).
    private let scale = 1.37

    /// The pixels of `text` drawn at `scale` in a 120x40 rectangle on a fresh white surface,
    /// after `before` ran on the same context.
    private func pixels(
        of text: String, fonts: FontEnvironment,
        before: (DrawingContext) throws -> Void
    ) throws -> [UInt8] {
        let surface = try ImageSurface(width: Int(140 * scale), height: Int(50 * scale))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        try before(context)
        context.scale(by: scale)
        try context.paint(.white)
        try context.draw(text: text, style: style, in: CGRect(x: 8.25, y: 5.5, width: 120, height: 40))
        return surface.withUnsafePixelBytes { Array($0) }
    }

    func testTextDrawnAfterTheScaleChangedHasTheFreshContextsPixels() throws {
        let fonts = try FontEnvironment.standard()
        for text in texts {
            let fresh = try pixels(of: text, fonts: fonts) { _ in }
            let afterScaleOne = try pixels(of: text, fonts: fonts) { context in
                try context.draw(text: text, style: self.style, in: CGRect(x: 8.25, y: 5.5, width: 120, height: 40))
            }
            XCTAssertTrue(fresh.contains { $0 != 0xFF }, "\(text): nothing drawn")
            XCTAssertTrue(fresh == afterScaleOne, "\(text): pixels differ")
        }
    }

    func testTextDrawnAfterAnotherContextAtScaleOneHasTheFreshContextsPixels() throws {
        // The same fonts (so the same pooled Pango context) drew on another Cairo context at 1x.
        let fonts = try FontEnvironment.standard()
        for text in texts {
            let fresh = try pixels(of: text, fonts: fonts) { _ in }
            let other = try DrawingContext(surface: try ImageSurface(width: 140, height: 50), fonts: fonts)
            try other.draw(text: text, style: style, in: CGRect(x: 8.25, y: 5.5, width: 120, height: 40))
            let afterOther = try pixels(of: text, fonts: fonts) { _ in }
            XCTAssertTrue(fresh == afterOther, "\(text): pixels differ")
        }
    }
}
