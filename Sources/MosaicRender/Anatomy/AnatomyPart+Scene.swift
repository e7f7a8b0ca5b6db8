import CompositionalLayout
import Foundation

extension AnatomyPart {
    /// Every part of `scene`'s structure that shows in what it draws — sections, their insets,
    /// groups, spacings, items — in the collection view's content coordinates, each with its
    /// label (repeats too): what `mosaic preview` tells about the element pointed at.
    ///
    /// - Parameters:
    ///   - scene: the scene whose layout's structure is listed.
    ///   - region: the part of the content drawn (the scene's viewport or page by default;
    ///     wider for an unrolled page).
    /// - Throws: ``FigureError/notCompositional`` when the scene's layout is not compositional.
    public static func parts(of scene: RenderScene, in region: CGRect? = nil) throws -> [AnatomyPart] {
        try AnatomyBuilder(
            space: ContentSpace(scene: scene), options: AnatomyOptions(),
            region: region ?? scene.geometry.rect
        ).build(labellingRepeats: true)
    }
}
