import ArgumentParser
import CompositionalLayout
import Dispatch
import Foundation
import MosaicCairo
import MosaicRender
import MosaicSpec

/// `mosaic render`: layout files to PNG, SVG or PDF, many at once on all cores.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render layout files to PNG, SVG or PDF.",
        discussion: """
            Each FILE is a layout file (YAML or JSON). Images are named after the file: \
            Samples/grid.yaml becomes grid.png in the output directory (the current directory \
            unless -o says otherwise). Several files render in parallel, one per core. Images \
            are written atomically: a file that fails leaves no image behind, and the others \
            are still written.

            The options override the file's canvas; everything else comes from the file. \
            Repeating --device, --theme, --text-size, --direction or --scale renders every \
            combination, each image named after its variant as mosaic snapshot names references: \
            --theme light --theme dark writes grid-light.png and grid-dark.png. One value per \
            flag keeps the plain name (grid.png).

            Examples:
              mosaic render Samples/grid.yaml               # writes ./grid.png
              mosaic render Samples/grid.yaml -o grid.pdf   # PDF, from the extension
              mosaic render Samples/*.yaml -o Output --format png --format svg
              mosaic render Samples/list.yaml --device iphone-se --theme dark
              mosaic render Samples/list.yaml -o Output --device iphone-16 --device ipad-pro-13 \
                --theme light --theme dark      # list-iphone-16-light.png ... list-ipad-pro-13-dark.png
              mosaic render Samples/travel.yaml --orthogonal filmstrip --scale 2
              mosaic render Samples/orthogonal-behaviors.yaml --orthogonal filmstrip --section paging \
                --scale 2 --max-width 1440 -o paging.png
              mosaic render Samples/orthogonal-behaviors.yaml --orthogonal animate --section paging -o paging.png
              mosaic render Samples/grid.yaml --anatomy --suffix -anatomy
              mosaic render Samples/list.yaml --device iphone-17-pro --device-frame -o framed.png
              mosaic render Samples/*.yaml -o Output --gallery Output/index.html
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Layout files (.yaml, .yml or .json); - reads standard input (its images are named stdin).",
            valueName: "file"))
    var files: [String]

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "An output directory, or one output file ending in .png, .svg or .pdf.", valueName: "dir|file"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "png, svg or pdf; repeat it for several (default: png, or the -o file's extension).", valueName: "format"))
    var format: [OutputFormat] = []

    @OptionGroup var canvasOptions: CanvasOptions

    @OptionGroup var limitOptions: LimitOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How orthogonal (sideways-scrolling) sections show: clip (a screenshot), unroll (the whole row), "
                + "filmstrip (frames at rest positions), or animate (with --section: an animated PNG of the section "
                + "dragged and released).", valueName: "mode"))
    var orthogonal: OrthogonalMode?

    @OptionGroup var figureOptions: FigureOptions

    @Flag(name: .long, inversion: .prefixedNo, help: "Draw the layout's structure (item > group > section) over it.")
    var anatomy: Bool?

    @Flag(
        name: .customLong("device-frame"),
        help: ArgumentHelp(
            "Draw the device around the screen: its rounded corners, a bezel, the Dynamic Island or notch "
                + "(iPhones and iPads)."))
    var deviceFrame = false

    @Flag(
        name: .customLong("full-page"), inversion: .prefixedNo,
        help: "Draw the whole content, not just the viewport (--no-full-page for the viewport).")
    var fullPage: Bool?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Appended to each image's name, e.g. '-dark' gives grid-dark.png (directory output only).",
            valueName: "text"))
    var suffix: String = ""

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write an HTML gallery page here showing every file rendered, with links to its source.",
            valueName: "path"))
    var gallery: String?

    @Option(
        name: .customLong("gallery-include"),
        help: ArgumentHelp(
            "A gallery manifest (JSON, as written by mosaic-swift-samples) whose entries the gallery also shows.",
            valueName: "manifest"))
    var galleryIncludes: [String] = []

    @Option(name: .customLong("gallery-title"), help: ArgumentHelp("The gallery page's title.", valueName: "text"))
    var galleryTitle: String = "Mosaic samples"

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "How many files to render at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one layout file to render.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if suffix.contains("/") { throw ValidationError("--suffix cannot contain '/'.") }
        let plan = try OutputPlan(
            inputs: files, output: output, formats: format, suffix: suffix,
            variants: canvasOptions.variants)
        let formats = Set(plan.jobs.flatMap { $0.outputs.map(\.format) })
        try figureOptions.validate(
            mode: orthogonal, formats: formats.isEmpty ? [.png] : formats, anatomy: anatomy == true)
        if deviceFrame {
            let others = [
                ("--section", figureOptions.section != nil), ("--anatomy", anatomy == true),
                ("--full-page", fullPage == true), ("--orthogonal", orthogonal.map { $0 != .clip } ?? false)
            ]
            if let other = others.first(where: \.1) {
                throw ValidationError(
                    "--device-frame frames the screen as a device shows it; it cannot go with \(other.0).")
            }
            for name in canvasOptions.variantOptions.device {
                if let device = Device.named(name), !device.rotates {
                    throw ValidationError(
                        "--device-frame draws an iPhone or iPad around the screen; --device \(name) is the "
                            + "\(device.displayName).")
                }
            }
        }
        if figureOptions.section != nil, anatomy == true {
            throw ValidationError("--anatomy cannot go with --section: a section's figure has no page to draw it on.")
        }
    }

    func run() throws {
        let plan = try OutputPlan(
            inputs: files, output: output, formats: format, suffix: suffix,
            variants: canvasOptions.variants)
        if let problem = OutputChecks.problem(with: plan) {
            Console.error("mosaic: error: \(problem); nothing was rendered")
            throw ExitCode.failure
        }
        if plan.jobs.contains(where: { $0.outputs.contains { $0.format == .pdf } }) {
            do {
                _ = try SourceDate.seconds()
            } catch {
                Console.error("mosaic: error: \(error); nothing was rendered")
                throw ExitCode.failure
            }
        }
        OutputChecks.removeStaleTemporaryFiles(of: plan)
        if plan.jobs.count > 1 { MemoryReuse.keepFreedBlocksForReuse() }
        let started = Date()
        let progress = Progress(total: plan.jobs.count, mode: Progress.automaticMode(quiet: quiet))
        let results = Slots<RenderCommand.Outcome>(count: plan.jobs.count)
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, plan.jobs.count)
        progress.start()
        // Each file is rendered on its own: its own document, layout, scene and surfaces.
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            while let index = next.take(below: plan.jobs.count) {
                results[index] = render(plan.jobs[index], progress: progress)
            }
        }
        let outcomes = results.values.map { $0! }
        // A file with several variants counts once, and as failed when any of its variants failed.
        let fileCount = Set(plan.jobs.map(\.input)).count
        let failures = Set(outcomes.filter { !$0.succeeded }.map(\.job.input)).count
        let images = outcomes.reduce(0) { $0 + $1.written.count }
        let seconds = Date().timeIntervalSince(started)
        var summary =
            "Rendered \(images) image\(images == 1 ? "" : "s") from \(fileCount - failures) of "
            + "\(fileCount) file\(fileCount == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s"
        if failures > 0 { summary += "; \(failures) failed" }

        if let gallery {
            do {
                let page = try Gallery(
                    title: galleryTitle, pageURL: URL(fileURLWithPath: gallery),
                    outcomes: outcomes, manifests: galleryIncludes.map { URL(fileURLWithPath: $0) })
                try page.write()
                summary += "; gallery: \(gallery)"
            } catch {
                progress.end(summary: summary)
                Console.error("mosaic: error: cannot write the gallery \(gallery): \(Self.describe(error))")
                throw ExitCode.failure
            }
        }
        progress.end(summary: summary)
        if failures > 0 { throw ExitCode.failure }
    }

    /// What happened to one file.
    struct Outcome {
        var job: OutputPlan.Job
        var title: String?
        var written: [(format: OutputFormat, url: URL)]
        var succeeded: Bool
    }

    private func render(_ job: OutputPlan.Job, progress: Progress) -> Outcome {
        var outcome = Outcome(job: job, title: nil, written: [], succeeded: false)
        let started = Date()
        let document: LayoutDocument
        do {
            document = try LayoutDocument(path: job.input, limits: limitOptions.documentLimits)
        } catch {
            progress.failed(Self.describe(error, file: job.label))
            return outcome
        }
        outcome.title = document.title
        var canvas: Canvas
        do {
            canvas = try canvasOptions.apply(job.variant, to: document, file: job.label)
        } catch {
            progress.failed("\(error)")
            return outcome
        }
        if let presentation = orthogonal?.presentation { canvas.orthogonal = presentation }
        if orthogonal == .animate { canvas.orthogonal = .filmstrip }
        for warning in document.warnings { progress.warn(warning.description) }
        if canvas.orthogonal != .clip && !document.hasOrthogonalSections {
            progress.warn(
                "\(job.label): warning: --orthogonal \(canvas.orthogonal.rawValue) does nothing: "
                    + "the file has no sideways-scrolling section; the plain page is drawn")
        }
        if let anatomy { canvas.anatomy = anatomy }
        if let fullPage { canvas.fullPage = fullPage }
        do {
            var picture: Picture
            if let name = figureOptions.section {
                let scene = try Picture.plainScene(of: document, on: canvas)
                switch FigureOptions.resolve(name, in: scene) {
                case .failure(let problem):
                    progress.failed("\(job.label): error: \(problem)")
                    return outcome
                case .success(let section):
                    picture = try Picture(
                        scene: scene, section: section, options: figureOptions,
                        animates: orthogonal == .animate)
                }
            } else if deviceFrame {
                // A --device that is not an iPhone or iPad was refused before: the canvas is the file's.
                guard let device = canvas.device, device.rotates else {
                    let fileDevice = FileCanvasDevice(of: document)
                    let error = fileDevice.error(
                        "--device-frame draws an iPhone or iPad around the screen, and "
                            + "\(fileDevice.description) is not one", in: document, hint: "add --device NAME")
                    progress.failed(error.description)
                    return outcome
                }
                var screen = canvas
                screen.fullPage = false
                picture = .figure(
                    DeviceFrameFigure(
                        scene: try Picture.plainScene(of: document, on: screen),
                        device: device, orientation: canvas.orientation))
            } else {
                picture = try Picture(document: document, canvas: canvas)
            }
            if figureOptions.caption {
                if document.title == nil && document.description == nil {
                    progress.warn(
                        "\(job.label): warning: --caption draws nothing: the file has no 'title:' or 'description:'")
                }
                picture = try picture.captioned(title: document.title, description: document.description)
            }
            let size = picture.pixelSize
            if let error = limitOptions.pixelError(width: size.width, height: size.height, document: document) {
                progress.failed(error.description)
                return outcome
            }
            if case .scene(let scene) = picture,
                let layout = scene.layout as? UICollectionViewCompositionalLayout
            {
                for diagnostic in layout.diagnostics {
                    progress.warn("\(job.label): warning: \(diagnostic)")
                }
                for dropped in try scene.droppedText() {
                    progress.warn(
                        CheckCommand.format(
                            document.warning(
                                dropped.message, aboutCell: dropped.indexPath,
                                hint: DroppedText.hint), file: job.label))
                }
                for missing in try SeenTextWarnings.missingGlyphs(in: scene, document: document) {
                    progress.warn(CheckCommand.format(missing, file: job.label))
                }
            }
            let renderer = Renderer(pdfCreationDate: SourceDate.pdfCreationDate)
            if figureOptions.section == nil && !figureOptions.altText {
                for (format, url) in job.outputs {
                    try picture.write(format: format, to: url, renderer: renderer)
                    outcome.written.append((format, url))
                }
            } else {
                // A figure for an article is small: all its files (and its alt text) are written together or not at all.
                var files: [(bytes: [UInt8], url: URL)] = []
                for (format, url) in job.outputs {
                    files.append((try picture.data(format: format, renderer: renderer), url))
                }
                if figureOptions.altText, let alt = picture.altText ?? document.description ?? document.title,
                    let first = job.outputs.first
                {
                    files.append(
                        (Array((alt + "\n").utf8), first.url.deletingPathExtension().appendingPathExtension("txt")))
                }
                try AtomicFile.write(together: files)
                outcome.written = job.outputs
            }
        } catch let RenderError.unreadableImage(_, path, reason) {
            let message = "image '\((path as NSString).lastPathComponent)' cannot be drawn: \(reason)"
            progress.failed(
                document.imageError(path: path, message: message)?.description
                    ?? "\(job.label): error: \(message)")
            return outcome
        } catch let error where error is RenderError || error is FigureError {
            // What the canvas asks for cannot be drawn: point at the canvas.
            progress.failed(document.canvasError(Self.describe(error)).description)
            return outcome
        } catch {
            progress.failed(Self.describe(error, file: job.label))
            return outcome
        }
        outcome.succeeded = true
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let paths = outcome.written.map { Self.displayPath($0.url) }.joined(separator: ", ")
        progress.finished(job.label, line: "\(job.label) -> \(paths) (\(seconds) s)")
        return outcome
    }

    /// An error as the lines to print: a layout file's mistakes one per line, each with its
    /// place; anything else as `file: error: description`.
    static func describe(_ error: Error, file: String) -> String {
        if let errors = error as? SpecErrors { return errors.description }
        return "\(file): error: \(describe(error))"
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case let error as RenderError: return error.description
        case let error as FigureError: return error.description
        case let error as CustomStringConvertible where !(error is NSError): return error.description
        default: return (error as NSError).localizedDescription
        }
    }

    /// A path relative to the current directory when it is inside it.
    static func displayPath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}

/// Hands out indices 0, 1, 2, ... to concurrent workers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
