#!/usr/bin/env bash
# Installs the Debian packages Mosaic builds and tests with, if any is missing:
# Cairo and Pango headers, libpng, libjpeg-turbo (JPEG images), the pinned fonts (Inter, DejaVu, Noto Color Emoji), and python3 with jsonschema
# and PyYAML (the layout-file schema test), and Chromium (the gallery page and the snapshot report are checked in it, headless). Needs root (or sudo) and apt-get.
set -euo pipefail

packages=(libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev fonts-inter fonts-dejavu-core fonts-noto-color-emoji python3 python3-jsonschema python3-yaml
          chromium)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
