import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A running `mosaic preview`, started in a folder; interrupted (SIGINT) when the test ends.
final class RunningPreview {
    let process = Process()
    let url: String
    let port: Int
    private let errors = Pipe()

    /// Starts `mosaic preview arguments` in `folder` and reads the URL from its first line.
    init(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let executable = try XCTUnwrap(
            MosaicExecutable.url, "the mosaic executable was not built", file: file, line: line)
        process.executableURL = executable
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        url = Self.firstLine(of: output.fileHandleForReading)
        port = Int(url.split(separator: ":").last?.dropLast() ?? "") ?? 0
    }

    /// Reads up to the first newline (or the end).
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while let byte = try? handle.read(upToCount: 1), let first = byte.first, first != 10 { bytes.append(first) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends SIGINT and returns the exit status and what it wrote on standard error.
    func interrupt() -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// Sends `request` as it is, byte for byte, to 127.0.0.1:`port` and returns the status code and
/// the body of the response (the server closes the connection after it: `Connection: close`).
/// Raw, so that paths reach the server exactly as written, `..` and `%2e` included.
func rawHTTP(port: Int, _ request: String) throws -> (status: Int, head: String, body: String) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count <= 0 { break }
        response += buffer[0..<count]
        // A kept-alive connection (a WebSocket, or an answer to one) ends with its body.
        let text = String(decoding: response, as: UTF8.self)
        if let end = text.range(of: "\r\n\r\n") {
            if text.hasPrefix("HTTP/1.1 101") { break }
            let head = text[..<end.lowerBound].lowercased()
            if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                text.utf8.count - text[..<end.upperBound].utf8.count >= length
            {
                break
            }
        }
    }
    let text = String(decoding: response, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts.first ?? ""
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return (status, head, parts.dropFirst().joined(separator: "\r\n\r\n"))
}
