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

    /// The bytes of the file at `path`.
    static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemFailure() }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(reason: "it is a folder", hint: "give a layout file (.yaml, .yml or .json) in it")
        }
        return try bytes(of: descriptor)
    }

    /// Everything left to read on `descriptor` (standard input is 0), up to its end.
    static func bytes(of descriptor: Int32) throws(Failure) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemFailure()
            }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    private static func systemFailure() -> Failure {
        Failure(reason: String(cString: strerror(errno)).lowercased(), hint: nil)
    }
}
