import Foundation
import MosaicRender
import MosaicSpec

/// Warnings about what a person would see wrong in a layout file's text, each at its place in
/// the file: characters no font has (``MissingGlyphs``) and text cut short (``TruncatedText``).
enum SeenTextWarnings {
    /// A located warning for each text of `scene` with characters no pinned font has.
    static func missingGlyphs(in scene: RenderScene, document: LayoutDocument) throws -> [SpecError] {
        try scene.missingGlyphs().map {
            located($0.message, at: $0.place, in: document, hint: MissingGlyphs.hint)
        }
    }

    /// A located warning for each title, subtitle, header or footer of `scene` shown cut short.
    static func truncatedText(in scene: RenderScene, document: LayoutDocument) throws -> [SpecError] {
        try scene.truncatedText().map { located($0.message, at: $0.place, in: document, hint: $0.hint) }
    }

    /// A warning at the line that writes what `place` shows: a cell's `content:` entry, a
    /// header's `header:` or `boundaryItems` entry, or a bar's key in the `canvas:`.
    private static func located(
        _ message: String, at place: TextPlace, in document: LayoutDocument, hint: String
    ) -> SpecError {
        switch place {
        case .cell(let indexPath):
            return document.warning(message, aboutCell: indexPath, hint: hint)
        case .supplementary(let kind, let section):
            return document.warning(message, aboutSupplementary: kind, section: section, hint: hint)
        case .chrome(let bar):
            return document.warning(message, aboutCanvasKey: bar.rawValue, hint: hint)
        }
    }
}
