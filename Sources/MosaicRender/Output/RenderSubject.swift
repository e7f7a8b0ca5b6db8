import Foundation
import MosaicCairo

/// What ``Renderer``'s output operations draw: a ``RenderScene`` or a ``Figure``
/// (``FigureDrawing``). Raster strips, PNG, SVG and PDF output are written once, over this; a
/// scene and a figure differ only in what is stated here.
protocol RenderSubject {
    /// What the output shows and its size in points and pixels: a scene's page, or a figure
    /// with its top-left corner at the origin.
    var geometry: PageGeometry { get }
    /// The geometry, checked against what raster output can hold (too wide, empty, a scale
    /// other than 1, 2 or 3).
    func checkedGeometry() throws -> PageGeometry
    /// Whether PNG output that fits one Cairo surface is drawn on one surface (figures) rather
    /// than streamed in strips of ``Renderer/stripHeight`` (scenes): generated pictures depend
    /// on where strips start, so each keeps the strips its pictures were made with.
    var drawsFittingPNGWhole: Bool { get }
    /// Whether labels are written as SVG `<text>` elements (figures' labels; see
    /// ``FigureCanvas``), which makes SVG output a document assembled in memory.
    var writesLabelsAsSVGText: Bool { get }
    /// A title for readers who cannot see the output (SVG `<title>`); `nil` for none.
    var accessibilityTitle: String? { get }
    /// What the output shows, in a sentence or two (SVG `<desc>`); `nil` for none.
    var accessibilityDescription: String? { get }
    /// Made ready to draw with `fonts` (once for every strip of one output), recording what
    /// each element draws into `recorder` when there is one.
    func prepared(fonts: FontEnvironment, recorder: DrawnContentRecorder?) -> PreparedDrawing
}

/// A ``RenderSubject`` ready to draw with one set of fonts.
struct PreparedDrawing {
    /// The raster surfaces' format: ARGB32 (each strip cleared first) for a translucent page,
    /// RGB24 otherwise.
    var rasterFormat: PixelFormat
    /// Whether drawing paints every pixel of a raster surface, so that surfaces need not start
    /// cleared.
    var paintsEveryPixel: Bool
    /// Draws the part of the subject inside the region (its own coordinates) on the
    /// context, whose user space is the subject's in points; with `labelsAsText`, returns the
    /// labels to write as SVG text instead of drawing them.
    var draw: (_ region: CGRect, _ context: DrawingContext, _ labelsAsText: Bool) throws -> [SVGTextRun]
}

extension RenderSubject {
    var accessibilityTitle: String? { nil }
    var accessibilityDescription: String? { nil }
}
