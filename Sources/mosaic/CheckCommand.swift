import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSpec

/// `mosaic check`: validates layout files without drawing them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate layout files without rendering them.",
        discussion: """
            Decodes each file and lays it out. Every mistake is printed as \
            file:line:column: error: message; hint — all of a file's mistakes at once, like a \
            compiler. Problems the layout engine worked around (a negative size, a group that \
            can never be filled) and what the file says but would not show (a badge without a \
            supplementary view, a 1-point width that was probably meant as 1fw) are printed as \
            warnings with their line and column; they do not fail the check unless --strict \
            (or --warnings-as-errors) is given. Exits with 1 when any file has an error.

            Examples:
              mosaic check Samples/*.yaml
              mosaic check my-screen.yaml --strict
            """
    )

    @Argument(help: ArgumentHelp("Layout files (.yaml, .yml or .json); - reads standard input.", valueName: "file"))
    var files: [String]

    @Flag(
        name: [.customLong("strict"), .customLong("warnings-as-errors")],
        help: "Treat warnings (what the file says but would not show, and what the engine worked around) as errors.")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print nothing for files without mistakes.")
    var quiet = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one layout file to check.") }
    }

    func run() throws {
        var failed = 0
        for path in files {
            let file = LayoutDocument.label(ofPath: path)
            // Read once: standard input (`-`) cannot be read twice.
            let document: LayoutDocument
            do {
                document = try LayoutDocument(path: path, limits: limitOptions.documentLimits)
            } catch {
                failed += 1
                let errors =
                    (error as? SpecErrors)?.errors ?? [SpecError(file: file, line: 0, column: 0, message: "\(error)")]
                Console.error(errors.map { Self.format($0, file: file) }.joined(separator: "\n"))
                continue
            }
            // It decodes: lay it out and report what the engine had to work around.
            var warnings = document.warnings.map { Self.format($0, file: file) }
            let host = document.makeLayoutHost()
            if let layout = host.layout as? UICollectionViewCompositionalLayout {
                warnings += layout.diagnostics.map { "\(file): warning: \($0)" }
            }
            if let scene = try? RenderScene(
                layout: document.makeLayout(), itemCounts: document.itemCounts,
                content: document.content, canvas: document.canvas)
            {
                if let dropped = try? scene.droppedText() {
                    warnings += dropped.map {
                        Self.format(
                            document.warning($0.message, aboutCell: $0.indexPath, hint: DroppedText.hint), file: file)
                    }
                }
                // What a person would see wrong: each check has a file of its own.
                let seen = [
                    SeenTextWarnings.missingGlyphs, SeenTextWarnings.truncatedText, SeenTextWarnings.lowContrast
                ]
                for check in seen {
                    warnings += ((try? check(scene, document)) ?? []).map { Self.format($0, file: file) }
                }
            }
            if !warnings.isEmpty {
                Console.error(warnings.joined(separator: "\n"))
                if warningsAsErrors {
                    failed += 1
                    continue
                }
            }
            if !quiet { Console.out("\(file): ok\n") }
        }
        if files.count > 1 && !quiet {
            Console.out("\(files.count - failed) of \(files.count) files ok\n")
        }
        if failed > 0 { throw ExitCode.failure }
    }

    /// `file:line:column: error: message (hint)`; the file as the user named it.
    static func format(_ error: SpecError, file: String) -> String {
        var error = error
        if error.file.isEmpty || error.file == "<input>" { error.file = file }
        return error.description
    }
}
