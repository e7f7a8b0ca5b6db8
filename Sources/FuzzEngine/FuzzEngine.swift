import Foundation
import MosaicFuzzing

// Built by scripts/fuzz.sh with -sanitize=fuzzer,address and -D FUZZING, libFuzzer calls
// the function below with each input. In an ordinary build it is a replayer: it runs the files named on
// its command line once each.

#if FUZZING
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Exercises.engine(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

/// The program's entry (SwiftPM points `main` here): libFuzzer, driving ``fuzzEngine(_:_:)``.
@_cdecl("fuzz_engine_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv) { data, count in fuzzEngine(data, count) }
}
#else
@main
struct ReplayEngineInputs {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            Exercises.engine(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            print("ran \(path)")
        }
    }
}
#endif
