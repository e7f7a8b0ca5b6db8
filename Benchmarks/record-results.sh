#!/usr/bin/env bash
# Runs the three benchmarks (engine, drawing, command) and writes what they print, with the
# commit, the machine and the library versions, to Benchmarks/results/<date>-<commit>.md.
# The README's performance tables cite one such file; older files are the measurement history.
# Usage: Benchmarks/record-results.sh  (run it on a quiet machine; it takes several minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
commit="$(git rev-parse --short HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    commit="$commit-dirty"
fi
out="Benchmarks/results/$(date -u +%F)-$commit.md"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

run() {
    local title="$1"; shift
    echo "## $title"
    echo
    echo "\`$*\`"
    echo
    echo '```'
    "$@" 2>&1 | grep -v -E '^\[[0-9]+/[0-9]+\]|^Building|^Compiling|^Build complete|^Write swift-version' || true
    echo '```'
    echo
}

{
    echo "# Benchmark results, $(date -u +%F), commit $commit"
    echo
    echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -m)"
    echo "- system: $(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1)"
    echo "- libraries: cairo $(pkg-config --modversion cairo), pango $(pkg-config --modversion pango), freetype $(pkg-config --modversion freetype2), harfbuzz $(pkg-config --modversion harfbuzz), pixman $(pkg-config --modversion pixman-1)"
    echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
    run "Engine" make bench
    run "Drawing and encoding" make bench-render
    run "The command" make bench-cli
} > "$log"
mv "$log" "$out"
trap - EXIT
echo "wrote $out"
