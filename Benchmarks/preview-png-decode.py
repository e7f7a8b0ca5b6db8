#!/usr/bin/env python3
"""How long headless Chromium takes to get a preview picture on screen, by PNG encoding and delivery.

Usage: Benchmarks/preview-png-decode.py PICTURE.png [SMALLER.png ...] [--reps N] [--strip-rows N]

The preview's save-to-picture time on tall pages is dominated by the browser's download and
decode of the PNG (Benchmarks/preview-latency.py's "transfer"). This script takes a picture as
`mosaic render` writes it (8-bit, every row filtered with None or Up), writes variants of it, serves
them from a local HTTP server, and times in the browser, for each variant (milliseconds, median
and p10-p90 over N rounds, the variants interleaved):

  fetch    a new <img> with the picture's URL until img.decode() resolves (what the page does today)
  bytes    the PNG bytes already in the page (as a binary WebSocket message would bring them),
           through a Blob URL, until img.decode() resolves
  bitmap   the same bytes through createImageBitmap()

Variants: the file as given; zlib level 6 / 1 with the Up filter; level 1 and level 0 (stored)
unfiltered; and the picture cut into strips of --strip-rows rows (zlib 6, Up): the first strip
alone (what shows at the top of the page) and all strips decoded at once. Extra PNGs (for example
the same file rendered at 1x) are timed as given.
"""
import argparse
import http.server
import os
import shutil
import statistics
import struct
import sys
import tempfile
import threading
import zlib

import numpy
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PAGE = """<!doctype html><html><body><script>
const now = () => performance.now();
const decoded = url => { const image = new Image(); image.src = url; return image.decode(); };
async function fetched(urls, round) {
  const start = now(); await Promise.all(urls.map(url => decoded(url + '?' + round + Math.random()))); return now() - start;
}
async function fromBytes(buffers) {
  const start = now();
  const urls = buffers.map(buffer => URL.createObjectURL(new Blob([buffer], {type: 'image/png'})));
  await Promise.all(urls.map(decoded));
  const elapsed = now() - start; urls.forEach(URL.revokeObjectURL); return elapsed;
}
async function bitmaps(buffers) {
  const start = now();
  const made = await Promise.all(buffers.map(buffer => createImageBitmap(new Blob([buffer], {type: 'image/png'}))));
  const elapsed = now() - start; made.forEach(bitmap => bitmap.close()); return elapsed;
}
async function run(variants, rounds) {
  const buffers = {}, results = {};
  for (const [name, urls] of Object.entries(variants)) {
    buffers[name] = await Promise.all(urls.map(async url => (await fetch(url)).arrayBuffer()));
    results[name] = {fetch: [], bytes: [], bitmap: []};
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, urls] of Object.entries(variants)) {
      results[name].fetch.push(await fetched(urls, round));
      results[name].bytes.push(await fromBytes(buffers[name]));
      results[name].bitmap.push(await bitmaps(buffers[name]));
    }
  }
  return results;
}
</script></body></html>"""


def chunks(data):
    offset = 8
    while offset < len(data):
        length, = struct.unpack(">I", data[offset:offset + 4])
        yield data[offset + 4:offset + 8], data[offset + 8:offset + 8 + length]
        offset += 12 + length


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)


def read_pixels(path):
    """The picture's header and its pixel rows (height x width*channels bytes)."""
    with open(path, "rb") as handle:
        data = handle.read()
    header = next(body for kind, body in chunks(data) if kind == b"IHDR")
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None:
        sys.exit("%s: only 8-bit RGB or RGBA pictures are supported" % path)
    raw = zlib.decompress(b"".join(body for kind, body in chunks(data) if kind == b"IDAT"))
    rows = numpy.frombuffer(raw, numpy.uint8).reshape(height, width * channels + 1)
    filters = set(rows[:, 0].tolist())
    if not filters <= {0, 2}:
        sys.exit("%s: rows use filters %s; only None (0) and Up (2) are supported" % (path, sorted(filters)))
    pixels = rows[:, 1:].copy()
    for y in range(1, height):  # Up adds the row above, modulo 256
        if rows[y, 0] == 2:
            pixels[y] += pixels[y - 1]
    return header, pixels


def write_png(path, header, pixels, level, up):
    height = pixels.shape[0]
    filtered = pixels.copy()
    if up:
        filtered[1:] = pixels[1:] - pixels[:-1]
    tags = numpy.full((height, 1), 2 if up else 0, numpy.uint8)
    body = zlib.compress(numpy.hstack([tags, filtered]).tobytes(), level)
    header = struct.pack(">I", height).join([header[:4], header[8:]])
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b""))
    return os.path.getsize(path)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("picture")
    parser.add_argument("smaller", nargs="*")
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--strip-rows", type=int, default=3000)
    arguments = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="mosaic-png-decode-")
    variants, sizes = {}, {}

    def add(name, files):
        variants[name] = files
        sizes[name] = sum(os.path.getsize(os.path.join(folder, file)) for file in files)

    shutil.copy(arguments.picture, os.path.join(folder, "given.png"))
    add("as given", ["given.png"])
    header, pixels = read_pixels(arguments.picture)
    for name, level, up in (("zlib 6, Up", 6, True), ("zlib 1, Up", 1, True), ("zlib 1, none", 1, False),
                            ("zlib 0, none", 0, False)):
        file = "level%d-%s.png" % (level, "up" if up else "none")
        write_png(os.path.join(folder, file), header, pixels, level, up)
        add(name, [file])
    strips = []
    for index, top in enumerate(range(0, pixels.shape[0], arguments.strip_rows)):
        strips.append("strip%d.png" % index)
        write_png(os.path.join(folder, strips[-1]), header, pixels[top:top + arguments.strip_rows], 6, True)
    add("first strip", strips[:1])
    add("all %d strips" % len(strips), strips)
    for index, path in enumerate(arguments.smaller):
        shutil.copy(path, os.path.join(folder, "smaller%d.png" % index))
        add(os.path.basename(path), ["smaller%d.png" % index])
    with open(os.path.join(folder, "index.html"), "w") as handle:
        handle.write(PAGE)

    handler = lambda *a: http.server.SimpleHTTPRequestHandler(*a, directory=folder)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for option in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000",
                   "--user-data-dir=" + os.path.join(folder, ".profile"), "--force-device-scale-factor=1"):
        options.add_argument(option)
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    try:
        driver.set_script_timeout(3600)
        driver.get("http://127.0.0.1:%d/index.html" % server.server_port)
        results = driver.execute_async_script("run(arguments[0], arguments[1]).then(arguments[2])",
                                              variants, arguments.reps)
        print("%d rounds; load average (1 min) at the end: %.1f" % (arguments.reps, os.getloadavg()[0]))
        print("%-16s %10s %20s %20s %20s" % ("variant (ms)", "bytes", "fetch [p10-p90]", "bytes [p10-p90]",
                                             "bitmap [p10-p90]"))
        for name, timings in results.items():
            print("%-16s %10d" % (name, sizes[name]) + "".join(
                " %8.1f [%4.0f-%4.0f]" % (statistics.median(values), percentile(values, 0.1), percentile(values, 0.9))
                for values in (timings["fetch"], timings["bytes"], timings["bitmap"])))
    finally:
        driver.quit()
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
