#!/usr/bin/env bash
# The engine benchmark (mosaic-bench) of two builds of Mosaic, run alternately (baseline,
# this, baseline, this, ...): for every line of its output that holds a time, the median of
# the per-pair ratios this / baseline, with their range. Use it to weigh a change of compiler
# flags, compiler or code across the whole engine benchmark at once.
# Usage: Benchmarks/compare-builds.sh BASELINE_BUILD [pairs=7]
#   BASELINE_BUILD is a release build folder holding mosaic-bench (e.g. /tmp/base/release, from
#   `swift build -c release --static-swift-stdlib --product mosaic-bench --scratch-path /tmp/base`);
#   this build is ${MOSAIC_BUILD:-.build/release} (`make bench` or `swift build $(RELEASE) --product mosaic-bench`).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 BASELINE_BUILD [pairs=7]" >&2; exit 2; }
baseline="$1/mosaic-bench"
this="${MOSAIC_BUILD:-.build/release}/mosaic-bench"
pairs="${2:-7}"
for binary in "$baseline" "$this"; do
    [ -x "$binary" ] || { echo "compare-builds: $binary is missing" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Both builds on one core (as Benchmarks/cli.sh does): on a VM the cores' speeds differ from
# minute to minute, and a pair should compare the builds, not the cores.
if command -v taskset > /dev/null; then taskset -cp 0 $$ > /dev/null; fi

# Each timed line of one run as "label<TAB>microseconds": the label is the line up to its
# first time, with runs of spaces squeezed.
timed_lines() {
    awk '{
        if (match($0, /[0-9.]+ (ns|µs|ms|s)([ ,;)]|$)/)) {
            text = substr($0, RSTART, RLENGTH); split(text, part, " ")
            unit = part[2]; sub(/[ ,;)]$/, "", unit)
            factor = unit == "ns" ? 0.001 : unit == "µs" ? 1 : unit == "ms" ? 1000 : 1000000
            label = substr($0, 1, RSTART - 1); gsub(/ +/, " ", label); sub(/ $/, "", label)
            printf "%s\t%.6f\n", label, part[1] * factor
        }
    }'
}

echo "mosaic-bench, this build / baseline, $pairs pairs (baseline: $baseline; load average $(cut -d' ' -f1-3 /proc/loadavg))"
for pair in $(seq "$pairs"); do
    "$baseline" | timed_lines > "$work/baseline.$pair"
    "$this" | timed_lines > "$work/this.$pair"
    # Lines pair up by position: both builds print the same benchmark's lines in the same order.
    paste "$work/baseline.$pair" "$work/this.$pair" | awk -F'\t' '{ printf "%d\t%s\t%.6f\n", NR, $1, $4 / $2 }' \
        >> "$work/ratios"
done
sort -t$'\t' -k1,1n -k3,3g "$work/ratios" | awk -F'\t' '
    { line = $1; label[line] = $2; ratio[line, ++count[line]] = $3; if (line > last) last = line }
    END {
        for (line = 1; line <= last; line++) {
            n = count[line]
            median = n % 2 ? ratio[line, (n + 1) / 2] : (ratio[line, n / 2] + ratio[line, n / 2 + 1]) / 2
            printf "  %-58s %.3f (range %.3f-%.3f)\n", substr(label[line], 1, 58), median, ratio[line, 1], ratio[line, n]
        }
    }'
