#!/usr/bin/env bash
# Renders every sample layout into Output/ and writes Output/index.html.
set -euo pipefail
cd "$(dirname "$0")/.."
mosaic=".build/release/mosaic"
mkdir -p Output
"$mosaic" render Samples/*.yaml -o Output --gallery Output/index.html
