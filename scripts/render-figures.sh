#!/usr/bin/env bash
# Renders the figures and animations of Docs/orthogonal-scrolling.md into Output/figures/:
# for each orthogonalScrollingBehavior of Samples/orthogonal-behaviors.yaml, an animated PNG
# of its section dragged and released, and a filmstrip figure (the drag with a ghost of where
# it rests, then its stops) fitted to a 720-point column; and the dark variant of one. The
# drag is released at 600 pt/s, slow enough that every behaviour rests somewhere else.
#
#   scripts/render-figures.sh [path/to/mosaic]   (default: .build/debug/mosaic)
set -euo pipefail
cd "$(dirname "$0")/.."
mosaic="${1:-.build/debug/mosaic}"
sample=Samples/orthogonal-behaviors.yaml
out=Output/figures
mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.txt
for behavior in continuous continuousGroupLeadingBoundary paging groupPaging groupPagingCentered; do
  "$mosaic" render "$sample" --device iphone-se --scale 1 --orthogonal animate --section "$behavior" --release-velocity 600 \
    --alt-text -o "$out/$behavior-animated.png" --quiet
  "$mosaic" render "$sample" --device iphone-se --scale 2 --orthogonal filmstrip --section "$behavior" --release-velocity 600 \
    --max-width 1440 --max-frames 4 --alt-text -o "$out/$behavior-filmstrip.png" --quiet
done
"$mosaic" render "$sample" --device iphone-se --scale 2 --theme dark --orthogonal filmstrip \
  --section groupPagingCentered --release-velocity 600 --max-width 1440 --max-frames 4 --alt-text \
  -o "$out/groupPagingCentered-filmstrip-dark.png" --quiet
