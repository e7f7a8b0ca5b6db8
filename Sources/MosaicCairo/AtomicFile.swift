import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes files atomically: the bytes go to a temporary file in the same
/// directory, which is then renamed over the destination. Readers see either
/// the old file or the complete new one; on failure the temporary file is removed
/// (see ``TemporaryFiles`` for interruptions).
package enum AtomicFile {
    /// Writes `bytes` to `url` atomically, creating the parent directory if needed.
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        try bytes.withUnsafeBytes { try write(bytes: $0, to: url) }
    }

    /// Writes `data` to `url` atomically, creating the parent directory if needed.
    package static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write(bytes: $0, to: url) }
    }

    /// Writes `bytes` to `url` atomically, creating the parent directory if needed.
    package static func write(bytes: UnsafeRawBufferPointer, to url: URL) throws {
        let writer = try Writer(destination: url)
        do {
            try writer.append(bytes)
            try writer.commit()
        } catch {
            writer.abandon()
            throw error
        }
    }

    /// Writes each of `files` to its URL atomically, and renames them all into place as one
    /// step for this process (see ``TemporaryFiles/commit(_:)``): a file and its companion
    /// (a reference PNG and the frames text beside it) are both replaced, or, if writing
    /// fails, neither. Parent directories are created if needed.
    package static func write(together files: [(bytes: [UInt8], url: URL)]) throws {
        var writers: [Writer] = []
        do {
            for (bytes, url) in files {
                let writer = try Writer(destination: url)
                writers.append(writer)
                try bytes.withUnsafeBytes { try writer.append($0) }
                try writer.close()
            }
            try TemporaryFiles.commit(writers.map { ($0.temporaryPath, $0.destination) })
            for writer in writers { writer.markCommitted() }
        } catch {
            for writer in writers { writer.abandon() }
            throw error
        }
    }

    /// An open temporary file that becomes `destination` on ``commit()``.
    final class Writer {
        let destination: URL
        let temporaryPath: String
        private var descriptor: Int32
        private var finished = false

        init(destination: URL) throws {
            self.destination = destination
            let directory = destination.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            (temporaryPath, descriptor) = try TemporaryFiles.create(for: destination)
        }

        deinit { abandon() }

        func append(_ bytes: UnsafeRawBufferPointer) throws {
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CairoError(
                        operation: "writing \(destination.path)", message: String(cString: strerror(errno)))
                }
                offset += written
            }
        }

        func commit() throws {
            try close()
            try TemporaryFiles.commit(temporaryPath, to: destination)
            finished = true
        }

        /// Closes the temporary file, keeping it for a commit.
        func close() throws {
            guard descriptor >= 0 else { return }
            let closed = Glibc.close(descriptor)
            descriptor = -1
            if closed != 0 {
                throw CairoError(operation: "writing \(destination.path)", message: String(cString: strerror(errno)))
            }
        }

        /// Records that the temporary file was renamed into place by someone else.
        func markCommitted() { finished = true }

        /// Closes and removes the temporary file unless it was committed.
        func abandon() {
            if descriptor >= 0 {
                Glibc.close(descriptor)
                descriptor = -1
            }
            if !finished {
                TemporaryFiles.discard(temporaryPath)
                finished = true
            }
        }
    }
}
