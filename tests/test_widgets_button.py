"""The button widgets (D1–D3, D6): the static draw-and-rotation stepper and the live draw."""

from __future__ import annotations

import pytest

from holdem.cards import Deck
from holdem.draw.png import figure_to_png
from holdem.table import Table
from holdem.widgets.button import button_draw_live, button_rotation_widget, draw_picture

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
def test_D1_live_draw_same_seed_same_winner_and_new_seed_redraws() -> None:
    live = button_draw_live(NAMES, seed=3)
    first = live.result.value
    assert "bekommt den Button" in first
    expected = Table.with_players([100] * 5, names=NAMES).draw_for_button(seed=3).events[-1].text
    assert expected in first.replace("&lt;", "<")
    live.seed.value = "4"
    live.go.click()
    other = Table.with_players([100] * 5, names=NAMES).draw_for_button(seed=4).events[-1].text
    assert other in live.result.value.replace("&lt;", "<")
    shown = bytes(live.picture.value)
    assert shown.startswith(b"\x89PNG")
    assert shown == figure_to_png(draw_picture(Table.with_players([100] * 5, names=NAMES).draw_for_button(seed=4)))


@pytest.mark.rule("D1")
@pytest.mark.parametrize("bad", ["", "abc", "-3", "1.5"])
def test_D1_live_draw_rejects_bad_input_with_a_german_message(bad: str) -> None:
    live = button_draw_live(NAMES, seed=1)
    before = bytes(live.picture.value)
    live.seed.value = bad
    live.go.click()
    assert "Bitte eine ganze Zahl ab 0 eingeben" in live.result.value
    assert bytes(live.picture.value) == before  # the last good draw stays
