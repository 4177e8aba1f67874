#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Browser test of the venue (`arbiter serve --venue`): headless Chromium,
one browser context per person (own cookies), phone-sized (360 px).
The chief arbiter sets up his account with the printed code, adds a
deputy for boards 1-2 and issues a player's code; the deputy enters a
result by tap and one by keyboard; a station that still shows an old board
is refused with the other station's result shown, and corrects it
explicitly; the player sees only his own board, in Chinese, proposes a
draw that his opponent confirms and the chief accepts, and checks in
for the next round; the public
round page follows the results without reload; a player named
<script>...</script> stays text. Screenshots of every station screen in
English and Chinese go to OUT_DIR/screenshots.

usage: venue_browser_test.py ARBITER OUT_DIR
Prints 'N passed, M failed'; exits 1 on a failure, 0 otherwise.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from browser_support import Checks, DevTools, free_port, load, screenshot, stop, wait_http

ARBITER, OUT = sys.argv[1], sys.argv[2]
SHOTS = os.path.join(OUT, "screenshots")
os.makedirs(SHOTS, exist_ok=True)
PASSWORD = "correct horse battery"
check = Checks()


def shoot(tools, name):
    screenshot(tools, os.path.join(SHOTS, "venue-" + name + ".png"))


def wait_for(tools, expression, seconds=8):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if tools.evaluate(expression):
                return True
        except RuntimeError:
            pass
        time.sleep(0.1)
    return False


def make_event(work):
    event = os.path.join(work, "venue.arbiter")
    players = os.path.join(work, "players.csv")
    with open(players, "w", encoding="utf-8") as f:
        f.write("name,rating\n<script>window.__pwned=1</script>,2400\n王皓,2350\nAnna,2300\n"
                "Bert,2250\nCarl,2200\nDora,2150\nEmil,2100\nFrida,2050\n")
    for step in (["event", "create", event, "--name", "Venue Open"],
                 ["section", "add", event, "--name", "Open", "--rounds", "5"],
                 ["player", "import", event, "--section", "Open", players],
                 ["pair", event, "--section", "Open"]):
        subprocess.run([ARBITER] + step, check=True, stdout=subprocess.DEVNULL)
    return event


def stored_results(base):
    with urllib.request.urlopen(base + "api/pairings?round=1", timeout=5) as answer:
        pairings = json.loads(answer.read())
    return {b["board"]: b["result"] for b in pairings["boards"]}


class Browser:
    """Headless Chromium; each person gets a browser context of his own."""

    def __init__(self, work):
        self.debug = free_port()
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-dev-shm-usage", "--disable-background-networking",
             "--disable-component-update", "--disable-sync",
             f"--remote-debugging-port={self.debug}", "--remote-debugging-address=127.0.0.1",
             f"--user-data-dir={work}/profile", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        version = json.loads(wait_http(f"http://127.0.0.1:{self.debug}/json/version"))
        self.root = DevTools(version["webSocketDebuggerUrl"])

    def person(self):
        context = self.root.call("Target.createBrowserContext")["browserContextId"]
        target = self.root.call("Target.createTarget", url="about:blank",
                                browserContextId=context)["targetId"]
        tools = DevTools(f"ws://127.0.0.1:{self.debug}/devtools/page/{target}")
        tools.call("Page.enable")
        tools.call("Network.enable")
        return tools


def fill(tools, form, values):
    for name, value in values.items():
        tools.evaluate(f"document.querySelector('#{form} [name={name}]').value = {json.dumps(value)}")
    tools.evaluate(f"document.querySelector('#{form} button[type=submit]').click()")


def main():
    work = tempfile.mkdtemp(prefix="arbiter-venue-browser-")
    processes = []
    try:
        event = make_event(work)
        port = free_port()
        server = subprocess.Popen([ARBITER, "serve", event, "--venue", "--port", str(port)],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        processes.append(server)
        code = None
        while code is None:
            line = server.stdout.readline()
            if not line:
                raise RuntimeError("the server printed no setup code")
            found = re.search(r"setup code for the chief arbiter \(once\): (\S+)", line)
            code = found.group(1) if found else None
        base = f"http://127.0.0.1:{port}/"
        wait_http(base + "login")
        browser = Browser(work)
        processes.append(browser.process)

        # The chief arbiter: setup with the printed code, on a phone.
        chief = browser.person()
        load(chief, base + "login?lang=en", 360)
        check("login: the setup form is offered while there is no chief",
              chief.evaluate("!document.getElementById('setup-form').hidden"))
        shoot(chief, "login-360-en")
        fill(chief, "setup-form", {"code": code, "name": "Li Ming", "password": PASSWORD})
        check("chief: signed in, the station lists the round's four boards",
              wait_for(chief, "document.querySelectorAll('#boards .board').length === 4"))
        check("chief: a name with markup is shown as text and did not run",
              chief.evaluate("document.body.innerText.includes('<script>window.__pwned=1</script>')")
              and chief.evaluate("window.__pwned === undefined"))
        check("chief: the page fits 360 px",
              chief.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
        fill(chief, "account-form", {"name": "Wang", "area": "Open:1-2", "password": "deputy password 1"})
        check("chief: adds the deputy Wang for boards 1-2",
              wait_for(chief, "document.querySelector('#account-form .message').textContent.includes('Wang')"))
        chief.evaluate("document.querySelector('#players tr:nth-child(2) button').click()")
        check("chief: issues a sign-in code for the player 王皓",
              wait_for(chief, "/^[2-9A-Z]{5}-[2-9A-Z]{5}$/.test("
                              "document.querySelector('#players tr:nth-child(2) .code').textContent)"))
        player_code = chief.evaluate("document.querySelector('#players tr:nth-child(2) .code').textContent")
        shoot(chief, "chief-360-en")

        # The deputy: two boards; board 1 by tap, board 2 by keyboard.
        deputy = browser.person()
        load(deputy, base + "login?lang=en", 360)
        fill(deputy, "staff-form", {"name": "Wang", "password": "deputy password 1"})
        check("deputy: sees the two boards of his area",
              wait_for(deputy, "document.querySelectorAll('#boards .board').length === 2"))
        deputy.evaluate("document.querySelector('#board-Open-1 button[data-result=\"1-0\"]').click()")
        check("deputy: board 1 shows 1-0 after a tap",
              wait_for(deputy, "document.querySelector('#board-Open-1 .result').textContent === '1-0'"))
        deputy.evaluate("document.querySelector('#board-Open-2').focus()")
        deputy.call("Input.dispatchKeyEvent", type="keyDown", key="=", text="=")
        deputy.call("Input.dispatchKeyEvent", type="keyUp", key="=")
        check("deputy: board 2 shows ½-½ after the = key",
              wait_for(deputy, "document.querySelector('#board-Open-2 .result').textContent === '½-½'"))
        results = stored_results(base)
        check("the file holds the deputy's two results",
              results.get(1) == "1-0" and results.get(2) == "½-½", str(results))
        shoot(deputy, "deputy-360-en")

        # The chief's screen followed; a screen still showing board 1 empty is refused.
        check("chief: his screen followed the deputy's results without reload",
              wait_for(chief, "document.querySelector('#board-Open-1 .result').textContent === '1-0'"))
        chief.evaluate("document.querySelector('#board-Open-1').setAttribute('data-version', '*')")
        chief.evaluate("document.querySelector('#board-Open-1 button[data-result=\"0-1\"]').click()")
        check("chief: a result over an old screen is refused with the stored 1-0 shown",
              wait_for(chief, "document.querySelector('#board-Open-1').classList.contains('conflict')"
                              " && document.querySelector('#board-Open-1 .note').textContent.includes('1-0')"))
        check("the refused result changed nothing", stored_results(base).get(1) == "1-0")
        shoot(chief, "chief-conflict-360-en")
        deputy.evaluate("document.querySelector('#board-Open-2').focus()")
        chief.evaluate("document.querySelector('#board-Open-1 button[data-result=\"0-1\"]').click()")
        check("chief: tapped again, the correction is stored",
              wait_for(chief, "document.querySelector('#board-Open-1 .result').textContent === '0-1'")
              and stored_results(base).get(1) == "0-1")
        check("deputy: the refresh that brought the correction left his keyboard on board 2",
              wait_for(deputy, "document.querySelector('#board-Open-1 .result').textContent === '0-1'"
                               " && document.activeElement.id === 'board-Open-2'"))

        # The public round page follows a result without reload.
        spectator = browser.person()
        load(spectator, base + "en/s1/round-1.html", 1280)
        spectator.evaluate("window.__sameDocument = true")
        deputy.evaluate("document.querySelector('#board-Open-2 button[data-result=\"*\"]').click()")
        wait_for(deputy, "document.querySelector('#board-Open-2 .result').textContent === '*'")
        chief.evaluate("document.querySelector('#board-Open-3 button[data-result=\"0-1\"]').click()")
        check("public round page: board 3's 0-1 appears without reload",
              wait_for(spectator, "window.__sameDocument === true && Array.from(document.querySelectorAll("
                                  "'table.pairings tbody tr')).some(r => r.textContent.includes('0-1'))"))

        # The player, in Chinese: only his own board, no result keys.
        player = browser.person()
        load(player, base + "login?lang=zh", 360)
        player.evaluate("document.getElementById('tab-player').click()")
        shoot(player, "login-360-zh")
        fill(player, "player-form", {"code": player_code})
        check("player: sees exactly his own board",
              wait_for(player, "document.querySelectorAll('#boards .board').length === 1"))
        check("player: his board and the page's head name him", player.evaluate(
            "document.querySelector('#boards .board .names').textContent.includes('王皓')"
            " && document.querySelector('header .who').textContent.includes('王皓')"))
        check("player: no result keys, only the three results to propose", player.evaluate(
            "document.querySelectorAll('#boards button[data-result]').length === 0 &&"
            " document.querySelectorAll('#boards button[data-propose]').length === 3"))
        check("player: the screen is in Chinese", "您的台次" in player.evaluate("document.body.innerText"))
        shoot(player, "player-360-zh")

        # The player proposes a draw, his opponent confirms it, the chief accepts it.
        player.evaluate("document.querySelector('#boards button[data-propose=\"1/2-1/2\"]').click()")
        check("player: his proposal shows, waiting for his opponent",
              wait_for(player, "document.querySelector('#boards .proposal') !== null"
                               " && document.querySelector('#boards .proposal').textContent.includes('等待对手确认')"))
        shoot(player, "player-proposed-360-zh")
        opponent = player.evaluate("document.querySelector('#boards .names').textContent"
                                   ".split(' – ').find(n => !n.includes('王皓'))")
        row = ("Array.from(document.querySelectorAll('#players tr')).find(r => r.textContent.includes(%s))"
               % json.dumps(opponent))
        chief.evaluate(row + ".querySelector('button').click()")
        check("chief: issues a sign-in code for the opponent " + str(opponent),
              wait_for(chief, "/^[2-9A-Z]{5}-[2-9A-Z]{5}$/.test(" + row + ".querySelector('.code').textContent)"))
        other = browser.person()
        load(other, base + "login?lang=en", 360)
        other.evaluate("document.getElementById('tab-player').click()")
        fill(other, "player-form", {"code": chief.evaluate(row + ".querySelector('.code').textContent")})
        check("opponent: sees 王皓's proposal on his board",
              wait_for(other, "document.querySelector('#boards .proposal') !== null"
                              " && document.querySelector('#boards .proposal').textContent.includes('王皓')"))
        other.evaluate("document.querySelector('#boards button[data-propose=\"1/2-1/2\"]').click()")
        check("opponent: his confirmation shows",
              wait_for(other, "document.querySelector('#boards .proposal.confirmed') !== null"))
        shoot(other, "opponent-confirmed-360-en")
        board = "#board-Open-" + str(player.evaluate("document.querySelector('#boards .board').id.split('-')[2]"))
        check("chief: his screen shows the confirmed proposal with a key to accept it",
              wait_for(chief, f"document.querySelector('{board} .proposal.confirmed') !== null"
                              f" && document.querySelector('{board} button.accept') !== null"))
        shoot(chief, "chief-proposal-360-en")
        chief.evaluate(f"document.querySelector('{board} button.accept').click()")
        check("chief: accepted, the draw is stored",
              wait_for(chief, f"document.querySelector('{board} .result').textContent === '½-½'")
              and stored_results(base).get(int(board.split('-')[-1])) == "½-½")
        check("player: his board shows the result and no keys to propose",
              wait_for(player, "document.querySelector('#boards .result').textContent === '½-½'"
                               " && document.querySelectorAll('#boards button[data-propose]').length === 0"))

        # The player checks in for round 2; the chief's check-in table follows.
        player.evaluate("document.getElementById('check-in-me').click()")
        check("player: checked in for round 2",
              wait_for(player, "document.querySelector('#checkin').textContent.includes('您已报到')"))
        shoot(player, "player-checked-in-360-zh")
        check("chief: his check-in table shows 王皓 present without reload",
              wait_for(chief, "Array.from(document.querySelectorAll('table.checkin tr.present'))"
                              ".some(r => r.textContent.includes('王皓'))"))
        check("chief: the page with the check-in table still fits 360 px",
              chief.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
        shoot(chief, "chief-check-in-360-en")

        # Chinese screens of the deputy and the chief.
        load(deputy, base + "station?lang=zh", 360)
        check("deputy: the station in Chinese", wait_for(deputy, "document.body.innerText.includes('台次')"))
        wait_for(deputy, "document.querySelectorAll('#boards .board').length === 2")
        shoot(deputy, "deputy-360-zh")
        # The deputy takes back board 1's result and records a late arrival there (Laws 6.7.1: a default
        # time the regulations do not give is zero, so the forfeit is proposed)
        # and applies the forfeit; the form is not lost to the refreshes.
        check("deputy: the incident form offers the nine penalties of Laws 12.9",
              wait_for(deputy, "document.querySelectorAll('#incident-form select[name=option] option').length === 9"))
        deputy.evaluate("document.querySelector('#board-Open-1 button[data-result=\"*\"]').click()")
        wait_for(deputy, "document.querySelector('#board-Open-1 .result').textContent === '*'")
        deputy.evaluate("document.querySelector('#incident-form select[name=board]').value = 'Open|1|1'")
        deputy.evaluate("document.querySelector('#incident-form select[name=player]').value = 'black'")
        fill(deputy, "incident-form", {"minutesLate": "10"})
        check("deputy: the rules' decision in Chinese: late by 10:00, forfeit proposed",
              wait_for(deputy, "document.getElementById('incident-message').textContent.includes('建议判负')"
                               " && document.getElementById('incident-message').textContent.includes('10:00')"))
        check("deputy: the incident form fits 360 px, no field wider than the form",
              deputy.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1 && Array.from("
                              "document.querySelectorAll('#incident-form select, #incident-form input')).every("
                              "f => f.getBoundingClientRect().right <= document.getElementById('incident-form')"
                              ".getBoundingClientRect().right)"))
        shoot(deputy, "deputy-late-arrival-360-zh")
        deputy.evaluate("document.getElementById('apply-forfeit').click()")
        check("deputy: the forfeit applied, board 1 shows +/−",
              wait_for(deputy, "document.querySelector('#board-Open-1 .result').textContent === '+/−'"))
        check("deputy: the board chosen in the form survived the refresh",
              deputy.evaluate("document.querySelector('#incident-form select[name=board]').value") == "Open|1|1")
        # A draw claim on board 2 with the scoresheet written the Chinese way:
        # the position has stood only twice, so the claim is incorrect and the
        # opponent gets two more minutes (Laws 9.5.3).
        deputy.evaluate("document.querySelector('#board-Open-2 button[data-result=\"*\"]').click()")
        wait_for(deputy, "document.querySelector('#board-Open-2 .result').textContent === '*'")
        deputy.evaluate("document.querySelector('#incident-form select[name=kind]').value = 'claim';"
                        "document.querySelector('#incident-form select[name=kind]').dispatchEvent(new Event('change'))")
        check("deputy: the claim form asks for the moves, not for a player",
              deputy.evaluate("!document.querySelector('#incident-form textarea[name=moves]').closest('label').hidden"
                              " && document.querySelector('#incident-form select[name=player]').closest('label').hidden"))
        deputy.evaluate("document.querySelector('#incident-form select[name=board]').value = 'Open|1|2'")
        fill(deputy, "incident-form", {"moves": "1. 马g1-f3 马g8-f6 2. 马f3-g1 马f6-g8"})
        check("deputy: the incorrect claim is judged, two minutes to the opponent (9.5.3)",
              wait_for(deputy, "document.getElementById('incident-message').textContent.includes('2:00')"),
              deputy.evaluate("document.getElementById('incident-message').textContent"))
        check("deputy: the claim form fits 360 px",
              deputy.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
        shoot(deputy, "deputy-claim-360-zh")
        load(chief, base + "station?lang=zh", 360)
        wait_for(chief, "document.querySelectorAll('#sessions tr').length >= 4")
        check("chief: sees who is signed in (three people and himself)",
              chief.evaluate("document.querySelectorAll('#sessions tr').length") >= 4)
        shoot(chief, "chief-360-zh")
        check("chief: his list of changes shows the deputy's claim first",
              wait_for(chief, "document.querySelector('#changes tr .when') !== null && "
                              "document.querySelector('#changes tr .when').textContent.includes('Wang')"))
        chief.evaluate("document.querySelector('#changes tr button[data-undo]').click()")
        check("chief: undone from his phone, the change is struck through",
              wait_for(chief, "document.querySelector('#changes tr.undone') !== null"
                              " && document.querySelector('#changes tr.undone .when').textContent.includes('Wang')"))
        check("chief: the page with the list of changes fits 360 px",
              chief.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
        shoot(chief, "chief-changes-360-zh")
        # A sheet of sign-in codes for the whole section, for the printer.
        chief.evaluate("window.confirm = function () { return true; }")
        chief.evaluate("document.querySelector('#all-codes button').click()")
        check("chief: a slip with a code for each of the eight players",
              wait_for(chief, "document.querySelectorAll('#code-slips .slip').length === 8"
                              " && /^[2-9A-Z]{5}-[2-9A-Z]{5}$/.test(document.querySelector('#code-slips .slip .code').textContent)"))
        chief.call("Emulation.setEmulatedMedia", media="print")
        check("chief: printed, only the slips are on the page",
              chief.evaluate("getComputedStyle(document.querySelector('main')).display === 'none'"
                             " && getComputedStyle(document.getElementById('code-slips')).display === 'grid'"))
        chief.call("Emulation.setDeviceMetricsOverride", width=794, height=1123, deviceScaleFactor=1, mobile=False)
        shoot(chief, "chief-code-slips-print-zh")
        chief.call("Emulation.setEmulatedMedia", media="screen")
        load(player, base + "station?lang=en", 360)
        wait_for(player, "document.querySelectorAll('#boards .board').length === 1")
        shoot(player, "player-360-en")

        # Signed out, the station is gone.
        deputy.evaluate("document.getElementById('sign-out').click()")
        check("deputy: signing out leads to the sign-in page",
              wait_for(deputy, "location.pathname === '/login'"))
        # The chief's list of accounts: the deputy with his area, then disabled.
        load(chief, base + "station?lang=en", 360)
        check("chief: his list of accounts shows the deputy Wang with his boards",
              wait_for(chief, "Array.from(document.querySelectorAll('#accounts tr')).some("
                              "r => r.textContent.includes('Wang') && r.textContent.includes('Open:1-2'))"))
        chief.evaluate("document.querySelector('#accounts button[data-disable=\"Wang\"]').click()")
        check("chief: Wang disabled, his row says so",
              wait_for(chief, "Array.from(document.querySelectorAll('#accounts tr.undone')).some("
                              "r => r.textContent.includes('Wang') && r.textContent.includes('disabled'))"))
        load(deputy, base + "login?lang=en", 360)
        fill(deputy, "staff-form", {"name": "Wang", "password": "deputy password 1"})
        check("deputy: a disabled account cannot sign in",
              wait_for(deputy, "document.getElementById('message').textContent.includes('disabled')"))
        shoot(chief, "chief-accounts-360-en")

        # Round 1 completed at the chief's station: its standings page and the
        # hall screen, open on the spectators' screens, follow a correction
        # without reloading.
        # A tap can land on a card the live refresh is replacing: tapped again
        # until the board shows its result.
        for board, result in ((2, "1/2-1/2"), (4, "1-0")):
            for _ in range(5):
                chief.evaluate(f"document.querySelector('#board-Open-{board} button[data-result=\"{result}\"]').click()")
                if wait_for(chief, f"document.querySelector('#board-Open-{board}').classList.contains('done')", 3):
                    break
        load(spectator, base + "en/s1/standings-1.html", 1280)
        check("public standings page: round 1 complete, the standings are there",
              wait_for(spectator, "document.querySelectorAll('table.standings tbody tr').length === 8"))
        spectator.evaluate("window.__sameDocument = true")
        before = spectator.evaluate("document.querySelector('table.standings tbody').textContent")
        hall = browser.person()
        load(hall, base + "hall?every=600", 1280)
        hall.evaluate("window.__sameDocument = true")
        board4 = ("Array.from(document.querySelectorAll('tr')).filter(r => r.querySelector('td.result') && "
                  "r.cells[0].textContent === '4').map(r => r.querySelector('td.result').textContent)[0]")
        check("hall screen: board 4 shows 1-0", wait_for(hall, board4 + " === '1-0'"))
        for _ in range(5):
            chief.evaluate("document.querySelector('#board-Open-4 button[data-result=\"0-1\"]').click()")
            if wait_for(chief, "document.querySelector('#board-Open-4 .result').textContent === '0-1'", 3):
                break
        check("public standings page: the correction of board 4 shows without reload",
              wait_for(spectator, "window.__sameDocument === true && document.querySelector("
                                  f"'table.standings tbody').textContent !== {json.dumps(before)}"))
        check("hall screen: the correction, 0-1 on board 4, shows without reload",
              wait_for(hall, "window.__sameDocument === true && " + board4 + " === '0-1'"))
    finally:
        stop(processes)
        shutil.rmtree(work, ignore_errors=True)
    print(f"screenshots: {SHOTS}")
    return check.summary()


if __name__ == "__main__":
    sys.exit(main())
