import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The files a preview shows: those named on the command line, and those matching a quoted
/// glob (`'Samples/*.yaml'`, `'Screens/**/*.yaml'`), which is matched again whenever a folder
/// it can match in changes, so files created later appear, also in new subfolders. A file
/// keeps its number for the whole session, also while it is gone.
///
/// In a glob, `*`, `?` and `[...]` match within one path component (not a leading dot), and a
/// `**` component matches any number of folders (none included), hidden ones excepted.
struct PreviewFiles {
    /// A file shown, by the number its page's URL carries.
    struct Entry: Encodable, Equatable {
        var id: Int
        /// The path as the command line or the glob gave it; what messages call the file.
        var name: String
        /// The absolute path, which is watched and read.
        var path: String
    }

    /// A command-line argument: a path, or a glob split into its literal folder and the
    /// components matched below it.
    struct Pattern {
        var text: String
        /// The folder (absolute) the glob matches in; `nil` for a plain path.
        var folder: String?
        /// The glob's literal start as written, ending in `/` unless empty ("Samples/").
        var prefix: String = ""
        /// The components matched below ``folder`` ("**", "*.yaml").
        var components: [String] = []
    }

    /// The most folders a glob looks through, and how deep `**` goes, so that a glob over a
    /// big tree cannot stall the preview.
    static let folderLimit = 2_000, depthLimit = 12

    private(set) var entries: [Entry] = []
    let patterns: [Pattern]
    /// The folders the globs matched in, as last looked at.
    private(set) var searchedFolders: Set<String> = []

    /// The files `arguments` name now.
    init(arguments: [String]) {
        patterns = arguments.map { argument in
            guard Self.isGlob(argument) else { return Pattern(text: argument, folder: nil) }
            let parts = argument.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let literalCount = parts.dropLast().prefix { !Self.isGlob($0) }.count
            let literal = parts.prefix(literalCount).joined(separator: "/")
            let folder = argument.hasPrefix("/") && literal.isEmpty ? "/" : (literal.isEmpty ? "." : literal)
            return Pattern(
                text: argument, folder: Self.absolute(folder),
                prefix: literalCount == 0 ? "" : literal + "/",
                components: Array(parts.dropFirst(literalCount)).filter { !$0.isEmpty })
        }
        _ = update()
    }

    /// The folders watched for files appearing: where each glob matches, and every folder
    /// below that it could match in.
    var globFolders: Set<String> { searchedFolders.union(patterns.compactMap(\.folder)) }

    /// Matches the globs again: whether a file was added, and whether the folders to
    /// watch changed (a subfolder made or removed).
    mutating func update() -> (filesAdded: Bool, foldersChanged: Bool) {
        var added = false
        var folders: Set<String> = []
        for pattern in patterns {
            var names = [pattern.text]
            if let root = pattern.folder {
                let found = Self.matches(of: pattern, in: root)
                names = found.files
                folders.formUnion(found.folders)
            }
            for name in names {
                let path = Self.absolute(name)
                guard !entries.contains(where: { $0.path == path }) else { continue }
                entries.append(Entry(id: entries.count, name: name, path: path))
                added = true
            }
        }
        let changed = folders != searchedFolders
        searchedFolders = folders
        return (added, changed)
    }

    static func isGlob(_ text: String) -> Bool { text.contains { "*?[".contains($0) } }

    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The files matching `pattern` below `root` (named as the pattern writes them, sorted),
    /// and the folders looked through. Symbolic links to folders are not followed.
    static func matches(of pattern: Pattern, in root: String) -> (files: [String], folders: Set<String>) {
        let recursive = pattern.components.contains("**")
        let deepest = recursive ? depthLimit : pattern.components.count - 1
        var files: [String] = []
        var folders: Set<String> = []
        var queue: [(path: String, relative: [String])] = [(root, [])]
        while !queue.isEmpty, folders.count < folderLimit {
            let (folder, relative) = queue.removeFirst()
            folders.insert(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                let parts = relative + [name]
                if isFolder.boolValue {
                    let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                    if !isLink && relative.count < deepest { queue.append((path, parts)) }
                } else if matches(pattern.components[...], parts[...]) {
                    files.append(pattern.prefix + parts.joined(separator: "/"))
                }
            }
        }
        return (files.sorted(), folders)
    }

    /// Whether path components `parts` match glob components `glob`.
    static func matches(_ glob: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let first = glob.first else { return parts.isEmpty }
        if first == "**" {
            return (0...parts.count).contains { matches(glob.dropFirst(), parts.dropFirst($0)) }
        }
        guard let part = parts.first, fnmatch(first, part, FNM_PERIOD) == 0 else { return false }
        return matches(glob.dropFirst(), parts.dropFirst())
    }
}
