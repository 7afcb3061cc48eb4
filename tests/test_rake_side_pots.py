"""How the rake (X1) is spread over main and side pots (issue 29, N6).

X1 says only that the house keeps a share of the pot. With side pots the rooms differ in which pot
pays it: the engine's default is ``RakeSplit.PROPORTIONAL`` (every pot its share, as the online
rooms whose hand histories name each pot's payout do it), the variant
``RakeSplit.MAIN_POT_FIRST`` takes it from the main pot before any side pot.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_hand_helpers import new_hand, play_script

from holdem.errors import RakeError, SetupError
from holdem.hand import HandState
from holdem.narration.hand_end import HAND_END_SENTENCES
from holdem.pots import Rake, RakeSplit, settle
from holdem.rake import spread_rake
from holdem.rules import RuleSet

pytestmark = pytest.mark.rule("X1")


# ---------------------------------------------------------------------------- the setting

def test_X1_N6_the_default_is_proportional() -> None:
    assert Rake(5, 3).split is RakeSplit.PROPORTIONAL
    assert RuleSet(rake=Rake(5, 3)).rake.split is RakeSplit.PROPORTIONAL  # type: ignore[union-attr]


@pytest.mark.parametrize("bad", ["main_pot_first", "proportional", 1, None, True],
                         ids=["X1-string-variant", "X1-string-default", "X1-int", "X1-none", "X1-bool"])
def test_X1_N6_an_unknown_split_is_refused_in_german(bad: object) -> None:
    with pytest.raises(RakeError) as info:
        Rake(5, 3, 0, bad)  # type: ignore[arg-type]
    message = info.value.message
    assert info.value.key == "bad_rake"
    assert "gibt es nicht" in message and "Erlaubt" in message
    assert "RakeSplit.PROPORTIONAL" in message and "RakeSplit.MAIN_POT_FIRST" in message


def test_X1_N6_the_rule_set_names_the_variant() -> None:
    assert RuleSet(rake=Rake(5, 3)).describe().endswith("Das Haus nimmt Rake (X1).")
    variant = RuleSet(rake=Rake(5, 3, split=RakeSplit.MAIN_POT_FIRST)).describe()
    assert variant.endswith("Das Haus nimmt Rake, bei Side Pots zuerst aus dem Hauptpot (X1, Variante).")


def test_X1_N6_a_rake_that_is_not_a_rake_is_still_refused_by_the_rule_set() -> None:
    with pytest.raises(SetupError):
        RuleSet(rake=RakeSplit.PROPORTIONAL)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- the amounts

@pytest.mark.parametrize("split, parts, payouts", [
    # 100/300/300: main 300, side 400, 10 % of 700 = 70.
    (RakeSplit.PROPORTIONAL, [30, 40], {0: 270, 1: 360, 2: 0}),
    (RakeSplit.MAIN_POT_FIRST, [70, 0], {0: 230, 1: 400, 2: 0}),
], ids=["X1-N6-proportional", "X1-N6-main-pot-first"])
def test_X1_N6_each_pot_pays_as_the_setting_says(split: RakeSplit, parts: list[int],
                                                  payouts: dict[int, int]) -> None:
    award = settle([100, 300, 300], (), {0: 9, 1: 5, 2: 1}, button=0, rake=Rake(10, None, 0, split))
    assert award.rake == 70  # the method moves the rake between pots, never changes it
    assert [a.rake for a in award.awards] == parts
    assert award.payouts == payouts
    assert sum(award.payouts.values()) + award.rake == 700


@pytest.mark.parametrize("pots, rake, proportional, main_first", [
    ([300, 400], 70, [30, 40], [70, 0]),
    ([30, 180], 105, [15, 90], [30, 75]),          # 50 %: each pot exactly half
    ([2146, 866], 167, [119, 48], [167, 0]),       # shares 118.99 and 47.99: one chip each to both
    ([1850, 450], 127, [102, 25], [127, 0]),       # shares 102.15 and 24.85: the larger rest gets it
    ([1, 9], 5, [0, 5], [1, 4]),                   # equal rests: the 1-chip pot keeps its chip
    ([1, 1, 4], 3, [0, 0, 3], [1, 1, 1]),          # both 1-chip pots keep theirs while another can pay
    ([1, 1], 1, [1, 0], [1, 0]),                   # no pot can keep all: the earlier one pays
    ([50, 50, 50], 0, [0, 0, 0], [0, 0, 0]),
    ([6, 116], 122, [6, 116], [6, 116]),            # 100 %: every pot goes to the house
], ids=["X1-N6-exact", "X1-N6-half", "X1-N6-two-rests", "X1-N6-one-rest", "X1-N6-tie",
        "X1-N6-small-pots", "X1-N6-unavoidable", "X1-N6-no-rake", "X1-N6-everything"])
def test_X1_N6_spread_rake_in_whole_chips(pots: list[int], rake: int, proportional: list[int],
                                          main_first: list[int]) -> None:
    assert spread_rake(pots, rake, RakeSplit.PROPORTIONAL) == proportional
    assert spread_rake(pots, rake, RakeSplit.MAIN_POT_FIRST) == main_first
    assert spread_rake(pots, rake) == proportional  # the same default as Rake's


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 400), min_size=1, max_size=6), st.data())
def test_X1_N6_proportional_shares_are_fair_to_the_chip(pots: list[int], data: st.DataObject) -> None:
    """No chip created or lost, no pot pays more than it holds, each share within one chip of its
    exact part, and a pot is taken whole only when the rake is everything or the chips force it."""
    total = sum(pots)
    rake = data.draw(st.integers(0, total))
    parts = spread_rake(pots, rake, RakeSplit.PROPORTIONAL)
    assert sum(parts) == rake
    assert all(0 <= part <= pot for part, pot in zip(parts, pots))
    assert all(abs(part - Fraction(pot * rake, total)) <= 1 for part, pot in zip(parts, pots))
    emptied = [i for i, (part, pot) in enumerate(zip(parts, pots)) if part == pot]
    if emptied and rake < total:
        # a pot loses its last chip only when the others, each keeping one chip, cannot pay the rake
        spare = sum(pot - part - 1 for part, pot in zip(parts, pots) if part < pot)
        assert spare <= 0 or all(Fraction(pots[i] * rake, total) > pots[i] - 1 for i in emptied)


# ---------------------------------------------------------------------------- a whole hand (N6)

def _short_main_pot(split: RakeSplit, percent: int = 10) -> HandState:
    """Spieler 3 is all-in with the big blind of 2: main pot 6, side pot 116 (Spieler 1 and 2 put
    in 60 each); 10 % of 122 is 12. Spieler 3 has the best hand, Spieler 1 wins the side pot."""
    rules = RuleSet.no_limit(1, 2, rake=Rake(percent, None, 0, split))
    state = new_hand([100, 100, 2], button=0, rules=rules, holes={0: "KdKc", 1: "7h2c", 2: "AsAh"},
                     board="8d5s9cJh3d")
    state = play_script(state, "r60 c k k k k k k")
    assert state.is_over and state.result is not None
    return state


def test_X1_N6_proportional_the_short_main_pot_keeps_its_share() -> None:
    """Default: the main pot of 6 pays 1 of the 12 (its share is 0.59), so the best hand wins 5
    chips; the side pot pays 11. Nobody is told he won 0 chips."""
    state = _short_main_pot(RakeSplit.PROPORTIONAL)
    result = state.result
    assert result is not None and result.rake == 12
    assert [(a.pot.amount, a.rake) for a in result.awards] == [(6, 1), (116, 11)]
    assert state.final_stacks == (145, 40, 5)
    assert sum(state.final_stacks) + result.rake == 202  # no chip created or lost
    main = next(e for e in state.events if e.kind == "award" and e.values["pot"] == "Hauptpot")
    assert main.amount == 5
    assert main.text.startswith("Hauptpot: Spieler 3 gewinnt 5 Chips mit der besten Hand")
    assert "0 Chips" not in " ".join(e.text for e in state.events)
    assert state.events[-1].text == ("Das Haus behält 12 Chips Rake: 1 Chip aus dem Hauptpot und 11 Chips aus "
                                     "Side Pot 1; der Rake wird anteilig auf die Pots verteilt, auf ganze "
                                     "Chips gerundet (X1).")


def test_X1_N6_main_pot_first_the_rake_takes_the_short_main_pot_and_says_so() -> None:
    """Variant: the main pot pays first, all 6 chips; the best hand gets nothing from it, and the
    sentence says the rake took the pot instead of "gewinnt 0 Chips mit der besten Hand"."""
    state = _short_main_pot(RakeSplit.MAIN_POT_FIRST)
    result = state.result
    assert result is not None and result.rake == 12
    assert [(a.pot.amount, a.rake) for a in result.awards] == [(6, 6), (116, 6)]
    assert state.final_stacks == (150, 40, 0)
    assert sum(state.final_stacks) + result.rake == 202  # no chip created or lost
    texts = [e.text for e in state.events]
    assert not any("gewinnt 0 Chips" in t for t in texts)
    main = next(e for e in state.events if e.kind == "award" and e.values["pot"] == "Hauptpot")
    assert main.text.startswith("Hauptpot: Spieler 3 gewinnt ihn mit der besten Hand")
    assert "aber der Rake nimmt den ganzen Pot (6 Chips; S6, X1)" in main.text
    assert texts[-1] == ("Das Haus behält 12 Chips Rake: 6 Chips aus dem Hauptpot und 6 Chips aus Side Pot 1; "
                         "zuerst zahlt der Hauptpot, erst danach die Side Pots (X1, Variante).")


@pytest.mark.parametrize("split, sentence", [
    (RakeSplit.PROPORTIONAL, "Das Haus behält 2 Chips Rake, alles aus Side Pot 1; der Rake wird anteilig auf "
                             "die Pots verteilt, auf ganze Chips gerundet (X1)."),
    (RakeSplit.MAIN_POT_FIRST, "Das Haus behält 2 Chips Rake, alles aus dem Hauptpot; zuerst zahlt der Hauptpot, "
                               "erst danach die Side Pots (X1, Variante)."),
], ids=["X1-N6-proportional", "X1-N6-main-pot-first"])
def test_X1_N6_a_rake_paid_by_one_of_several_pots_names_it(split: RakeSplit, sentence: str) -> None:
    state = _short_main_pot(split, percent=2)  # 2 % of 122 = 2
    assert state.events[-1].text == sentence
    assert sum(state.final_stacks) + 2 == 202


def test_X1_N6_one_pot_keeps_the_short_sentence() -> None:
    render = HAND_END_SENTENCES["rake"]
    assert render("X1", {"chips": 3}) == "Das Haus behält 3 Chips Rake aus dem Pot (X1)."
    state = new_hand(100, n=3, button=0, rules=RuleSet(rake=Rake(10, 3)), holes={0: "AsAh"}, board="2c7d9h3c4d")
    state = play_script(state, "r20 c c " + "k k k k k k k k k")
    assert state.events[-1].text == "Das Haus behält 3 Chips Rake aus dem Pot (X1)."
