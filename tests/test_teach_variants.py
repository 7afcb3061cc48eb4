"""Standard and variant side by side (appendix "Varianten"): each comparison really plays the
same hand under both settings, and its sentence names the difference the engine produced."""

from __future__ import annotations

import pytest

from holdem.positions import max_players
from holdem.teach.variants import (
    Comparison,
    compare_b2,
    compare_b9,
    compare_k2,
    compare_l1,
    compare_p2,
    compare_s2,
    compare_w10,
    side_by_side,
)


def test_side_by_side_two_columns_or_two_blocks() -> None:
    narrow = side_by_side("a\nbb", "c", ("L", "R"))
    assert narrow.split("\n")[0] == "L  | R" and narrow.split("\n")[2] == "a  | c"
    wide = side_by_side("x" * 80, "y" * 80, ("L", "R"))
    assert wide.startswith("== L ==") and "\n== R ==\n" in wide


@pytest.mark.rule("B2")
def test_B2_small_blind_completes_with_less_under_the_two_thirds_variant() -> None:
    c = compare_b2(small_bet=3)
    assert "Fixed Limit 3/6, Blinds 1/3" in c.standard and "Fixed Limit 3/6, Blinds 2/3" in c.variant
    assert "2 Chips statt 1 und muss zum Mitgehen nur 1 Chip statt 2 nachlegen" in c.difference
    assert "Cent" not in c.standard + c.variant + c.difference  # whole chips, as rooms play 3/6
    assert c.titles[0].startswith("Standard") and "zwei Drittel" in c.titles[1]


@pytest.mark.rule("K2")
def test_K2_variant_burns_first_card_and_leaves_one_less() -> None:
    c = compare_k2(n_players=4, button=3)
    assert "d1               | 2c    | Anna, 1. Karte" in c.standard
    assert "Burn Card vor den Hole Cards" in c.variant and "Burn Card vor den" not in c.standard
    assert "35 statt 36 Karten" in c.difference
    assert f"{max_players(4)} statt {max_players(3)} Spieler" in c.difference


@pytest.mark.rule("W10")
def test_W10_bet_of_one_refused_by_standard_taken_by_variant() -> None:
    c = compare_w10(amount=1)
    assert "abgelehnt" in c.standard and "abgelehnt" not in c.variant
    assert "auf 2 bis 98" in c.standard and "auf 1 bis 98" in c.variant
    assert c.difference.startswith("Der kleinste Einsatz ist 2")


@pytest.mark.rule("L1")
def test_L1_minimum_raises_in_three_situations() -> None:
    c = compare_l1()
    lines = c.standard.split("\n")[2:]
    assert [line.split("|")[1].strip() for line in lines] == ["auf 4", "auf 10", "auf 20"]
    assert [line.split("|")[2].strip() for line in lines] == ["auf 3", "auf 7", "auf 11"]
    assert c.variant == "" and "Unterschied (L1)" in c.text()


@pytest.mark.rule("S2")
def test_S2_only_the_order_of_showing_changes() -> None:
    c = compare_s2()
    assert " ".join(c.standard.split("\n")).startswith(
        "Zuerst zeigt, wer auf dem River zuletzt gesetzt oder erhöht hat: Cem mit")
    assert " ".join(c.variant.split("\n")).startswith(
        "In dieser Variante zeigt immer zuerst, wer am nächsten links vom Button sitzt: Ben mit")
    assert "in beiden Fällen gleich" in c.difference


@pytest.mark.rule("P2")
def test_P2_odd_chip_goes_to_ben_or_stays() -> None:
    c = compare_p2()
    assert "Ben 101" in c.standard and "Für die nächste Hand bleibt nichts im Pot." in c.standard
    assert "Ben 100" in c.variant and "Für die nächste Hand bleibt 1 Chip im Pot." in c.variant
    assert "beide Male 300 Chips" in c.difference


@pytest.mark.rule("B9")
def test_B9_dead_button_standard_or_blinds_move_on() -> None:
    c = compare_b9()
    # standard (card rooms): dead small blind, the big blind moves one seat; variant: the source's reading
    assert "Dana setzt den Big Blind" in c.standard and "Small Blind (1)" not in c.standard
    assert "Dana setzt den Small Blind" in c.variant and "Emil setzt den Big Blind" in c.variant
    assert "niemand den Small Blind" in c.difference
    # Titles and difference in words, without the settings' code names.
    assert c.titles == ("Standard (toter Small Blind, B9)", "Variante (die Blinds rücken weiter)")
    assert "MOVE_ON" not in c.text() and "DEAD" not in c.text()


def test_comparison_text_names_rule_and_difference() -> None:
    c = Comparison("X9", "a", "b", "nichts")
    assert c.text().endswith("Unterschied (X9): nichts") and str(c) == c.text()
