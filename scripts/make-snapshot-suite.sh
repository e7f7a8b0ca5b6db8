#!/usr/bin/env bash
# Makes a `mosaic snapshot` suite from the samples and times its verification: 60 layout
# files (the samples in turn, each copy under its own name, in three subfolders), recorded
# on 2 devices x 2 themes (240 cases), then verified with /usr/bin/time -v.
#
#   scripts/make-snapshot-suite.sh [SUITE_DIR]      (default: /tmp/mosaic-snapshot-suite)
#
# Prints each verification's wall time, CPU time (user + system: steadier than wall time on a
# busy machine) and peak memory (maximum resident set size). Uses the debug build; set
# MOSAIC_BUILD to another build directory (e.g. .build/release), or to several separated by
# spaces to compare them: each records its own references, and every round verifies with
# each in turn. ROUNDS (default 3) sets the number of rounds, FILES (default 60) the files.
set -euo pipefail
cd "$(dirname "$0")/.."
suite="${1:-/tmp/mosaic-snapshot-suite}"
rounds="${ROUNDS:-3}"
count="${FILES:-60}"
builds=()
for build in ${MOSAIC_BUILD:-.build/debug}; do
    [[ "$build" = /* ]] || build="$(pwd)/$build"
    [ -x "$build/mosaic" ] || { echo "make-snapshot-suite: $build/mosaic is missing; run 'swift build' first" >&2; exit 1; }
    builds+=("$build")
done

rm -rf "$suite"
mkdir -p "$suite/layouts/a" "$suite/layouts/b" "$suite/layouts/c"
samples=(Samples/*.yaml)
folders=(a b c)
for index in $(seq 0 $((count - 1))); do
    sample="${samples[$((index % ${#samples[@]}))]}"
    name="$(printf '%02d' "$index")-$(basename "$sample")"
    cp "$sample" "$suite/layouts/${folders[$((index % 3))]}/$name"
done

cd "$suite"
files=(layouts/*/*.yaml)
variants=(--device iphone-15 --device ipad --theme light --theme dark)
for index in "${!builds[@]}"; do
    "${builds[$index]}/mosaic" snapshot "${files[@]}" --references "refs-$index" "${variants[@]}" --record --quiet
done
echo "suite: ${#files[@]} files x 2 devices x 2 themes in $suite"
for round in $(seq 1 "$rounds"); do
    for index in "${!builds[@]}"; do
        /usr/bin/time -v "${builds[$index]}/mosaic" snapshot "${files[@]}" --references "refs-$index" "${variants[@]}" \
            --quiet 2> time.txt || { cat time.txt >&2; exit 1; }
        wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
        user=$(sed -n 's/.*User time (seconds): //p' time.txt)
        system=$(sed -n 's/.*System time (seconds): //p' time.txt)
        peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        echo "round $round, ${builds[$index]}: wall $wall, cpu $cpu s, peak $((peak / 1024)) MiB"
    done
done
