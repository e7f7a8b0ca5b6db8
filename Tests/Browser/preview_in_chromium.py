#!/usr/bin/env python3
"""`mosaic preview` in a real browser: headless Chromium driven by Selenium.

Usage: preview_in_chromium.py MOSAIC FOLDER [SCREENSHOT]

Starts `mosaic preview` on a layout file in FOLDER, opens its page, and checks, step by
step, that the page follows the file: a save changes the picture in place without a reload;
a broken file shows file:line:column and the last good picture dimmed, and fixing it clears
them; a title and a section name with HTML in them show as text; pointing at a cell tells
its kind, index path and frame, and its group and section, also on the anatomy figure and
on an unrolled page and a page beside its filmstrip;
light and dark side by side; a `**` glob finds a file in new subfolders; a picture taller than
a strip is put together from strips, row against row, exactly as `mosaic render` draws it, and a
save that changes one strip replaces only that one.
Prints one line per step and exits 1 at the first that fails (2 when Selenium or Chromium
is missing). Chromium and chromedriver come from Debian (scripts/install-dependencies.sh);
Selenium is given the driver's path, so it never downloads one.
"""
import os
import struct
import subprocess
import sys
import time
import zlib

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
except ImportError:
    print("selenium is not installed for this python3 (scripts/install-dependencies.sh installs it)")
    sys.exit(2)

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"

LAYOUT = """title: "<img src=x onerror=\\"document.body.dataset.pwned=1\\">Shop <b>sale</b>"
canvas: {{size: 320 x 480, scale: 1}}
sections:
  - name: "<i>Featured</i>"
    itemCount: {count}
    placeholder: number
    content:
      - {{title: Pic, image: pic.png}}
    group:
      size: 1fw x 100
      subitem: {{size: 0.5fw x 1fh}}
"""

# 3000 rows at 1x: three strips of at most 1020 rows.
TALL = """canvas: {{size: 60 x 3000, scale: 1}}
sections:
  - itemCount: {count}
    placeholder: number
    group: {{size: 1fw x 100, subitem: {{size: 1fw x 1fh}}}}
"""

PHONE = """canvas: {device: iphone-se, scale: 1}
sections:
  - itemCount: 4
    group: {size: 1fw x 60, subitem: {size: 1fw x 1fh}}
"""

CAROUSEL = """canvas: {size: 200 x 140, scale: 1}
sections:
  - name: cards
    itemCount: 3
    orthogonalScrollingBehavior: groupPaging
    interGroupSpacing: 10
    group: {size: 0.7fw x 120, subitem: {size: 1fw x 1fh}}
"""


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def wait_for(description, condition, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    fail("timed out waiting for " + description)


def save(path, text):
    """Saves as an editor that writes a new file and renames it over the old one."""
    temporary = path + ".tmp~"
    with open(temporary, "w") as handle:
        handle.write(text)
    os.replace(temporary, path)


def write_png(path, rgb):
    """Saves an 8 x 8 PNG of one colour (written new and renamed into place)."""
    rows = b"".join(b"\x00" + bytes(rgb) * 8 for _ in range(8))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    with open(path + ".tmp~", "wb") as handle:
        handle.write(data)
    os.replace(path + ".tmp~", path)


def read_png(path):
    """The rows of an 8-bit RGB or RGBA PNG, as lists of (r, g, b) per pixel."""
    with open(path, "rb") as handle:
        data = handle.read()
    position, chunks = 8, {}
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunks.setdefault(kind, []).append(data[position + 8:position + 8 + length])
        position += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][0][:10])
    if depth != 8 or colour not in (2, 6):
        fail("%s: not an 8-bit RGB or RGBA PNG" % path)
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks[b"IDAT"]))
    stride = width * channels
    previous, rows = bytearray(stride), []
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[x] = (line[x] + (left if a <= b and a <= c else up if b <= c else corner)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def row_hashes(rows):
    """FNV-1a (32 bits) of each row's red, green and blue bytes, as the page computes them."""
    hashes = []
    for row in rows:
        value = 0x811C9DC5
        for pixel in row:
            for byte in pixel:
                value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
        hashes.append(value)
    return hashes


# The card's picture read back from the page: each strip drawn where it is on screen, then a hash
# of every row; null until the picture shown is complete.
READ_BACK = """
const card = window.mosaicPreview.cards[0];
const picture = card && card.message && card.message.picture;
const updates = window.mosaicPreview.updates;
if (!picture || card.shownId !== picture.id || !updates.length || !updates[updates.length - 1].completeAt) return null;
const frame = card.picture.getBoundingClientRect();
const strips = [...card.picture.querySelectorAll('img.strip')];
const boxes = strips.map(image => image.getBoundingClientRect()).sort((a, b) => a.top - b.top);
const canvas = document.createElement('canvas');
canvas.width = picture.pixelWidth;
canvas.height = picture.pixelHeight;
const context = canvas.getContext('2d');
for (const image of strips) {
  const box = image.getBoundingClientRect();
  context.drawImage(image, box.left - frame.left, box.top - frame.top, box.width, box.height);
}
const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
const rows = [];
for (let y = 0; y < canvas.height; y++) {
  let value = 0x811c9dc5;
  for (let i = y * canvas.width * 4; i < (y + 1) * canvas.width * 4; i += 4) {
    for (let c = 0; c < 3; c++) value = Math.imul(value ^ pixels[i + c], 16777619) >>> 0;
  }
  rows.push(value);
}
return { rows, frame: [frame.top, frame.bottom, frame.width], id: picture.id,
         boxes: boxes.map(b => [b.top, b.bottom, b.left, b.width]),
         strips: picture.strips.map(s => [s.top, s.height]), record: updates[updates.length - 1] };
"""


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(64)
    mosaic, folder = os.path.abspath(sys.argv[1]), sys.argv[2]
    screenshot = sys.argv[3] if len(sys.argv) > 3 else None
    for program in (CHROMIUM, DRIVER):
        if not os.access(program, os.X_OK):
            print(program + " is not installed (scripts/install-dependencies.sh installs it)")
            sys.exit(2)
    layout = os.path.join(folder, "shop.yaml")
    save(layout, LAYOUT.format(count=4))
    write_png(os.path.join(folder, "pic.png"), (255, 0, 0))
    os.mkdir(os.path.join(folder, "screens"))
    server = subprocess.Popen([mosaic, "preview", "*.yaml", "screens/**/*.yaml", "--port", "0", "--max-pixels", "260000"],
                              cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1100,900", "--user-data-dir=" + os.path.join(folder, "profile")):
        options.add_argument(argument)
    driver = None
    try:
        url = server.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1:"):
            fail("the first line is not the URL: %r (stderr: %s)" % (url, server.stderr.read()))
        print("listening: " + url)
        driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
        driver.get(url)
        wait_for("the index to list the file",
                 lambda: [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#file-list a")] == ["shop.yaml"])
        driver.find_element(By.CSS_SELECTOR, "#file-list a").click()
        picture = lambda: driver.execute_script(
            "const i = document.querySelector('.view .picture'); return i && i.dataset.id;")
        first = wait_for("the first picture", picture)
        size = driver.execute_script(
            "const c = window.mosaicPreview.cards[0], p = c.message.picture, box = c.picture.getBoundingClientRect();"
            " return [p.pixelWidth, p.pixelHeight, box.width, box.height];")
        if size != [320, 480, 320, 480]:
            fail("the picture is not 320 x 480 px shown 320 x 480 px: %r" % size)
        print("first picture: " + first)

        # A save changes the picture in place: no reload (the marker survives).
        driver.execute_script("window.notReloaded = true;")
        save(layout, LAYOUT.format(count=9))
        second = wait_for("a new picture after the save", lambda: picture() != first and picture())
        if driver.execute_script("return window.notReloaded") is not True:
            fail("the page reloaded")
        print("after the save: " + second + ", no reload")

        # A mistake shows file:line:column and the message, with the last good picture dimmed.
        broken = LAYOUT.format(count=9).replace("itemCount: 9", "itemCont: 9")
        save(layout, broken)
        errors = wait_for("the error on the page", lambda: driver.execute_script(
            "const e = document.querySelector('.view .errors'); return e && !e.hidden && e.textContent;"))
        if "shop.yaml:5:5: error:" not in errors or "itemCont" not in errors:
            fail("the error does not name shop.yaml:5:5 and the key: %r" % errors)
        dimmed = driver.execute_script("const s = document.querySelector('.view .stage');"
                                       " return !s.hidden && s.classList.contains('dimmed');")
        if not dimmed or picture() != second:
            fail("the last good picture is not shown dimmed (%r, %r)" % (dimmed, picture()))
        print("error shown: " + errors.splitlines()[0])
        if screenshot:
            driver.save_screenshot(screenshot.replace(".png", "-error.png"))

        save(layout, LAYOUT.format(count=9))
        wait_for("the error to clear", lambda: driver.execute_script(
            "const e = document.querySelector('.view .errors'); return e.hidden && "
            "!document.querySelector('.view .stage').classList.contains('dimmed');"))
        print("fixed: error cleared")

        # Text from the file is shown as text.
        title = driver.find_element(By.ID, "file-title").text
        expected = '<img src=x onerror="document.body.dataset.pwned=1">Shop <b>sale</b>'
        if title != expected:
            fail("the title is not shown as written: %r" % title)
        if driver.execute_script("return document.querySelectorAll('header img, header b').length") != 0 or \
                driver.execute_script("return document.body.dataset.pwned") is not None:
            fail("the title's HTML became elements")
        print("title escaped: " + title)

        # Pointing at the second cell (right half of the first row) inspects it.
        stage = driver.find_element(By.CSS_SELECTOR, ".view .overlay")
        ActionChains(driver).move_to_element_with_offset(stage, 240 - 160, 50 - 240).perform()
        inspector = wait_for("the inspector", lambda: driver.execute_script(
            "const p = document.getElementById('inspector'); return !p.hidden && p.textContent;"))
        for expected in ("cell · section 0 “<i>Featured</i>” · item 1", "index path [0, 1]",
                         "frame x 160, y 0, 160 × 100 pt", "group 1fw x 100"):
            if expected not in inspector:
                fail("the inspector does not say %r:\n%s" % (expected, inspector))
        if driver.execute_script("return document.querySelectorAll('#inspector i').length") != 0:
            fail("the section name's HTML became elements")
        print("inspector: " + " | ".join(inspector.splitlines()[1:4]))
        ActionChains(driver).click().perform()
        if "pinned" not in driver.find_element(By.ID, "inspector").text:
            fail("a click does not pin the inspector")
        ActionChains(driver).send_keys("\ue00c").perform()  # Escape releases it

        # The file deleted, replaced by a folder, emptied, or drawn over the limits: a clear
        # message, and the picture back once the file is.
        def error_shown(text):
            return wait_for("the message %r" % text, lambda: driver.execute_script(
                "const e = document.querySelector('.view .errors');"
                " return !e.hidden && e.textContent.includes(arguments[0]) && e.textContent;", text))

        def recovered(what):
            save(layout, LAYOUT.format(count=9))
            wait_for("the picture back after " + what, lambda: driver.execute_script(
                "return document.querySelector('.view .errors').hidden && "
                "!document.querySelector('.view .stage').classList.contains('dimmed');"))
            print(what + ": message shown, then recovered")

        os.remove(layout)
        error_shown("shop.yaml: error: the file is gone (deleted or renamed)")
        recovered("deleted")
        os.remove(layout)
        os.mkdir(layout)
        error_shown("shop.yaml: error: this is now a folder")
        os.rmdir(layout)
        recovered("replaced by a folder")
        save(layout, "")
        error_shown("shop.yaml: error: the file is empty")
        recovered("emptied")
        save(layout, LAYOUT.format(count=9).replace("320 x 480", "320 x 900"))
        error_shown("the image would be 320 x 900 px (288,000 px), more than the limit of 260,000 px")
        recovered("over the pixel limit")

        # Light and dark side by side.
        driver.find_element(By.ID, "light-dark").click()
        pictures = wait_for("two pictures", lambda: driver.execute_script(
            "const all = [...document.querySelectorAll('.view .picture')].map(i => i.dataset.id);"
            " return all.length === 2 && all.every(s => s) && all[0] !== all[1] && all;"))
        print("light and dark: " + ", ".join(pictures))

        # Saving an image the file names re-renders it.
        write_png(os.path.join(folder, "pic.png"), (0, 0, 255))
        wait_for("new pictures after the image's save", lambda: driver.execute_script(
            "const all = [...document.querySelectorAll('.view .picture')].map(i => i.dataset.id);"
            " return all.length === 2 && all.every(s => s && !arguments[0].includes(s));", pictures))
        print("the image saved: both pictures re-rendered")
        if screenshot:
            driver.save_screenshot(screenshot)

        # Several tabs at once: a second one follows the same saves.
        first_tab = driver.current_window_handle
        before = picture()
        driver.switch_to.new_window("tab")
        driver.get(url + "file/0")
        tab_picture = wait_for("the second tab's picture", picture)
        save(layout, LAYOUT.format(count=7))
        wait_for("the second tab to follow the save", lambda: picture() != tab_picture)
        driver.switch_to.window(first_tab)
        wait_for("the first tab to follow the save", lambda: picture() != before and picture())
        print("two tabs: both followed the save")

        # A file matching the glob, created later, joins the index.
        save(os.path.join(folder, "later.yaml"), LAYOUT.format(count=2))
        wait_for("later.yaml in the index", lambda: driver.execute_script(
            "return [...document.querySelectorAll('#file-list a')].map(a => a.textContent).join(',')")
            == "shop.yaml,later.yaml")
        print("later.yaml joined the index")

        # A file in new subfolders matching a `**` glob joins it too.
        os.makedirs(os.path.join(folder, "screens", "new", "deeper"))
        save(os.path.join(folder, "screens", "new", "deeper", "deep.yaml"), LAYOUT.format(count=2))
        wait_for("screens/new/deeper/deep.yaml in the index", lambda: driver.execute_script(
            "return [...document.querySelectorAll('#file-list a')].map(a => a.textContent).join(',')")
            == "shop.yaml,later.yaml,screens/new/deeper/deep.yaml")
        print("screens/new/deeper/deep.yaml joined the index")

        # The anatomy figure inspects too: the page's part of the picture maps to the same elements.
        # (A shorter screen keeps the figure, with its label column, under --max-pixels.)
        save(layout, LAYOUT.format(count=7).replace("320 x 480", "320 x 200"))
        driver.find_element(By.ID, "anatomy").click()
        shown = wait_for("the anatomy picture", lambda: driver.execute_script(
            "const c = window.mosaicPreview.cards[0]; const p = c && c.message && c.message.picture;"
            " return p && p.inspectable && p.originX < 0 && c.shownId === p.id"
            " && [p.originX, p.originY, p.pixelWidth / p.scale, p.pixelHeight / p.scale];"))
        origin_x, origin_y, width, height = shown
        stage = driver.find_element(By.CSS_SELECTOR, ".view .overlay")
        # The second cell's middle, (240, 50) in the content; offsets are from the overlay's centre.
        ActionChains(driver).move_to_element_with_offset(
            stage, int(240 - origin_x - width / 2), int(50 - origin_y - height / 2)).perform()
        inspector = wait_for("the inspector over the anatomy figure", lambda: driver.execute_script(
            "const p = document.getElementById('inspector'); return !p.hidden && p.textContent;"))
        for expected in ("index path [0, 1]", "frame x 160, y 0, 160 × 100 pt"):
            if expected not in inspector:
                fail("the inspector over the anatomy figure does not say %r:\n%s" % (expected, inspector))
        # The label column beside the page inspects nothing.
        ActionChains(driver).move_to_element_with_offset(stage, int(width / 2) - 3, int(50 - origin_y - height / 2)).perform()
        wait_for("the inspector to close over the labels", lambda: driver.execute_script(
            "return document.getElementById('inspector').hidden;"))
        print("anatomy figure: inspected " + " | ".join(inspector.splitlines()[1:3]))

        # A sideways section unrolled, then beside its filmstrip: both inspect the page.
        driver.find_element(By.ID, "anatomy").click()
        save(os.path.join(folder, "carousel.yaml"), CAROUSEL)
        wait_for("carousel.yaml in the index", lambda: "carousel.yaml" in driver.execute_script(
            "return [...document.querySelectorAll('#file-list a')].map(a => a.textContent).join(',')"))
        driver.get(url + "file/%d" % driver.execute_script(
            "return window.mosaicPreview.files.find(f => f.name === 'carousel.yaml').id"))

        def presented(mode, check):
            driver.execute_script("const s = document.getElementById('orthogonal'); s.value = arguments[0];"
                                  " s.dispatchEvent(new Event('change'));", mode)
            return wait_for("the %s picture" % mode, lambda: driver.execute_script(
                "const c = window.mosaicPreview.cards[0]; const p = c && c.message && c.message.picture;"
                " return p && p.inspectable && c.shownId === p.id && (" + check + ")"
                " && [p.originX, p.originY, p.pixelWidth / p.scale, p.pixelHeight / p.scale];"))

        def inspect(shown, x, y):
            origin_x, origin_y, width, height = shown
            stage = driver.find_element(By.CSS_SELECTOR, ".view .overlay")
            ActionChains(driver).move_to_element_with_offset(
                stage, int(x - origin_x - width / 2), int(y - origin_y - height / 2)).perform()
            return wait_for("the inspector at %g, %g" % (x, y), lambda: driver.execute_script(
                "const p = document.getElementById('inspector'); return !p.hidden && p.textContent;"))

        # Unrolled, the third card (300 to 440, past the 200-point screen) is drawn and inspected.
        shown = presented("unroll", "p.pixelWidth / p.scale === 440")
        inspector = inspect(shown, 370, 60)
        for expected in ("index path [0, 2]", "frame x 300, y 0, 140 × 120 pt"):
            if expected not in inspector:
                fail("the inspector over the unrolled page does not say %r:\n%s" % (expected, inspector))
        print("unrolled page: inspected " + " | ".join(inspector.splitlines()[1:3]))
        # Beside its filmstrip, the page (16 points in) inspects; the filmstrip does not.
        shown = presented("filmstrip", "p.originX < 0")
        inspector = inspect(shown, 70, 60)
        if "index path [0, 0]" not in inspector:
            fail("the inspector over the page beside its filmstrip does not say index path [0, 0]:\n" + inspector)
        ActionChains(driver).move_to_element_with_offset(
            driver.find_element(By.CSS_SELECTOR, ".view .overlay"), int(shown[2] / 2) - 20, 0).perform()
        wait_for("the inspector to close over the filmstrip", lambda: driver.execute_script(
            "return document.getElementById('inspector').hidden;"))
        print("page beside its filmstrip: inspected " + " | ".join(inspector.splitlines()[1:3]))

        # A picture taller than a strip: its strips, joined where they are on screen, are exactly the
        # picture `mosaic render` draws; a save that changes only the last strip sends and replaces it alone.
        tall = os.path.join(folder, "tall.yaml")

        def tall_picture_matches(count, after=None):
            save(tall, TALL.format(count=count))
            reference = os.path.join(folder, "tall-%d.png" % count)
            subprocess.run([mosaic, "render", tall, "-o", reference], check=True, capture_output=True)
            width, height, rows = read_png(reference)
            shown = wait_for("the tall picture with %d cells, complete" % count, lambda: (lambda r: r and r["id"] != after
                             and r)(driver.execute_script(READ_BACK)))
            if [s[1] for s in shown["strips"]] != [1020, 1020, 960]:
                fail("the tall picture is not in strips of 1020, 1020 and 960 rows: %r" % shown["strips"])
            boxes = shown["boxes"]
            top, bottom, frame_width = shown["frame"]
            joined = boxes[0][0] == top and boxes[-1][1] == bottom and all(
                a[1] == b[0] for a, b in zip(boxes, boxes[1:])) and all(b[3] == frame_width for b in boxes)
            if not joined:
                fail("the strips do not join row against row over the picture (%r, %r)" % (shown["frame"], boxes))
            expected = row_hashes(rows)
            if len(shown["rows"]) != height or shown["rows"] != expected:
                wrong = [y for y, (a, b) in enumerate(zip(shown["rows"], expected)) if a != b]
                fail("the page's %d rows differ from mosaic render's %d x %d picture at rows %r..." % (
                    len(shown["rows"]), width, height, wrong[:5]))
            return shown

        save(tall, TALL.format(count=30))
        wait_for("tall.yaml in the index", lambda: "tall.yaml" in driver.execute_script(
            "return [...document.querySelectorAll('#file-list a')].map(a => a.textContent).join(',')"))
        driver.get(url + "file/%d" % driver.execute_script(
            "return window.mosaicPreview.files.find(f => f.name === 'tall.yaml').id"))
        first = tall_picture_matches(30)
        driver.execute_script("for (const i of document.querySelectorAll('.view img.strip')) i.dataset.before = 'yes';")
        pushed = driver.execute_script("return window.mosaicPreview.pushedStrips")
        second = tall_picture_matches(29, after=first["id"])
        pushed = driver.execute_script("return window.mosaicPreview.pushedStrips") - pushed
        kept = driver.execute_script(
            "return [...document.querySelectorAll('.view img.strip')].map(i => i.dataset.before === 'yes');")
        record = second["record"]
        if record.get("strips") != 3 or record.get("changedStrips") != 1 or pushed != 1 or kept != [True, True, False]:
            fail("a save that changes the last strip did not send and replace it alone: %r strips, %r changed,"
                 " %r sent, kept %r" % (record.get("strips"), record.get("changedStrips"), pushed, kept))
        print("tall picture: 3 strips joined exactly as mosaic render draws it; a save replaced only the last")

        # The orientation switch turns the file's device: an iPhone SE's 375 x 667 becomes 667 x 375.
        save(os.path.join(folder, "phone.yaml"), PHONE)
        wait_for("phone.yaml in the index", lambda: "phone.yaml" in driver.execute_script(
            "return [...document.querySelectorAll('#file-list a')].map(a => a.textContent).join(',')"))
        driver.get(url + "file/%d" % driver.execute_script(
            "return window.mosaicPreview.files.find(f => f.name === 'phone.yaml').id"))

        def switched(name, value, size):
            driver.execute_script(
                "const s = document.querySelector('.view select[title=\"' + arguments[0] + '\"]');"
                " s.value = arguments[1]; s.dispatchEvent(new Event('change'));", name, value)
            return wait_for("a %s picture" % (value or "portrait"), lambda: driver.execute_script(
                "const c = window.mosaicPreview.cards[0]; const p = c && c.message && c.message.picture;"
                " return p && c.shownId === p.id && [p.pixelWidth / p.scale, p.pixelHeight / p.scale];") == size)

        switched("orientation", "", [375, 667])
        switched("orientation", "landscape", [667, 375])
        switched("orientation", "portrait", [375, 667])
        print("orientation switch: 375 x 667 turned to 667 x 375 and back")

        # A canvas of a given size has no device to turn: the picture stays, and the page says why.
        driver.get(url + "file/%d" % driver.execute_script(
            "return window.mosaicPreview.files.find(f => f.name === 'tall.yaml').id"))
        wait_for("tall.yaml's orientation switch", lambda: driver.execute_script(
            "return !!document.querySelector('.view select[title=\"orientation\"]')"))
        switched("orientation", "landscape", [60, 3000])
        warned = wait_for("a warning that landscape does nothing", lambda: [
            text for text in driver.execute_script(
                "return [...document.querySelectorAll('.view ul.warnings li')].map(l => l.textContent)")
            if "landscape does nothing: the canvas has no device to turn" in text])
        print("orientation on a plain canvas: %s" % warned[0])
        print("ok")
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
