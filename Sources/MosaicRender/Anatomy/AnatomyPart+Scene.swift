import CompositionalLayout
import Foundation

extension AnatomyPart {
    /// Every part of `scene`'s structure that shows in what it draws — sections, their insets,
    /// groups, spacings, items — in the collection view's content coordinates, each with its
    /// label (repeats too): what `mosaic preview` tells about the element pointed at.
    ///
    /// - Throws: ``FigureError/notCompositional`` when the scene's layout is not compositional.
    public static func parts(of scene: RenderScene) throws -> [AnatomyPart] {
        try AnatomyBuilder(space: ContentSpace(scene: scene), options: AnatomyOptions(),
                           region: scene.geometry.rect).build(labellingRepeats: true)
    }
}
