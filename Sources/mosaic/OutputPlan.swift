import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSpec

/// Where each input's images go.
///
/// `-o` names a file when it ends in `.png`, `.svg` or `.pdf` (and is not an existing
/// directory); then there must be one input and one format, and the format defaults to
/// the extension's. Otherwise `-o` names a directory (created when missing) that gets
/// `<name><suffix>.<format>` for each input, `<name>` being the input's file name without
/// its extension. Without `-o`, images go to the current directory.
///
/// Several variants (repeated `--device`, `--theme`, ... flags) make one job per file and
/// variant, in a directory only: `<name>-<variant><suffix>.<format>`, the variant named as
/// `mosaic snapshot` names its references (``SnapshotVariant/name``), e.g. `grid-dark-rtl.png`.
/// One variant keeps the plain `<name><suffix>.<format>`.
struct OutputPlan {
    struct Job {
        /// The input as the user named it.
        var input: String
        /// The input in messages: as the user named it, or `<stdin>` for standard input.
        var label: String { LayoutDocument.label(ofPath: input) }
        /// The input's name without folder or extension.
        var name: String
        /// What the job changes of the file's canvas.
        var variant = SnapshotVariant()
        /// The images to write, one per format.
        var outputs: [(format: OutputFormat, url: URL)]
    }

    var jobs: [Job]

    init(
        inputs: [String], output: String?, formats requested: [OutputFormat], suffix: String,
        variants: [SnapshotVariant] = [SnapshotVariant()]
    ) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let outputFormat = output.flatMap { path -> OutputFormat? in
            guard !(fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) else {
                return nil
            }
            return OutputFormat(rawValue: (path as NSString).pathExtension.lowercased())
        }
        var formats: [OutputFormat] = []
        for format in requested where !formats.contains(format) { formats.append(format) }

        if let output, let outputFormat {
            // One output file.
            guard inputs.count == 1 else {
                throw ValidationError(
                    "'-o \(output)' names one file, but there are \(inputs.count) inputs; "
                        + "give a directory instead, e.g. '-o Output'.")
            }
            if formats.isEmpty { formats = [outputFormat] }
            guard formats == [outputFormat] else {
                let names = formats.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(
                    "'-o \(output)' is a .\(outputFormat.rawValue) file, but --format asks for \(names); "
                        + "give a directory to write several formats.")
            }
            guard suffix.isEmpty else {
                throw ValidationError("--suffix applies to outputs in a directory, not to '-o \(output)'.")
            }
            guard variants.count == 1 else {
                throw ValidationError(
                    "'-o \(output)' names one file, but the flags ask for \(variants.count) variants "
                        + "(\(variants.map(\.name).joined(separator: ", "))); give a directory instead, "
                        + "e.g. '-o Output'.")
            }
            jobs = [
                Job(
                    input: inputs[0], name: Self.name(of: inputs[0]), variant: variants[0],
                    outputs: [(outputFormat, URL(fileURLWithPath: output))])
            ]
            return
        }

        if formats.isEmpty { formats = [.png] }
        let directory = URL(fileURLWithPath: output ?? fileManager.currentDirectoryPath, isDirectory: true)
        let namesVariants = variants.count > 1
        jobs = inputs.flatMap { input in
            variants.map { variant in
                let name = Self.name(of: input)
                let image = namesVariants ? "\(name)-\(variant.name)\(suffix)" : "\(name)\(suffix)"
                return Job(
                    input: input, name: name, variant: variant,
                    outputs: formats.map { format in
                        (format, directory.appendingPathComponent("\(image).\(format.rawValue)"))
                    })
            }
        }
        // Two inputs with the same name would write the same image.
        var seen: [String: String] = [:]
        for job in jobs where job.variant == variants[0] {
            if let other = seen[job.name] {
                throw ValidationError(
                    "'\(other)' and '\(job.input)' would both be written as "
                        + "'\(job.outputs[0].url.lastPathComponent)'; render them into different directories.")
            }
            seen[job.name] = job.input
        }
    }

    /// `Samples/app-store.yaml` -> `app-store`; standard input (`-`) -> `stdin`.
    static func name(of input: String) -> String {
        if input == LayoutDocument.standardInputPath { return "stdin" }
        let file = (input as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        return stem.isEmpty ? file : stem
    }
}
