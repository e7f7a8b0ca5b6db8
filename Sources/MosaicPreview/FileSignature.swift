#if canImport(Glibc)
import Glibc
#endif

/// What `stat` says of a path, enough to tell that it changed: whether it exists, is a
/// folder, and its size, modification time and inode (a save that renames a new file over
/// the old one gives a new inode even within the same clock tick).
public struct FileSignature: Hashable, Sendable {
    public var exists: Bool
    public var isFolder: Bool
    public var size: Int64
    public var modified: Int64
    public var inode: UInt64

    /// The signature of the file at `path` now (following symbolic links).
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self.init(exists: false, isFolder: false, size: 0, modified: 0, inode: 0)
            return
        }
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        self.init(
            exists: true, isFolder: (info.st_mode & S_IFMT) == S_IFDIR, size: Int64(info.st_size),
            modified: modified, inode: UInt64(info.st_ino))
    }

    init(exists: Bool, isFolder: Bool, size: Int64, modified: Int64, inode: UInt64) {
        self.exists = exists
        self.isFolder = isFolder
        self.size = size
        self.modified = modified
        self.inode = inode
    }
}
