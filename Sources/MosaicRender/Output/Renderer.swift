import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames

/// Draws scenes to images, PNG, SVG and PDF.
///
/// ```swift
/// let scene = try RenderScene(layout: layout, itemCounts: [12, 30],
///                             canvas: Canvas(device: Device.named("iphone-15")!))
/// try Renderer().writePNG(of: scene, to: URL(fileURLWithPath: "page.png"))
/// ```
///
/// Raster output is `geometry.pixelWidth` x `geometry.pixelHeight` pixels at the scene's
/// scale, on an opaque background (RGB24) unless the page colour is translucent (ARGB32).
/// Text uses the pinned fonts of `FontEnvironment.standard()` unless told otherwise, so the same scene gives the same pixels on every machine with the same
/// library versions. PNG output is drawn in strips of ``stripHeight`` rows and streamed
/// into one file, so pages taller than Cairo's 32767-pixel limit work in bounded memory.
public struct Renderer {
    /// How PNG files are encoded.
    public enum PNGEncoder: Sendable, Equatable {
        /// Mosaic's own encoder (the default): rows streamed through the Up filter into a
        /// deflate compressor tuned for layouts (runs, repeated rows); any height, bounded
        /// memory; faster than libpng at zlib level 6 for slightly larger files (Benchmarks/render
        /// compares them).
        case streaming
        /// MosaicCairo's libpng encoder with the given settings, for
        /// pages that fit one Cairo surface; taller pages still use ``streaming``.
        case mosaicCairo(PNGEncoding)
    }

    /// The fonts for text; `nil` uses `FontEnvironment.standard()`.
    public var fonts: FontEnvironment?
    /// How PNG output is encoded.
    public var pngEncoder: PNGEncoder
    /// The tallest strip drawn at once, in pixels: memory use is about `4 * width * stripHeight`
    /// bytes whatever the page's height.
    public var stripHeight: Int
    /// The creation date written into PDF output (ISO 8601, e.g. `2024-01-01T00:00:00Z`);
    /// `nil` writes the time of rendering. Fix it for byte-for-byte reproducible PDFs.
    public var pdfCreationDate: String?

    /// Makes a renderer.
    public init(
        fonts: FontEnvironment? = nil, pngEncoder: PNGEncoder = .streaming, stripHeight: Int = 4096,
        pdfCreationDate: String? = nil
    ) {
        self.fonts = fonts
        self.pngEncoder = pngEncoder
        self.stripHeight = stripHeight
        self.pdfCreationDate = pdfCreationDate
    }

    /// The scene drawn on one image surface.
    ///
    /// - Throws: ``RenderError/outputTooLarge(what:pixels:limit:)`` for output past
    ///   Cairo's limit (draw it with ``writePNG(of:to:)-(RenderScene,_)``, ``pngData(of:)-(RenderScene)`` or
    ///   ``drawStrips(of:maximumHeight:_:)-(RenderScene,_,_)`` instead), or the first drawing error.
    public func image(of scene: RenderScene) throws -> ImageSurface {
        try drawnImage(of: scene)
    }

    /// The scene drawn on one image surface, and what each element drew as data (texts, fonts,
    /// colours, image identities: see `DrawnContent`), for snapshots that must compare what is
    /// drawn where pixels differ between library versions.
    ///
    /// - Throws: as ``image(of:)-(RenderScene)``.
    public func imageWithContent(of scene: RenderScene) throws -> (image: ImageSurface, content: DrawnContent) {
        let recorder = DrawnContentRecorder()
        let image = try drawnImage(of: scene, recorder: recorder)
        return (image, recorder.content)
    }

    /// Draws the scene as horizontal strips of at most `maximumHeight` pixels (the
    /// renderer's ``stripHeight`` when `nil`), top to bottom, calling `body` with each
    /// strip and the output row where it starts. Strips are drawn on one reused surface:
    /// copy what you need before `body` returns. The last strip's surface is as tall as
    /// the rows left. Joined, the strips are the whole image: shapes and text exactly as one
    /// surface would hold them, while generated pictures (avatars, photos) may differ by one
    /// level where a strip starts at another row, so a picture is reproducible for one strip height.
    public func drawStrips(
        of scene: RenderScene, maximumHeight: Int? = nil,
        _ body: (ImageSurface, Int) throws -> Void
    ) throws {
        try drawStrips(of: scene, maximumHeight: maximumHeight, recorder: nil, body)
    }

    /// Draws the scene in strips as ``drawStrips(of:maximumHeight:_:)-(RenderScene,_,_)`` does, and returns what
    /// each element drew (see ``imageWithContent(of:)``).
    @discardableResult
    public func drawStripsRecordingContent(
        of scene: RenderScene, maximumHeight: Int? = nil,
        _ body: (ImageSurface, Int) throws -> Void
    ) throws -> DrawnContent {
        let recorder = DrawnContentRecorder()
        try drawStrips(of: scene, maximumHeight: maximumHeight, recorder: recorder, body)
        return recorder.content
    }

    /// The scene as PNG bytes.
    public func pngData(of scene: RenderScene) throws -> [UInt8] {
        try encodedPNG(of: scene)
    }

    /// Writes the scene as a PNG file, atomically, streaming strips for tall pages.
    public func writePNG(of scene: RenderScene, to url: URL) throws {
        try writeEncodedPNG(of: scene, to: url)
    }

    /// Encodes an image (a render, or anything else) with the renderer's PNG encoder.
    public func pngData(of image: ImageSurface) throws -> [UInt8] {
        if case .mosaicCairo(let encoding) = pngEncoder { return try image.pngData(encoding: encoding) }
        var bytes: [UInt8] = []
        let encoder = try StreamingPNGEncoder(
            width: image.width, height: image.height,
            hasAlpha: image.format == .argb32
        ) { bytes += $0 }
        try encoder.append(image, rows: 0..<image.height)
        try encoder.finish()
        return bytes
    }

    /// The scene as an SVG document, one SVG pixel per point (the scale does not apply).
    public func svgData(of scene: RenderScene) throws -> [UInt8] {
        try encodedSVG(of: scene)
    }

    /// Writes the scene as an SVG file, atomically.
    public func writeSVG(of scene: RenderScene, to url: URL) throws {
        try writeEncodedSVG(of: scene, to: url)
    }

    /// The scene as a one-page PDF document whose page is the output's size in points.
    public func pdfData(of scene: RenderScene) throws -> [UInt8] {
        try encodedPDF(of: scene)
    }

    /// Writes the scene as a PDF file, atomically.
    public func writePDF(of scene: RenderScene, to url: URL) throws {
        try writeEncodedPDF(of: scene, to: url)
    }

    /// The scene encoded in `format`.
    public func data(of scene: RenderScene, format: OutputFormat) throws -> [UInt8] {
        try encoded(scene, format: format)
    }

    /// Writes the scene to `url` in `format`, atomically.
    public func write(_ scene: RenderScene, format: OutputFormat, to url: URL) throws {
        try writeEncoded(scene, format: format, to: url)
    }
}
