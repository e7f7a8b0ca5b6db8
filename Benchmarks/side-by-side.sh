#!/usr/bin/env bash
# Mosaic beside the tools people use today for the same picture, on this machine:
#   - mosaic render: a layout file to PNG (the whole process: start, layout, draw, encode);
#   - rsvg-convert: Mosaic's own SVG of that layout to a PNG of the same pixel size;
#   - headless Chromium: an HTML page of the same layout (one absolutely placed, rounded,
#     labelled box per element, from `mosaic frames`) to a screenshot of the same size.
# Rounds alternate the three tools (M R C M R C ...); the ratios are medians of per-round
# ratios, with their range. Not part of CI: it needs librsvg2-bin and chromium (Debian):
#   apt-get install -y librsvg2-bin chromium
# Usage: Benchmarks/side-by-side.sh [layout=Samples/grid.yaml] [rounds=7]
set -euo pipefail
cd "$(dirname "$0")/.."
layout="${1:-Samples/grid.yaml}"
rounds="${2:-7}"
mosaic="${MOSAIC_BUILD:-.build/release}/mosaic"
[ -x "$mosaic" ] || { echo "side-by-side: $mosaic is missing; run 'make samples' (or 'make bench-cli')" >&2; exit 1; }
for tool in rsvg-convert chromium; do
  command -v "$tool" > /dev/null || { echo "side-by-side: $tool is missing (apt-get install -y librsvg2-bin chromium)" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
name="$(basename "${layout%.*}")"
scale=3

# The picture's size: Mosaic's PNG, and its SVG in points.
"$mosaic" render "$layout" -o "$work/$name.png" --scale "$scale" --quiet
"$mosaic" render "$layout" -o "$work/$name.svg" --quiet
read -r width height < <(od -An -tu1 -j16 -N8 "$work/$name.png" \
  | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4, $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }')

# The same layout as HTML: each element a box at its frame, in points (CSS pixels).
"$mosaic" frames "$layout" | awk -v w="$((width / scale))" -v h="$((height / scale))" '
  BEGIN {
    print "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>"
    print "html, body { margin: 0; background: #f2f2f7; width: " w "px; height: " h "px; overflow: hidden }"
    print "div { position: absolute; box-sizing: border-box; border-radius: 10px; font: 600 13px Inter, sans-serif;"
    print "      padding: 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap }"
    print ".cell { background: #dfe6f5 } .supplementary { background: transparent } .decoration { background: #fff }"
    print "</style></head><body>"
  }
  NR > 1 { printf "<div class=\"%s\" style=\"left:%spx;top:%spx;width:%spx;height:%spx\">%s</div>\n", $1, $5, $6, $7, $8, ($1 == "cell" ? "Item " $4 : ($1 == "supplementary" ? "Section " $3 : "")) }
  END { print "</body></html>" }' > "$work/$name.html"

run_mosaic() { "$mosaic" render "$layout" -o "$work/m.png" --scale "$scale" --quiet; }
run_rsvg() { rsvg-convert --zoom "$scale" -o "$work/r.png" "$work/$name.svg"; }
run_chromium() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor="$scale" \
    --window-size="$((width / scale)),$((height / scale))" --screenshot="$work/c.png" "file://$work/$name.html" > /dev/null 2>&1
}
ms() { local start end; start=$(date +%s%N); "$@"; end=$(date +%s%N); echo $(((end - start) / 1000)); }

run_mosaic; run_rsvg; run_chromium   # warm-up: caches, the page cache
for _ in $(seq "$rounds"); do echo "$(ms run_mosaic) $(ms run_rsvg) $(ms run_chromium)"; done > "$work/rounds"

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
range() { sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f-%.1f", lo, hi }'; }
echo "$layout at scale $scale, ${width}x${height} px, $rounds rounds ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)); wall time per picture, whole process:"
printf '  %-40s %8.1f ms\n' "mosaic render (PNG)" "$(awk '{ print $1 / 1000 }' "$work/rounds" | median)"
printf '  %-40s %8.1f ms   %.1fx Mosaic (range %s)\n' "rsvg-convert (Mosaic's SVG to PNG)" \
  "$(awk '{ print $2 / 1000 }' "$work/rounds" | median)" "$(awk '{ print $2 / $1 }' "$work/rounds" | median)" \
  "$(awk '{ print $2 / $1 }' "$work/rounds" | range)"
printf '  %-40s %8.1f ms   %.1fx Mosaic (range %s)\n' "headless Chromium (HTML screenshot)" \
  "$(awk '{ print $3 / 1000 }' "$work/rounds" | median)" "$(awk '{ print $3 / $1 }' "$work/rounds" | median)" \
  "$(awk '{ print $3 / $1 }' "$work/rounds" | range)"
for picture in r c; do
  [ -s "$work/$picture.png" ] || { echo "side-by-side: no picture from $([ $picture = r ] && echo rsvg-convert || echo chromium)" >&2; exit 1; }
done
