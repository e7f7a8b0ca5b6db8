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
        /// MosaicCairo's encoders (libpng with the given settings, or Cairo's writer) for
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
    public init(fonts: FontEnvironment? = nil, pngEncoder: PNGEncoder = .streaming, stripHeight: Int = 4096,
                pdfCreationDate: String? = nil) {
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
        let geometry = try checkedGeometry(of: scene)
        guard geometry.pixelHeight <= ImageSurface.maximumSide else {
            throw RenderError.outputTooLarge(what: "tall", pixels: geometry.pixelHeight, limit: ImageSurface.maximumSide)
        }
        var result: ImageSurface?
        try drawStrips(of: scene, maximumHeight: ImageSurface.maximumSide) { strip, _ in result = strip }
        return result!
    }

    /// The scene drawn on one image surface, and what each element drew as data (texts, fonts,
    /// colours, image identities: see `DrawnContent`), for snapshots that must compare what is
    /// drawn where pixels differ between library versions.
    ///
    /// - Throws: as ``image(of:)-(RenderScene)``.
    public func imageWithContent(of scene: RenderScene) throws -> (image: ImageSurface, content: DrawnContent) {
        let geometry = try checkedGeometry(of: scene)
        guard geometry.pixelHeight <= ImageSurface.maximumSide else {
            throw RenderError.outputTooLarge(what: "tall", pixels: geometry.pixelHeight, limit: ImageSurface.maximumSide)
        }
        let recorder = DrawnContentRecorder()
        var result: ImageSurface?
        try drawStrips(of: scene, maximumHeight: ImageSurface.maximumSide, recorder: recorder) { strip, _ in
            result = strip
        }
        return (result!, recorder.content)
    }

    /// Draws the scene as horizontal strips of at most `maximumHeight` pixels (the
    /// renderer's ``stripHeight`` when `nil`), top to bottom, calling `body` with each
    /// strip and the output row where it starts. Strips are drawn on one reused surface:
    /// copy what you need before `body` returns. The last strip's surface is as tall as
    /// the rows left. Joined, the strips are the whole image: shapes and text exactly as one
    /// surface would hold them, while generated pictures (avatars, photos) may differ by one
    /// level where a strip starts at another row, so a picture is reproducible for one strip height.
    public func drawStrips(of scene: RenderScene, maximumHeight: Int? = nil,
                           _ body: (ImageSurface, Int) throws -> Void) throws {
        try drawStrips(of: scene, maximumHeight: maximumHeight, recorder: nil, body)
    }

    /// Draws the scene in strips as ``drawStrips(of:maximumHeight:_:)-(RenderScene,_,_)`` does, and returns what
    /// each element drew (see ``imageWithContent(of:)``).
    @discardableResult
    public func drawStripsRecordingContent(of scene: RenderScene, maximumHeight: Int? = nil,
                                           _ body: (ImageSurface, Int) throws -> Void) throws -> DrawnContent {
        let recorder = DrawnContentRecorder()
        try drawStrips(of: scene, maximumHeight: maximumHeight, recorder: recorder, body)
        return recorder.content
    }

    private func drawStrips(of scene: RenderScene, maximumHeight: Int?, recorder: DrawnContentRecorder?,
                            _ body: (ImageSurface, Int) throws -> Void) throws {
        let geometry = try checkedGeometry(of: scene)
        let stripHeight = min(max(maximumHeight ?? self.stripHeight, 1), ImageSurface.maximumSide)
        let fonts = try self.fonts ?? FontEnvironment.standard()
        var painter = ScenePainter(scene: scene, fonts: fonts)
        painter.recorder = recorder
        let format: PixelFormat = painter.background.alpha < 1 ? .argb32 : .rgb24
        let scale = Double(geometry.scale)
        var strip: ImageSurface?
        var top = 0
        while top < geometry.pixelHeight {
            let height = min(stripHeight, geometry.pixelHeight - top)
            if strip?.height != height {
                // Every pixel is painted first (cleared for ARGB32; for RGB24, the background is opaque).
                strip = try ImageSurface(toPaintOverWidth: geometry.pixelWidth, height: height, format: format)
            }
            let context = try DrawingContext(surface: strip!, fonts: fonts)
            // Device space first (exact integer rows), then points, then content coordinates.
            context.translate(x: 0, y: -Double(top))
            context.scale(by: scale)
            context.translate(x: -Double(geometry.origin.x), y: -Double(geometry.origin.y))
            let region = CGRect(x: geometry.origin.x, y: geometry.origin.y + CGFloat(Double(top) / scale),
                                width: geometry.size.width, height: CGFloat(Double(height) / scale))
            if format == .argb32 { try context.paint(.clear, replacing: true) }
            recorder?.stripTop = top
            try painter.draw(region, on: context)
            try strip!.flush()
            try body(strip!, top)
            top += height
        }
    }

    /// The scene as PNG bytes.
    public func pngData(of scene: RenderScene) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encodePNG(of: scene) { bytes += $0 }
        return bytes
    }

    /// Writes the scene as a PNG file, atomically, streaming strips for tall pages.
    public func writePNG(of scene: RenderScene, to url: URL) throws {
        let file = try StreamingFile(destination: url)
        do {
            try encodePNG(of: scene) { try file.write($0) }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// Encodes an image (a render, or anything else) with the renderer's PNG encoder.
    public func pngData(of image: ImageSurface) throws -> [UInt8] {
        if case let .mosaicCairo(encoding) = pngEncoder { return try image.pngData(encoding: encoding) }
        var bytes: [UInt8] = []
        let encoder = try StreamingPNGEncoder(width: image.width, height: image.height,
                                              hasAlpha: image.format == .argb32) { bytes += $0 }
        try encoder.append(image, rows: 0..<image.height)
        try encoder.finish()
        return bytes
    }

    private func encodePNG(of scene: RenderScene, to sink: @escaping ([UInt8]) throws -> Void) throws {
        let geometry = try checkedGeometry(of: scene)
        if case .mosaicCairo = pngEncoder, geometry.pixelHeight <= ImageSurface.maximumSide {
            try sink(try pngData(of: try image(of: scene)))
            return
        }
        var encoder: StreamingPNGEncoder?
        try drawStrips(of: scene) { strip, _ in
            if encoder == nil {
                encoder = try StreamingPNGEncoder(width: strip.width, height: geometry.pixelHeight,
                                                  hasAlpha: strip.format == .argb32, sink: sink)
            }
            try encoder!.append(strip, rows: 0..<strip.height)
        }
        try encoder!.finish()
    }

    /// The scene's geometry, checked against what can be drawn.
    func checkedGeometry(of scene: RenderScene) throws -> PageGeometry {
        let geometry = scene.geometry
        if geometry.pixelWidth > ImageSurface.maximumSide {
            throw RenderError.outputTooLarge(what: "wide", pixels: geometry.pixelWidth, limit: ImageSurface.maximumSide)
        }
        guard geometry.pixelWidth > 0, geometry.pixelHeight > 0 else {
            throw RenderError.invalidCanvas(what: "size in pixels", value: Double(min(geometry.pixelWidth, geometry.pixelHeight)))
        }
        return geometry
    }
}
