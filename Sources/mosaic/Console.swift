import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and standard error without Foundation's buffering
/// surprises, from any thread.
enum Console {
    private static let lock = NSLock()

    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` to a file descriptor, all of it, holding the console lock.
    static func write(_ text: String, to descriptor: Int32) {
        lock.lock()
        defer { lock.unlock() }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Whether standard error is a terminal (progress bars go there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's width in columns, 80 when unknown.
    static var terminalWidth: Int {
        var size = winsize()
        #if canImport(Darwin)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = UInt(TIOCGWINSZ)
        #endif
        if ioctl(STDERR_FILENO, request, &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
