import Foundation
import MosaicCairo

/// A ``Figure`` as the renderer draws it: at the origin, on its background, labels as SVG text.
struct FigureDrawing<Content: Figure>: RenderSubject {
    let figure: Content

    var geometry: PageGeometry { PageGeometry(origin: .zero, size: figure.size, scale: figure.scale) }

    func checkedGeometry() throws -> PageGeometry {
        guard [1, 2, 3].contains(figure.scale) else { throw RenderError.unsupportedScale(Double(figure.scale)) }
        if figure.pixelWidth > ImageSurface.maximumSide {
            throw RenderError.outputTooLarge(what: "wide", pixels: figure.pixelWidth, limit: ImageSurface.maximumSide)
        }
        guard figure.pixelWidth > 0, figure.pixelHeight > 0 else {
            throw RenderError.invalidCanvas(
                what: "figure size in pixels",
                value: Double(min(figure.pixelWidth, figure.pixelHeight)))
        }
        return geometry
    }

    var drawsFittingPNGWhole: Bool { true }
    var writesLabelsAsSVGText: Bool { true }
    var accessibilityTitle: String? { figure.accessibilityTitle }
    var accessibilityDescription: String? { figure.accessibilityDescription }

    func prepared(fonts: FontEnvironment, recorder: DrawnContentRecorder?) -> PreparedDrawing {
        // Surfaces start cleared: a figure's background is meant to be opaque, but nothing checks it.
        PreparedDrawing(rasterFormat: .rgb24, paintsEveryPixel: false) { _, context, labelsAsText in
            try context.paint(figure.background)
            let canvas = FigureCanvas(context: context, fonts: fonts, collectsLabelsAsText: labelsAsText)
            try figure.draw(in: canvas)
            return canvas.textRuns
        }
    }
}
