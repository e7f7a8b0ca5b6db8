#!/usr/bin/env bash
# The animation benchmark: the App Store carousel of Samples/SwiftLayouts (whose
# visibleItemsInvalidationHandler scales its cards) dragged and released, 3 seconds at
# 30 frames per second, at 2x (786 pixels wide: it fits a 720-point column), written as an
# animated PNG. Prints the time the program measures (scene, 90 frames drawn and encoded,
# file written), the process's CPU time and the file's size. Goals: under 2 s, under 2 MB.
#
#   Benchmarks/animation.sh            # release build (swift build -c release)
#   Benchmarks/animation.sh --debug    # the debug build, when a release build is too heavy
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=release
[ "${1:-}" = "--debug" ] && configuration=debug
swift build -c "$configuration" --product mosaic-swift-samples >/dev/null
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for run in 1 2 3; do
  TIMEFORMAT="  run $run: %R s wall, %U s user, %S s system"
  time ".build/$configuration/mosaic-swift-samples" --carousel-animation "$out/carousel.png"
done
echo "size: $(stat -c %s "$out/carousel.png") bytes ($configuration build)"
