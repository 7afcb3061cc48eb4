"""The built Werkstatt page (book/werkstatt.html) in Debian's Chromium, with the engine in the
browser (Pyodide), opened as a file and over http: "Eigene Hand" and "Üben" give the right result
on a prepared case (given through the page address) and a German error on bad input; the drill
accepts a right answer and explains a wrong one. Every request that leaves the machine (for
file:// every request that is not a file) is blocked and counted: there must be none.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_helpers import chromium_context

from holdem.drills import make_drill

READY_MS = 120_000  # Pyodide's first start on a loaded two-core machine: well under this


def page_url(site: Path, base_url: str, origin: str, query: str) -> str:
    if origin == "file":
        return (site / "book" / "werkstatt.html").as_uri() + query
    return base_url + "book/werkstatt.html" + query


@pytest.fixture(params=["file", "http"])
def origin(request) -> str:
    return request.param


@pytest.mark.rule("W3")
@pytest.mark.rule("W1")
def test_W3_W1_own_hand_prepared_case_and_bad_input(playwright, site, base_url, origin):
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url(site, base_url, origin, "?tool=own_hand&players=3&seed=5"))
        hand = page.locator("#werkstatt-own_hand")
        hand.locator(".hw-turn").wait_for(timeout=READY_MS)
        assert hand.locator(".hw-turn").inner_text() == "Spieler 1 ist am Zug (2 zu bezahlen)."
        assert "W3" in hand.locator(".hw-steps").inner_text()
        hand.get_by_role("button", name="Mitgehen (Call): 2").click()
        page.wait_for_function("document.querySelector('#werkstatt-own_hand .hw-turn').textContent"
                               ".startsWith('Spieler 2')")
        assert "Spieler 1 geht mit und zahlt 2 Chips (W1)." in hand.locator(".hw-steps").inner_text()
        hand.locator(".hw-setup input[type=number]").first.fill("11")
        hand.get_by_role("button", name="Neue Hand").click()
        error = hand.locator(".hw-error")
        error.wait_for(state="visible")
        assert "2 bis 10" in error.inner_text()
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []


@pytest.mark.rule("W4")
@pytest.mark.rule("H2")
def test_W4_H2_drill_right_answer_accepted_wrong_one_explained_bad_series_refused(playwright, site, base_url, origin):
    first = make_drill(17, 0, 2, "first_to_act")
    second = make_drill(17, 1, 2, "first_to_act")
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url(site, base_url, origin, "?tool=drills&serie=17&level=2&kind=first_to_act"))
        drills = page.locator("#werkstatt-drills")
        drills.locator(".hw-question").wait_for(timeout=READY_MS)
        assert drills.locator(".hw-question").inner_text() == first.question
        drills.locator(".hw-answer").get_by_label(f"Spieler {first.solution + 1}", exact=True).check()
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-right").wait_for()
        assert "Richtig: 1 von 1" in drills.locator(".hw-score").inner_text()
        drills.get_by_role("button", name="Nächste Übung").click()
        page.wait_for_function("document.querySelector('#werkstatt-drills .hw-where').textContent.includes('Übung 2')")
        wrong = (second.solution + 1) % second.extra["n"]
        drills.locator(".hw-answer").get_by_label(f"Spieler {wrong + 1}", exact=True).check()
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-wrong").wait_for()
        assert drills.locator(".hw-mistakes li").count() >= 1
        assert f"Lösung: Spieler {second.solution + 1}." in drills.locator(".hw-feedback").inner_text()
        drills.get_by_role("spinbutton", name="Serie", exact=True).fill("1000000")
        drills.get_by_role("button", name="Serie starten").click()
        drills.locator(".hw-error").wait_for(state="visible")
        assert "0 bis 999.999" in drills.locator(".hw-error").inner_text()
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []
