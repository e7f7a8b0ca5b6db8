import Foundation
import MosaicRender
import MosaicSpec

/// Warnings about what a person would see wrong in a layout file's text, each at its place in
/// the file: characters no font has (``MissingGlyphs``) and text cut short (``TruncatedText``).
enum SeenTextWarnings {
    /// A located warning for each text of `scene` with characters no pinned font has.
    static func missingGlyphs(in scene: RenderScene, document: LayoutDocument) throws -> [SpecError] {
        try scene.missingGlyphs().map { missing in
            switch missing.place {
            case .cell(let indexPath):
                return document.warning(missing.message, aboutCell: indexPath, hint: MissingGlyphs.hint)
            case .supplementary(_, let section):
                let owner = section.map { "section \($0)" } ?? "layout"
                return pageWarning("\(owner): \(missing.message)", document: document)
            case .chrome:
                return pageWarning(missing.message, document: document)
            }
        }
    }

    /// A located warning for each title or subtitle of `scene` that a cell shows cut short.
    static func truncatedText(in scene: RenderScene, document: LayoutDocument) throws -> [SpecError] {
        try scene.truncatedText().map {
            document.warning($0.message, aboutCell: $0.indexPath, hint: TruncatedText.hint)
        }
    }

    /// A warning at the file's `canvas:` (or its start), for text that is not a cell's.
    private static func pageWarning(_ message: String, document: LayoutDocument) -> SpecError {
        var warning = SpecError(
            file: document.file, line: document.canvasPosition.line,
            column: document.canvasPosition.column, message: message, hint: MissingGlyphs.hint)
        warning.isWarning = true
        return warning
    }
}
