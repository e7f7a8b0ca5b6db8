import Foundation
import MosaicRender
import MosaicSpec

extension SeenTextWarnings {
    /// A located warning for each cell title or subtitle too close in colour to what is behind
    /// it to read (``LowContrastText``), in light and in dark mode, whichever the file's canvas
    /// says: a screen is shown in both.
    static func lowContrast(in scene: RenderScene, document: LayoutDocument) throws -> [SpecError] {
        var canvas = document.canvas
        canvas.theme = canvas.theme == .dark ? .light : .dark
        let other = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: canvas)
        return (scene.lowContrastText() + other.lowContrastText()).map {
            document.warning($0.message, aboutCell: $0.indexPath, hint: LowContrastText.hint)
        }
    }
}
