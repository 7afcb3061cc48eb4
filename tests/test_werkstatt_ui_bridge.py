"""The Werkstatt pages of "Eigene Hand" and "Üben" in Debian's Chromium, with the engine behind a
local bridge: the tool scripts (book/_ext/werkstatt/tool-own_hand.js, tool-drills.js) run as on
the site, after the page's own draw.js and werkstatt.js, ``HoldemEngine.call`` posts the request to a server on 127.0.0.1 that answers with
:func:`holdem.web.call` (the same JSON door the in-browser engine uses). So the forms, buttons,
Zurück/Weiter, PHH, the drills' answer forms and the score are tested with the real engine,
without building the site. Every request that is not for 127.0.0.1 is blocked and counted.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import LOCAL_HOST, chromium_context

from holdem.drills import make_drill
from holdem.web import call

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "book" / "_ext" / "werkstatt"

PAGE = """<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Werkstatt (Test)</title>
<link rel="stylesheet" href="werkstatt.css"><link rel="stylesheet" href="tool-own_hand.css">
<link rel="stylesheet" href="tool-drills.css"></head>
<body>
<section id="werkstatt-own_hand"><h2>Eigene Hand</h2><div class="werkstatt-mount"></div></section>
<section id="werkstatt-drills"><h2>Üben</h2><div class="werkstatt-mount"></div></section>
<script>
  // The engine's contract, as book/_ext/werkstatt/engine.js provides it: here a bridge.
  window.HoldemEngine = { calls: 0, call: function (tool, request) {
    window.HoldemEngine.calls += 1;
    return fetch("engine/" + tool, { method: "POST", body: JSON.stringify(request) }).then(function (r) { return r.json(); });
  } };
</script>
<script src="draw.js"></script>
<script src="dom.js"></script>
<script src="werkstatt.js"></script>
<script src="tool-own_hand.js"></script>
<script src="tool-drills.js"></script>
</body></html>
"""


class _Bridge(http.server.SimpleHTTPRequestHandler):
    def do_POST(self) -> None:
        tool = self.path.rsplit("/", 1)[-1]
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode("utf-8")
        answer = call(tool, body).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def bridge(tmp_path_factory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("werkstatt")
    for name in ("draw.js", "dom.js", "werkstatt.js", "werkstatt.css", "tool-own_hand.js", "tool-drills.js",
                 "tool-own_hand.css", "tool-drills.css"):
        shutil.copy(TOOLS / name, folder / name)
    (folder / "index.html").write_text(PAGE, encoding="utf-8")
    server = http.server.ThreadingHTTPServer((LOCAL_HOST, 0), functools.partial(_Bridge, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{LOCAL_HOST}:{server.server_address[1]}/index.html"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser(playwright) -> Iterator[tuple[Any, Any]]:
    with chromium_context("http", playwright=playwright, viewport={"width": 1366, "height": 900}) as (context, traffic):
        yield context, traffic


def open_page(browser, url: str):
    context, traffic = browser
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(".hw-own-hand .hw-grid")
    page.wait_for_selector(".hw-drills .hw-question")
    return page, traffic


@pytest.mark.rule("W3")
@pytest.mark.rule("B5")
def test_W3_B5_own_hand_buttons_from_legal_actions_back_and_forward(browser, bridge):
    page, traffic = open_page(browser, bridge + "?tool=own_hand&players=3&seed=5")
    hand = page.locator(".hw-own-hand")
    assert "Spieler 1 ist am Zug" in hand.locator(".hw-turn").inner_text()
    buttons = [b.inner_text() for b in hand.locator(".hw-actions button").all()]
    assert "Aussteigen (Fold)" in buttons and "Mitgehen (Call): 2" in buttons
    assert any(b.startswith("Erhöhen auf 4") for b in buttons)
    hand.get_by_role("button", name="Mitgehen (Call): 2").click()
    page.wait_for_function("document.querySelector('.hw-own-hand .hw-turn').textContent.startsWith('Spieler 2')")
    hand.get_by_role("button", name="Mitgehen (Call): 1").click()
    page.wait_for_function("document.querySelector('.hw-own-hand .hw-turn').textContent.startsWith('Spieler 3')")
    assert "B5" in hand.locator(".hw-steps li.hw-current").inner_text()
    hand.get_by_role("button", name="Checken").click()
    page.wait_for_function("document.querySelector('.hw-own-hand caption').textContent.startsWith('Flop')")
    assert "W4" in hand.locator(".hw-steps").inner_text()
    hand.get_by_role("button", name="Zurück: letzte Aktion zurücknehmen").click()
    page.wait_for_function("document.querySelector('.hw-own-hand caption').textContent.startsWith('Preflop')")
    forward = hand.get_by_role("button", name="Weiter: zurückgenommene Aktion wiederholen")
    assert forward.is_enabled()
    forward.click()
    page.wait_for_function("document.querySelector('.hw-own-hand caption').textContent.startsWith('Flop')")
    assert "variant = \"NT\"" in hand.locator(".hw-phh-out").input_value()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


@pytest.mark.rule("L1")
def test_L1_own_hand_amount_chooser_and_a_bad_amount_gives_a_german_error(browser, bridge):
    page, traffic = open_page(browser, bridge)
    hand = page.locator(".hw-own-hand")
    hand.locator(".hw-setup input[type=number]").first.fill("3")
    hand.get_by_role("button", name="Neue Hand").click()
    page.wait_for_function("!document.querySelector('.hw-own-hand').hasAttribute('aria-busy')")  # the new hand drawn
    amount = hand.locator(".hw-amount")
    amount.fill("3")  # below the minimum raise of 4
    hand.locator(".hw-raise .hw-primary").click()
    error = hand.locator(".hw-error")
    error.wait_for(state="visible")
    assert "4 bis" in error.inner_text() and "L1" in error.inner_text()
    amount.fill("10")
    amount.press("Enter")  # the keyboard way: Enter in the amount field raises
    page.wait_for_function("document.querySelector('.hw-own-hand .hw-error').hidden")
    assert "Erhöhen (Raise) auf 10" in hand.locator(".hw-steps li.hw-current").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


def test_own_hand_phh_pasted_is_replayed_and_a_broken_one_explained(browser, bridge):
    page, traffic = open_page(browser, bridge)
    hand = page.locator(".hw-own-hand")
    hand.locator("summary").click()
    text = ('variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
            'starting_stacks = [100, 100, 100]\nactions = ["d dh p1 AhKh", "d dh p2 QsQd", "d dh p3 7c7d", '
            '"p3 cbr 6", "p1 f", "p2 f"]\n')
    hand.locator(".hw-phh-in").fill(text)
    hand.get_by_role("button", name="Hand nachspielen").click()
    page.wait_for_function("document.querySelector('.hw-own-hand .hw-turn') === null")
    assert "Die Hand ist zu Ende." in hand.locator(".hw-actions").inner_text()
    assert "W7" in hand.locator(".hw-result").inner_text()
    hand.locator(".hw-phh-in").fill("variant = ")
    hand.get_by_role("button", name="Hand nachspielen").click()
    hand.locator(".hw-error").wait_for(state="visible")
    assert "TOML" in hand.locator(".hw-error").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


@pytest.mark.rule("A3")
def test_A3_drills_side_pots_right_answer_scores_wrong_answer_is_explained(browser, bridge):
    page, traffic = open_page(browser, bridge + "?tool=drills&serie=17&kind=side_pots&level=2")
    drills = page.locator(".hw-drills")
    assert "Serie 17 · Übung 1 · Stufe 2" in drills.locator(".hw-where").inner_text()
    drill = make_drill(17, 0, 2, "side_pots")
    add = drills.get_by_role("button", name="Side Pot hinzufügen")
    for _ in drill.solution[1:]:
        add.click()
    rows = drills.locator(".hw-pot-row")
    for row, pot in zip(rows.all(), drill.solution):
        row.locator(".hw-pot-amount").fill(str(pot["amount"]))
        for p in pot["eligible"]:
            row.get_by_label(f"Spieler {p + 1}").check()
    drills.get_by_role("button", name="Prüfen").click()
    drills.locator(".hw-right").wait_for()
    assert drills.locator(".hw-score").inner_text().startswith("Richtig: 1 von 1 · richtig in Folge: 1")
    stored = json.loads(page.evaluate("localStorage.getItem('holdem-werkstatt-ueben')"))
    assert stored["right"] == 1
    drills.get_by_role("button", name="Nächste Übung").click()
    page.wait_for_function("document.querySelector('.hw-drills .hw-where').textContent.includes('Übung 2')")
    second = make_drill(17, 1, 2, "side_pots")
    rows.first.locator(".hw-pot-amount").fill(str(second.solution[0]["amount"] + 5))
    drills.get_by_role("button", name="Prüfen").click()
    drills.locator(".hw-wrong").wait_for()
    mistakes = drills.locator(".hw-mistakes").inner_text()
    assert "Der Hauptpot ist zu groß" in mistakes and "fehlt beim Hauptpot" in mistakes
    assert "richtig in Folge: 0" in drills.locator(".hw-score").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


def test_drills_bad_series_gives_a_german_error(browser, bridge):
    page, traffic = open_page(browser, bridge)
    drills = page.locator(".hw-drills")
    drills.get_by_role("spinbutton", name="Serie", exact=True).fill("-3")
    drills.get_by_role("button", name="Serie starten").click()
    drills.locator(".hw-error").wait_for(state="visible")
    assert "Serie" in drills.locator(".hw-error").inner_text() and "0 bis 999.999" in drills.locator(".hw-error").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


@pytest.mark.rule("B5")
def test_B5_own_hand_preloaded_from_the_page_address(browser, bridge):
    page, traffic = open_page(browser, bridge + "?tool=own_hand&players=3&stacks=100,80,120&seed=5"
                                                "&actions=call,call&variants=show_all")
    hand = page.locator(".hw-own-hand")
    page.wait_for_function("document.querySelector('.hw-own-hand .hw-turn').textContent.startsWith('Spieler 3')")
    assert "B5" in hand.locator(".hw-steps li.hw-current").inner_text()
    assert [c.inner_text() for c in hand.locator(".hw-grid tbody td:nth-child(4)").all()] == ["98", "78", "118"]
    assert "im Showdown zeigen alle Spieler ihre Karten (S3)" in hand.locator(".hw-rules-text").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()


@pytest.mark.rule("P3")
def test_P3_split_pots_drill_takes_an_answer_per_pot(browser, bridge):
    page, traffic = open_page(browser, bridge + "?tool=drills&serie=4&kind=split_pots&level=3")
    drills = page.locator(".hw-drills")
    drill = make_drill(4, 0, 3, "split_pots")
    groups = drills.locator(".hw-answer fieldset")
    assert groups.count() == 2 and "Side Pot 1" in groups.nth(1).inner_text()
    for group, odd in zip(groups.all(), drill.solution):
        for p in odd:
            group.get_by_label(f"Spieler {p + 1}", exact=True).check()
    drills.get_by_role("button", name="Prüfen").click()
    drills.locator(".hw-right").wait_for()
    assert "(P3)" in drills.locator(".hw-explanation").inner_text()
    assert traffic.blocked == [] and traffic.page_errors == []
    page.close()
