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
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes` to a file descriptor, all of them, holding the console lock.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        lock.lock()
        defer { lock.unlock() }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #elseif canImport(Musl)
            let written = Musl.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
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
