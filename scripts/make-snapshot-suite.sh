#!/usr/bin/env bash
# Makes a `mosaic snapshot` suite from the samples and times its verification: 60 layout
# files (the samples in turn, each copy under its own name, in three subfolders), recorded
# on 2 devices x 2 themes (240 cases), then verified with /usr/bin/time -v.
#
#   scripts/make-snapshot-suite.sh [SUITE_DIR]      (default: /tmp/mosaic-snapshot-suite)
#
# Prints the verification's wall time and peak memory (maximum resident set size). Uses
# the debug build; set MOSAIC_BUILD to another build directory (e.g. .build/release).
# Verifies ROUNDS times (default 3) and prints each round, so a busy machine shows.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${MOSAIC_BUILD:-.build/debug}"
[[ "$build" = /* ]] || build="$(pwd)/$build"
mosaic="$build/mosaic"
suite="${1:-/tmp/mosaic-snapshot-suite}"
rounds="${ROUNDS:-3}"
[ -x "$mosaic" ] || { echo "make-snapshot-suite: $mosaic is missing; run 'swift build' first" >&2; exit 1; }

rm -rf "$suite"
mkdir -p "$suite/layouts/a" "$suite/layouts/b" "$suite/layouts/c"
samples=(Samples/*.yaml)
folders=(a b c)
for index in $(seq 0 59); do
    sample="${samples[$((index % ${#samples[@]}))]}"
    name="$(printf '%02d' "$index")-$(basename "$sample")"
    cp "$sample" "$suite/layouts/${folders[$((index % 3))]}/$name"
done

cd "$suite"
files=(layouts/*/*.yaml)
variants=(--device iphone-15 --device ipad --theme light --theme dark)
"$mosaic" snapshot "${files[@]}" --references refs "${variants[@]}" --record --quiet
echo "suite: ${#files[@]} files x 2 devices x 2 themes in $suite"
for round in $(seq 1 "$rounds"); do
    /usr/bin/time -v "$mosaic" snapshot "${files[@]}" --references refs "${variants[@]}" --quiet \
        2> time.txt || { cat time.txt >&2; exit 1; }
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
    peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
    echo "verify round $round: wall $wall, peak $((peak / 1024)) MiB"
done
