"""The showdown-order stepper (S2, S3): each page plays a hand through the engine; the tests turn
the pages and check who shows first under the standard rule and under the variant."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from holdem.rules import ShowdownOrder
from holdem.widgets.showdown import SHOWDOWN_HANDS, showdown_page_text, showdown_stepper, shown_order

BET, CHECKED = SHOWDOWN_HANDS


def _text(stepper, index: int) -> str:
    stepper.show(index)
    return stepper.shown_text()


@pytest.fixture(scope="module")
def stepper():
    return showdown_stepper()


def test_four_pages_hand_by_rule(stepper) -> None:
    assert list(stepper.control.options) == [
        "River gesetzt – Standard", "River gesetzt – Variante",
        "River gecheckt – Standard", "River gecheckt – Variante"]
    for page in stepper.stack.children:
        image = page.children[0]
        assert isinstance(image, widgets.Image) and bytes(image.value[:4]) == b"\x89PNG"


@pytest.mark.rule("S2")
def test_S2_last_bettor_on_the_river_shows_first(stepper) -> None:
    assert shown_order(BET.play(ShowdownOrder.LAST_AGGRESSOR))[0] == (2, True)   # Spieler 3 bet
    assert "Zuerst zeigt, wer auf dem River zuletzt gesetzt oder erhöht hat: Spieler 3 mit" in _text(stepper, 0)


@pytest.mark.rule("S2")
def test_S2_variant_starts_left_of_the_button_even_after_a_bet(stepper) -> None:
    assert shown_order(BET.play(ShowdownOrder.LEFT_OF_BUTTON))[0] == (1, True)   # Spieler 2, left of button
    text = _text(stepper, 1)
    assert "In dieser Variante zeigt immer zuerst, wer am nächsten links vom Button sitzt: Spieler 2 mit " in text
    assert "Variante" in text


@pytest.mark.rule("S2")
@pytest.mark.parametrize("order", list(ShowdownOrder), ids=lambda o: f"S2-{o.value}")
def test_S2_checked_river_left_of_button_under_both_rules(order) -> None:
    order_seen = shown_order(CHECKED.play(order))
    assert [p for p, _ in order_seen] == [1, 2, 3]


@pytest.mark.rule("S3")
def test_S3_beaten_players_muck_after_the_winner_showed(stepper) -> None:
    assert shown_order(BET.play(ShowdownOrder.LAST_AGGRESSOR)) == [(2, True), (3, False), (1, False)]
    text = _text(stepper, 0)
    assert text.count("verdeckt weg (Muck; S3)") == 2
    # under the variant the pair of kings is shown first, so only Spieler 4 can muck
    assert shown_order(BET.play(ShowdownOrder.LEFT_OF_BUTTON)) == [(1, True), (2, True), (3, False)]


@pytest.mark.rule("S6")
def test_S6_the_pot_goes_to_the_best_hand_on_every_page(stepper) -> None:
    for index, amount in enumerate((36, 36, 6, 6)):
        assert f"Hauptpot: Spieler 3 gewinnt {amount} Chips mit der besten Hand – Paar Asse" in _text(stepper, index)


def test_page_text_is_what_the_page_shows(stepper) -> None:
    text = _text(stepper, 3)
    for line in showdown_page_text(CHECKED, ShowdownOrder.LEFT_OF_BUTTON).split("\n"):
        assert line.replace("–", "–") in text.replace("&#x27;", "'")
