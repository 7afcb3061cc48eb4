"""The chapter "Im Kartenraum" (C11–C18): its switch through the straddle, the absent tournament
player, the balancing move and the chip race – pictures and the engine's sentences, no kernel."""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as widgets
import nbformat
import pytest

from holdem.teach.kartenraum import (
    FLOOR_PAGES,
    absent_dead_hand,
    balancing_move,
    chip_race_of_the_25s,
    straddle_option,
)
from holdem.widgets.kartenraum import kartenraum_stepper
from holdem.widgets.static import PHONE_FORM

CHAPTER = Path(__file__).resolve().parent.parent / "book" / "kartenraum.ipynb"
RULES = ["C11", "C16", "C17", "C18"]


@pytest.fixture(scope="module")
def stepper():
    return kartenraum_stepper()


@pytest.mark.rule("C11")
@pytest.mark.rule("C16")
@pytest.mark.rule("C17")
@pytest.mark.rule("C18")
def test_one_page_per_rule_under_a_named_toggle(stepper) -> None:
    assert len(stepper.stack.children) == len(stepper.labels) == len(FLOOR_PAGES) == 4
    assert [label.split()[0] for label in stepper.labels] == RULES
    assert isinstance(stepper.control, widgets.ToggleButtons)
    assert stepper.control.description == "Regel:" and list(stepper.control.options) == list(stepper.labels)
    stepper.show(2)
    assert stepper.index == 2 and stepper.control.index == 2
    stepper.show(0)


@pytest.mark.parametrize("index", range(4), ids=RULES)
def test_every_page_says_in_german_what_its_rule_does(stepper, index: int) -> None:
    stepper.show(index)
    text = re.sub(r"<[^>]+>", "", stepper.shown_text())
    assert re.search(rf"\({RULES[index]}[,)]", text), text
    assert len(text) > 60 and "None" not in text and "HandState" not in text
    assert text.rstrip().endswith(".")


@pytest.mark.parametrize("index", range(4), ids=RULES)
def test_every_picture_is_a_png_with_german_alt_text(stepper, index: int) -> None:
    picture, phone_form, text = stepper.stack.children[index].children
    assert isinstance(picture, widgets.Image) and isinstance(text, widgets.HTML)
    assert picture.value[:4] == b"\x89PNG" and phone_form.value[:4] == b"\x89PNG"
    assert PHONE_FORM in phone_form._dom_classes
    alt = picture.tooltip
    assert alt and len(alt) > 40
    assert any(word in alt for word in ("Tisch", "Sitz", "Chips", "Spieler"))


def test_the_stand_in_text_is_a_sentence_not_a_widget_repr(stepper) -> None:
    text = repr(stepper)
    assert text == "Schritt für Schritt: 4 Seiten, von „C11 Straddle“ bis „C18 Chip Race“"
    assert not re.search(r"\w+\(|children|model_id|layout", text)


def test_the_chapter_stores_the_widget_with_its_stand_in_sentence() -> None:
    nb = nbformat.read(CHAPTER, as_version=4)
    cells = [c for c in nb.cells if c.cell_type == "code" and "kartenraum_stepper()" in c.source]
    assert len(cells) == 1
    data = next(o for o in cells[0].outputs if o.output_type == "execute_result").data
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == "Schritt für Schritt: 4 Seiten, von „C11 Straddle“ bis „C18 Chip Race“"
    heads = [c.source.splitlines()[0] for c in nb.cells if c.cell_type == "markdown"]
    assert heads.index("## Zum Ausprobieren") == heads.index("## Übungen") - 1
    assert nb.cells.index(cells[0]) == nb.cells.index(
        next(c for c in nb.cells if c.source.startswith("## Übungen"))) - 1


@pytest.mark.rule("C11")
def test_the_straddler_has_the_option_after_the_calls_C11() -> None:
    state = straddle_option()
    assert state.name(state.to_act) == "Dana" and state.current_bet == 4


@pytest.mark.rule("C16")
def test_the_absent_player_posts_and_his_hand_is_dead_C16() -> None:
    hand = absent_dead_hand()
    assert any(e.rule == "C16" and "Cem" in e.text for e in hand.events)
    assert hand.name(hand.to_act) != "Cem"


@pytest.mark.rule("C17")
def test_the_next_big_blind_moves_to_the_short_table_C17() -> None:
    move = balancing_move()
    assert move.player == "Cem" and (move.from_table, move.to_table) == (1, 2)


@pytest.mark.rule("C18")
def test_the_race_hands_out_two_100s_C18() -> None:
    race = chip_race_of_the_25s()
    assert "2 Chips zu 100" in race.steps[0] and "Cem" in race.steps[2] and "Anna" in race.steps[3]


@pytest.mark.rule("C17")
@pytest.mark.rule("C18")
def test_in_the_teacher_mode_a_page_is_drawn_when_it_is_first_shown_C17_C18(monkeypatch) -> None:
    """Where pictures are drawn on demand (Voilà), the switch draws only the page shown; turning to
    the balancing move (C17) draws its two tables, the chip race (C18) stays undrawn until asked."""
    from holdem.widgets.static import PICTURES_ENV, PicturePage

    monkeypatch.setenv(PICTURES_ENV, "on-demand")
    live = kartenraum_stepper()
    pages = live.stack.children
    assert all(isinstance(page, PicturePage) for page in pages)
    assert [page.drawn for page in pages] == [True, False, False, False]  # type: ignore[attr-defined]
    live.show(2)
    assert [page.drawn for page in pages] == [True, False, True, False]  # type: ignore[attr-defined]
    picture = pages[2].picture  # type: ignore[attr-defined]
    assert picture.value[:4] == b"\x89PNG" and "Tisch 2" in picture.tooltip
