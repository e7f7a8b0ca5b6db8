import ArgumentParser
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
struct OutputPlan {
    struct Job {
        /// The input as the user named it.
        var input: String
        /// The input in messages: as the user named it, or `<stdin>` for standard input.
        var label: String { LayoutDocument.label(ofPath: input) }
        /// The input's name without folder or extension.
        var name: String
        /// The images to write, one per format.
        var outputs: [(format: OutputFormat, url: URL)]
    }

    var jobs: [Job]

    init(inputs: [String], output: String?, formats requested: [OutputFormat], suffix: String) throws {
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
                throw ValidationError("'-o \(output)' names one file, but there are \(inputs.count) inputs; "
                                      + "give a directory instead, e.g. '-o Output'.")
            }
            if formats.isEmpty { formats = [outputFormat] }
            guard formats == [outputFormat] else {
                let names = formats.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("'-o \(output)' is a .\(outputFormat.rawValue) file, but --format asks for \(names); "
                                      + "give a directory to write several formats.")
            }
            guard suffix.isEmpty else {
                throw ValidationError("--suffix applies to outputs in a directory, not to '-o \(output)'.")
            }
            jobs = [Job(input: inputs[0], name: Self.name(of: inputs[0]),
                        outputs: [(outputFormat, URL(fileURLWithPath: output))])]
            return
        }

        if formats.isEmpty { formats = [.png] }
        let directory = URL(fileURLWithPath: output ?? fileManager.currentDirectoryPath, isDirectory: true)
        jobs = inputs.map { input in
            let name = Self.name(of: input)
            return Job(input: input, name: name, outputs: formats.map { format in
                (format, directory.appendingPathComponent("\(name)\(suffix).\(format.rawValue)"))
            })
        }
        // Two inputs with the same name would write the same image.
        var seen: [String: String] = [:]
        for job in jobs {
            if let other = seen[job.name] {
                throw ValidationError("'\(other)' and '\(job.input)' would both be written as '\(job.name)"
                                      + "\(suffix).\(formats[0].rawValue)'; render them into different directories.")
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
