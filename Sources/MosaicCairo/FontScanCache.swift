import CPangoCairo
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a ``FontEnvironment`` keeps fontconfig's scan of its font files between
/// processes, so that a process reads one cache file instead of opening and scanning
/// every pinned font, which would be much of a small render's start.
///
/// fontconfig caches whole directories, and the pinned fonts' directories hold more files
/// than Mosaic pins. So the cache covers a directory of Mosaic's own, `fonts-KEY`, holding
/// one symbolic link per font file and nothing else, named `NN-name` so that fontconfig,
/// which scans a directory's files in name order, lists the fonts in their given order.
/// fontconfig writes its cache of that directory into `fontconfig/` beside it (atomically,
/// itself) and trusts the cache while the directory's modification time is unchanged.
/// As the links never change, KEY is what makes a stale cache impossible: a digest of the
/// configuration's rules (scan rules shape the cached fonts), fontconfig's version and
/// each file's path, device, inode, size and change and modification times. A font
/// upgraded in place gives another KEY, hence another directory, scanned afresh.
///
/// Every step that cannot be completed (no home, a read-only disk, a directory that is not
/// exactly what KEY promises) leaves the environment scanning the files itself, as before.
struct FontScanCache {
    /// The directory of links that fontconfig is given (`root/fonts-KEY`).
    let linkDirectory: String
    /// The directory fontconfig keeps its cache files in (`root/fontconfig`).
    let fontconfigCacheDirectory: String
    /// The path of each font file's link in ``linkDirectory``, in the files' order.
    let linkPaths: [String]

    /// Bump when the directory's layout changes, so that older layouts are never reused.
    private static let layoutVersion = "1"

    /// The per-user default: `$XDG_CACHE_HOME/mosaic`, else `$HOME/.cache/mosaic`;
    /// `nil` when neither variable holds an absolute path.
    static var defaultRoot: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/mosaic" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/mosaic" }
        return nil
    }

    /// The cache for `paths` scanned under `rules`, inside `root` (created when missing):
    /// the link directory is made when absent and checked when present. `nil` when it cannot
    /// be made or is not exactly the expected links.
    static func prepare(paths: [String], rules: String, root: String) -> FontScanCache? {
        guard !paths.isEmpty, let key = key(paths: paths, rules: rules) else { return nil }
        // Zero-padded to one width, so that name order is index order (String(format:) and
        // NSString cost more than the rest of the cache's checks together).
        let width = String(paths.count - 1).count
        let names = paths.enumerated().map { index, path in
            let number = String(index)
            return String(repeating: "0", count: width - number.count) + number + "-"
                + (path.split(separator: "/").last.map(String.init) ?? path)
        }
        let cache = FontScanCache(
            linkDirectory: "\(root)/fonts-\(key)", fontconfigCacheDirectory: "\(root)/fontconfig",
            linkPaths: names.map { "\(root)/fonts-\(key)/\($0)" })
        guard makeDirectories(cache.fontconfigCacheDirectory) else { return nil }
        if !holdsExactly(cache.linkDirectory, names: names, targets: paths) {
            guard makeLinkDirectory(cache.linkDirectory, names: names, targets: paths),
                holdsExactly(cache.linkDirectory, names: names, targets: paths)
            else { return nil }
        }
        return cache
    }

    /// The hex SHA-256 of everything the scan's result depends on; `nil` when a file cannot be stat'ed.
    private static func key(paths: [String], rules: String) -> String? {
        var description = "mosaic font scan cache \(layoutVersion)\nfontconfig \(FcGetVersion())\n\(rules)\n"
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            description +=
                "\(path)\0\(info.st_dev) \(info.st_ino) \(info.st_size) "
                + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)\n"
        }
        guard let digest = g_compute_checksum_for_string(G_CHECKSUM_SHA256, description, -1) else { return nil }
        defer { g_free(digest) }
        return String(cString: digest)
    }

    /// Whether `directory` holds exactly the links `names`, each pointing at its target.
    private static func holdsExactly(_ directory: String, names: [String], targets: [String]) -> Bool {
        guard let stream = opendir(directory) else { return false }
        var entries = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { entries += 1 }
        }
        closedir(stream)
        guard entries == names.count else { return false }
        for (name, target) in zip(names, targets) where linkTarget("\(directory)/\(name)") != target {
            return false
        }
        return true
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes the link directory under a temporary name and renames it into place, so that
    /// no process ever sees it half made; losing that race to another process is fine.
    private static func makeLinkDirectory(_ directory: String, names: [String], targets: [String]) -> Bool {
        let temporary =
            (directory as NSString).deletingLastPathComponent + "/.\((directory as NSString).lastPathComponent)."
            + "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        guard mkdir(temporary, 0o755) == 0 else { return false }
        var made = true
        for (name, target) in zip(names, targets) where symlink(target, "\(temporary)/\(name)") != 0 {
            made = false
            break
        }
        if made && rename(temporary, directory) == 0 { return true }
        for name in names { unlink("\(temporary)/\(name)") }
        rmdir(temporary)
        return made  // another process's directory is there: the caller checks it
    }

    /// `mkdir -p`.
    private static func makeDirectories(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    }
}
