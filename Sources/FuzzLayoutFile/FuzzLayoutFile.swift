import Foundation
import MosaicFuzzing

// Built by scripts/fuzz.sh with -sanitize=fuzzer,address and -D FUZZING, libFuzzer calls
// the function below with each input. In an ordinary build it is a replayer: it runs the files named on
// its command line once each (to reproduce a crash under a debugger, or a corpus).

/// The folder image paths in fuzz inputs are relative to: $MOSAIC_FUZZ_BASE or the current one.
private let baseDirectory = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["MOSAIC_FUZZ_BASE"]
        ?? FileManager.default.currentDirectoryPath, isDirectory: true)

#if FUZZING
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    Exercises.layoutFile(bytes, baseDirectory: baseDirectory)
    return 0
}

/// The program's entry (SwiftPM points `main` here): libFuzzer, driving ``fuzzLayoutFile(_:_:)``.
@_cdecl("fuzz_layout_file_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv) { data, count in fuzzLayoutFile(data, count) }
}
#else
@main
struct ReplayLayoutFiles {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            Exercises.layoutFile(Array(try Data(contentsOf: URL(fileURLWithPath: path))), baseDirectory: baseDirectory)
            print("ran \(path)")
        }
    }
}
#endif
