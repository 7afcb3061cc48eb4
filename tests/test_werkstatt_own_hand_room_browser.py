"""The built Werkstatt page (book/werkstatt.html, opened as a file) in Debian's Chromium: a poker
room's hand history pasted into "Eigene Hand" is replayed in the browser (Pyodide) and explained
with German sentences in the room's money and the verdict; a damaged text gives a German error and
leaves the hand on the page as it was. The hand is written for this test in PokerStars' format
(invented names, cards and amounts). Nothing may leave the machine."""

from __future__ import annotations

import pytest
from browser_helpers import chromium_context

READY_MS = 120_000  # Pyodide's first start on a loaded two-core machine: well under this

STARS_HAND = """\
PokerStars Hand #900000000020:  Hold'em No Limit (€0.05/€0.10 EUR) - 2024/04/03 21:00:00 CET
Table 'Probetisch' 6-max Seat #3 is the button
Seat 1: Paula (€6 in chips)
Seat 2: Quirin (€9.50 in chips)
Seat 3: Rosa (€7.20 in chips)
Paula: posts small blind €0.05
Quirin: posts big blind €0.10
*** HOLE CARDS ***
Dealt to Rosa [Ac Jc]
Rosa: raises €0.20 to €0.30
Paula: folds
Quirin: calls €0.20
*** FLOP *** [Jd 6s 2h]
Quirin: checks
Rosa: bets €0.40
Quirin: folds
Uncalled bet (€0.40) returned to Rosa
Rosa collected €0.65 from pot
Rosa: doesn't show hand
*** SUMMARY ***
Total pot €0.65 | Rake €0
Board [Jd 6s 2h]
Seat 1: Paula (small blind) folded before Flop
Seat 2: Quirin (big blind) folded on the Flop
Seat 3: Rosa (button) collected (€0.65)
"""


@pytest.mark.rule("L1")
@pytest.mark.rule("A7")
@pytest.mark.rule("W7")
def test_L1_A7_W7_pasted_room_hand_is_explained_in_euros_and_a_damaged_one_changes_nothing(playwright, site):
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto((site / "book" / "werkstatt.html").as_uri() + "?tool=own_hand&players=3&seed=5")
        tool = page.locator("#werkstatt-own_hand")
        tool.locator(".hw-turn").wait_for(timeout=READY_MS)
        tool.locator(".hw-phh summary").click()
        pasted = tool.get_by_label("PHH-Text oder Hand History eines Pokerraums einfügen")
        pasted.fill(STARS_HAND)
        tool.get_by_role("button", name="Hand nachspielen").click()
        verdict = tool.locator(".hw-verdict")
        verdict.wait_for(timeout=READY_MS)
        assert verdict.inner_text() == "PokerStars Hand #900000000020: stimmt mit dem Raum überein"
        steps = tool.locator(".hw-steps")
        text = steps.inner_text()
        for sentence in ("Paula setzt links vom Button den Small Blind: 0,05 € (B3, B1).",
                         "Rosa erhöht um 0,20 € auf 0,30 € (L1).",
                         "0,40 € von Rosa hat niemand gezahlt: Rosa bekommt den Betrag zurück (A7)."):
            assert sentence in text, text
        assert "Chips" not in text
        assert steps.get_by_role("link", name="L1").first.get_attribute("href") == "regelverzeichnis.html#regel-L1"
        assert "Rosa gewinnt 0,65 €" in tool.locator(".hw-result").inner_text()  # W7
        assert "im Pot 0,65 €" in tool.locator(".hw-table caption").inner_text()
        assert '"d dh p1 ????"' in tool.locator(".hw-phh-out").input_value()

        # A damaged text: a German error, the hand above stays as it was.
        before = (verdict.inner_text(), steps.inner_text(), tool.locator(".hw-table").inner_text())
        pasted.fill(STARS_HAND.replace("PokerStars Hand #", "PokerSt#rs Hnd #"))
        tool.get_by_role("button", name="Hand nachspielen").click()
        error = tool.locator(".hw-error")
        error.wait_for(state="visible")
        assert error.inner_text().startswith("Der Text ist weder die Hand History eines Pokerraums noch eine PHH-Datei")
        assert "Traceback" not in error.inner_text()
        assert (verdict.inner_text(), steps.inner_text(), tool.locator(".hw-table").inner_text()) == before
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []
