#!/usr/bin/env bash
# Builds the DocC documentation of Mosaic's library modules with swift-docc-plugin, one
# archive per module in .build/docs/, and fails on any DocC warning (a broken symbol link, an
# undocumented parameter of a documented function, an unknown directive). The catalogs are
# Sources/<Module>/<Module>.docc; modules without one get their symbols' own documentation.
#
# Links between modules are written in code voice (`Canvas`), not as symbol links: DocC
# resolves a symbol link only inside the module being built.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(CompositionalLayout CompositionalLayoutEngine UIKitStandIns MosaicContent MosaicCairo
         MosaicFrames MosaicRender MosaicSnapshotTesting MosaicSpec)
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
output=.build/docs
rm -rf "$output"
mkdir -p "$output"
swift package --allow-writing-to-directory "$output" generate-documentation \
    "${targets[@]}" --warnings-as-errors --output-path "$output"
