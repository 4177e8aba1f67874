#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Browser test of the publication site: headless Chromium (Debian `chromium`)
loads the site from `arbiter serve` on 127.0.0.1 and from `arbiter publish`
(file://), at 1280 and 360 px, asserts on the DOM through the DevTools
protocol and saves a screenshot of every page it checks.

usage: site_browser_test.py ARBITER OUT_DIR
The event is made with the CLI: six players (one named <script>alert(1)</script>,
one 王皓), round 1 complete, round 2 paired with one result (in progress).
Prints 'N passed, M failed'; exits 1 on a failure, 0 otherwise.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from browser_support import Checks, DevTools, free_port, load, screenshot, stop, wait_http

ARBITER, OUT = sys.argv[1], sys.argv[2]
SHOTS = os.path.join(OUT, "screenshots")
os.makedirs(SHOTS, exist_ok=True)
check = Checks()


def shoot(tools, name):
    screenshot(tools, os.path.join(SHOTS, name + ".png"))


def check_site(tools, base, origin):
    """The same assertions for the served and the published site."""
    for width in (1280, 360):
        tag = f"{origin}-{width}"
        load(tools, base + "en/s1/standings-1.html", width)
        check(f"{tag}: standings table", tools.evaluate(
            "document.querySelectorAll('table.standings tbody tr').length") >= 4)
        check(f"{tag}: tie-break legend", tools.evaluate(
            "document.querySelectorAll('dl.legend dt').length") >= 1)
        check(f"{tag}: escaped name shown as text", tools.evaluate(
            "Array.from(document.querySelectorAll('td')).some(td => td.textContent === "
            "'<script>alert(1)</script>')") is True)
        check(f"{tag}: no injected script ran", tools.evaluate("window.__pwned === undefined"))
        check(f"{tag}: page fits the width (tables scroll in their box)", tools.evaluate(
            "document.documentElement.scrollWidth <= window.innerWidth + 1"),
            str(tools.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")))
        shoot(tools, f"{tag}-standings")
        load(tools, base + "en/s1/round-2.html", width)
        check(f"{tag}: round links", tools.evaluate(
            "document.querySelectorAll('nav.rounds a').length") == 2)
        check(f"{tag}: current round marked", tools.evaluate(
            "document.querySelector('nav.rounds a[aria-current]').textContent") == "2")
        check(f"{tag}: pairings table", tools.evaluate(
            "document.querySelectorAll('table.pairings tbody tr').length") >= 2)
        shoot(tools, f"{tag}-round")
        tools.evaluate("document.querySelector('a.lang-switch[hreflang=\"zh-CN\"]').click()")
        time.sleep(0.5)
        load_wait = time.time() + 10
        while time.time() < load_wait and tools.evaluate("document.documentElement.lang") != "zh-CN":
            time.sleep(0.1)
        check(f"{tag}: language switch leads to the Chinese page", tools.evaluate(
            "document.documentElement.lang") == "zh-CN" and tools.evaluate(
            "location.pathname.endsWith('/zh/s1/round-2.html')"))
        check(f"{tag}: Chinese headings", "对阵" in (tools.evaluate("document.body.innerText") or ""))
        shoot(tools, f"{tag}-round-zh")
        load(tools, base + "en/s1/player-1.html", width)
        check(f"{tag}: player page charts (score, rank, rating change)", tools.evaluate(
            "document.querySelectorAll('svg.chart polyline').length") == 3)
        shoot(tools, f"{tag}-player")
        load(tools, base + "en/s1/charts.html", width)
        check(f"{tag}: charts", tools.evaluate("document.querySelectorAll('svg.chart').length") == 3)
        shoot(tools, f"{tag}-charts")
        load(tools, base + "en/s1/categories.html", width)
        check(f"{tag}: one table per category with members", tools.evaluate(
            "document.querySelectorAll('table.category').length") == 2)
        check(f"{tag}: an empty category says so", tools.evaluate(
            "document.querySelectorAll('p.nobody').length") == 1)
        check(f"{tag}: categories fit the width", tools.evaluate(
            "document.documentElement.scrollWidth <= window.innerWidth + 1"))
        shoot(tools, f"{tag}-categories")


def make_event(work):
    event = os.path.join(work, "event.arbiter")
    players = os.path.join(work, "players.csv")
    with open(players, "w", encoding="utf-8") as f:
        f.write("name,rating,sex,birth\n<script>alert(1)</script>,2400,m,1990\n王皓,2350,w,2011\n"
                "Anna,2300,w,1960\nBert,2250,m,2012\nCarl,2200,m,1985\nDora,2150,w,1999\n")
    steps = [["event", "create", event, "--name", "Spring <Open>"],
             ["section", "add", event, "--name", "Open", "--rounds", "5", "--place", "Hangzhou",
              "--start-date", "2026-04-01", "--end-date", "2026-04-05", "--chief-arbiter",
              "IA Li Wei", "--tie-breaks", "BH/C1,BH,SB", "--categories", "women,U16,S80"],
             ["player", "import", event, "--section", "Open", players],
             ["pair", event, "--section", "Open"]]
    steps += [["result", event, "--section", "Open", "--round", "1", "--board", str(b), r]
              for b, r in ((1, "1-0"), (2, "1/2-1/2"), (3, "0-1"))]
    steps += [["pair", event, "--section", "Open"],
              ["result", event, "--section", "Open", "--round", "2", "--board", "1", "1-0"]]
    for step in steps:
        subprocess.run([ARBITER] + step, check=True, stdout=subprocess.DEVNULL)
    return event


def main():
    work = tempfile.mkdtemp(prefix="arbiter-browser-")
    processes = []
    try:
        EVENT = make_event(work)
        port = free_port()
        server = subprocess.Popen([ARBITER, "serve", EVENT, "--port", str(port)],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(server)
        site = os.path.join(work, "site")
        subprocess.run([ARBITER, "publish", EVENT, site], check=True, stdout=subprocess.DEVNULL)
        debug = free_port()
        browser = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-dev-shm-usage", f"--remote-debugging-port={debug}",
             "--remote-debugging-address=127.0.0.1", f"--user-data-dir={work}/profile",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(browser)
        wait_http(f"http://127.0.0.1:{port}/en/index.html")
        targets = json.loads(wait_http(f"http://127.0.0.1:{debug}/json/list"))
        page = next(t for t in targets if t.get("type") == "page")
        tools = DevTools(page["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        tools.call("Network.enable")
        check_site(tools, f"http://127.0.0.1:{port}/", "serve")
        check_site(tools, "file://" + site + "/", "publish")
        # "/" answers in the reader's language (Accept-Language), the event's otherwise.
        load(tools, f"http://127.0.0.1:{port}/", 1280, "zh-CN,zh;q=0.9")
        check("serve: / in Chinese for a Chinese reader",
              tools.evaluate("document.documentElement.lang") == "zh-CN")
        shoot(tools, "serve-1280-home-zh")
        # The hall screen turns from the pairings by board to the alphabetical
        # ones after N seconds (?every=3; the 6-player round fits the screen).
        load(tools, f"http://127.0.0.1:{port}/hall?every=3", 1280)
        shown = "document.querySelector('section.view.shown').id"
        check("serve: /hall shows one view, the pairings by board",
              tools.evaluate("document.querySelectorAll('section.view.shown').length") == 1
              and tools.evaluate(shown) == "by-board")
        check("serve: /hall takes the interval from ?every=3",
              tools.evaluate("document.body.dataset.every") == "3")
        shoot(tools, "serve-1280-hall")
        deadline = time.time() + 8
        while time.time() < deadline and tools.evaluate(shown) == "by-board":
            time.sleep(0.2)
        check("serve: /hall turns to the alphabetical pairings", tools.evaluate(shown) == "alphabetical")
        load(tools, "file://" + site + "/zh/s1/hall.html?every=20", 1280)
        check("publish: the hall screen in Chinese, every 20 s",
              tools.evaluate("document.documentElement.lang") == "zh-CN"
              and tools.evaluate("document.body.dataset.every") == "20")
        load(tools, f"http://127.0.0.1:{port}/", 1280, "en-GB,en;q=0.9")
        check("serve: / in English for an English reader",
              tools.evaluate("document.documentElement.lang") == "en")
        load(tools, "file://" + site + "/index.html", 1280)
        check("publish: index.html picks a language page",
              tools.evaluate("location.pathname.endsWith('/index.html') && "
                             "/\\/(en|zh)\\/index.html$/.test(location.pathname)"))
    finally:
        stop(processes)
        shutil.rmtree(work, ignore_errors=True)
    print(f"screenshots: {SHOTS}")
    return check.summary()


if __name__ == "__main__":
    sys.exit(main())
