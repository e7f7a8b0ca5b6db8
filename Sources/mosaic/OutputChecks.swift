import Foundation
import MosaicCairo

#if canImport(Glibc)
import Glibc
#endif

/// Checks made on a render's outputs before any drawing starts, so that a mistake in the
/// command line fails at once, not after minutes of rendering.
///
/// A missing output folder is created (with its parents) when rendering writes into it;
/// here it only has to be creatable. Refused: a folder that cannot be written, an output
/// path that is an existing folder, and a folder path that goes through a file. Two
/// inputs that would write the same file are refused by ``OutputPlan``.
enum OutputChecks {
    /// The first problem with the plan's outputs, as a message, or `nil`.
    static func problem(with plan: OutputPlan) -> String? {
        var checkedFolders: Set<String> = []
        var destinations: [String: String] = [:]
        for job in plan.jobs {
            for (_, url) in job.outputs {
                let path = url.standardizedFileURL.path
                if let other = destinations[path] {
                    return "'\(other)' and '\(job.input)' would both be written to '\(path)'"
                }
                destinations[path] = job.input
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return "cannot write '\(path)': it is a folder"
                }
                let folder = url.deletingLastPathComponent().standardizedFileURL.path
                if checkedFolders.insert(folder).inserted, let problem = folderProblem(folder) { return problem }
            }
        }
        return nil
    }

    /// Why `folder` cannot receive files, or `nil` when it can (or can be created).
    private static func folderProblem(_ folder: String) -> String? {
        var existing = folder
        var isDirectory: ObjCBool = false
        // The nearest part of the path that exists decides.
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return nil }
            existing = parent
        }
        guard isDirectory.boolValue else {
            return "cannot write into '\(folder)': '\(existing)' is a file, not a folder"
        }
        if access(existing, W_OK | X_OK) != 0 {
            let what =
                existing == folder ? "the folder '\(folder)'" : "'\(existing)', where '\(folder)' would be created,"
            return "cannot write into \(what): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// Removes temporary files that killed Mosaic processes left in the plan's folders.
    static func removeStaleTemporaryFiles(of plan: OutputPlan) {
        let folders = Set(
            plan.jobs.flatMap { $0.outputs.map { $0.url.deletingLastPathComponent().standardizedFileURL } })
        for folder in folders { TemporaryFiles.removeStale(in: folder) }
    }
}
