import Foundation

/// The references folder, as `mosaic snapshot` reads and writes it: only inside it. A path
/// under it is refused when a symbolic link on the way leads out of it (the check and the
/// read or write are not one step: this guards against a link committed to a repository,
/// not against a process racing the run).
struct ReferencesFolder {
    /// The folder as given.
    var url: URL
    /// The folder with its symbolic links resolved (it may itself be one: that is the user's choice).
    var resolved: URL

    init(_ url: URL) {
        self.url = url
        resolved = url.resolvingSymlinksInPath()
    }

    /// Fails when `file` (under the folder) is reached through a symbolic link that leads
    /// out of the folder, or is such a link itself. Parts that do not exist yet are fine: they
    /// will be made inside.
    func checkInside(_ file: URL) throws {
        let base = url.standardizedFileURL.pathComponents
        let parts = file.standardizedFileURL.pathComponents
        guard parts.count > base.count, Array(parts.prefix(base.count)) == base,
            !parts.dropFirst(base.count).contains("..")
        else {
            throw SnapshotError("\(file.path) is not inside the references folder \(url.path)")
        }
        var current = url
        for part in parts.dropFirst(base.count) {
            current = current.appendingPathComponent(part)
            guard
                let type = try? FileManager.default.attributesOfItem(atPath: current.path)[.type] as? FileAttributeType
            else { return }
            guard type == .typeSymbolicLink else { continue }
            let target = current.resolvingSymlinksInPath().path
            if target != resolved.path && !target.hasPrefix(resolved.path + "/") {
                throw SnapshotError(
                    "\(current.path) is a symbolic link to \(target), outside the references folder "
                        + "\(url.path): mosaic snapshot reads and writes references only inside it")
            }
        }
    }
}
