#!/usr/bin/env bash
# Installs the Debian packages Mosaic builds and tests with, if any is missing:
# Cairo and Pango headers, libpng, libjpeg-turbo (JPEG images), the pinned fonts (Inter, DejaVu, Noto Color Emoji, Noto Sans CJK, Thai and Devanagari), and python3 with jsonschema
# and PyYAML (the layout-file schema test), Chromium (the gallery page and the snapshot report are checked in it, headless), and
# libcurl4-openssl-dev (release builds link Foundation's networking, which needs it), debootstrap (the cross-release test makes a Debian 13 root with it), and chromium-driver with Selenium from PyPI (the live
# preview's page is driven in Chromium), and cmark-gfm (the snapshot markdown summary is rendered with it in the tests).
# Needs root (or sudo) and apt-get.
#
# --runtime installs only what a built `mosaic` binary needs to run: its shared libraries and the pinned fonts
# (no headers, compilers, browsers or test tools).
#
# Works on Debian 12 (bookworm) and 13 (trixie), by each release's package names: Debian 13 renamed libraries in its
# 64-bit time transition (libglib2.0-0t64, libpng16-16t64) and moved DejaVu Sans Mono into fonts-dejavu-mono.
set -euo pipefail

runtime_only=false
case "${1:-}" in
    --runtime) runtime_only=true ;;
    "") ;;
    *) echo "usage: $0 [--runtime]" >&2; exit 64 ;;
esac

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi

# The names, among a release's candidates, that apt can install (one apt-cache call: each takes a while).
candidates=(libc6 libglib2.0-0t64 libpng16-16t64 libcurl4t64 fonts-dejavu-mono)
installable() {
    apt-cache policy "${candidates[@]}" 2>/dev/null | awk '/^[^ ]/ { name = $1; sub(/:$/, "", name) } /Candidate: [^(]/ { print name }'
}
names="$(installable)"
if ! grep -qx libc6 <<< "$names"; then
    # No package lists yet (a fresh image): read them first.
    command -v apt-get >/dev/null || { echo "error: apt-get not found: Mosaic's scripts install Debian packages" >&2; exit 1; }
    $sudo apt-get update -qq
    names="$(installable)"
fi
known() {
    grep -qx "$1" <<< "$names"
}
# The first name apt knows, of a release's names for one package (newest release first).
pick() {
    for name in "$@"; do
        if known "$name"; then echo "$name"; return; fi
    done
    echo "${@: -1}"
}

# The pinned fonts (FontEnvironment.pinnedFontFiles): Inter; DejaVu Sans, Serif and Sans Mono (fonts-dejavu-core),
# DejaVu Sans Oblique and Bold Oblique (fonts-dejavu-extra), DejaVu Sans Mono on Debian 13 (fonts-dejavu-mono);
# Noto Color Emoji; Noto Sans CJK (Chinese, Japanese, Korean: fonts-noto-cjk, the smallest package that has them);
# Noto Sans Thai and Devanagari (fonts-noto-core).
fonts=(fonts-inter fonts-dejavu-core fonts-dejavu-extra fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core)
if known fonts-dejavu-mono; then fonts+=(fonts-dejavu-mono); fi

# What the mosaic executable links (ldd of a release build, whose Swift runtime is linked in); libcurl for
# Foundation's networking, which the preview's HTTP server brings in.
libraries=(libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 "$(pick libglib2.0-0t64 libglib2.0-0)"
           libfontconfig1 libfreetype6 libharfbuzz0b libpixman-1-0 "$(pick libpng16-16t64 libpng16-16)" libjpeg62-turbo
           "$(pick libcurl4t64 libcurl4)" libstdc++6 libgcc-s1 zlib1g)

if $runtime_only; then
    packages=("${libraries[@]}" "${fonts[@]}")
else
    # libcurl4-openssl-dev: release builds link Foundation's networking statically, and it links libcurl.
    packages=(libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libcurl4-openssl-dev "${fonts[@]}" python3 python3-jsonschema
              python3-yaml chromium chromium-driver cmark-gfm debootstrap)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    if [ -n "$sudo" ] && ! command -v sudo >/dev/null; then
        echo "error: need root or sudo to install ${missing[*]}" >&2
        exit 1
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Selenium for the python3 on PATH (it may not be Debian's), which drives the preview's browser test.
if ! $runtime_only && ! python3 -c "import selenium" 2>/dev/null; then
    python3 -m pip install --quiet selenium || python3 -m pip install --quiet --break-system-packages selenium
fi
