import Foundation

/// A file written piece by piece that appears at its destination only when complete:
/// pieces go to a temporary file in the same directory, renamed over the destination by
/// ``commit()``.
final class StreamingFile {
    private let destination: URL
    private let temporary: URL
    private let handle: FileHandle
    private var pending: [UInt8] = []

    init(destination: URL) throws {
        self.destination = destination
        let directory = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        handle = try FileHandle(forWritingTo: temporary)
    }

    /// Appends `bytes` (buffered; written in pieces of about 1 MiB).
    func write(_ bytes: [UInt8]) throws {
        pending += bytes
        if pending.count >= 1 << 20 { try drain() }
    }

    /// Writes what is buffered, closes the file and moves it to its destination.
    func commit() throws {
        try drain()
        try handle.synchronize()
        try handle.close()
        // rename(2) replaces the destination atomically.
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path,
                                                           NSLocalizedDescriptionKey: "renaming into place: \(reason)"])
        }
    }

    /// Closes and removes the temporary file.
    func abandon() {
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    private func drain() throws {
        try handle.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }
}
