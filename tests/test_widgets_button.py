"""The button widgets (D1–D3, D6): the static draw-and-rotation stepper and the live draw."""

from __future__ import annotations

import pytest

from holdem.cards import Deck
from holdem.table import Table
from holdem.widgets.button import button_draw_live, button_rotation_widget

NAMES = ["Anna", "Ben", "Cem", "Dana", "Emil"]


def _shown_text(stepper) -> str:
    return stepper.shown_text()


@pytest.fixture(scope="module")
def drawn() -> Table:
    return Table.with_players([100] * 5, names=NAMES).draw_for_button(Deck.from_text("Kd 9s Kh 4c Kc"))


@pytest.fixture(scope="module")
def stepper(drawn):
    return button_rotation_widget(drawn, hands=6, picture=False)


@pytest.mark.rule("D2")
def test_D2_first_page_shows_the_draw_and_the_suit_tie_break(stepper) -> None:
    assert stepper.labels[0] == "Ziehen" and stepper.index == 0
    text = _shown_text(stepper)
    assert "Cem bekommt den Button (D2)" in text
    assert text.index("Cem") < text.index("Anna") < text.index("Emil")  # K♥ > K♦ > K♣


@pytest.mark.rule("D3")
@pytest.mark.parametrize("hand", range(1, 7), ids=[f"D3-hand{h}" for h in range(1, 7)])
def test_D3_each_hand_page_moves_the_button_one_seat(stepper, hand: int) -> None:
    stepper.control.value = hand  # the slider, as a reader moves it
    assert stepper.stack.selected_index == hand
    holder = NAMES[(2 + hand - 1) % 5]  # Cem (seat 3) won the draw
    small = NAMES[(2 + hand) % 5]
    text = _shown_text(stepper)
    assert f"Hand {hand}" in text
    assert f"{holder} hat den Button" in text
    assert f"{small} setzt den Small Blind" in text


@pytest.mark.rule("D1")
def test_D1_ziehen_shows_the_next_prepared_draw_and_starts_again_after_the_last() -> None:
    live = button_draw_live(NAMES, seed=3, draws=3)
    shown = []
    for _ in range(4):
        shown.append(live.shown_text())
        live.go.click()  # what the site's script does without a kernel: the next page
    for k, seed in enumerate((3, 4, 5)):
        expected = Table.with_players([100] * 5, names=NAMES).draw_for_button(seed=seed).events[-1].text
        assert expected in shown[k].replace("&lt;", "<"), seed
    assert shown[3] == shown[0], "nach der letzten Ziehung kommt wieder die erste"
    assert len(set(shown[:3])) == 3
    # The button is the stepper's "next, cycling" control that holdem-site.js drives in the browser.
    assert {"holdem-step-next", "holdem-step-cycle"} <= set(live.go._dom_classes)


@pytest.mark.rule("D1")
def test_D1_in_the_teacher_mode_a_draw_is_pictured_when_ziehen_reaches_it(monkeypatch) -> None:
    """Where pictures are drawn on demand (Voilà) only the draw shown has its picture; each click
    on "Ziehen" draws the next one, with its German alt text."""
    from holdem.widgets.static import PICTURES_ENV, PicturePage

    monkeypatch.setenv(PICTURES_ENV, "on-demand")
    live = button_draw_live(NAMES, seed=3, draws=3)
    pages = live.stepper.stack.children
    assert all(isinstance(page, PicturePage) for page in pages)
    assert [page.drawn for page in pages] == [True, False, False]  # type: ignore[attr-defined]
    live.go.click()
    assert [page.drawn for page in pages] == [True, True, False]  # type: ignore[attr-defined]
    picture = pages[1].picture  # type: ignore[attr-defined]
    assert picture.value[:4] == b"\x89PNG" and len(picture.value) > 1000 and picture.tooltip


@pytest.mark.rule("D1")
def test_D1_no_draws_is_refused_with_a_german_message() -> None:
    from holdem.errors import HoldemError

    with pytest.raises(HoldemError, match="mindestens eine"):
        button_draw_live(NAMES, draws=0)
