import Foundation
import XCTest

/// What a run of the `mosaic` executable did.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The built `mosaic` executable. `swift test` builds it first (the test target depends
/// on it); it sits next to the test bundle in the build directory (`.build/debug`, or
/// whatever `--scratch-path` says). `MOSAIC_EXECUTABLE` overrides the search.
enum MosaicExecutable {
    static let url: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["MOSAIC_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        // Linux: the test runner is `<build>/debug/MosaicPackageTests.xctest`, an executable.
        // macOS: the bundle is `<build>/debug/MosaicPackageTests.xctest/Contents/MacOS/...`.
        var folders: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for bundle in [Bundle.main] + Bundle.allBundles {
            folders.append(bundle.bundleURL)
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        candidates += folders.map { $0.appendingPathComponent("mosaic") }
        // Last resort: the default build directory of this checkout.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/mosaic"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: url.path)
        }
    }()
}

/// Runs `mosaic` with `arguments` in `directory`, with standard error not a terminal, and
/// `standardInput` written to a pipe on its standard input (none when `nil`).
func runMosaic(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    standardInput: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws -> RunResult {
    let executable = try XCTUnwrap(
        MosaicExecutable.url, "the mosaic executable was not built next to the tests",
        file: file, line: line)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
    try process.run()
    if let standardInput {
        try input.fileHandleForWriting.write(contentsOf: Data(standardInput.utf8))
        try input.fileHandleForWriting.close()
    }
    // Read both pipes while the process runs, so a full pipe never blocks it.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary directory, removed when the test ends.
func makeTemporaryDirectory(for test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mosaic-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

extension URL {
    /// Writes `text` to `name` in this directory and returns the file's URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The names of the files in this directory, sorted.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The file's bytes (empty when unreadable).
    var bytes: [UInt8] { (try? [UInt8](Data(contentsOf: self))) ?? [] }
}

/// The width and height in a PNG's IHDR chunk.
func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24 else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}
