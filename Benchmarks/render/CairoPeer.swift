import Foundation

/// Runs the C peer (Benchmarks/run-cairo-peer.sh) and reads its medians.
enum CairoPeer {
    struct Result {
        /// Drawing time, ms.
        var draw: Double
        /// Encoding time with Mosaic's libpng settings, ms.
        var encode: Double
    }

    /// The peer's figures for `count` rectangles, or `nil` when it cannot be built or run.
    static func run(count: Int, runs: Int) -> Result? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("run-cairo-peer.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, "\(count)", "\(runs)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        func value(_ prefix: String) -> Double? {
            output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }
                .flatMap { line in line.split(separator: " ").compactMap { Double($0) }.first }
        }
        guard let draw = value("draw"), let encode = value("encode mosaic") else { return nil }
        return Result(draw: draw, encode: encode)
    }
}
