import CompositionalLayout
import Foundation
import MosaicCairo

/// An orthogonal section dragged and released, as frames of an animation: the section's
/// band of the viewport at the offsets a ``ScrollMotion`` gives at each frame's time.
///
/// ```swift
/// let animation = try SectionAnimation(scene: scene, section: 1, drag: ScrollDrag(distance: 200))
/// try Renderer().writeAnimatedPNG(of: animation, to: URL(fileURLWithPath: "carousel.png"))
/// ```
///
/// Every frame scrolls the scene's collection view to its offset before drawing, so the
/// section's `visibleItemsInvalidationHandler` runs for each frame (a carousel that scales
/// its centred card animates the scaling); the offsets are restored afterwards. The last
/// frame shows the section at its rest offset, even when `duration` ends before the
/// motion has settled (``ScrollMotion/restTime`` says when it does).
public struct SectionAnimation {
    /// The scene drawn.
    public let scene: RenderScene
    /// The section's index.
    public let section: Int
    /// How the section moves.
    public let motion: ScrollMotion
    /// Frames per second.
    public let framesPerSecond: Int
    /// How many times a viewer plays it (0: for ever).
    public let loopCount: Int
    /// The part of the content each frame shows, in content coordinates.
    public let region: CGRect
    /// Pixels per point.
    public let scale: Int
    /// Each frame's offset, on the pixel grid; the last is the rest offset.
    public let offsets: [CGFloat]

    /// The animation of orthogonal section `section` of `scene`.
    ///
    /// - Parameters:
    ///   - section: the index of an orthogonally scrolling section.
    ///   - scene: the scene the section belongs to.
    ///   - drag: the drag the animation starts with.
    ///   - framing: what each frame shows along the page's scroll axis.
    ///   - loopCount: how many times the animation plays; 0 loops for ever.
    ///   - duration: seconds, at least two frames' worth.
    ///   - framesPerSecond: 1 to 120.
    /// - Throws: ``FigureError`` for a missing or non-orthogonal section.
    public init(
        scene: RenderScene, section: Int, drag: ScrollDrag = .standard, duration: TimeInterval = 3,
        framesPerSecond: Int = 30, loopCount: Int = 0, framing: FilmstripFraming = .scrollingContent
    ) throws {
        let space = try ContentSpace(scene: scene)
        let solved = try space.section(section)
        guard solved.isOrthogonal, let scrolling = space.layout.orthogonalScrolling(forSection: section) else {
            throw FigureError.notOrthogonal(section: section)
        }
        self.scene = scene
        self.section = section
        self.framesPerSecond = min(max(framesPerSecond, 1), 120)
        self.loopCount = max(loopCount, 0)
        let displayScale = scene.host.traitCollection.displayScale
        scale = Int(displayScale)
        let rate = solved.definition?.orthogonalScrollingProperties.decelerationRate.rawValue ?? 0
        motion = ScrollMotion(scrolling: scrolling, drag: drag, decelerationRate: rate, scale: displayScale)
        region = space.frameRegion(of: solved, framing: framing)
        let grid = PixelGrid(scale: displayScale)
        let count = max(2, Int((duration * Double(self.framesPerSecond)).rounded()))
        let motion = self.motion
        offsets = (0..<count).map { index in
            index == count - 1
                ? grid.round(motion.restOffset)
                : grid.round(motion.offset(at: TimeInterval(index) / TimeInterval(framesPerSecond)))
        }
    }

    /// A description for readers who cannot see the animation.
    public var altText: String {
        "\(scene.figurePhrase(ofSection: section).prefix(1).uppercased())\(scene.figurePhrase(ofSection: section).dropFirst()),"
            + " which scrolls sideways with .\(motion.behavior), is dragged"
            + " from \(Filmstrip.format(motion.drag.startOffset)) to \(Filmstrip.format(motion.releaseOffset)) pt and"
            + " released at \(Filmstrip.format(abs(motion.drag.releaseVelocity))) pt/s; it comes to rest at"
            + " \(Filmstrip.format(offsets.last ?? 0)) pt."
    }

    /// Each frame's size in pixels.
    public var pixelWidth: Int { PageGeometry.pixels(region.width * CGFloat(scale)) }
    public var pixelHeight: Int { PageGeometry.pixels(region.height * CGFloat(scale)) }
}

extension Renderer {
    /// The animation as an animated PNG (see ``SectionAnimation``): frames that change
    /// nothing are merged into the one before, and each stores only its changed rectangle.
    public func animatedPNGData(of animation: SectionAnimation) throws -> [UInt8] {
        guard [1, 2, 3].contains(animation.scale) else { throw RenderError.unsupportedScale(Double(animation.scale)) }
        guard animation.pixelWidth > 0, animation.pixelHeight > 0,
            animation.pixelWidth <= ImageSurface.maximumSide, animation.pixelHeight <= ImageSurface.maximumSide
        else {
            throw RenderError.invalidCanvas(
                what: "animation size in pixels",
                value: Double(min(animation.pixelWidth, animation.pixelHeight)))
        }
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let scene = animation.scene
        let view = scene.host
        let saved = view.orthogonalScrollOffsets
        defer { view.orthogonalScrollOffsets = saved }
        let drawing = SceneDrawing(scene: scene, fonts: fonts)
        let surface = try ImageSurface(
            toPaintOverWidth: animation.pixelWidth, height: animation.pixelHeight, format: .rgb24)
        let encoder = AnimatedPNGEncoder(
            width: surface.width, height: surface.height,
            ticksPerSecond: animation.framesPerSecond, loopCount: animation.loopCount)
        let size = animation.region.size
        for offset in animation.offsets {
            view.setOrthogonalScrollOffset(offset, forSection: animation.section)
            let context = try DrawingContext(surface: surface, fonts: fonts)
            context.scale(by: Double(animation.scale))
            try context.paint(scene.style.background.withAlpha(1))
            try drawing.draw(animation.region, into: CGRect(origin: .zero, size: size), on: context)
            try surface.flush()
            encoder.append(surface, ticks: 1)
        }
        return encoder.finish()
    }

    /// Writes the animation as an animated PNG, atomically.
    public func writeAnimatedPNG(of animation: SectionAnimation, to url: URL) throws {
        try AtomicFile.write(try animatedPNGData(of: animation), to: url)
    }
}
