#!/usr/bin/env bash
# Builds Samples/PastedScreens, a package that depends on Mosaic by path, from scratch, and
# fails if the build prints any warning (SwiftPM used to print "prohibited flag(s): -pthread"
# twice for every package depending on Mosaic: see Sources/CPangoCairo/pkgconfig/). Then runs
# its program, which renders the pasted screens, into a temporary directory.
#
# A fresh build of Mosaic's library targets takes about 1.5 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/../Samples/PastedScreens"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
log="$scratch/build.log"
status=0
swift build --scratch-path "$scratch/build" 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  echo "check-dependent-package: the build failed" >&2
  exit 1
fi
if grep -n "warning:" "$log" >&2; then
  echo "check-dependent-package: a package depending on Mosaic gets the warnings above" >&2
  exit 1
fi
mkdir -p "$scratch/images"
"$scratch/build/debug/render-pasted-screens" "$scratch/images"
for name in contacts photo-grid featured; do
  [ -s "$scratch/images/$name.png" ] || { echo "check-dependent-package: $name.png was not written" >&2; exit 1; }
done
echo "check-dependent-package: built without warnings; rendered $(ls "$scratch/images" | wc -l) screens"
