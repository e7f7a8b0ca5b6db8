import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicRender
import MosaicSpec

/// What one render produces: a plain scene (the viewport or the full page), or a figure
/// composed around it (orthogonal sections unrolled or as filmstrips, the anatomy overlay).
enum Picture {
    case scene(RenderScene)
    case figure(any Figure)
    /// An orthogonal section dragged and released (animated PNG only).
    case animation(SectionAnimation)

    /// The figure mode: one sideways section of `scene` as a filmstrip figure, or animated.
    init(scene: RenderScene, section: Int, options: FigureOptions, animates: Bool) throws {
        if animates {
            self = .animation(
                try SectionAnimation(
                    scene: scene, section: section, drag: options.drag,
                    duration: options.duration ?? 3, framesPerSecond: options.fps ?? 30,
                    loopCount: options.loop ?? 0))
        } else {
            self = .figure(
                try FilmstripFigure(
                    scene: scene, section: section, maximumWidth: options.maxWidth,
                    maximumFrames: options.maxFrames ?? 5, drag: options.drag,
                    showsPage: options.pagePanel))
        }
    }

    /// A description for readers who cannot see the picture (figures for an article only).
    var altText: String? {
        switch self {
        case .scene: return nil
        case .figure(let figure):
            return figure.accessibilityDescription ?? figure.accessibilityTitle
        case .animation(let animation): return animation.altText
        }
    }

    /// The picture with `title` and `description` drawn above it (a plain scene and an
    /// animation are left as they are: the command line refuses a caption for them).
    func captioned(title: String?, description: String?) throws -> Picture {
        guard case .figure(let figure) = self else { return self }
        return .figure(try CaptionedFigure(figure, title: title, description: description))
    }

    /// The picture of a document drawn on `canvas` (the file's canvas with the command
    /// line's changes applied).
    init(document: LayoutDocument, canvas: Canvas) throws {
        try self.init(scene: Self.plainScene(of: document, on: canvas), canvas: canvas)
    }

    /// The document's scene on `canvas` as a plain screenshot: presentations are figures around it.
    static func plainScene(of document: LayoutDocument, on canvas: Canvas) throws -> RenderScene {
        var plain = canvas
        plain.orthogonal = .clip
        plain.anatomy = false
        return try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: plain)
    }

    /// The picture of a plain scene (drawn on `canvas` without its presentation) as `canvas`
    /// presents it.
    init(scene: RenderScene, canvas: Canvas) throws {
        if canvas.orthogonal == .clip && !canvas.anatomy {
            self = .scene(scene)
        } else {
            self = .figure(try Self.figure(of: scene, canvas: canvas))
        }
    }

    /// The figure for a presentation other than a plain screenshot.
    private static func figure(of scene: RenderScene, canvas: Canvas) throws -> any Figure {
        // The anatomy of a plain page is an anatomy figure: its item and group labels go into a
        // column beside the page, never over a cell.
        if canvas.anatomy && canvas.orthogonal == .clip { return try AnatomyFigure(scene: scene) }
        return try PageFigure(
            scene: scene, presentation: canvas.orthogonal, anatomy: canvas.anatomy ? AnatomyOptions() : nil)
    }

    /// The output's size in pixels at the picture's scale.
    var pixelSize: (width: Int, height: Int) {
        switch self {
        case .scene(let scene): return (scene.geometry.pixelWidth, scene.geometry.pixelHeight)
        case .figure(let figure): return (figure.pixelWidth, figure.pixelHeight)
        case .animation(let animation): return (animation.pixelWidth, animation.pixelHeight)
        }
    }

    /// The picture as PNG bytes.
    func pngData(renderer: Renderer) throws -> [UInt8] {
        switch self {
        case .scene(let scene): return try renderer.pngData(of: scene)
        case .figure(let figure): return try renderer.pngData(of: figure)
        case .animation(let animation): return try renderer.animatedPNGData(of: animation)
        }
    }

    /// The picture as PNG files of horizontal strips of at most `rows` pixels, top to bottom:
    /// `body` gets each strip's first row, its height and its PNG, in order, perhaps on another
    /// thread while the next strip is drawn (all before this returns). An animation is one
    /// strip, its whole animated PNG. A strip `memory` held from the last picture is not encoded again.
    func pngStrips(
        renderer: Renderer, rows: Int, memory: StripMemory?,
        _ body: (_ top: Int, _ height: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        switch self {
        case .scene(let scene): try renderer.pngStrips(of: scene, maximumHeight: rows, memory: memory, body)
        case .figure(let figure): try renderer.pngStrips(of: figure, maximumHeight: rows, memory: memory, body)
        case .animation(let animation):
            try body(0, animation.pixelHeight, try renderer.animatedPNGData(of: animation))
        }
    }

    /// The picture encoded in `format` (an animation is PNG only).
    func data(format: OutputFormat, renderer: Renderer) throws -> [UInt8] {
        switch self {
        case .scene(let scene): return try renderer.data(of: scene, format: format)
        case .figure(let figure): return try renderer.data(of: figure, format: format)
        case .animation(let animation):
            guard format == .png else { throw RenderError.invalidCanvas(what: "animation format (PNG only)", value: 0) }
            return try renderer.animatedPNGData(of: animation)
        }
    }

    /// Writes the picture to `url`, atomically: on failure nothing is left at `url`.
    func write(format: OutputFormat, to url: URL, renderer: Renderer) throws {
        switch self {
        case .scene(let scene): try renderer.write(scene, format: format, to: url)
        case .figure(let figure): try renderer.write(figure, format: format, to: url)
        case .animation: try AtomicFile.write(try data(format: format, renderer: renderer), to: url)
        }
    }
}
