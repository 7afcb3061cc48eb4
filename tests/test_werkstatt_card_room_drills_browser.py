"""The card-room drills of "Üben" on the built Werkstatt page (book/werkstatt.html, opened as a
file, the engine in the browser): balancing tables (C17), chip race (C18), straddle (C11) and
dead hand (C14) are drawn, answered with the keyboard-reachable form, checked by the engine and
explained; an empty choice and an amount out of range are refused in German. No request leaves
the machine."""

from __future__ import annotations

import os

import pytest
from browser_helpers import chromium_context

from holdem.drills import make_drill

READY_MS = 120_000  # Pyodide's first start on a loaded two-core machine: well under this
STEP_MS = 60_000  # one drill made by the engine in the browser while other builds share the cores
SHOT = os.environ.get("HOLDEM_DRILL_SCREENSHOT")  # where to keep a picture of the balancing drill


def start(drills, kind_title: str, level: int) -> None:
    """Pick the kind and the level in the page's own controls and start the series."""
    drills.get_by_label("Stufe", exact=True).select_option(str(level))
    kind = drills.get_by_label("Art", exact=True)
    kind.select_option(label=next(o for o in kind.locator("option").all_inner_texts() if o.startswith(kind_title)))
    drills.get_by_role("button", name="Serie starten").click()


@pytest.mark.rule("C17")
@pytest.mark.rule("C18")
@pytest.mark.rule("C11")
@pytest.mark.rule("C14")
def test_C17_C18_C11_C14_card_room_drills_answered_explained_and_bad_input_refused(playwright, site):
    balancing = make_drill(17, 0, 3, "balancing")
    race = make_drill(17, 0, 2, "chip_race")
    straddle = make_drill(17, 0, 2, "straddle")
    dead = make_drill(17, 0, 2, "dead_hand")
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.set_viewport_size({"width": 1100, "height": 1600})
        page.goto((site / "book" / "werkstatt.html").as_uri() + "?tool=drills&serie=17&level=3&kind=balancing")
        drills = page.locator("#werkstatt-drills")
        drills.locator(".hw-question").wait_for(timeout=READY_MS)

        # C17: the tables drawn, the move chosen from lists and typed, checked by the engine.
        assert drills.locator(".hw-question").inner_text() == balancing.question
        assert drills.locator(".hw-tables table").count() == 3
        assert drills.locator(".hw-tables caption").first.inner_text().startswith("Tisch 1: ")
        answer = balancing.solution
        drills.get_by_label("Wer wird umgesetzt?").select_option(answer["player"])
        drills.get_by_label("An welchen Tisch?").select_option(str(answer["to_table"]))
        drills.get_by_label("Auf welchen Sitz (1 bis 9)?").fill(str(answer["to_seat"]))
        role = drills.get_by_label("Was tut er dort in der nächsten Hand?")
        role.focus()  # every control is reached with the keyboard; the choice is made with the arrow keys
        role.select_option(answer["role"])
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "Prüfen"
        page.keyboard.press("Enter")
        drills.locator(".hw-right").wait_for()
        feedback = drills.locator(".hw-feedback").inner_text()
        assert f"Lösung: {balancing.solution_text}" in feedback and "(C17)" in feedback
        if SHOT:
            page.screenshot(path=SHOT, full_page=False, clip=drills.bounding_box())

        # C18: a wrong answer (nothing for anybody) is explained seat by seat with the race cards.
        start(drills, "Chip Race", 2)
        page.wait_for_function("document.querySelector('#werkstatt-drills .hw-question').textContent"
                               ".includes('Chip Race')", timeout=STEP_MS)
        assert drills.locator(".hw-question").inner_text() == race.question
        assert drills.locator(".hw-grid img, .hw-grid svg, .hw-grid .hw-cards").count() > 0
        for field in race.solution:
            seat = int(field.split("_")[1])
            drills.get_by_label(f"Spieler {seat}: Chips zu {race.extra['new_value']}").fill("0")
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-wrong").wait_for()
        mistakes = drills.locator(".hw-mistakes").inner_text()
        assert "richtig" in mistakes and "C18" in mistakes
        assert f"Lösung: {race.solution_text}" in drills.locator(".hw-feedback").inner_text()

        # C11: the smallest raise over a straddle, typed and accepted.
        start(drills, "Straddle und Mindesterhöhung", 2)
        page.wait_for_function("document.querySelector('#werkstatt-drills .hw-question').textContent"
                               ".includes('Straddle')", timeout=STEP_MS)
        assert drills.locator(".hw-question").inner_text() == straddle.question
        assert "Straddle" in drills.locator(".hw-grid").inner_text()
        drills.get_by_label("Mindestens auf (Chips, Gesamteinsatz der Runde)").fill(str(straddle.solution["min_to"]))
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-right").wait_for()
        assert "(C11)" in drills.locator(".hw-explanation").inner_text()

        # C14: nothing chosen and a negative amount are refused in German; then the right ruling.
        start(drills, "Tote Hand?", 2)
        page.wait_for_function("document.querySelector('#werkstatt-drills .hw-question').textContent"
                               ".includes('zurück')", timeout=STEP_MS)
        assert drills.locator(".hw-question").inner_text() == dead.question
        name = dead.extra["name"]
        drills.get_by_label(f"Chips zurück an {name}").fill("0")
        drills.get_by_role("button", name="Prüfen").click()
        error = drills.locator(".hw-error")
        error.wait_for(state="visible")
        assert "noch nichts gewählt" in error.inner_text()
        drills.get_by_label(f"Die Hand von {name}").select_option(dead.solution["hand"])
        drills.get_by_label(f"Chips zurück an {name}").fill("-1")
        drills.get_by_role("button", name="Prüfen").click()
        page.wait_for_function("document.querySelector('#werkstatt-drills .hw-error').textContent"
                               ".includes('erlaubten Bereich')")
        drills.get_by_label(f"Chips zurück an {name}").fill(str(dead.solution["returned"]))
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-right").wait_for()
        assert error.is_hidden()
        assert "(C14)" in drills.locator(".hw-explanation").inner_text()
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []

