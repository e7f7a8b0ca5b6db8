import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The temporary files a process writes before renaming them into place, kept in one
/// registry so that they can all be removed when the process is interrupted, and named
/// so that a later run can recognise those a killed process left behind.
///
/// A temporary file for `Output/grid.png` is `Output/.grid.png.mosaic-PID-RANDOM.tmp`, in
/// the destination's folder (so the rename is atomic). Creating, renaming and removing
/// happen under one lock, which ``removeAllAndStop()`` takes for good: after it returns,
/// no temporary file of this process exists or can appear.
package enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var stopped = false

    /// The marker in every temporary file's name.
    static let marker = "mosaic"

    /// Creates a new, empty temporary file beside `destination` and opens it for writing.
    ///
    /// - Returns: its path and an open file descriptor (the caller closes it).
    package static func create(for destination: URL) throws -> (path: String, descriptor: Int32) {
        let directory = destination.deletingLastPathComponent()
        let name =
            ".\(shortened(destination.lastPathComponent)).\(marker)-\(getpid())-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
        let path = directory.appendingPathComponent(name).path
        lock.lock()
        defer { lock.unlock() }
        if stopped { throw CairoError(operation: "creating \(path)", message: "the process is stopping") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            throw CairoError(operation: "creating \(path)", message: String(cString: strerror(errno)))
        }
        paths.insert(path)
        return (path, descriptor)
    }

    /// The destination's name cut to at most 200 bytes (at a character's end), so that the
    /// temporary name, 40 bytes longer at most, stays within NAME_MAX (255 bytes on Linux)
    /// for any destination name that fits there itself.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > 200 else { return name }
        var bytes = 0
        return String(
            name.prefix { character in
                bytes += character.utf8.count
                return bytes <= 200
            })
    }

    /// Renames a temporary file over its destination (atomically replacing it).
    package static func commit(_ path: String, to destination: URL) throws {
        lock.lock()
        defer { lock.unlock() }
        if stopped { throw CairoError(operation: "renaming \(path)", message: "the process is stopping") }
        if rename(path, destination.path) != 0 {
            throw CairoError(
                operation: "renaming \(path) to \(destination.path)", message: String(cString: strerror(errno)))
        }
        paths.remove(path)
    }

    /// Renames several temporary files over their destinations as one step for this process:
    /// an interruption (``removeAllAndStop()``) comes before the first rename or after the
    /// last, never between. If a rename fails, the ones before it stay done.
    package static func commit(_ pairs: [(path: String, destination: URL)]) throws {
        lock.lock()
        defer { lock.unlock() }
        if stopped {
            throw CairoError(operation: "renaming \(pairs.first?.path ?? "")", message: "the process is stopping")
        }
        for (path, destination) in pairs {
            if rename(path, destination.path) != 0 {
                throw CairoError(
                    operation: "renaming \(path) to \(destination.path)", message: String(cString: strerror(errno)))
            }
            paths.remove(path)
        }
    }

    /// Removes a temporary file that will not be committed.
    package static func discard(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if paths.remove(path) != nil { unlink(path) }
    }

    /// Removes every temporary file of this process and refuses to make or rename any
    /// more; for a process about to exit on a signal. Returns how many were removed.
    @discardableResult
    package static func removeAllAndStop() -> Int {
        lock.lock()
        stopped = true
        let removed = paths.filter { unlink($0) == 0 }.count
        paths.removeAll()
        // The lock stays taken: workers that want it wait until the process exits.
        return removed
    }

    /// Removes the temporary files in `directory` that a Mosaic process which no longer
    /// runs left behind (after SIGKILL or a power cut), and those older than `maximumAge`
    /// seconds whatever their process id says (the id may have been reused by another
    /// process; a temporary file lives only while one file is written). Files of running
    /// processes younger than that, and files not named like Mosaic's, are left alone.
    ///
    /// - Returns: the paths removed.
    @discardableResult
    package static func removeStale(in directory: URL, maximumAge: Double = 3600) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let pid = ownerProcess(ofTemporaryName: name), pid != getpid() else { continue }
            let path = directory.appendingPathComponent(name).path
            guard !isRunning(pid) || age(ofFileAt: path).map({ $0 > maximumAge }) == true else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// The process id in a temporary file's name (`.NAME.mosaic-PID-HEX.tmp`), or `nil`
    /// when the name is not one of Mosaic's.
    static func ownerProcess(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"),
            let range = name.range(of: ".\(marker)-", options: .backwards)
        else { return nil }
        let parts = name[range.upperBound...].dropLast(4).split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0,
            parts[1].allSatisfy(\.isHexDigit)
        else { return nil }
        return pid
    }

    /// Seconds since the file was last modified (nil when it cannot be read, or is not a file).
    private static func age(ofFileAt path: String) -> Double? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Date().timeIntervalSince1970 - Double(info.st_mtim.tv_sec)
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
