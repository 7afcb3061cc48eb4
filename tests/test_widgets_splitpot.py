"""The split-pot stepper (P1, P2): pot sizes and numbers of winners under the standard odd-chip
rule and under the variant, checked page by page."""

from __future__ import annotations

import pytest

from holdem.pots import OddChip
from holdem.widgets.splitpot import SPLIT_CASES, SplitCase, split_award, splitpot_stepper


def _text(stepper, index: int) -> str:
    stepper.show(index)
    return stepper.shown_text()


@pytest.fixture(scope="module")
def stepper():
    return splitpot_stepper()


def test_two_pages_per_case(stepper) -> None:
    assert len(stepper.stack.children) == 2 * len(SPLIT_CASES)
    assert stepper.control.options[2] == "25 Chips, 2 Gewinner – Standard"
    assert stepper.control.options[3] == "25 Chips, 2 Gewinner – Variante"


@pytest.mark.rule("P1")
def test_P1_even_pot_is_shared_equally(stepper) -> None:
    text = _text(stepper, 0)
    assert "Anteile: Spieler 1: 15, Spieler 2: 15." in text and "(P1)" in text
    assert "übrigen" not in text


@pytest.mark.rule("P2")
@pytest.mark.parametrize("case, shares", [
    (SplitCase(25, 2), {0: 13, 1: 12}),
    (SplitCase(100, 3), {0: 34, 1: 33, 2: 33}),
    (SplitCase(50, 4), {0: 13, 1: 13, 2: 12, 3: 12}),
], ids=["P2-25-2", "P2-100-3", "P2-50-4"])
def test_P2_odd_chips_go_to_the_first_winners_left_of_the_button(case, shares) -> None:
    (pa,) = split_award(case, OddChip.LEFT_OF_BUTTON).awards
    assert pa.shares == shares and pa.carried == 0
    assert sum(pa.shares.values()) == case.pot


@pytest.mark.rule("P2")
@pytest.mark.parametrize("case, each, left", [(SplitCase(25, 2), 12, 1), (SplitCase(100, 3), 33, 1),
                                              (SplitCase(50, 4), 12, 2)], ids=["P2v-25", "P2v-100", "P2v-50"])
def test_P2_variant_leaves_the_rest_for_the_next_hand(case, each, left) -> None:
    award = split_award(case, OddChip.CARRY)
    assert set(award.awards[0].shares.values()) == {each} and award.carried == left


@pytest.mark.rule("P2")
def test_P2_pages_say_where_the_odd_chip_goes(stepper) -> None:
    standard, variant = _text(stepper, 4), _text(stepper, 5)
    assert "Spieler 1: 34, Spieler 2: 33, Spieler 3: 33" in standard
    assert "Den übrigen Chip bekommt Spieler 1: von den Gewinnern sitzt Spieler 1 am nächsten links vom Button (P2)" in standard
    assert "liegen bleiben: 1" in variant and "(P2, Variante)" in variant
    assert "Spieler 4 (ausgestiegen)" in standard
