import Foundation
import MosaicCairo

extension Renderer {
    /// The figure drawn on one image surface (RGB24, opaque).
    ///
    /// - Throws: ``RenderError/outputTooLarge(what:pixels:limit:)`` past Cairo's limit
    ///   (use `pngData(of:)` or `writePNG(of:to:)`, which draw tall figures in strips).
    public func image(of figure: some Figure) throws -> ImageSurface {
        try checkSize(of: figure)
        guard figure.pixelHeight <= ImageSurface.maximumSide else {
            throw RenderError.outputTooLarge(what: "tall", pixels: figure.pixelHeight, limit: ImageSurface.maximumSide)
        }
        var result: ImageSurface?
        try drawStrips(of: figure, maximumHeight: ImageSurface.maximumSide) { strip, _ in result = strip }
        return result!
    }

    /// Draws the figure in horizontal strips of at most `maximumHeight` pixels, top to
    /// bottom, calling `body` with each strip (a reused surface) and the row it starts at.
    public func drawStrips(of figure: some Figure, maximumHeight: Int? = nil,
                           _ body: (ImageSurface, Int) throws -> Void) throws {
        try checkSize(of: figure)
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let stripHeight = min(max(maximumHeight ?? self.stripHeight, 1), ImageSurface.maximumSide)
        var strip: ImageSurface?
        var top = 0
        while top < figure.pixelHeight {
            let height = min(stripHeight, figure.pixelHeight - top)
            if strip?.height != height {
                strip = try ImageSurface(width: figure.pixelWidth, height: height, format: .rgb24)
            }
            let context = try DrawingContext(surface: strip!, fonts: fonts)
            context.translate(x: 0, y: -Double(top))
            context.scale(by: Double(figure.scale))
            try context.paint(figure.background)
            try figure.draw(in: FigureCanvas(context: context, fonts: fonts))
            try strip!.flush()
            try body(strip!, top)
            top += height
        }
    }

    /// The figure as PNG bytes (tall figures are encoded strip by strip).
    public func pngData(of figure: some Figure) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encodePNG(of: figure) { bytes += $0 }
        return bytes
    }

    /// Writes the figure as a PNG file, atomically.
    public func writePNG(of figure: some Figure, to url: URL) throws {
        let file = try StreamingFile(destination: url)
        do {
            try encodePNG(of: figure) { try file.write($0) }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// The figure as an SVG document, one SVG pixel per point. Labels are `<text>`
    /// elements (with `textLength` set to their width in Mosaic's fonts), not glyph paths;
    /// text inside cells and headers stays as Cairo draws it (paths).
    public func svgData(of figure: some Figure) throws -> [UInt8] {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let surface = try SVGSurface(width: Double(figure.size.width), height: Double(figure.size.height))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        try context.paint(figure.background)
        let canvas = FigureCanvas(context: context, fonts: fonts, collectsLabelsAsText: true)
        try figure.draw(in: canvas)
        let svg = SVGTextRun.inserting(canvas.textRuns, into: try surface.finish())
        return Self.insertingAccessibility(title: figure.accessibilityTitle, description: figure.accessibilityDescription,
                                           into: svg)
    }

    /// `svg` with `<title>` and `<desc>` as the first children of its root element, where
    /// screen readers and browsers look for them.
    static func insertingAccessibility(title: String?, description: String?, into svg: [UInt8]) -> [UInt8] {
        var elements = ""
        if let title { elements += "<title>\(title.xmlEscaped)</title>\n" }
        if let description { elements += "<desc>\(description.xmlEscaped)</desc>\n" }
        guard !elements.isEmpty, let root = svg.firstRange(of: Array("<svg".utf8)),
              let end = svg[root.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return svg }
        return Array(svg[...end]) + Array(("\n" + elements).utf8) + Array(svg[(end + 1)...])
    }

    /// The figure as a one-page PDF whose page is the figure's size in points.
    public func pdfData(of figure: some Figure) throws -> [UInt8] {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let surface = try PDFSurface(width: Double(figure.size.width), height: Double(figure.size.height))
        let context = try DrawingContext(surface: surface, fonts: fonts)
        try context.paint(figure.background)
        try figure.draw(in: FigureCanvas(context: context, fonts: fonts))
        return try surface.finish()
    }

    /// The figure encoded in `format`.
    public func data(of figure: some Figure, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: return try pngData(of: figure)
        case .svg: return try svgData(of: figure)
        case .pdf: return try pdfData(of: figure)
        }
    }

    /// Writes the figure to `url` in `format`, atomically.
    public func write(_ figure: some Figure, format: OutputFormat, to url: URL) throws {
        switch format {
        case .png: try writePNG(of: figure, to: url)
        case .svg, .pdf: try AtomicFile.write(try data(of: figure, format: format), to: url)
        }
    }

    private func checkSize(of figure: some Figure) throws {
        guard [1, 2, 3].contains(figure.scale) else { throw RenderError.unsupportedScale(Double(figure.scale)) }
        if figure.pixelWidth > ImageSurface.maximumSide {
            throw RenderError.outputTooLarge(what: "wide", pixels: figure.pixelWidth, limit: ImageSurface.maximumSide)
        }
        guard figure.pixelWidth > 0, figure.pixelHeight > 0 else {
            throw RenderError.invalidCanvas(what: "figure size in pixels",
                                            value: Double(min(figure.pixelWidth, figure.pixelHeight)))
        }
    }

    private func encodePNG(of figure: some Figure, to sink: @escaping ([UInt8]) throws -> Void) throws {
        try checkSize(of: figure)
        if figure.pixelHeight <= ImageSurface.maximumSide {
            try sink(try pngData(of: image(of: figure)))
            return
        }
        var encoder: StreamingPNGEncoder?
        try drawStrips(of: figure) { strip, _ in
            if encoder == nil {
                encoder = try StreamingPNGEncoder(width: strip.width, height: figure.pixelHeight, hasAlpha: false,
                                                  sink: sink)
            }
            try encoder!.append(strip, rows: 0..<strip.height)
        }
        try encoder!.finish()
    }
}
