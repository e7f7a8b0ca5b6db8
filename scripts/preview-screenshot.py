#!/usr/bin/env python3
"""Takes the preview's screenshot for the README and Docs/preview.md (Docs/images/preview.png).

Usage: scripts/preview-screenshot.py MOSAIC [OUTPUT]

Previews Samples/app-store.yaml with MOSAIC (`mosaic preview --port 0`), opens the page in
headless Chromium (Selenium, with Debian's chromium and chromium-driver, as the browser test),
shows light and dark side by side, pins the first featured card in the inspector, and saves a
1280 x 1000 screenshot to OUTPUT (Docs/images/preview.png by default).
"""
import os
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wait_for(description, condition, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise SystemExit("timed out waiting for " + description)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    mosaic = os.path.abspath(sys.argv[1])
    output = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Docs", "images", "preview.png"))
    server = subprocess.Popen([mosaic, "preview", "Samples/app-store.yaml", "--port", "0"], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    try:
        url = server.stdout.readline().strip()
        driver.get(url + "file/0")
        driver.find_element(By.ID, "light-dark").click()
        wait_for("two pictures", lambda: driver.execute_script(
            "const all = [...document.querySelectorAll('.view .picture')].map(p => p.dataset.id);"
            " return all.length === 2 && all.every(id => id);"))
        # The first featured card: a quarter across the light view, 150 pt down (the pointer
        # starts at the window's top left corner).
        left, top, width = driver.execute_script(
            "const r = document.querySelector('.view .overlay').getBoundingClientRect();"
            " return [r.x, r.y, r.width];")
        ActionChains(driver).move_by_offset(int(left + width / 4), int(top + 150)).perform()
        wait_for("the inspector", lambda: driver.execute_script(
            "const p = document.getElementById('inspector'); return !p.hidden && p.textContent;"))
        ActionChains(driver).click().perform()
        wait_for("the pinned inspector", lambda: "pinned" in driver.find_element(By.ID, "inspector").text)
        time.sleep(0.5)  # the strips out of the window are placed too
        temporary = output + ".tmp.png"
        driver.save_screenshot(temporary)
        os.replace(temporary, output)
        print("wrote " + os.path.relpath(output))
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
