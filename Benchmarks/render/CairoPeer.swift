import Foundation

/// The C peer (Benchmarks/cairo-peer) as a long-running process that draws or
/// encodes one picture per request, so its runs can alternate with Mosaic's.
final class CairoPeer {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    private var pending = Data()

    /// Builds and starts the peer; `nil` when it cannot be built or run (needs gcc and pkg-config).
    init?() {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("run-cairo-peer.sh")
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, "serve"]
        process.standardInput = requests
        process.standardOutput = replies
        process.standardError = FileHandle.standardError
        guard (try? process.run()) != nil else { return nil }
        // A first draw proves it runs (and loads its fonts).
        guard (try? draw(count: 1, scale: 1, fullPage: false)) != nil else { return nil }
    }

    deinit {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    struct Failure: Error { var request: String }

    /// Draws `count` cells; returns the peer's own drawing time, ms.
    func draw(count: Int, scale: Int, fullPage: Bool) throws -> Double {
        try ask("draw \(count) \(scale) \(fullPage ? 1 : 0)")[0]
    }

    /// Encodes the last drawing with libpng (zlib 6, Up); its time, ms, and size, bytes.
    func encode() throws -> (milliseconds: Double, bytes: Int) {
        let reply = try ask("encode")
        return (reply[0], Int(reply[1]))
    }

    private func ask(_ request: String) throws -> [Double] {
        requests.fileHandleForWriting.write(Data((request + "\n").utf8))
        while !pending.contains(UInt8(ascii: "\n")) {
            let more = replies.fileHandleForReading.availableData
            guard !more.isEmpty else { throw Failure(request: request) }
            pending.append(more)
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
        pending = Data(pending[(end + 1)...])
        let values = line.split(separator: " ").compactMap { Double($0) }
        guard !values.isEmpty else { throw Failure(request: request) }
        return values
    }
}
