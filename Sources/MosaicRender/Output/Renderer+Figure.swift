import Foundation
import MosaicCairo

extension Renderer {
    /// The figure drawn on one image surface (RGB24, opaque).
    ///
    /// - Throws: ``RenderError/outputTooLarge(what:pixels:limit:)`` past Cairo's limit
    ///   (use `pngData(of:)` or `writePNG(of:to:)`, which draw tall figures in strips).
    public func image(of figure: some Figure) throws -> ImageSurface {
        try drawnImage(of: FigureDrawing(figure: figure))
    }

    /// Draws the figure in horizontal strips of at most `maximumHeight` pixels, top to
    /// bottom, calling `body` with each strip (a reused surface) and the row it starts at.
    public func drawStrips(
        of figure: some Figure, maximumHeight: Int? = nil,
        _ body: (ImageSurface, Int) throws -> Void
    ) throws {
        try drawStrips(of: FigureDrawing(figure: figure), maximumHeight: maximumHeight, recorder: nil, body)
    }

    /// The figure as PNG bytes (tall figures are encoded strip by strip).
    public func pngData(of figure: some Figure) throws -> [UInt8] {
        try encodedPNG(of: FigureDrawing(figure: figure))
    }

    /// Writes the figure as a PNG file, atomically.
    public func writePNG(of figure: some Figure, to url: URL) throws {
        try writeEncodedPNG(of: FigureDrawing(figure: figure), to: url)
    }

    /// The figure as an SVG document, one SVG pixel per point. Labels are `<text>`
    /// elements (with `textLength` set to their width in Mosaic's fonts), not glyph paths;
    /// text inside cells and headers stays as Cairo draws it (paths).
    public func svgData(of figure: some Figure) throws -> [UInt8] {
        try encodedSVG(of: FigureDrawing(figure: figure))
    }

    /// The figure as a one-page PDF whose page is the figure's size in points, dated
    /// ``pdfCreationDate`` when it is set.
    public func pdfData(of figure: some Figure) throws -> [UInt8] {
        try encodedPDF(of: FigureDrawing(figure: figure))
    }

    /// The figure encoded in `format`.
    public func data(of figure: some Figure, format: OutputFormat) throws -> [UInt8] {
        try encoded(FigureDrawing(figure: figure), format: format)
    }

    /// Writes the figure to `url` in `format`, atomically.
    public func write(_ figure: some Figure, format: OutputFormat, to url: URL) throws {
        try writeEncoded(FigureDrawing(figure: figure), format: format, to: url)
    }
}
