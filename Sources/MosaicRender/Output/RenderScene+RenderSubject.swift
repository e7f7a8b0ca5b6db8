import Foundation
import MosaicCairo

/// A scene as the renderer draws it: its page, from the content origin it shows.
extension RenderScene: RenderSubject {
    func checkedGeometry() throws -> PageGeometry {
        let geometry = self.geometry
        if geometry.pixelWidth > ImageSurface.maximumSide {
            throw RenderError.outputTooLarge(what: "wide", pixels: geometry.pixelWidth, limit: ImageSurface.maximumSide)
        }
        guard geometry.pixelWidth > 0, geometry.pixelHeight > 0 else {
            throw RenderError.invalidCanvas(
                what: "size in pixels", value: Double(min(geometry.pixelWidth, geometry.pixelHeight)))
        }
        return geometry
    }

    var drawsFittingPNGWhole: Bool { false }
    var writesLabelsAsSVGText: Bool { false }

    func prepared(fonts: FontEnvironment, recorder: DrawnContentRecorder?) -> PreparedDrawing {
        var painter = ScenePainter(scene: self, fonts: fonts)
        painter.recorder = recorder
        let ready = painter
        // The page background covers every pixel: opaque, or painted over a cleared ARGB32 strip.
        return PreparedDrawing(rasterFormat: painter.background.alpha < 1 ? .argb32 : .rgb24, paintsEveryPixel: true) {
            region, context, _ in
            try ready.draw(region, on: context)
            return []
        }
    }
}
