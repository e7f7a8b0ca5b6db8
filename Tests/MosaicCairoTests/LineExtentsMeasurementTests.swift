import CPangoCairo
import XCTest

@testable import MosaicCairo

/// `TextLayout.measure` reads each line's own extents and stacks the lines, where it used
/// a `PangoLayoutIter` (Pango's own line positions: `pango_layout_iter_get_line_extents`,
/// `_get_line_yrange` and `_get_baseline`). Pango 1.50's `pango_layout_get_extents_internal`
/// (pango-layout.c) puts each line's top where the previous line's logical box ends, plus
/// the layout's spacing, and its baseline the line's ascent below that top; Mosaic sets no
/// spacing and no line spacing, so both ways must give the same measurement to the Pango
/// unit. Checked here on wrapped, ellipsized, right-to-left, mixed-script and emoji text,
/// with and without a line height, at every line limit. (Before the change, the same
/// comparison held on 100,000 random layouts, 29,700 of them with several lines.)
final class LineExtentsMeasurementTests: XCTestCase {
    private let texts = [
        "Item 7", "", "The quick brown fox jumps over the lazy dog", "First line\nsecond line\n\nfourth",
        "supercalifragilisticexpialidocious", "שלום עולם and some English", "مرحبا بالعالم 😀🎉", "漢字かな交じり文の折り返し"
    ]

    func testLinesStackedFromTheirOwnExtentsMatchPangosIterator() throws {
        let fonts = try FontEnvironment.standard()
        var multiLine = 0
        for text in texts {
            for lineHeight in [nil, 30.0] {
                for width in [nil, 60.0, 200.0] {
                    for (wraps, ellipsis) in [(true, TextStyle.Ellipsis.none), (true, .end), (false, .middle)] {
                        for (alignment, direction) in [
                            (TextStyle.Alignment.leading, TextStyle.Direction.automatic),
                            (.center, .rightToLeft)
                        ] {
                            var style = TextStyle(
                                size: 15, alignment: alignment, wraps: wraps, ellipsis: ellipsis,
                                direction: direction)
                            style.lineHeight = lineHeight
                            fonts.withWorker { worker in
                                let layout = TextLayout(
                                    worker: worker, context: worker.measuringContext, text: text,
                                    style: style, width: width, height: nil)
                                for maxLines in 0...3 {
                                    let measured = layout.measurement(maxLines: maxLines)
                                    XCTAssertEqual(
                                        measured, Self.iteratorMeasurement(layout.layout, maxLines: maxLines),
                                        "\(text.debugDescription), \(style), width \(String(describing: width))")
                                    if measured.lineCount > 1 { multiLine += 1 }
                                }
                            }
                        }
                    }
                }
            }
        }
        // The cases do stack lines: with the pinned fonts, 252 of the 1,152 measurements
        // show two lines or more.
        XCTAssertGreaterThan(multiLine, 200)
    }

    /// The measurement as Pango's iterator places the lines.
    private static func iteratorMeasurement(_ layout: OpaquePointer, maxLines: Int) -> TextMeasurement {
        let scale = Double(mosaic_pango_scale())
        let totalLines = Int(pango_layout_get_line_count(layout))
        let shownLines = maxLines > 0 ? min(totalLines, maxLines) : totalLines
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var width: Int32 = 0
        var bottom: Int32 = 0
        let firstBaseline = pango_layout_iter_get_baseline(iterator)
        for _ in 0..<shownLines {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var top: Int32 = 0
            var lineBottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &lineBottom)
            width = max(width, logical.width)
            bottom = max(bottom, lineBottom)
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        return TextMeasurement(
            width: Double(width) / scale, height: Double(bottom) / scale, lineCount: shownLines,
            firstBaseline: Double(firstBaseline) / scale,
            isTruncated: pango_layout_is_ellipsized(layout) != 0 || shownLines < totalLines)
    }
}
