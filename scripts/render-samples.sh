#!/usr/bin/env bash
# Renders every sample into Output/ and writes Output/index.html, the gallery page:
#   - each Samples/*.yaml as PNG and SVG (Output/<name>.png, .svg);
#   - samples with orthogonal (sideways-scrolling) sections also as a filmstrip,
#     Output/<name>-filmstrip.png; two samples' anatomy (<name>-anatomy.png), the
#     adaptive sample on an iPad and the App Store page in dark mode;
#   - the layouts written in Swift (Samples/SwiftLayouts) and the view controllers pasted
#     from iOS code (Samples/PastedScreens, as pasted-*.png) into Output/swift/.
# Expects release builds of `mosaic` and `mosaic-swift-samples` (`make samples` makes them);
# set MOSAIC_BUILD to use another build directory, e.g. MOSAIC_BUILD=.build/debug.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${MOSAIC_BUILD:-.build/release}"
mosaic="$build/mosaic"
swift_samples="$build/mosaic-swift-samples"
for tool in "$mosaic" "$swift_samples"; do
  if [ ! -x "$tool" ]; then
    echo "render-samples: $tool is missing; run 'make samples' first" >&2
    exit 1
  fi
done

started=$(date +%s%N)
mkdir -p Output/swift
# Images of samples that were renamed or removed must not linger in the gallery.
rm -f Output/*.png Output/*.svg Output/*.pdf Output/swift/*.png

# 1. Layouts and pasted view controllers written in Swift, with a manifest the gallery reads.
"$swift_samples" Output/swift

# 2. Variants beside some samples, at 2x to keep Output/ small: a filmstrip of each sample
#    with orthogonal (sideways-scrolling) sections, and the anatomy (item > group > section,
#    labelled as in code) of two samples whose structure is the point.
# The Apple TV home screen has none: a 1920-point screen per rest position of its three
# shelves would outweigh the rest of Output/.
orthogonal=()
while IFS= read -r file; do orthogonal+=("$file"); done \
  < <(grep -l 'orthogonalScrollingBehavior' Samples/*.yaml | grep -v '^Samples/tv-home.yaml$' || true)
if [ ${#orthogonal[@]} -gt 0 ]; then
  "$mosaic" render "${orthogonal[@]}" -o Output --orthogonal filmstrip --scale 2 --suffix -filmstrip --quiet
fi
"$mosaic" render Samples/nested-groups.yaml Samples/inset-items-grid.yaml -o Output --anatomy --caption --scale 2 \
  --suffix -anatomy --quiet
# Adaptive sections only adapt on a wide screen; the App Store page in dark mode.
"$mosaic" render Samples/adaptive-sections.yaml -o Output --device ipad --suffix -ipad --quiet
"$mosaic" render Samples/app-store.yaml -o Output --theme dark --scale 2 --suffix -dark --quiet
# The Japanese recipes screen in dark mode too (Han in Japanese forms in both themes).
"$mosaic" render Samples/recipes-ja.yaml -o Output --theme dark --scale 2 --suffix -dark --quiet
# The health summary is drawn in dark mode; in light mode too, from the same colours.
"$mosaic" render Samples/health-summary.yaml -o Output --theme light --scale 2 --suffix -light --quiet

# 3. Every sample as PNG and SVG, and the gallery page (which picks up the filmstrips
#    and other variants beside each sample, and the Swift samples' manifest).
"$mosaic" render Samples/*.yaml -o Output --format png --format svg \
  --gallery Output/index.html --gallery-include Output/swift/gallery.json

elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
printf 'render-samples: done in %d.%03d s; open Output/index.html\n' $((elapsed / 1000)) $((elapsed % 1000))
