import CPangoCairo
import Foundation

extension TextMeasurer {
    /// The characters of `text` that no font of the environment has, in order, each once:
    /// set in `style`, Pango would draw each as a box showing its code point.
    public func missingCharacters(in text: String, style: TextStyle) -> [Unicode.Scalar] {
        final class Found { var characters: [Unicode.Scalar] = [] }
        let found = Found()
        fonts.withWorker { worker in
            pango_context_set_matrix(worker.measuringContext, nil)
            let layout = TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: style,
                width: nil, height: nil)
            mosaic_layout_missing_characters(layout.layout, Unmanaged.passUnretained(found).toOpaque()) {
                context, code in
                let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
                if let character = Unicode.Scalar(code), !found.characters.contains(character) {
                    found.characters.append(character)
                }
            }
        }
        return found.characters
    }

    /// The font of each run of `text` set in `style`, in order: its family and style name,
    /// `Noto Sans CJK JP Regular`. What fallback picked for each script and language.
    public func runFonts(of text: String, style: TextStyle) -> [String] {
        final class Found { var fonts: [String] = [] }
        let found = Found()
        fonts.withWorker { worker in
            pango_context_set_matrix(worker.measuringContext, nil)
            let layout = TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: style,
                width: nil, height: nil)
            mosaic_layout_run_fonts(layout.layout, Unmanaged.passUnretained(found).toOpaque()) {
                context, family, face in
                let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
                found.fonts.append("\(String(cString: family!)) \(String(cString: face!))")
            }
        }
        return found.fonts
    }
}

extension TextMeasurer {
    /// The glyph indices of `text` set in `style`, in visual order (for tests of shaping).
    func glyphs(of text: String, style: TextStyle) -> [UInt32] {
        final class Found { var glyphs: [UInt32] = [] }
        let found = Found()
        fonts.withWorker { worker in
            pango_context_set_matrix(worker.measuringContext, nil)
            let layout = TextLayout(
                worker: worker, context: worker.measuringContext, text: text, style: style,
                width: nil, height: nil)
            mosaic_layout_glyphs(layout.layout, Unmanaged.passUnretained(found).toOpaque()) { context, glyph in
                Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue().glyphs.append(glyph)
            }
        }
        return found.glyphs
    }
}
