import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a references folder, held while one reference (its PNG and the frames
/// copy beside it) is replaced, so that two `mosaic snapshot --record` runs into one folder
/// never leave one run's PNG beside the other's frames copy.
///
/// It is an advisory `flock` on `<references>/.mosaic.lock`, which the kernel releases when the
/// process ends, however it ends: a killed recorder never leaves the folder locked.
enum ReferencesLock {
    /// The lock file's name inside the references folder.
    static let fileName = ".mosaic.lock"

    /// Runs `body` while holding the lock of `references` (waiting for another process's turn).
    static func withLock<T>(of references: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let path = references.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw SnapshotError("cannot open the lock \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw SnapshotError("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
