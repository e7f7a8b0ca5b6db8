import CompositionalLayout
import MosaicCairo
import MosaicFrames
import MosaicRender
import MosaicSnapshot

extension SnapshotImage {
    /// `scene` drawn as a reference image: its pixels, its visible elements' frames and what
    /// each draws, so that a failure names the elements that moved. Drawn in strips, so that a
    /// full page past Cairo's 32767-pixel surfaces works too.
    init(drawing scene: RenderScene) throws {
        let rect = scene.geometry.rect
        let frames = withExtendedLifetime(scene) { LayoutFrame.visible(in: scene.layout, rect: rect) }
        var content = DrawnContent(elements: [])
        let pixels = try PixelSnapshot(width: scene.geometry.pixelWidth, height: scene.geometry.pixelHeight) {
            content = try Renderer().drawStripsRecordingContent(of: scene, maximumHeight: ImageSurface.maximumSide, $0)
        }
        self.init(
            pixels, frames: frames, content: content, scale: Double(scene.geometry.scale),
            origin: (Double(scene.geometry.origin.x), Double(scene.geometry.origin.y)))
    }
}
