import Foundation

/// Finds the orphaned references in a references folder after a run, and prunes them.
///
/// A reference is a `<variant>.png` in a key's folder, with the files beside it whose names
/// start with `<variant>.` (its hash and frames). Its source is the layout file at the key's
/// path under the key root, with the extension `.yaml`, `.yml` or `.json` that exists.
/// Symbolic links are not followed, so nothing outside the folder is listed or removed.
struct OrphanedReferences {
    var references: URL
    /// The folder reference keys are paths from.
    var root: URL
    /// The keys of the run's files, and the file each came from (as given).
    var keys: [String: String]
    /// The variants the run asked for.
    var variants: Set<String>

    static let sourceExtensions = ["yaml", "yml", "json"]

    func find() -> [SnapshotOrphan] {
        var orphans: [SnapshotOrphan] = []
        walk(references, key: []) { key, files in
            let joined = key.joined(separator: "/")
            for (variant, files) in Self.referencesByVariant(files) {
                if let file = keys[joined] {
                    if !variants.contains(variant) {
                        orphans.append(
                            .init(
                                key: joined, variant: variant, source: file, reason: .variantNotAsked,
                                files: files))
                    }
                } else if !sourceExists(key: joined) {
                    orphans.append(
                        .init(
                            key: joined, variant: variant, source: sourceName(key: joined),
                            reason: .sourceGone, files: files))
                }
            }
        }
        return orphans.sorted { ($0.key, $0.variant) < ($1.key, $1.variant) }
    }

    /// Removes the orphans' files, then their folders left empty; returns the files removed.
    static func prune(_ orphans: [SnapshotOrphan], in references: URL) throws -> [URL] {
        let folder = ReferencesFolder(references)
        var removed: [URL] = []
        for orphan in orphans {
            for file in orphan.files {
                try folder.checkInside(file)
                try FileManager.default.removeItem(at: file)
                removed.append(file)
            }
            var parent = references.appendingPathComponent(orphan.key, isDirectory: true)
            while parent.standardizedFileURL.path != references.standardizedFileURL.path,
                (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty == true
            {
                try FileManager.default.removeItem(at: parent)
                parent = parent.deletingLastPathComponent()
            }
        }
        return removed
    }

    /// Calls `body` with each folder's key and its visible plain files, depth first.
    private func walk(_ folder: URL, key: [String], _ body: ([String], [URL]) -> Void) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        var files: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                walk(url, key: key + [name], body)
            } else if type == .typeRegular {
                files.append(url)
            }
        }
        if !key.isEmpty { body(key, files) }
    }

    /// The files of each reference in one folder, by variant.
    static func referencesByVariant(_ files: [URL]) -> [String: [URL]] {
        let variants = files.map(\.lastPathComponent).filter { $0.hasSuffix(".png") }
            .map { String($0.prefix { $0 != "." }) }
        var result: [String: [URL]] = [:]
        for variant in Set(variants) where !variant.isEmpty {
            result[variant] = files.filter { $0.lastPathComponent.hasPrefix(variant + ".") }
        }
        return result
    }

    private func sourceExists(key: String) -> Bool {
        Self.sourceExtensions.contains {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\(key).\($0)").path)
        }
    }

    /// `layouts/home.yaml` from the current folder (the first extension, as none exists).
    private func sourceName(key: String) -> String {
        RenderCommand.displayPath(root.appendingPathComponent("\(key).\(Self.sourceExtensions[0])"))
    }
}
