#!/usr/bin/env bash
# Builds and runs the C baseline for Mosaic's drawing and PNG encoding.
# Usage: Benchmarks/run-cairo-peer.sh [N=200] [runs=7] [out.png] | serve  (see cairo_peer.c)
# Needs gcc, pkg-config and libpango1.0-dev (which brings libcairo2-dev and libpng-dev).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="$here/cairo-peer/.build"
mkdir -p "$build"
# shellcheck disable=SC2046
gcc -O2 -std=gnu11 -Wall -Wextra \
    -I"$here/../Sources/CCairo" -I"$here/../Sources/CMalloc" \
    "$here/cairo-peer/cairo_peer.c" -o "$build/cairo-peer" \
    $(pkg-config --cflags --libs cairo pangocairo libpng) -lm
exec "$build/cairo-peer" "$@"
