#!/usr/bin/env python3
"""Save-to-picture latency of `mosaic preview`, measured in the browser; its idle CPU and memory.

Usage: Benchmarks/preview-latency.py MOSAIC [--saves N] [--soak N] [--idle SECONDS] [--only NAME.yaml]
                                     [--device-scale-factor N] [--scale N] [--edit theme|comment]
                                     [--scroll top|bottom]

Copies the sample layout files (Samples/*.yaml) into a temporary folder, previews them all
(`mosaic preview '*.yaml' --port 0`), and opens each file's page in headless Chromium (Selenium,
as the browser test). Then, for each sample, it saves the file N times as an editor does (a new
file renamed over the old one) and waits, each time, until the page has shown the new picture in
the window. Each save switches the file's canvas between dark and light (`--edit theme`, the
default), so the page's colours change and nearly every strip of the picture is drawn, encoded
and sent again (a strip of theme-independent artwork stays the same); `--edit title` gives the
file's first cell or header title the save's number, as a designer's edit changes a few strips
(samples without such a title are left out); `--edit comment` changes only a comment,
so the picture's bytes stay the same. The page is looked at from its top, or with
`--scroll bottom` from its end (where a tall picture's last strips show). The page records
when each step happened (the server's times come with the render), so every save is split
into:

  detect    the save until the watcher reports it (inotify: the file renamed into place)
  queue     until the render starts
  render    decoding, laying out, drawing and encoding the PNG (the server's own figures)
  transfer  from the render's end until the picture's part in the window is decoded (strips
            sent while the render goes on are decoded meanwhile)
  page      from the decoded picture to the next frame painted with it

It prints the median and the 10th-90th percentile spread of each, per sample (milliseconds),
and (whole) the median time until every strip of the picture, out of sight too, is in place,
where the page reports it (a page that shows a picture whole: when it is decoded).
With --soak, it then saves the first sample measured N more times and prints the server's resident memory
every N/10 saves; with --idle, the server's CPU time over that many idle seconds (from
/proc/PID/stat) with the page still open. Use a release build for figures worth quoting:
  swift build -c release --product mosaic
  Benchmarks/preview-latency.py .build/release/mosaic --saves 30 --device-scale-factor 3 --soak 1000 --idle 60
"""
import argparse
import glob
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def save(path, text):
    with open(path + ".tmp~", "w") as handle:
        handle.write(text)
    os.replace(path + ".tmp~", path)


def now_ms():
    return time.time() * 1000


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def resident_kib(pid):
    with open("/proc/%d/status" % pid) as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Page:
    def __init__(self, driver):
        self.driver = driver

    def updates(self):
        return self.driver.execute_script("return window.mosaicPreview ? window.mosaicPreview.updates.length : 0")

    def wait_for_update(self, count, timeout=30):
        """The page's record of its update after the first `count`, once it is made. The page
        looks for it itself (a timer of a few milliseconds) and answers once, so that the
        benchmark does not load the machine with a WebDriver call every few milliseconds."""
        return self.wait_in_page(
            "const u = window.mosaicPreview && window.mosaicPreview.updates;"
            " return u && u.length > arguments[0] ? u[u.length - 1] : null;", count, timeout)

    def wait_in_page(self, condition, argument, timeout):
        """The first value of the script `condition` (given `argument`) that is not null,
        looked at in the page every 4 ms."""
        self.driver.set_script_timeout(timeout)
        try:
            return self.driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                " const look = new Function(arguments[1]);"
                " const tick = () => { const value = look(arguments[0]); if (value) done(value);"
                " else setTimeout(tick, 4); };"
                " tick();", argument, condition)
        except TimeoutException:
            raise SystemExit("timed out waiting for the page to show a new picture")


def themed(text, theme):
    """The layout file with its canvas's theme set to `theme`."""
    lines = text.split("\n")
    if "canvas:" not in lines:
        return text + "\ncanvas: {theme: %s}\n" % theme
    start = lines.index("canvas:") + 1
    end = start
    while end < len(lines) and (lines[end].startswith(" ") or not lines[end].strip()):
        if lines[end].startswith("  theme:"):
            lines[end] = "  theme: " + theme
            return "\n".join(lines)
        end += 1
    lines.insert(start, "  theme: " + theme)
    return "\n".join(lines)


def retitled(text, round_number):
    """The file with its first cell or header title (an indented `title:`) ending in the save's
    number, or None when it has none."""
    lines = text.split("\n")
    # The value runs to its closing quote, or (unquoted) to its last character before , } or #.
    value = re.compile(r"""(?<![A-Za-z_])title: *(?:"[^"]*|'[^']*|[^,}#]*[^,}# ])""")
    for index, line in enumerate(lines):
        found = value.search(line) if line.startswith(" ") else None
        if found:
            lines[index] = line[:found.end()] + " %d" % round_number + line[found.end():]
            return "\n".join(lines)
    return None


def edited(text, edit, round_number):
    """The file's text for the save `round_number`: each one's picture differs from the last."""
    if edit == "comment":
        return text + "\n# save %d\n" % round_number
    if edit == "title":
        return retitled(text, round_number)
    dark = themed(text, "dark") == text
    other, own = ("light", "dark") if dark else ("dark", "light")
    return themed(text, other if round_number % 2 == 0 else own)


def measure_save(page, path, text, round_number, edit="theme"):
    count = page.updates()
    saved = now_ms()
    save(path, edited(text, edit, round_number))
    record = page.wait_for_update(count)
    if not record.get("ok"):
        raise SystemExit("%s did not render: see the page" % path)
    if edit == "theme" and record.get("changedStrips") == 0:
        raise SystemExit("%s: the picture did not change" % path)
    # A page that shows a picture in strips reports when the last one (out of sight too) is decoded.
    complete = record["loadedAt"]
    if "strips" in record:
        complete = page.wait_in_page(
            "const u = window.mosaicPreview.updates; return u[u.length - 1].completeAt;", None, 10)
    return {
        "total": record["shownAt"] - saved,
        "detect": record["changedAt"] - saved,
        "queue": record["startedAt"] - record["changedAt"],
        "render": record["renderedAt"] - record["startedAt"],
        "transfer": record["loadedAt"] - record["renderedAt"],
        "page": record["shownAt"] - record["loadedAt"],
        "whole": complete - saved,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mosaic")
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--soak", type=int, default=0)
    parser.add_argument("--idle", type=float, default=0)
    parser.add_argument("--only", action="append", default=[],
                        help="measure only this sample (e.g. orthogonal-behaviors.yaml); repeat for more")
    parser.add_argument("--device-scale-factor", type=float, default=1,
                        help="the browser's devicePixelRatio (2 for a Retina screen); the page draws at it by default")
    parser.add_argument("--scale", type=int, default=0,
                        help="each page's view draws at this scale (1-3) instead of the default")
    parser.add_argument("--scroll", choices=["top", "bottom"], default="top",
                        help="where the page is scrolled to while the file is saved")
    parser.add_argument("--edit", choices=["theme", "title", "comment"], default="theme",
                        help="what each save changes: the canvas's theme (nearly every pixel), one cell's "
                             "or header's title (a few strips), or a comment (no pixel)")
    arguments = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="mosaic-preview-bench-")
    for sample in sorted(glob.glob(os.path.join(ROOT, "Samples", "*.yaml"))):
        shutil.copy(sample, folder)
    names = sorted(os.path.basename(path) for path in glob.glob(os.path.join(folder, "*.yaml")))
    measured = [name for name in names if not arguments.only or name in arguments.only]
    server = subprocess.Popen([os.path.abspath(arguments.mosaic), "preview", "*.yaml", "--port", "0"], cwd=folder,
                              stdout=subprocess.PIPE, text=True)
    url = server.stdout.readline().strip()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for option in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000",
                   "--user-data-dir=" + os.path.join(folder, ".profile"),
                   "--force-device-scale-factor=%g" % arguments.device_scale_factor):
        options.add_argument(option)
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    page = Page(driver)
    columns = ["total", "detect", "queue", "render", "transfer", "page", "whole"]
    everything = []
    try:
        print("%-26s %16s %8s %8s %8s %9s %8s %8s" % ("sample (ms, median)", "total [p10-p90]", *columns[1:]))
        for index, name in enumerate(names):
            if name not in measured:
                continue
            path = os.path.join(folder, name)
            with open(path) as handle:
                text = handle.read()
            if arguments.edit == "title" and retitled(text, 0) is None:
                print("%-26s (no cell or header title to edit)" % name)
                continue
            if arguments.scale:
                driver.get(url)
                driver.execute_script("localStorage.setItem('mosaic-preview:' + arguments[0], JSON.stringify("
                                      "{views: [{scale: arguments[1]}], orthogonal: '', anatomy: false}));",
                                      name, arguments.scale)
            driver.get(url + "file/%d" % index)
            page.wait_for_update(0)
            if arguments.scroll == "bottom":
                driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight);")
            rounds = [measure_save(page, path, text, round_number, arguments.edit)
                      for round_number in range(arguments.saves)]
            everything += rounds
            medians = {column: statistics.median(r[column] for r in rounds) for column in columns}
            totals = [r["total"] for r in rounds]
            print("%-26s %5.0f [%3.0f-%3.0f] %8.1f %8.1f %8.1f %9.1f %8.1f %8.1f" % (
                name, medians["total"], percentile(totals, 0.1), percentile(totals, 0.9),
                *(medians[column] for column in columns[1:])))
        totals = [r["total"] for r in everything]
        print("all %d saves: median %.0f ms, p10 %.0f, p90 %.0f, max %.0f; render median %.1f ms" % (
            len(totals), statistics.median(totals), percentile(totals, 0.1), percentile(totals, 0.9), max(totals),
            statistics.median(r["render"] for r in everything)))

        if arguments.soak:
            name = measured[0]
            path = os.path.join(folder, name)
            with open(os.path.join(ROOT, "Samples", name)) as handle:
                text = handle.read()
            driver.get(url + "file/%d" % names.index(name))
            page.wait_for_update(0)
            step = max(1, arguments.soak // 10)
            readings = [(0, resident_kib(server.pid))]
            # Saves go on from where the measured rounds left the file, so that each one changes it.
            first = arguments.saves if name in measured else 0
            for count in range(1, arguments.soak + 1):
                measure_save(page, path, text, first + count - 1, arguments.edit)
                if count % step == 0:
                    readings.append((count, resident_kib(server.pid)))
            print("resident memory of the server over %d saves of %s (MiB): %s" % (
                arguments.soak, name, ", ".join("%d: %.1f" % (n, kib / 1024) for n, kib in readings)))

        if arguments.idle:
            time.sleep(5)  # the last render's message and picture are sent
            before = cpu_seconds(server.pid)
            time.sleep(arguments.idle)
            used = cpu_seconds(server.pid) - before
            print("idle for %.0f s with the page open: the server used %.2f s of CPU" % (arguments.idle, used))
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
