#!/usr/bin/env bash
# Builds Mosaic's two fuzz targets with libFuzzer and AddressSanitizer and runs each for a
# while: `layout-file` feeds bytes to a layout file's whole path (decode, solve, query,
# draw), `engine` builds compositional layouts from bytes (Sources/MosaicFuzzing).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     # default: 60 s each, both targets
#   FUZZ_RUNS=1000000 scripts/fuzz.sh 0       # stop after a number of executions instead
#
# Corpora live in .build-fuzz/fuzz/TARGET/corpus and grow from run to run; the layout-file
# corpus is seeded from Samples/ and the error-message tests' inputs, with the dictionary
# Fuzz/layout-file.dict. A crash, hang (an input taking over 10 s), sanitizer report or
# out-of-memory (over 2 GB) stops the run, leaves the input in .build-fuzz/fuzz/TARGET/
# and makes the script exit non-zero. Reproduce one with the plain build:
#   swift run fuzz-layout-file .build-fuzz/fuzz/layout-file/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(layout-file engine)
build=.build-fuzz
mkdir -p "$build"

# SwiftPM links with gold, which fails on sanitizer-instrumented objects; lld works.
toolset="$build/lld-toolset.json"
echo '{"schemaVersion": "1.0", "swiftCompiler": {"extraCLIOptions": ["-use-ld=lld"]}}' > "$toolset"
build_flags=(--build-path "$build" -c release --toolset "$toolset"
             -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)

# The Swift runtime's own backtracer would race libFuzzer's crash report.
export SWIFT_BACKTRACE=enable=no
# Caches in fontconfig and Pango live for the whole process: not leaks. Recording a stack
# for every allocation took a third of the engine target's time; a heap error is still
# caught, and rerunning its input with ASAN_OPTIONS=detect_leaks=0 shows where it came from.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}"

status=0
for target in "${targets[@]}"; do
    swift build "${build_flags[@]}" --product "fuzz-$target"
    work="$build/fuzz/$target"
    mkdir -p "$work/corpus"
    options=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/")
    case "$target" in
        layout-file)
            Fuzz/seed-inputs.py . "$work/corpus"
            options+=(-dict=Fuzz/layout-file.dict -max_len=8192)
            export MOSAIC_FUZZ_BASE="$PWD/Samples" ;;
        engine)
            options+=(-max_len=512) ;;
        *) echo "unknown fuzz target '$target' (layout-file or engine)" >&2; exit 64 ;;
    esac
    if [ -n "${FUZZ_RUNS:-}" ]; then options+=(-runs="$FUZZ_RUNS"); fi
    if [ "$seconds" != 0 ]; then options+=(-max_total_time="$seconds"); fi
    echo "== fuzzing $target (${seconds} s${FUZZ_RUNS:+, $FUZZ_RUNS runs})"
    log="$work/last-run.log"
    if "$build/release/fuzz-$target" "${options[@]}" "$work/corpus" > "$log" 2>&1; then
        grep -aE "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: " "$log" | tail -3
        echo "fuzz-$target: no crash, hang or sanitizer report"
    else
        status=1
        grep -aE "ERROR|SUMMARY|Test unit written|Fatal error|runtime failure" "$log" | head -20
        echo "fuzz-$target: FAILED (log: $log)"
    fi
done
exit "$status"
