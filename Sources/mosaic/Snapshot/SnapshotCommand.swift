import ArgumentParser
import CompositionalLayout
import Dispatch
import Foundation
import MosaicRender

/// `mosaic snapshot`: verifies layout files against recorded references, or records them.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Check layout files against reference snapshots, or record them.",
        discussion: """
            For each FILE and each variant (every combination of the --device, --orientation, --theme, \
            --text-size, --direction and --scale values, pseudo-localised with --pseudo-localize; the file's own \
            setting for an axis not given), draws the page and compares it with \
            the reference DIR/<key>/<variant>.png, which carries its pixel hash, the library and font \
            identities, Mosaic's version and the visible elements' frames (<variant>.frames.txt beside it \
            is a reviewable copy). The key is the file's \
            path from --root (default: the current folder) without its extension: layouts/home.yaml \
            is DIR/layouts/home/. Equal pixel hashes and \
            frames pass; under other library versions a tolerant pixel diff decides. Changed frames are \
            reported in words ("section 1, item 3: moved 8 pt down (y 120 -> 128)").

            Orphaned references (whose layout file is gone, or whose variant this run did not ask for \
            although it covered their file) are listed; --prune lists their files and --prune --yes \
            removes them. A run over some of the files orphans none of the others.

            --report writes only into a new or empty folder, or one it wrote a report into before \
            (marked by a .mosaic-report file); it replaces index.html and images/ there, nothing else.

            Exit codes: 0 all match (or were recorded), 1 something changed, is new, or failed, \
            64 bad arguments (also a --report folder that is not the report's own).

            Examples:
              mosaic snapshot Samples/*.yaml --references refs --record
              mosaic snapshot Samples/*.yaml --references refs --report report
              mosaic snapshot Samples/*.yaml --references refs --junit junit.xml
              mosaic snapshot Samples/*.yaml --references refs --markdown changes.md
              mosaic snapshot Samples/*.yaml --references refs --prune --yes
              mosaic snapshot Samples/list.yaml --references refs \\
                  --device iphone-se --device ipad --theme light --theme dark
              mosaic snapshot Samples/list.yaml --references refs \\
                  --text-size l --text-size accessibility-xxxl --direction rtl
              mosaic snapshot Samples/list.yaml --references refs --pseudo-localize
            """
    )

    @Argument(help: ArgumentHelp("Layout files (.yaml, .yml or .json).", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("The references folder.", valueName: "dir"))
    var references: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder reference keys are paths from (default: the current folder).", valueName: "dir"))
    var root: String?

    @Flag(name: .long, help: "Record every reference (swift-snapshot-testing's .all).")
    var record = false

    @Flag(name: .customLong("record-missing"), help: "Record only references that do not exist yet.")
    var recordMissing = false

    @Flag(name: .customLong("record-failed"), help: "Record references that are missing or do not match.")
    var recordFailed = false

    @OptionGroup var variantOptions: VariantOptions

    @Option(
        name: .customLong("frame-tolerance"),
        help: ArgumentHelp(
            "How many device pixels a frame may move or grow and still match.", valueName: "pixels"))
    var frameTolerance: Double = 0

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write an HTML report (index.html and its images) into this folder.", valueName: "dir"))
    var report: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML results to this file.", valueName: "file"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a markdown summary (changes in words, for a pull request) to this file.", valueName: "file"))
    var markdown: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "How many cases to run at once (default: one per core).",
            valueName: "n"))
    var jobs: Int?

    @Flag(name: .long, help: "List the files of the orphaned references that --yes would remove.")
    var prune = false

    @Flag(name: .long, help: "With --prune: remove them.")
    var yes = false

    @Flag(name: .shortAndLong, help: "Print errors and changes only.")
    var quiet = false

    var mode: SnapshotRecordMode {
        record ? .all : recordFailed ? .failed : recordMissing ? .missing : .never
    }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one layout file to snapshot.") }
        if [record, recordMissing, recordFailed].filter({ $0 }).count > 1 {
            throw ValidationError("Give only one of --record, --record-missing and --record-failed.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if !(frameTolerance >= 0) { throw ValidationError("--frame-tolerance must be 0 or more.") }
        if yes && !prune { throw ValidationError("--yes confirms --prune; give both to remove orphaned references.") }
        try Self.requireFolder(references, option: "--references")
        if let root { try Self.requireFolder(root, option: "--root") }
        if let report {
            do {
                try ReportFolder(path: report).checkOwned(references: references)
            } catch let error as SnapshotError {
                throw ValidationError(error.description)
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            guard let key = Self.key(of: file, root: rootURL) else {
                throw ValidationError(
                    "'\(file)' is not inside \(root ?? "the current folder"), which reference keys "
                        + "are paths from: give --root a folder that holds every layout file.")
            }
            if let other = seen[key] {
                throw ValidationError(
                    "'\(other)' and '\(file)' would both have their references in "
                        + "\(references)/\(key)/. Rename one.")
            }
            seen[key] = file
        }
    }

    private var rootURL: URL {
        URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    func run() throws {
        let started = Date()
        let referencesURL = URL(fileURLWithPath: references, isDirectory: true)
        let reportURL = report.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let variants = variantOptions.variants
        let keys = files.map { Self.key(of: $0, root: rootURL)! }
        let checks = zip(files, keys).flatMap { file, key in
            variants.map { variant in
                let baseName = Self.fileName(file)
                return SnapshotCheck(
                    file: file, fileName: key, variant: variant, references: referencesURL,
                    mode: mode, reportFolder: reportURL, frameTolerance: frameTolerance,
                    baseNameKey: baseName == key ? nil : baseName)
            }
        }
        if let report {
            do {
                try ReportFolder(path: report).prepare()
            } catch {
                Console.error("mosaic: error: \(RenderCommand.describe(error))")
                throw ExitCode.failure
            }
        }
        let progress = Progress(total: checks.count, mode: Progress.automaticMode(quiet: quiet))
        let results = Slots<SnapshotResult>(count: checks.count)
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, checks.count)
        progress.start()
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            while let index = next.take(below: checks.count) {
                let result = checks[index].run()
                results[index] = result
                Self.tell(result, progress: progress)
            }
        }
        let all = results.values.map { $0! }
        let orphans = OrphanedReferences(
            references: referencesURL, root: rootURL,
            keys: Dictionary(zip(keys, files)) { first, _ in first },
            variants: Set(variants.map(\.name))
        ).find()
        let summary = SnapshotSummary(results: all, orphans: orphans)
        tell(orphans)
        var line = summary.sentence + " in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
        do {
            if let reportURL {
                try SnapshotReport(summary: summary, title: "Mosaic snapshot report").write(to: reportURL)
                line += "; report: \(reportURL.appendingPathComponent("index.html").path)"
            }
            if let junit {
                try JUnitReport(summary: summary).write(to: URL(fileURLWithPath: junit))
                line += "; JUnit: \(junit)"
            }
            if let markdown {
                let reportPage = report.map { URL(fileURLWithPath: $0).appendingPathComponent("index.html").path }
                try SnapshotMarkdown(summary: summary, reportPath: reportPage).write(to: URL(fileURLWithPath: markdown))
                line += "; markdown: \(markdown)"
            }
        } catch {
            progress.end(summary: line)
            Console.error("mosaic: error: \(RenderCommand.describe(error))")
            throw ExitCode.failure
        }
        progress.end(summary: line)
        if prune { try self.prune(orphans) }
        if all.contains(where: \.fails) { throw ExitCode.failure }
    }

    /// Lists each orphan and why (the console's share of the summary).
    private func tell(_ orphans: [SnapshotOrphan]) {
        for orphan in orphans {
            Console.error("orphaned reference \(orphan.title.visible): \(orphan.explanation.visible)")
        }
    }

    /// `--prune`: the files it would remove; `--prune --yes`: removes them.
    private func prune(_ orphans: [SnapshotOrphan]) throws {
        let files = orphans.flatMap(\.files)
        guard yes else {
            if files.isEmpty { return Console.error("--prune: no orphaned references") }
            Console.error(
                "--prune would remove \(files.count) file\(files.count == 1 ? "" : "s") of \(orphans.count) "
                    + "orphaned reference\(orphans.count == 1 ? "" : "s") (run again with --prune --yes to remove them):"
            )
            for file in files { Console.error("  \(RenderCommand.displayPath(file).visible)") }
            return
        }
        do {
            let removed = try OrphanedReferences.prune(orphans, in: URL(fileURLWithPath: references, isDirectory: true))
            for file in removed { Console.error("removed \(RenderCommand.displayPath(file).visible)") }
        } catch {
            Console.error("mosaic: error: \(RenderCommand.describe(error).visible)")
            throw ExitCode.failure
        }
    }

    /// One line per case; for a case that fails, its changes in words below it (the first
    /// ``sentencesShown``; the report has them all).
    private static func tell(_ result: SnapshotResult, progress: Progress) {
        let seconds = String(format: "%.2f", result.seconds)
        var line = "\(result.title.visible): \(result.status.rawValue)\(result.recorded ? ", recorded" : "")"
        guard result.fails else {
            if result.status == .passed, !result.message.isEmpty { line += ": \(result.message.visible)" }
            progress.finished(result.title.visible, line: line + " (\(seconds) s)")
            return
        }
        let message = result.message.split(separator: "\n").map { String($0).visible }
        if result.status == .failed {
            progress.failed(message.joined(separator: "\n"))
            return
        }
        if !message.isEmpty { line += ": " + message.joined(separator: "; ") }
        var lines = [line]
        if !result.comparison.isEmpty { lines.append("  compared: \(result.comparison)") }
        if result.isDrawingChangeOnly {
            lines.append(
                "  drawing change only: no element moved or resized"
                    + (result.changedPixels.map { "; pixels changed on \($0.description.visible)" } ?? ""))
        }
        let sentences = (result.frameDiff?.summarizedSentences ?? []) + result.contentChanges
        lines += sentences.prefix(sentencesShown).map { "  \($0.visible)" }
        if sentences.count > sentencesShown {
            lines.append("  ... and \(sentences.count - sentencesShown) more element changes (--report shows them all)")
        }
        progress.failed(lines.joined(separator: "\n"))
    }

    /// How many element changes a failing case prints.
    static let sentencesShown = 8

    /// The reference key of `file`: its path from `root` without the extension
    /// (`layouts/home.yaml` -> `layouts/home`); nil when the file is not inside `root`.
    static func key(of file: String, root: URL) -> String? {
        let base = root.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().resolvingSymlinksInPath()
        let parts = folder.standardizedFileURL.pathComponents
        guard parts.count >= base.count, Array(parts.prefix(base.count)) == base else { return nil }
        return (parts.dropFirst(base.count) + [fileName(file)]).joined(separator: "/")
    }

    /// `Samples/grid.yaml` -> `grid`.
    static func fileName(_ file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    /// Fails when `path` exists and is not a folder.
    static func requireFolder(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a file, not a folder.")
        }
    }
}
