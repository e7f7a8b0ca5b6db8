import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicFrames
import MosaicRender
import MosaicSpec

/// `mosaic frames`: every element's frame, as the engine computed it.
///
/// This folder is the command's whole output path, built for layouts of a hundred thousand
/// elements and more, where formatting and copying, not layout, would dominate:
///
/// - ``FrameRows`` reads each element from the layout's own walk (no `LayoutFrame` record per
///   element) and keeps only what its row prints: its kind (``ElementKind``) and its numbers'
///   texts (``NumberTexts``, and ``CountingTexts`` for item numbers that count up).
/// - ``FramesText`` writes the rows as the aligned table or as JSON byte for byte as
///   `JSONEncoder` (`.prettyPrinted`, `.sortedKeys`) would encode `LayoutFrame`s, each number
///   tidied as `LayoutFrame` tidies it, so the command prints the values `FrameDump`'s
///   snapshots hold.
/// - ``ChunkedOutput`` sends the bytes to standard output in chunks, and ``GrowingBuffer``
///   holds the rows' plain values without per-element allocations.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every element's kind, index path and frame.",
        discussion: """
            Lays the file out (no drawing) and prints every cell, supplementary view and decoration \
            of the whole content, in content coordinates (points, origin at the top-left of the content, \
            after right-to-left mirroring, pixel rounding and the canvas' scroll offsets), in the order the \
            layout returns them.

            With --json, prints an array of objects with the keys category (cell, supplementary or \
            decoration), kind (the element kind; "cell" for cells), section, item, x, y, width, height \
            and zIndex.

            Each of --device, --orientation, --theme, --text-size, --direction and --scale takes one value here \
            (mosaic render and mosaic snapshot take several, one file per combination).

            Examples:
              mosaic frames Samples/list.yaml
              mosaic frames Samples/two-column.yaml --device iphone-se --json
              mosaic frames Samples/grid.yaml --json | jq '.[] | select(.section == 0 and .item < 5)'
            """
    )

    @Argument(help: ArgumentHelp("A layout file (.yaml, .yml or .json); - reads standard input.", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(
        name: .customLong("self-sizing"), inversion: .prefixedNo,
        help: "Measure estimated elements by the text they draw, as a render does (default), or keep the estimates.")
    var selfSizing = true

    @OptionGroup var canvasOptions: CanvasOptions

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        try canvasOptions.variantOptions.requireOneVariant(command: "frames")
    }

    func run() throws {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(path: file, limits: limitOptions.documentLimits)
        } catch {
            Console.error(RenderCommand.describe(error, file: LayoutDocument.label(ofPath: file)))
            throw ExitCode.failure
        }
        let canvas: Canvas
        do {
            canvas = try canvasOptions.apply(
                canvasOptions.variants[0], to: document, file: LayoutDocument.label(ofPath: file))
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        let host = document.makeLayoutHost(canvas: canvas)
        // The scene installs the renderer's sizing function, so estimated elements
        // get the frames a render draws them at.
        let scene: RenderScene
        do {
            scene = try RenderScene(
                host: host, content: document.content.adapted(to: canvas),
                style: .standard(for: canvas.theme), selfSizing: selfSizing)
        } catch {
            // What the canvas asks for cannot be laid out: point at the canvas.
            Console.error(document.canvasError(RenderCommand.describe(error)).description)
            throw ExitCode.failure
        }
        let rows = withExtendedLifetime(scene) { FrameRows(of: host.layout, form: json ? .json : .table) }
        var output = ChunkedOutput()
        if json {
            try FramesText.writeJSON(
                rows, frames: { withExtendedLifetime(scene) { LayoutFrame.all(in: host.layout) } },
                to: &output)
        } else {
            FramesText.writeTable(rows, to: &output)
        }
        output.flush()
    }
}
