#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout file's bytes, read with POSIX calls so that pipes, FIFOs, process substitutions
/// (`<(...)`) and standard input read as regular files do. (Foundation's `Data(contentsOf:)`
/// fails on a pipe, saying "You don't have permission".) A file that cannot be read says why
/// in the system's words: no such file, permission denied, is a directory.
enum InputFile {
    /// Why a file could not be read: the system's message for `errno`, or a folder.
    struct Failure: Error {
        var reason: String
        var hint: String?
    }

    /// The bytes of the file at `path`: at most `limit`, else a failure.
    static func bytes(atPath path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemFailure() }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(reason: "it is a folder", hint: "give a layout file (.yaml, .yml or .json) in it")
        }
        return try bytes(of: descriptor, limit: limit)
    }

    /// Everything left to read on `descriptor` (standard input is 0), up to its end: at most
    /// `limit` bytes, else a failure (reading stops there, so an endless input ends too).
    static func bytes(of descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemFailure()
            }
            guard result.count + count <= limit else { throw tooLarge(limit: limit) }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    private static func tooLarge(limit: Int) -> Failure {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return Failure(
            reason: "it is larger than \(size), the most a layout file may have",
            hint: "a layout file is a few kilobytes of text: check that this is the right file")
    }

    private static func systemFailure() -> Failure {
        Failure(reason: String(cString: strerror(errno)).lowercased(), hint: nil)
    }
}
