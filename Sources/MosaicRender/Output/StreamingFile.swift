import Foundation
import MosaicCairo

/// A file written piece by piece that appears at its destination only when complete:
/// pieces go to a temporary file in the same directory (see ``TemporaryFiles``), renamed
/// over the destination by ``commit()``.
final class StreamingFile {
    private let destination: URL
    private let temporaryPath: String
    private let handle: FileHandle
    private var pending: [UInt8] = []

    init(destination: URL) throws {
        self.destination = destination
        let directory = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (path, descriptor) = try TemporaryFiles.create(for: destination)
        temporaryPath = path
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
        do {
            // rename(2) replaces the destination atomically.
            try TemporaryFiles.commit(temporaryPath, to: destination)
        } catch {
            TemporaryFiles.discard(temporaryPath)
            throw error
        }
    }

    /// Closes and removes the temporary file.
    func abandon() {
        try? handle.close()
        TemporaryFiles.discard(temporaryPath)
    }

    private func drain() throws {
        try handle.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }
}
