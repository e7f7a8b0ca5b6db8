import CompositionalLayout
import Foundation
import MosaicFrames
import MosaicPreview
import MosaicRender
import MosaicSpec

/// One view of one file, rendered: the picture's strips and what the page shows beside it (errors and
/// warnings as `mosaic check` prints them, and for a plain picture the engine's frames and
/// the solved layout's parts, which the page's inspector reads).
struct RenderedView {
    var title: String?
    var errors: [Problem] = []
    var warnings: [String] = []
    /// The picture in strips, top to bottom; empty when there is no picture.
    var strips: [PictureStrip] = []
    /// The picture's size and place; `nil` when there is no picture.
    var picture: PictureInfo?
    var elements: [ElementInfo] = []
    var parts: [PartInfo] = []
    /// The images the file names (absolute paths): a save of one re-renders the file.
    var imagePaths: Set<String> = []
    var timing = Timing()

    /// A mistake, with the line and column the page points at (0 when it has none).
    struct Problem: Encodable, Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    /// The picture's size and where it lies in the content, so the page can map a point on
    /// it to content coordinates.
    struct PictureInfo: Encodable {
        /// Numbers each render's picture (set when it is kept).
        var id = 0
        /// The strips the page puts together, top to bottom.
        var strips: [StripInfo] = []
        var pixelWidth: Int
        var pixelHeight: Int
        var scale: Int
        var originX: Double
        var originY: Double
        /// Whether the picture shows the page where ``elements``' frames say, moved by the
        /// origin: the plain page, the unrolled page, the page beside its filmstrips, the
        /// anatomy figure (not a section's filmstrip frames).
        var inspectable: Bool
        /// The part of the content the picture shows (x, y, width, height in content
        /// coordinates): the page inspects points inside it only.
        var content: [Double] = []
    }

    /// A strip of the picture: its rows, the hash that names its PNG, and where to download it.
    struct StripInfo: Encodable {
        var top: Int
        var height: Int
        var hash: String
        var url: String
    }

    /// An element as `mosaic frames --json` prints it, with its section's name.
    struct ElementInfo: Encodable {
        var category: String
        var kind: String
        var section: Int
        var item: Int
        var sectionName: String?
        var x: Double, y: Double, width: Double, height: Double
    }

    /// A part of the structure (section, insets, group, spacing) with its label.
    struct PartInfo: Encodable {
        var kind: String
        var depth: Int?
        var section: Int
        var rects: [[Double]]
        var label: String
    }

    /// Milliseconds spent decoding the file, laying it out, and drawing and encoding the PNG.
    struct Timing: Encodable {
        var decode = 0.0
        var layout = 0.0
        var draw = 0.0
    }
}

/// Renders the views of a file for the preview, as `mosaic render` would: the same limits,
/// the same errors and warnings.
struct PreviewRenderer {
    var limits: LimitOptions
    private let renderer = Renderer()

    init(limits: LimitOptions) { self.limits = limits }

    /// The file at `path` (named `label` in messages) drawn as `view` asks; `drawn` gets each
    /// strip as soon as it is encoded (on the encoding thread, in order), before the render
    /// ends (a render that fails later has no picture). Strips `memory` holds from the view's
    /// last picture are not encoded again.
    func render(
        path: String, label: String, view: PreviewView.Resolved, memory: StripMemory? = nil,
        drawn: (PictureStrip) -> Void = { _ in }
    ) -> RenderedView {
        var result = RenderedView()
        var clock = DispatchTime.now()
        func lap() -> Double {
            let now = DispatchTime.now()
            defer { clock = now }
            return Double(now.uptimeNanoseconds - clock.uptimeNanoseconds) / 1e6
        }
        if let problem = Self.fileProblem(path: path, label: label) {
            result.errors = [problem]
            return result
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(path: label, limits: limits.documentLimits)
        } catch {
            let errors =
                (error as? SpecErrors)?.errors ?? [SpecError(file: label, line: 0, column: 0, message: "\(error)")]
            result.errors = errors.map { Self.problem($0, file: label) }
            result.timing.decode = lap()
            return result
        }
        result.timing.decode = lap()
        result.title = document.title
        result.imagePaths = Set(document.imagePositions.keys)
        result.warnings = document.warnings.map { CheckCommand.format($0, file: label) }

        var canvas = view.variant.apply(to: document.canvas)
        if let cap = view.maxScale { canvas.scale = min(canvas.scale, CGFloat(cap)) }
        if let orthogonal = view.orthogonal { canvas.orthogonal = orthogonal }
        if view.anatomy { canvas.anatomy = true }
        if let orientation = view.variant.orientation, canvas.orientation != orientation {
            let reason =
                canvas.device.map { "the \($0.displayName) is always \($0.naturalOrientation.rawValue)" }
                ?? "the canvas has no device to turn (it gives canvas.size); choose a device"
            result.warnings.append("\(label): warning: \(orientation.rawValue) does nothing: \(reason)")
        }
        if canvas.orthogonal != .clip && !document.hasOrthogonalSections {
            result.warnings.append(
                "\(label): warning: --orthogonal \(canvas.orthogonal.rawValue) does nothing: "
                    + "the file has no sideways-scrolling section; the plain page is drawn")
        }
        do {
            let scene = try Picture.plainScene(of: document, on: canvas)
            if let layout = scene.layout as? UICollectionViewCompositionalLayout {
                result.warnings += layout.diagnostics.map { "\(label): warning: \($0)" }
            }
            result.warnings += try scene.droppedText().map {
                CheckCommand.format(
                    document.warning($0.message, aboutCell: $0.indexPath, hint: DroppedText.hint), file: label)
            }
            let picture = try Picture(scene: scene, canvas: canvas)
            let size = picture.pixelSize
            if let error = limits.pixelError(width: size.width, height: size.height, document: document) {
                result.errors = [Self.problem(error, file: label)]
                return result
            }
            let geometry = scene.geometry
            let shown = Self.contentShown(in: picture)
            if let shown {
                result.elements = Self.elements(of: scene, in: shown.region, document: document)
                result.parts = try AnatomyPart.parts(of: scene, in: shown.region).map(Self.part)
            }
            result.timing.layout = lap()
            var strips: [PictureStrip] = []
            try picture.pngStrips(renderer: renderer, rows: PictureStrip.rows(forWidth: size.width), memory: memory) {
                top, height, png in
                let strip = PictureStrip(top: top, height: height, png: png)
                strips.append(strip)
                drawn(strip)
            }
            result.strips = strips
            result.timing.draw = lap()
            let origin = shown?.origin ?? geometry.origin
            let region = shown?.region ?? .zero
            result.picture = RenderedView.PictureInfo(
                pixelWidth: size.width, pixelHeight: size.height, scale: geometry.scale, originX: Double(origin.x),
                originY: Double(origin.y), inspectable: shown != nil,
                content: [region.minX, region.minY, region.width, region.height].map(Double.init))
        } catch let RenderError.unreadableImage(_, imagePath, reason) {
            let message = "image '\((imagePath as NSString).lastPathComponent)' cannot be drawn: \(reason)"
            let error =
                document.imageError(path: imagePath, message: message)
                ?? SpecError(file: label, line: 0, column: 0, message: message)
            result.errors = [Self.problem(error, file: label)]
        } catch let error where error is RenderError || error is FigureError {
            result.errors = [Self.problem(document.canvasError(RenderCommand.describe(error)), file: label)]
        } catch {
            result.errors = [
                Self.problem(
                    SpecError(
                        file: label, line: 0, column: 0,
                        message: RenderCommand.describe(error)), file: label)
            ]
        }
        return result
    }

    /// A clear message for a path that is not a readable file now: gone (deleted, or renamed
    /// away), a folder, or empty.
    static func fileProblem(path: String, label: String) -> RenderedView.Problem? {
        let signature = FileSignature(path: path)
        let message: String
        if !signature.exists {
            message = "the file is gone (deleted or renamed); the preview comes back when it is saved again"
        } else if signature.isFolder {
            message = "this is now a folder, not a layout file; the preview comes back when a file replaces it"
        } else if signature.size == 0 {
            message = "the file is empty; the preview comes back when it has a layout again"
        } else {
            return nil
        }
        return RenderedView.Problem(text: "\(label): error: \(message)", line: 0, column: 0)
    }

    static func problem(_ error: SpecError, file: String) -> RenderedView.Problem {
        RenderedView.Problem(text: CheckCommand.format(error, file: file), line: error.line, column: error.column)
    }

    /// Where a picture shows the page: the content coordinates of its top-left corner, and
    /// the part of the content it shows; `nil` for a picture that shows the page otherwise.
    static func contentShown(in picture: Picture) -> (origin: CGPoint, region: CGRect)? {
        switch picture {
        case .scene(let scene):
            return (scene.geometry.origin, scene.geometry.rect)
        case .figure(let figure as AnatomyFigure):
            return (figure.origin, figure.region)
        case .figure(let figure as PageFigure):
            let region = figure.pageRegion
            return (CGPoint(x: region.minX - figure.pageRect.minX, y: region.minY - figure.pageRect.minY), region)
        case .figure, .animation:
            return nil
        }
    }

    /// The elements that show in `region` of the scene's content, from the engine's frames.
    static func elements(of scene: RenderScene, in region: CGRect, document: LayoutDocument) -> [RenderedView
        .ElementInfo]
    {
        return withExtendedLifetime(scene) { LayoutFrame.all(in: scene.layout) }.compactMap { frame in
            let rect = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            guard rect.intersects(region) else { return nil }
            let name =
                document.sectionNames.indices.contains(frame.section) ? document.sectionNames[frame.section] : nil
            return RenderedView.ElementInfo(
                category: frame.category.rawValue, kind: frame.kind, section: frame.section,
                item: frame.item, sectionName: name, x: frame.x, y: frame.y,
                width: frame.width, height: frame.height)
        }
    }

    static func part(_ part: AnatomyPart) -> RenderedView.PartInfo {
        let kind: String
        let depth: Int?
        switch part.kind {
        case .group(let level): (kind, depth) = ("group", level)
        default: (kind, depth) = ("\(part.kind)", nil)
        }
        return RenderedView.PartInfo(
            kind: kind, depth: depth, section: part.section,
            rects: part.rects.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] },
            label: part.labels.first ?? "")
    }
}
