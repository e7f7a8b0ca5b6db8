/// libFuzzer's entry point for programs that have their own `main`
/// (`LLVMFuzzerRunDriver`, in libclang_rt.fuzzer); present only in fuzzing builds.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ target: FuzzTarget
) -> CInt

/// Runs libFuzzer on `target` with the process's command line (libFuzzer's flags and
/// corpus folders), and returns its exit status.
///
/// SwiftPM links an executable's `main` to `<Module>_main`, so libFuzzer's own `main`
/// cannot be used; each fuzz executable defines that symbol and calls this.
public func runLibFuzzer(
    argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ target: FuzzTarget
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, target)
}
#endif
