import Foundation
import MosaicCairo

/// The renderer's one output path: raster strips, PNG, SVG and PDF of any ``RenderSubject``. The
/// public operations for scenes (Renderer.swift) and figures (Renderer+Figure.swift) call these.
extension Renderer {
    /// The subject on one image surface.
    func drawnImage(of subject: some RenderSubject, recorder: DrawnContentRecorder? = nil) throws -> ImageSurface {
        let geometry = try subject.checkedGeometry()
        guard geometry.pixelHeight <= ImageSurface.maximumSide else {
            throw RenderError.outputTooLarge(
                what: "tall", pixels: geometry.pixelHeight, limit: ImageSurface.maximumSide)
        }
        var result: ImageSurface?
        try drawStrips(of: subject, maximumHeight: ImageSurface.maximumSide, recorder: recorder) { strip, _ in
            result = strip
        }
        return result!
    }

    /// Draws the subject in horizontal strips of at most `maximumHeight` pixels (``stripHeight``
    /// when `nil`), top to bottom, calling `body` with each strip and the output row where it
    /// starts. The strips share one reused surface unless `handsOverSurfaces`, when each is a
    /// surface of its own that `body` may keep.
    func drawStrips(
        of subject: some RenderSubject, maximumHeight: Int?, recorder: DrawnContentRecorder?,
        handsOverSurfaces: Bool = false, _ body: (ImageSurface, Int) throws -> Void
    ) throws {
        let geometry = try subject.checkedGeometry()
        let stripHeight = min(max(maximumHeight ?? self.stripHeight, 1), ImageSurface.maximumSide)
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let drawing = subject.prepared(fonts: fonts, recorder: recorder)
        let format = drawing.rasterFormat
        let scale = Double(geometry.scale)
        var strip: ImageSurface?
        var top = 0
        while top < geometry.pixelHeight {
            let height = min(stripHeight, geometry.pixelHeight - top)
            if strip?.height != height || handsOverSurfaces {
                strip =
                    drawing.paintsEveryPixel
                    ? try ImageSurface(toPaintOverWidth: geometry.pixelWidth, height: height, format: format)
                    : try ImageSurface(width: geometry.pixelWidth, height: height, format: format)
            }
            let context = try DrawingContext(surface: strip!, fonts: fonts)
            // Device space first (exact integer rows), then points, then the subject's coordinates.
            context.translate(x: 0, y: -Double(top))
            context.scale(by: scale)
            context.translate(x: -Double(geometry.origin.x), y: -Double(geometry.origin.y))
            let region = CGRect(
                x: geometry.origin.x, y: geometry.origin.y + CGFloat(Double(top) / scale),
                width: geometry.size.width, height: CGFloat(Double(height) / scale))
            if format == .argb32 { try context.paint(.clear, replacing: true) }
            recorder?.stripTop = top
            _ = try drawing.draw(region, context, false)
            try strip!.flush()
            try body(strip!, top)
            top += height
        }
    }

    /// Sends the subject's PNG bytes to `sink`, piece by piece: tall output is streamed strip by
    /// strip; output that fits one surface is drawn on one when the subject asks for it or a
    /// MosaicCairo encoder (which needs the whole image) is chosen.
    func encodePNG(of subject: some RenderSubject, to sink: @escaping ([UInt8]) throws -> Void) throws {
        let geometry = try subject.checkedGeometry()
        var encodesWholeImages = false
        if case .mosaicCairo = pngEncoder { encodesWholeImages = true }
        if geometry.pixelHeight <= ImageSurface.maximumSide, subject.drawsFittingPNGWhole || encodesWholeImages {
            try sink(try pngData(of: try drawnImage(of: subject)))
            return
        }
        var encoder: StreamingPNGEncoder?
        try drawStrips(of: subject, maximumHeight: nil, recorder: nil) { strip, _ in
            if encoder == nil {
                encoder = try StreamingPNGEncoder(
                    width: strip.width, height: geometry.pixelHeight,
                    hasAlpha: strip.format == .argb32, sink: sink)
            }
            try encoder!.append(strip, rows: 0..<strip.height)
        }
        try encoder!.finish()
    }

    /// The subject as PNG bytes.
    func encodedPNG(of subject: some RenderSubject) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encodePNG(of: subject) { bytes += $0 }
        return bytes
    }

    /// Writes the subject as a PNG file, atomically.
    func writeEncodedPNG(of subject: some RenderSubject, to url: URL) throws {
        let file = try StreamingFile(destination: url)
        do {
            try encodePNG(of: subject) { try file.write($0) }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// Whether the subject's SVG is assembled in memory (labels as text, a title or a
    /// description to insert) rather than streamed.
    private func assemblesSVG(of subject: some RenderSubject) -> Bool {
        subject.writesLabelsAsSVGText || subject.accessibilityTitle != nil || subject.accessibilityDescription != nil
    }

    /// The subject as an SVG document, one SVG pixel per point (the scale does not apply).
    func encodedSVG(of subject: some RenderSubject) throws -> [UInt8] {
        let geometry = subject.geometry
        let surface = try SVGSurface(width: Double(geometry.size.width), height: Double(geometry.size.height))
        let labels = try drawVector(
            subject, on: surface, geometry: geometry, labelsAsText: subject.writesLabelsAsSVGText)
        let svg = SVGTextRun.inserting(labels, into: try surface.finish())
        return Self.insertingAccessibility(
            title: subject.accessibilityTitle,
            description: subject.accessibilityDescription, into: svg)
    }

    /// Writes the subject as an SVG file, atomically (streamed unless it is assembled in memory).
    func writeEncodedSVG(of subject: some RenderSubject, to url: URL) throws {
        guard !assemblesSVG(of: subject) else { return try AtomicFile.write(try encodedSVG(of: subject), to: url) }
        let geometry = subject.geometry
        let surface = try SVGSurface(
            width: Double(geometry.size.width), height: Double(geometry.size.height),
            writingTo: url)
        _ = try drawVector(subject, on: surface, geometry: geometry, labelsAsText: false)
        try surface.finish()
    }

    /// `svg` with `<title>` and `<desc>` as the first children of its root element, where
    /// screen readers and browsers look for them.
    static func insertingAccessibility(title: String?, description: String?, into svg: [UInt8]) -> [UInt8] {
        var elements = ""
        if let title { elements += "<title>\(title.xmlEscaped)</title>\n" }
        if let description { elements += "<desc>\(description.xmlEscaped)</desc>\n" }
        guard !elements.isEmpty, let root = svg.firstRange(of: Array("<svg".utf8)),
            let end = svg[root.upperBound...].firstIndex(of: UInt8(ascii: ">"))
        else { return svg }
        return Array(svg[...end]) + Array(("\n" + elements).utf8) + Array(svg[(end + 1)...])
    }

    /// The subject as a one-page PDF document whose page is the output's size in points.
    func encodedPDF(of subject: some RenderSubject) throws -> [UInt8] {
        let geometry = subject.geometry
        let surface = try PDFSurface(width: Double(geometry.size.width), height: Double(geometry.size.height))
        if let pdfCreationDate { surface.setCreationDate(pdfCreationDate) }
        _ = try drawVector(subject, on: surface, geometry: geometry, labelsAsText: false)
        return try surface.finish()
    }

    /// Writes the subject as a PDF file, atomically.
    func writeEncodedPDF(of subject: some RenderSubject, to url: URL) throws {
        let geometry = subject.geometry
        let surface = try PDFSurface(
            width: Double(geometry.size.width), height: Double(geometry.size.height),
            writingTo: url)
        if let pdfCreationDate { surface.setCreationDate(pdfCreationDate) }
        _ = try drawVector(subject, on: surface, geometry: geometry, labelsAsText: false)
        try surface.finish()
    }

    /// The subject encoded in `format`.
    func encoded(_ subject: some RenderSubject, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: return try encodedPNG(of: subject)
        case .svg: return try encodedSVG(of: subject)
        case .pdf: return try encodedPDF(of: subject)
        }
    }

    /// Writes the subject to `url` in `format`, atomically.
    func writeEncoded(_ subject: some RenderSubject, format: OutputFormat, to url: URL) throws {
        switch format {
        case .png: try writeEncodedPNG(of: subject, to: url)
        case .svg: try writeEncodedSVG(of: subject, to: url)
        case .pdf: try writeEncodedPDF(of: subject, to: url)
        }
    }

    /// Draws the whole subject on a vector surface, one unit per point; returns the labels
    /// collected as SVG text.
    private func drawVector(
        _ subject: some RenderSubject, on surface: Surface, geometry: PageGeometry,
        labelsAsText: Bool
    ) throws -> [SVGTextRun] {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let context = try DrawingContext(surface: surface, fonts: fonts)
        context.translate(x: -Double(geometry.origin.x), y: -Double(geometry.origin.y))
        return try subject.prepared(fonts: fonts, recorder: nil).draw(geometry.rect, context, labelsAsText)
    }
}
