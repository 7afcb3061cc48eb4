"""The shared German words (holdem.german) and input checks (holdem.checks)."""

from __future__ import annotations

import pytest

from holdem.cards import parse_cards
from holdem.checks import is_card_list, is_count, is_whole_number
from holdem.german import (
    cards_text,
    chips,
    chips_verb,
    default_names,
    german_list,
    no_such_player,
    player_name,
    players_text,
    seat_name,
)


def test_chips_singular_and_plural() -> None:
    assert chips(1) == "1 Chip" and chips(0) == "0 Chips" and chips(7) == "7 Chips"
    assert chips_verb(1, "bleibt", "bleiben", owner="Anna") == "1 Chip von Anna bleibt"
    assert chips_verb(3, "bleibt", "bleiben") == "3 Chips bleiben"


def test_lists_have_no_comma_before_und() -> None:
    assert german_list([]) == "" and german_list(["A"]) == "A"
    assert german_list(["A", "B", "C"]) == "A, B und C"
    assert players_text([3, 0, 2]) == "Spieler 1, 3 und 4"
    assert players_text([1], ["Anna", "Ben"]) == "Ben" and players_text([]) == "niemand"


def test_people_count_from_one() -> None:
    assert player_name(0) == "Spieler 1" and player_name(1, ["Anna", "Ben"]) == "Ben"
    assert default_names(3) == ("Spieler 1", "Spieler 2", "Spieler 3")
    assert seat_name(0) == "Sitz 1"
    assert no_such_player(7, 3) == ("Einen Spieler mit dem Index 7 gibt es nicht. Erlaubt sind die Indizes "
                                    "0 bis 2 (Spieler 1 bis 3).")
    assert cards_text(parse_cards("Ah Kd")) == "Ah Kd"


@pytest.mark.parametrize("value, whole", [
    (3, True), (0, True), (-2, True), (True, False), (2.0, False), ("3", False), (None, False),
])
def test_whole_numbers(value: object, whole: bool) -> None:
    assert is_whole_number(value) is whole


def test_whole_numbers_include_numpy_integers() -> None:
    import numpy
    assert is_whole_number(numpy.int64(5)) and not is_whole_number(numpy.float64(5))


def test_counts_and_card_lists() -> None:
    assert is_count(3, 1, 3) and not is_count(4, 1, 3) and not is_count(0, 1)
    assert is_card_list("Ah Kd") and is_card_list(parse_cards("Ah Kd")) and is_card_list(["Ah", "Kd"])
    assert not is_card_list(b"Ah") and not is_card_list(5) and not is_card_list([1, 2])
