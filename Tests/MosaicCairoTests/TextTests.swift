import Foundation
import Synchronization
import XCTest

@testable import MosaicCairo

final class TextTests: XCTestCase {
    private var measurer: TextMeasurer!

    override func setUpWithError() throws {
        measurer = try TextMeasurer.standard()
    }

    func testHelloWorldAt17PointsIsAboutNinetyUnitsWideAndOneLineTall() {
        let size = measurer.measure("Hello, world", style: TextStyle(size: 17))
        // Inter's advances for these 12 glyphs sum to about 5.4 em; 5.4 x 17 = 92.
        XCTAssertTrue((85...100).contains(size.width), "width \(size.width)")
        // Inter's line height is about 1.21 em: 20.6 at 17 pt.
        XCTAssertTrue((19...22).contains(size.height), "height \(size.height)")
        XCTAssertEqual(size.lineCount, 1)
        XCTAssertFalse(size.isTruncated)
    }

    func testWidthScalesWithFontSize() {
        let small = measurer.measure("Mosaic", style: TextStyle(size: 10))
        let large = measurer.measure("Mosaic", style: TextStyle(size: 20))
        XCTAssertEqual(large.width, 2 * small.width, accuracy: 0.05)
    }

    func testBoldIsWiderThanRegular() {
        let regular = measurer.measure("Mosaic layout", style: TextStyle(weight: .regular, size: 17))
        let bold = measurer.measure("Mosaic layout", style: TextStyle(weight: .bold, size: 17))
        XCTAssertGreaterThan(bold.width, regular.width)
    }

    func testWrappingToNarrowWidthAddsLines() {
        let text = "The quick brown fox jumps over the lazy dog"
        let style = TextStyle(size: 17)
        let wide = measurer.measure(text, style: style)
        let narrow = measurer.measure(text, style: style, maxWidth: 100)
        XCTAssertEqual(wide.lineCount, 1)
        XCTAssertGreaterThanOrEqual(narrow.lineCount, 3)
        XCTAssertLessThanOrEqual(narrow.width, 100)
        XCTAssertEqual(narrow.height, Double(narrow.lineCount) * wide.height, accuracy: 0.5)
    }

    /// UILabel breaks a word wider than the line by character, without a hyphen; Pango
    /// would add one ("Shinj-" / "uku") unless told not to.
    func testAWordTooWideForTheLineBreaksWithoutAHyphen() {
        let style = TextStyle(weight: .semibold, size: 17)
        let natural = measurer.measure("Shinjuku", style: style).width
        XCTAssertEqual(
            measurer.measure("Shinjuku", style: style, maxWidth: natural + 0.5).lineCount, 1,
            "where it fits, one line")
        let lines = measurer.fonts.withWorker { worker in
            TextLayout(
                worker: worker, context: worker.measuringContext, text: "Shinjuku", style: style, width: 40,
                height: nil
            ).lines
        }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertEqual(lines.map(\.text).joined(), "Shinjuku")
        for line in lines {
            // A shown hyphen would make the line wider than its characters alone.
            XCTAssertEqual(
                line.width, measurer.measure(line.text, style: style).width, accuracy: 0.01,
                "'\(line.text)' is drawn as its characters only")
            XCTAssertLessThanOrEqual(line.width, 40)
        }
        XCTAssertEqual(
            measurer.measure("Shinjuku", style: style, maxWidth: 40).width, lines.map(\.width).max()!,
            accuracy: 0.01, "measuring sees the same lines")
    }

    func testEllipsizingToOneLineKeepsOneLineHeight() {
        let text = String(repeating: "A long label that does not fit ", count: 4)
        let oneLine = measurer.measure("A", style: TextStyle(size: 17))
        let style = TextStyle(size: 17, ellipsis: .end, maximumNumberOfLines: 1)
        let size = measurer.measure(text, style: style, maxWidth: 120)
        XCTAssertEqual(size.lineCount, 1)
        XCTAssertEqual(size.height, oneLine.height, accuracy: 0.01)
        XCTAssertLessThanOrEqual(size.width, 120)
        XCTAssertTrue(size.isTruncated)
    }

    func testLineLimitWithoutEllipsisCutsLines() {
        let text = "one two three four five six seven eight nine ten"
        let style = TextStyle(size: 17, maximumNumberOfLines: 2)
        let size = measurer.measure(text, style: style, maxWidth: 60)
        XCTAssertEqual(size.lineCount, 2)
        XCTAssertTrue(size.isTruncated)
    }

    func testNonWrappingTextStaysOnOneLine() {
        let text = "The quick brown fox jumps over the lazy dog"
        let size = measurer.measure(text, style: TextStyle(size: 17, wraps: false), maxWidth: 50)
        XCTAssertEqual(size.lineCount, 1)
        XCTAssertGreaterThan(size.width, 50)
    }

    func testHebrewFallsBackToDejaVuAndHasWidth() {
        let size = measurer.measure("שלום עולם", style: TextStyle(size: 17))
        XCTAssertGreaterThan(size.width, 40)
        XCTAssertEqual(size.lineCount, 1)
    }

    func testMeasuringFromManyThreadsGivesTheSameAnswer() {
        let expected = measurer.measure("Concurrent text", style: TextStyle(size: 15), maxWidth: 80)
        let results = Mutex<[TextMeasurement]>([])
        let measurer = self.measurer!
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let size = measurer.measure("Concurrent text", style: TextStyle(size: 15), maxWidth: 80)
            results.withLock { $0.append(size) }
        }
        let all = results.withLock { $0 }
        XCTAssertEqual(all.count, 64)
        XCTAssertTrue(all.allSatisfy { $0 == expected })
    }

    func testDrawingFromManyThreadsGivesIdenticalPixels() throws {
        @Sendable func render() throws -> [UInt8] {
            let surface = try ImageSurface(width: 90, height: 24)
            let context = try DrawingContext(surface: surface)
            try context.paint(.white)
            try context.draw(
                text: "Threads שלום", style: TextStyle(size: 13), in: CGRect(x: 2, y: 2, width: 86, height: 20))
            return surface.straightRGBA()
        }
        let expected = try render()
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if (try? render()) != expected { mismatches.withLock { $0 += 1 } }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }

    func testDrawnTextHasInkInsideTheRect() throws {
        let surface = try ImageSurface(width: 120, height: 30)
        let context = try DrawingContext(surface: surface)
        try context.paint(.white)
        let drawn = try context.draw(
            text: "Mosaic", style: TextStyle(size: 20), in: CGRect(x: 10, y: 5, width: 100, height: 25))
        var darkColumns = Set<Int>()
        for y in 0..<30 {
            for x in 0..<120 where surface.pixel(x: x, y: y) & 0xFF < 128 { darkColumns.insert(x) }
        }
        XCTAssertFalse(darkColumns.isEmpty)
        XCTAssertGreaterThanOrEqual(darkColumns.min()!, 10)
        XCTAssertLessThanOrEqual(Double(darkColumns.max()!), 10 + drawn.width + 1)
    }

    func testDrawingAtScaleThreeGivesTheMeasuredSize() throws {
        let style = TextStyle(size: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        let measured = measurer.measure(text, style: style, maxWidth: 150)
        let surface = try ImageSurface(width: 600, height: 400)
        let context = try DrawingContext(surface: surface)
        context.scale(by: 3)
        let drawn = try context.draw(text: text, style: style, in: CGRect(x: 0, y: 0, width: 150, height: 100))
        XCTAssertEqual(drawn.lineCount, measured.lineCount)
        XCTAssertEqual(drawn.width, measured.width, accuracy: 0.01)
        XCTAssertEqual(drawn.height, measured.height, accuracy: 0.01)
    }

    func testHebrewInALeftToRightLayoutReadsRightToLeftFromTheLeftEdge() throws {
        // UIKit: the order follows the text's first strong character, the natural alignment
        // the app's direction (Hebrew in an English app sits at the left).
        func inkColumns(_ text: String) throws -> ClosedRange<Int> {
            let surface = try ImageSurface(width: 200, height: 30)
            let context = try DrawingContext(surface: surface)
            try context.draw(
                text: text, style: TextStyle(size: 17, alignment: .leading),
                in: CGRect(x: 0, y: 0, width: 200, height: 30))
            var columns: [Int] = []
            for x in 0..<200 where (0..<30).contains(where: { alpha(surface.pixel(x: x, y: $0)) > 128 }) {
                columns.append(x)
            }
            return columns.min()!...columns.max()!
        }
        XCTAssertLessThan(try inkColumns("Hello").lowerBound, 5)
        XCTAssertLessThan(try inkColumns("שלום").lowerBound, 5)
        XCTAssertLessThan(try inkColumns("שלום").upperBound, 60)
    }
}
