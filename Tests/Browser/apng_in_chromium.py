#!/usr/bin/env python3
"""An animated PNG in a real browser: headless Chromium (driven by Selenium) shows it on a
page, takes a screenshot right after it loads and another a second later, and checks that
the image loaded at its own size and that the two screenshots differ (the animation plays).

Usage: apng_in_chromium.py IMAGE

Prints "ok" and exits 0 when it plays; exits 1 when it does not, 2 when Selenium or
Chromium is missing (scripts/install-dependencies.sh installs both).
"""
import os
import sys
import tempfile
import time

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    print("selenium is not installed for this python3 (scripts/install-dependencies.sh installs it)")
    sys.exit(2)

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"


def main():
    image = os.path.abspath(sys.argv[1])
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        print("chromium or chromedriver is missing")
        sys.exit(2)
    folder = os.path.dirname(image)
    page = os.path.join(folder, "apng-page.html")
    with open(page, "w") as out:
        out.write('<!doctype html><body style="margin:0;background:#fff">'
                  f'<img id="a" src="{os.path.basename(image)}"></body>')
    options = webdriver.ChromeOptions()
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=800,600"]:
        options.add_argument(flag)
    options.binary_location = CHROMIUM
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    try:
        driver.get("file://" + page)
        size = driver.execute_script(
            "const i = document.getElementById('a'); return [i.complete, i.naturalWidth, i.naturalHeight];")
        if not size[0] or size[1] == 0:
            print(f"the image did not load: {size}")
            sys.exit(1)
        first = driver.get_screenshot_as_png()
        time.sleep(1.0)
        later = driver.get_screenshot_as_png()
        if first == later:
            print("the screenshots 1 s apart are the same: the animation does not play")
            sys.exit(1)
        print(f"loaded {size[1]}x{size[2]}")
        print("ok")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
