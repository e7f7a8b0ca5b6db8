import CPangoCairo
import Foundation
import XCTest

@testable import MosaicCairo

/// Drawing text just measured reuses the measured layout (at scale 1) and draws the
/// same pixels as laying it out afresh.
final class MeasuredLayoutReuseTests: XCTestCase {
    private let title = TextStyle(weight: .semibold, size: 13, color: .black, wraps: false, ellipsis: .end)

    /// The text drawn at (8.25, 5.5) in a 120x24 rectangle on a 140x40 surface, after
    /// `prepare` ran with the standard environment's measurer.
    private func pixels(
        of text: String, style: TextStyle, scale: Double = 1,
        prepare: (TextMeasurer) -> Void
    ) throws -> [UInt8] {
        let fonts = try FontEnvironment.standard()
        let surface = try ImageSurface(width: Int(140 * scale), height: Int(40 * scale))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        context.scale(by: scale)
        try context.paint(.white)
        prepare(TextMeasurer(fonts: fonts))
        try context.draw(text: text, style: style, in: CGRect(x: 8.25, y: 5.5, width: 120, height: 24))
        return surface.withUnsafePixelBytes { Array($0) }
    }

    func testTextMeasuredThenDrawnAtScaleOneHasTheFreshLayoutsPixels() throws {
        for text in ["Item 417", "A title long enough to be cut off at the end", "שלום", "Emoji 😀 ok"] {
            let fresh = try pixels(of: text, style: title) { measurer in
                _ = measurer.measure("something else", style: self.title, maxWidth: 120)
            }
            let reused = try pixels(of: text, style: title) { measurer in
                _ = measurer.measure(text, style: self.title, maxWidth: 120)
            }
            XCTAssertTrue(fresh.contains { $0 != 0xFF }, "\(text): nothing drawn")
            XCTAssertEqual(fresh, reused, text)
        }
    }

    func testTextMeasuredThenDrawnAtScalesTwoAndThreeHasTheFreshLayoutsPixels() throws {
        // Outline fonts only: the measured layout is drawn as it is. With an emoji: laid out again.
        for scale in [2.0, 3.0] {
            for text in ["Item 417", "A title long enough to be cut off at the end", "שלום", "Emoji 😀 ok"] {
                let fresh = try pixels(of: text, style: title, scale: scale) { measurer in
                    _ = measurer.measure("something else", style: self.title, maxWidth: 120)
                }
                let measuredFirst = try pixels(of: text, style: title, scale: scale) { measurer in
                    _ = measurer.measure(text, style: self.title, maxWidth: 120)
                }
                XCTAssertTrue(fresh.contains { $0 != 0xFF }, "\(text) at \(scale)x: nothing drawn")
                XCTAssertEqual(fresh, measuredFirst, "\(text) at \(scale)x")
            }
        }
    }

    func testManyTextsMeasuredThenDrawnAtWholeScalesHaveTheFreshLayoutsPixels() throws {
        // Latin, Hebrew, Arabic and Greek (the last three from the DejaVu fallback), in several
        // weights, sizes and slants, some ellipsized: drawn from the layout measured at 1x,
        // each has the pixels of a layout made at the drawing scale.
        let texts = [
            "Item 1024", "AVA Wj fi", "Détail ÜÖ", "שלום עולם", "مرحبا بكم", "Ωμέγα ≈ ç",
            "Title with a long tail that is cut off", "mmm 1234567"
        ]
        var styles: [TextStyle] = []
        for (index, size) in [9.0, 11.5, 13, 17.25, 22].enumerated() {
            var style = TextStyle(
                weight: index % 2 == 0 ? .semibold : .regular, size: size, color: .black,
                wraps: false, ellipsis: .end)
            style.italic = index == 3
            styles.append(style)
        }
        for scale in [2.0, 3.0] {
            for text in texts {
                for style in styles {
                    let fresh = try pixels(of: text, style: style, scale: scale) { measurer in
                        _ = measurer.measure("something else", style: style, maxWidth: 120)
                    }
                    let measuredFirst = try pixels(of: text, style: style, scale: scale) { measurer in
                        _ = measurer.measure(text, style: style, maxWidth: 120)
                    }
                    XCTAssertEqual(fresh, measuredFirst, "\(text), \(style.size) pt, \(scale)x")
                }
            }
        }
    }

    /// Whether drawing on a context scaled by `scale` reuses the layout measured for `text`.
    private func reuses(_ text: String, scale: Double) throws -> Bool {
        try FontEnvironment.standard().withWorker { worker in
            // What TextMeasurer.measure does, on this worker.
            pango_context_set_matrix(worker.measuringContext, nil)
            let measured = TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: title,
                width: 120, height: nil)
            worker.rememberMeasured(measured, key: TextLayoutKey(text: text, style: title, width: 120, height: nil))
            var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
            pango_context_set_matrix(worker.drawingContext, &matrix)
            defer { pango_context_set_matrix(worker.drawingContext, nil) }
            return worker.measuredLayout(for: TextLayoutKey(text: text, style: title, width: 120, height: 16)) != nil
        }
    }

    func testMeasuredLayoutIsReusedAtWholeScalesForOutlineFontsOnly() throws {
        XCTAssertTrue(try reuses("Item 417", scale: 1))
        XCTAssertTrue(try reuses("Item 417", scale: 2))
        XCTAssertTrue(try reuses("Item 417", scale: 3))
        XCTAssertTrue(try reuses("שלום", scale: 3))
        // Scales where Pango rounds positions differently from 1x, and the colour emoji font.
        XCTAssertFalse(try reuses("Item 417", scale: 1.37))
        XCTAssertFalse(try reuses("Item 417", scale: 0.5))
        XCTAssertFalse(try reuses("Emoji 😀 ok", scale: 3))
        XCTAssertTrue(try reuses("Emoji 😀 ok", scale: 1))
    }

    func testWrappingTextMeasuredThenDrawnWithALineLimitHasTheFreshLayoutsPixels() throws {
        var style = TextStyle(size: 11, wraps: true, ellipsis: .end)
        style.maximumNumberOfLines = 1
        let text = "Two words and then some more words that wrap"
        let fresh = try pixels(of: text, style: style) { _ in }
        let measuredFirst = try pixels(of: text, style: style) { measurer in
            var unlimited = style
            unlimited.maximumNumberOfLines = 0
            _ = measurer.measure(text, style: unlimited, maxWidth: 120)
        }
        XCTAssertEqual(fresh, measuredFirst)
    }

    func testKeyLeavesOutWhatDoesNotChangeTheLines() {
        var drawn = title
        drawn.color = .white
        drawn.verticalAlignment = .center
        drawn.maximumNumberOfLines = 1
        // A one-line title: measured without a height, drawn in its rectangle with a line limit.
        XCTAssertEqual(
            TextLayoutKey(text: "Item 1", style: title, width: 120, height: nil),
            TextLayoutKey(text: "Item 1", style: drawn, width: 120, height: 16))
        XCTAssertNotEqual(
            TextLayoutKey(text: "Item 1", style: title, width: 120, height: nil),
            TextLayoutKey(text: "Item 1", style: title, width: 119, height: nil))
        XCTAssertNotEqual(
            TextLayoutKey(text: "Item 1", style: title, width: 120, height: nil),
            TextLayoutKey(text: "Item 2", style: title, width: 120, height: nil))
    }

    func testKeyKeepsTheLineLimitAndHeightOfWrappingEllipsizedText() {
        let wrapping = TextStyle(size: 11, wraps: true, ellipsis: .end)
        var oneLine = wrapping
        oneLine.maximumNumberOfLines = 1
        // Pango is given the line limit, or without one the height, of such text.
        XCTAssertNotEqual(
            TextLayoutKey(text: "a b", style: wrapping, width: 50, height: nil),
            TextLayoutKey(text: "a b", style: oneLine, width: 50, height: nil))
        XCTAssertNotEqual(
            TextLayoutKey(text: "a b", style: wrapping, width: 50, height: 30),
            TextLayoutKey(text: "a b", style: wrapping, width: 50, height: 60))
        XCTAssertEqual(
            TextLayoutKey(text: "a b", style: oneLine, width: 50, height: 30),
            TextLayoutKey(text: "a b", style: oneLine, width: 50, height: 60))
    }
}
