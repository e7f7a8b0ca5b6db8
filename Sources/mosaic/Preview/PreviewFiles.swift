import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files a preview shows: those named on the command line, and those matching a quoted
/// glob (`'Samples/*.yaml'`), which is matched again whenever its folder changes, so files
/// created later appear. A file keeps its number for the whole session, also while it is gone.
struct PreviewFiles {
    /// A file shown, by the number its page's URL carries.
    struct Entry: Encodable, Equatable {
        var id: Int
        /// The path as the command line or the glob gave it; what messages call the file.
        var name: String
        /// The absolute path, which is watched and read.
        var path: String
    }

    /// A command-line argument: a path, or a glob and the folder its matches are in.
    struct Pattern {
        var text: String
        /// The folder (absolute) watched for new matches; `nil` for a plain path.
        var folder: String?
    }

    private(set) var entries: [Entry] = []
    let patterns: [Pattern]

    /// The files `arguments` name now.
    init(arguments: [String]) {
        patterns = arguments.map { argument in
            guard Self.isGlob(argument) else { return Pattern(text: argument, folder: nil) }
            var literal: [Substring] = []
            for component in argument.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
                if Self.isGlob(String(component)) { break }
                literal.append(component)
            }
            let prefix = literal.joined(separator: "/")
            let folder = argument.hasPrefix("/") && prefix.isEmpty ? "/" : (prefix.isEmpty ? "." : prefix)
            return Pattern(text: argument, folder: Self.absolute(folder))
        }
        _ = update()
    }

    /// The folders of the globs, watched for files appearing.
    var globFolders: Set<String> { Set(patterns.compactMap(\.folder)) }

    /// Matches the globs again; returns whether a file was added.
    mutating func update() -> Bool {
        var added = false
        for pattern in patterns {
            let names = pattern.folder == nil ? [pattern.text] : Self.matches(of: pattern.text)
            for name in names {
                let path = Self.absolute(name)
                guard !entries.contains(where: { $0.path == path }) else { continue }
                entries.append(Entry(id: entries.count, name: name, path: path))
                added = true
            }
        }
        return added
    }

    static func isGlob(_ text: String) -> Bool { text.contains { "*?[".contains($0) } }

    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The paths matching `pattern` that are not folders, sorted.
    static func matches(of pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, GLOB_MARK, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { index in
            guard let pointer = result.gl_pathv[index] else { return nil }
            let path = String(cString: pointer)
            return path.hasSuffix("/") ? nil : path
        }.sorted()
    }
}
