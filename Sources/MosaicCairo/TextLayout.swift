import CCairo
import CPangoCairo
import Foundation

/// A Pango layout built from a string and a ``TextStyle`` on a given Pango context.
/// Internal: owned by one thread for the duration of a measuring or drawing call.
final class TextLayout {
    let layout: OpaquePointer
    /// What is shown, after line limits.
    let measurement: TextMeasurement
    /// Offset of the layout box's origin from the measured box's left edge (nonzero when
    /// the layout is wider than the available width, for non-wrapping text).
    let originOffsetX: Double
    /// Whether every run is set in an outline font (not a colour bitmap font such as the
    /// emoji font): then the layout's glyphs and positions are the same at any uniform scale.
    private(set) lazy var usesOnlyOutlineFonts = mosaic_layout_uses_only_outline_fonts(layout) != 0
    /// The line limit `measurement` was taken with (0: none).
    private let measuredMaxLines: Int

    /// Pango units per point.
    static let scale = Double(mosaic_pango_scale())

    /// The direction `text`'s characters are ordered in, as TextKit orders a label's: by the
    /// first character with a strong direction (`NSWritingDirection.natural`: Unicode's
    /// bidirectional algorithm, rules P2 and P3), so English in a right-to-left layout reads
    /// "5 min read" and Hebrew in a left-to-right one reads right to left; text without one
    /// (digits, "★ 4.9") takes the layout's direction. The alignment does not follow it:
    /// `NSTextAlignment.natural` is the app's direction (`TextStyle.Direction.rightToLeft` for
    /// a right-to-left layout), whatever the text. A style that asks for
    /// `leftToRight` (Mosaic's own annotations, the status bar's time) is set left to right.
    static func paragraphDirection(of text: String, style: TextStyle) -> PangoDirection {
        if style.direction == .leftToRight { return PANGO_DIRECTION_LTR }
        let natural = text.withCString { mosaic_first_strong_direction($0) }
        if natural == PANGO_DIRECTION_LTR || natural == PANGO_DIRECTION_RTL { return natural }
        return style.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    }

    /// - Parameters:
    ///   - width: the available width, nil for unlimited.
    ///   - height: the available height when drawing into a rectangle; with an ellipsis
    ///     and no line limit, text is ellipsized to fit it.
    ///   - context: one of `worker`'s Pango contexts, which lays the text out.
    init(worker: PangoWorker, context: OpaquePointer, text: String, style: TextStyle, width: Double?, height: Double?) {
        pango_context_set_base_dir(context, Self.paragraphDirection(of: text, style: style))
        let layout = pango_layout_new(context)!
        self.layout = layout
        // Alignment stays the layout's (see `paragraphDirection`): Pango's automatic direction
        // would also flip it for a paragraph set the other way.
        pango_layout_set_auto_dir(layout, 0)

        pango_layout_set_font_description(layout, worker.fontDescription(for: style))
        // `withCString` hands C the string's own bytes; passing a String directly copies it
        // into a new array first.
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        let lineHeight = style.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // Lines break inside a word only when the word is wider than the line, and then
        // without a hyphen, as UILabel breaks them. Text that never breaks inside a paragraph
        // and has no runs, language, Han or digit-x-digit needs no attributes at all (Pango then
        // skips applying them: a tenth of a title's layout).
        let runs = style.runs.isEmpty || TextRun.text(of: style.runs) != text ? [] : style.runs
        let timesLookalikes = InterTimesContext.letters(in: text)
        let hanRuns = HanForms.runs(in: text)
        if lineHeight != nil || !runs.isEmpty || style.language != nil || !timesLookalikes.isEmpty || !hanRuns.isEmpty
            || Self.mayBreakParagraphs(style: style, width: width)
        {
            let attributes = mosaic_attributes_without_hyphens()
            if let lineHeight {
                pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(lineHeight * Self.scale)))
            }
            Self.insert(runs, into: attributes!)
            if let language = style.language {
                pango_attr_list_insert(
                    attributes, pango_attr_language_new(pango_language_from_string(language.fontconfigName)))
            }
            InterTimesContext.insertAttributes(for: timesLookalikes, into: attributes)
            HanForms.insertAttributes(
                for: hanRuns, family: style.fontFamily, language: style.language, into: attributes)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        let rtl = style.direction == .rightToLeft
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)

        let ellipsis: PangoEllipsizeMode
        switch style.ellipsis {
        case .none: ellipsis = PANGO_ELLIPSIZE_NONE
        case .start: ellipsis = PANGO_ELLIPSIZE_START
        case .middle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        case .end: ellipsis = PANGO_ELLIPSIZE_END
        }
        let maxLines = max(style.maximumNumberOfLines, 0)
        var originOffsetX = 0.0

        if let width, width.isFinite, width >= 0 {
            if style.wraps || ellipsis != PANGO_ELLIPSIZE_NONE {
                pango_layout_set_width(layout, Self.units(width))
                if ellipsis != PANGO_ELLIPSIZE_NONE {
                    if !style.wraps {
                        // Height -1 (Pango's default): each paragraph is one line, ellipsized.
                        pango_layout_set_ellipsize(layout, ellipsis)
                    } else if maxLines > 0 {
                        pango_layout_set_ellipsize(layout, ellipsis)
                        pango_layout_set_height(layout, -Int32(maxLines))
                    } else if let height, height.isFinite {
                        pango_layout_set_ellipsize(layout, ellipsis)
                        pango_layout_set_height(layout, Self.units(max(height, 0)))
                    }
                }
            } else {
                // No wrapping: lay out at natural width, then align inside max(width, natural).
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                let natural = Double(logical.width) / Self.scale
                pango_layout_set_width(layout, Self.units(max(width, natural)))
                if natural > width {
                    switch (style.alignment, rtl) {
                    case (.center, _): originOffsetX = -(natural - width) / 2
                    case (.leading, true), (.trailing, false): originOffsetX = -(natural - width)
                    default: break
                    }
                }
            }
        }
        // A word wider than the line ends the text with an ellipsis where it is cut, as
        // UILabel truncates it, rather than going on with the word's rest on the next line.
        if style.wraps, ellipsis != PANGO_ELLIPSIZE_NONE, let width, width.isFinite,
            let split = Self.firstLineBrokenInsideWord(layout), maxLines == 0 || split < maxLines
        {
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, -Int32(split + 1))
        }
        self.originOffsetX = originOffsetX
        self.measuredMaxLines = maxLines
        self.measurement = Self.measure(layout, maxLines: maxLines)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The measurement of what is shown when at most `maxLines` lines are (0: no limit).
    func measurement(maxLines: Int) -> TextMeasurement {
        let maxLines = max(maxLines, 0)
        // `measurement` already answers for its own limit, and when it shows every line,
        // for any limit that keeps them all.
        if maxLines == measuredMaxLines || (measuredMaxLines == 0 && maxLines >= measurement.lineCount) {
            return measurement
        }
        return Self.measure(layout, maxLines: maxLines)
    }

    /// Each line's characters (what the text holds; any hyphen Pango adds is not among
    /// them) and its logical width, in points.
    var lines: [(text: String, width: Double)] {
        let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
        return (0..<pango_layout_get_line_count(layout)).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
            let start = Int(line.pointee.start_index)
            let length = Int(line.pointee.length)
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let text = String(decoding: bytes[max(start, 0)..<min(start + length, bytes.count)], as: UTF8.self)
            return (text, Double(logical.width) / Self.scale)
        }
    }

    /// The index of the first line that ends inside a word (the next line starts where
    /// the text has no line-break opportunity: Pango broke the word because it is wider
    /// than the line), `nil` when every line ends between words.
    private static func firstLineBrokenInsideWord(_ layout: OpaquePointer) -> Int? {
        let count = Int(pango_layout_get_line_count(layout))
        guard count > 1 else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return nil }
        let text = pango_layout_get_text(layout)!
        for index in 1..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            let characterOffset = Int(g_utf8_pointer_to_offset(text, text + Int(line.pointee.start_index)))
            guard characterOffset < Int(attributeCount) else { continue }
            if attributes[characterOffset].is_line_break == 0 { return index - 1 }
        }
        return nil
    }

    /// Whether Pango may break a paragraph into several lines: never without a width, nor
    /// for text that does not wrap but is ellipsized (Pango then shows each paragraph as one
    /// ellipsized line). Text that neither wraps nor is ellipsized gets a width of at least
    /// its natural width, which rounding could make break, so it counts as breaking.
    /// Each run's weight, slant and colour as Pango attributes over its bytes of the text.
    private static func insert(_ runs: [TextRun], into attributes: OpaquePointer) {
        var start: UInt32 = 0
        for run in runs {
            let end = start + UInt32(run.text.utf8.count)
            var made: [UnsafeMutablePointer<PangoAttribute>] = []
            if let weight = run.weight {
                made.append(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.rawValue))))
            }
            if let italic = run.italic {
                made.append(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
            }
            // A text style's runs are resolved to its appearance (``TextRun/resolved(in:)``):
            // their light and dark colours are the same.
            if let color = run.color?.light {
                func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
                made.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                made.append(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            for attribute in made {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            start = end
        }
    }

    private static func mayBreakParagraphs(style: TextStyle, width: Double?) -> Bool {
        guard let width, width.isFinite, width >= 0 else { return false }
        return style.wraps || style.ellipsis == .none
    }

    private static func units(_ value: Double) -> Int32 {
        Int32(min(max((value * scale).rounded(.down), 0), Double(Int32.max)))
    }

    /// What `layout` shows in its first `maxLines` lines (0: all): the widest line's logical
    /// width, the lines' logical heights stacked, and the first line's baseline.
    ///
    /// Read from each line's own extents rather than through a `PangoLayoutIter`, which
    /// also positions every run and character (a sixth of a short title's Pango time).
    /// The two agree because Mosaic sets neither spacing nor line spacing on a layout: Pango
    /// 1.50 (`pango_layout_get_extents_internal`) then puts each line's top where the one
    /// before ends, and its baseline the line's ascent below that top.
    static func measure(_ layout: OpaquePointer, maxLines: Int) -> TextMeasurement {
        let totalLines = Int(pango_layout_get_line_count(layout))
        let shownLines = maxLines > 0 ? min(totalLines, maxLines) : totalLines
        var width: Int32 = 0
        var bottom: Int32 = 0
        var firstBaseline: Int32 = 0
        var node = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let current = node, index < shownLines {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(
                current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self), nil, &logical)
            if index == 0 { firstBaseline = -logical.y }
            width = max(width, logical.width)
            bottom += logical.height
            node = current.pointee.next
            index += 1
        }
        let truncated = pango_layout_is_ellipsized(layout) != 0 || shownLines < totalLines
        return TextMeasurement(
            width: Double(width) / scale, height: Double(bottom) / scale,
            lineCount: shownLines, firstBaseline: Double(firstBaseline) / scale,
            isTruncated: truncated)
    }
}
