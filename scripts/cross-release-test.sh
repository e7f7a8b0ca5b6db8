#!/usr/bin/env bash
# The cross-release test: references recorded on this machine's Debian release verify in a Debian 13 (trixie) root
# made with debootstrap, and references recorded there verify here. Every sample unchanged must pass both ways
# (its glyphs rasterise differently under the other release's cairo, pango and freetype); every kind of real change
# must fail both ways: an element moved by one device pixel, a colour one step off (0x80 -> 0x81), a word of equal
# width changed, an image swapped, a badge removed.
#
# Usage: scripts/cross-release-test.sh [MOSAIC_BINARY]   (default .build/debug/mosaic, built if missing)
#
# The root is cached in .cache/cross-release/<suite> (git-ignored): the first run takes a minute or two for
# debootstrap and the runtime packages (scripts/install-dependencies.sh --runtime, run inside the root), later runs
# reuse it. A debug binary runs there with the Swift runtime libraries it links copied in at the same paths; a
# release build (--static-swift-stdlib) needs none. Needs root, debootstrap and a mount namespace (unshare); where
# those are missing it says so and skips, except when CI=true, where it fails instead.
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"

skip() {
    if [ "${CI:-}" = "true" ]; then
        echo "cross-release test: cannot run: $1 (CI=true, so this fails instead of skipping)" >&2
        exit 1
    fi
    echo "cross-release test: skipped: $1"
    exit 0
}

[ "$(id -u)" -eq 0 ] || skip "needs root (debootstrap, chroot and a mount namespace)"
command -v debootstrap >/dev/null || skip "debootstrap is not installed (scripts/install-dependencies.sh installs it)"
command -v unshare >/dev/null || skip "unshare (util-linux) is not installed"
unshare --mount --propagation private true 2>/dev/null || skip "this machine cannot make a mount namespace (unshare --mount)"

# The other release: Debian 13, or Debian 12 when this machine runs 13.
host_codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
suite="${MOSAIC_CROSS_RELEASE_SUITE:-trixie}"
if [ "$suite" = "$host_codename" ]; then suite=bookworm; fi
root="${MOSAIC_CROSS_RELEASE_ROOT:-$repository/.cache/cross-release/$suite}"

# The Debian archive this machine's apt uses (deb822 or one-line sources), else debootstrap's default.
mirror="$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -1 || true)"
[ -n "$mirror" ] || mirror="$(grep -hsE '^deb ' /etc/apt/sources.list | awk '{print $2}' | grep -v security | head -1 || true)"

# Runs a command in the root, with /proc mounted in a mount namespace of its own (gone when the command ends).
in_root() {
    unshare --mount --propagation private /bin/sh -c 'mount -t proc proc "$0/proc" && exec chroot "$0" "$@"' "$root" \
        /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
}

started=$SECONDS
if [ ! -f "$root/.mosaic-root" ]; then
    echo "cross-release test: making a Debian $suite root in $root (debootstrap, from ${mirror:-its default archive})"
    rm -rf "$root.partial"
    mkdir -p "$(dirname "$root")"
    debootstrap --variant=minbase "$suite" "$root.partial" ${mirror:+"$mirror"} > "$root.debootstrap.log" 2>&1 \
        || { tail -20 "$root.debootstrap.log" >&2; echo "cross-release test: debootstrap failed" >&2; exit 1; }
    rm -rf "$root"
    mv "$root.partial" "$root"
    touch "$root/.mosaic-root"
fi
# The runtime packages, installed again whenever the install script changes.
installed_by="$(sha256sum scripts/install-dependencies.sh | cut -d' ' -f1)"
if [ "$(cat "$root/.mosaic-runtime" 2>/dev/null)" != "$installed_by" ]; then
    cp scripts/install-dependencies.sh "$root/tmp/install-dependencies.sh"
    in_root bash /tmp/install-dependencies.sh --runtime > "$root.install.log" 2>&1 \
        || { tail -20 "$root.install.log" >&2; echo "cross-release test: installing the runtime packages failed" >&2; exit 1; }
    echo "$installed_by" > "$root/.mosaic-runtime"
fi
prepared=$((SECONDS - started))

binary="${1:-.build/debug/mosaic}"
if [ ! -x "$binary" ]; then
    swift build --product mosaic
fi
# The Swift runtime a debug build links (none for --static-swift-stdlib), copied to the same paths in the root.
ldd "$binary" | awk '$3 ~ /\/swift\// {print $3}' | while read -r library; do
    mkdir -p "$root$(dirname "$library")"
    cp -u "$library" "$root$library"
done

work="$root/mosaic-cross-release"
rm -rf "$work"
mkdir -p "$work/samples" "$work/change"
cp "$binary" "$work/mosaic"
cp Samples/*.yaml "$work/samples/"
outside() { (cd "$work" && "$@"); }
inside() { in_root /bin/sh -c 'cd /mosaic-cross-release && exec "$@"' sh "$@"; }

# The layout the real changes are made to: scale 2, so half a point is one device pixel; a 0x808080 cell, a title
# whose letters an anagram keeps (the same width), a picture from a file, a badge.
cat > "$work/change/change.yaml" <<'YAML'
canvas: {size: 320 x 260, scale: 2}
sections:
  - itemCount: 4
    contentInsets: {top: 10, leading: 10, trailing: 10, bottom: 10}
    placeholder: blank
    group:
      size: 1fw x 110
      subitem:
        size: 0.5fw x 1fh
        contentInsets: 5
        supplementaries:
          - kind: badge
            size: 20 x 20
            anchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}
    content:
      - {title: stone, color: "#808080"}
      - {title: Photo, image: picture.png, imagePlacement: above}
      - {title: Inbox, badge: 3}
      - {title: Notes, subtitle: Today}
YAML
# Two pictures, drawn once here, so both releases read the same bytes.
for colour in 3366CC CC6633; do
    printf 'canvas: {size: 40 x 30, scale: 1}\nsections:\n  - itemCount: 1\n    placeholder: blank\n' > "$work/swatch-$colour.yaml"
    printf '    group: {size: 1fw x 30, subitem: {size: 1fw x 1fh}}\n    content: [{color: "#%s"}]\n' "$colour" >> "$work/swatch-$colour.yaml"
    outside ./mosaic render "swatch-$colour.yaml" -o . > /dev/null 2>&1
done
cp "$work/swatch-3366CC.png" "$work/change/picture.png"
changes=(moved colour word image badge)
declare -A edits=(
    [moved]='s/top: 10, leading/top: 10.5, leading/'
    [colour]='s/"#808080"/"#818080"/'
    [word]='s/title: stone/title: notes/'
    [image]='s/picture.png/other.png/'
    [badge]='s/, badge: 3}/}/'
)
declare -A described=(
    [moved]="an element moved by one device pixel" [colour]="a colour one step off (0x80 -> 0x81)"
    [word]="a word of equal width changed" [image]="an image swapped" [badge]="a badge removed"
)
for change in "${changes[@]}"; do
    mkdir -p "$work/$change"
    sed "${edits[$change]}" "$work/change/change.yaml" > "$work/$change/change.yaml"
    cmp -s "$work/change/change.yaml" "$work/$change/change.yaml" && { echo "cross-release test: the $change edit changed nothing" >&2; exit 1; }
    cp "$work/change/picture.png" "$work/$change/picture.png"
    cp "$work/swatch-CC6633.png" "$work/$change/other.png"
done

expected=0
unexpected=0
# check WHERE NAME EXPECTED_EXIT COMMAND...: runs `mosaic snapshot` on one side and compares its exit code.
check() {
    local where=$1 name=$2 want=$3
    shift 3
    local log="$work/$where.$name.log" got=0
    "$where" ./mosaic snapshot "$@" > "$log" 2>&1 || got=$?
    if [ "$got" -eq "$want" ]; then
        expected=$((expected + 1))
        printf '  %-52s %s\n' "$name" "$([ "$want" -eq 0 ] && echo passed || echo failed, as it should)"
    else
        unexpected=$((unexpected + 1))
        printf '  %-52s UNEXPECTED (exit %s, expected %s):\n' "$name" "$got" "$want"
        sed 's/^/      /' "$log" | head -40
    fi
}

# One direction: record where RECORDER runs, verify where VERIFIER runs.
direction() {
    local recorder=$1 verifier=$2 references=$3
    "$recorder" ./mosaic snapshot "${unchanged[@]}" --references "$references" --record --quiet \
        > "$work/$recorder.record.log" 2>&1 || { cat "$work/$recorder.record.log" >&2; exit 1; }
    check "$verifier" "every sample, unchanged" 0 "${unchanged[@]}" --references "$references"
    for change in "${changes[@]}"; do
        check "$verifier" "${described[$change]}" 1 "$change/change.yaml" --references "$references"
    done
}

# Paths inside the work folder, where both sides run.
unchanged=($(cd "$work" && echo samples/*.yaml) change/change.yaml)
here="Debian ${host_codename:-?}"
echo "cross-release test: recorded on $here, verified on $suite ($(inside ./mosaic --version 2>/dev/null | head -1 || true))"
direction outside inside refs-here
echo "cross-release test: recorded on $suite, verified on $here"
direction inside outside refs-there
echo "cross-release test: $expected of $((expected + unexpected)) verdicts as expected" \
    "(root ready in ${prepared} s, whole test ${SECONDS} s)"
[ "$unexpected" -eq 0 ]
