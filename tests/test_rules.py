"""RuleSet: structures, blind sizes (B2 and its fixed-limit variant), variants, validation."""

import pytest

from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, RuleSet, SetupError, ShowdownOrder, SmallBlindShare, Structure


def test_defaults_are_the_standard_rules():
    rules = RuleSet()
    assert rules.structure is Structure.NO_LIMIT
    assert (rules.small_blind, rules.big_blind) == (1, 2)
    assert rules.min_bet is MinBet.BIG_BLIND  # W10
    assert rules.min_raise is MinRaise.LAST_RAISE  # L1
    assert rules.burn_before_hole_cards is False  # K2
    assert rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR  # S2
    assert rules.odd_chip is OddChip.LEFT_OF_BUTTON  # P2
    assert rules.rake is None
    assert rules.burns == 3


@pytest.mark.parametrize("small_bet, chip, sb, bb", [(2, 1, 1, 2), (5, 1, 2, 5), (15, 5, 5, 15), (10, 5, 5, 10)],
                         ids=["B2-2/4", "B2-5/10", "B2-15/30", "B2-10/20"])
def test_B2_fixed_limit_blinds_round_down_to_the_smallest_chip(small_bet, chip, sb, bb):
    rules = RuleSet.fixed_limit(small_bet, chip=chip)
    assert rules.structure is Structure.FIXED_LIMIT
    assert (rules.small_blind, rules.big_blind) == (sb, bb)
    assert (rules.lower_limit, rules.upper_limit) == (small_bet, 2 * small_bet)  # L3


@pytest.mark.parametrize("small_bet, chip, sb", [(3, 1, 2), (15, 5, 10), (5, 1, 3)], ids=["B2-3/6", "B2-15/30", "B2-5/10"])
def test_B2_two_thirds_variant_rounds_down_to_the_smallest_chip(small_bet, chip, sb):
    rules = RuleSet.fixed_limit(small_bet, chip=chip, small_blind_share=SmallBlindShare.TWO_THIRDS)
    assert (rules.small_blind, rules.big_blind) == (sb, small_bet)


@pytest.mark.parametrize("chip", [0, -5, 2.5, "5"])
def test_B2_a_smallest_chip_that_is_no_whole_number_is_refused(chip):
    with pytest.raises(SetupError) as refused:
        RuleSet.fixed_limit(15, chip=chip)
    assert "kleinste Chip" in refused.value.message and "ganze Zahl ab 1" in refused.value.message


def test_L3_limits_per_round():
    rules = RuleSet.fixed_limit(4, 8)
    assert [rules.limit_for_round(r) for r in range(4)] == [4, 4, 8, 8]


def test_L5_spread_limit_constructor():
    rules = RuleSet.spread_limit(4, 8, small_blind=1, big_blind=2)
    assert rules.structure is Structure.SPREAD_LIMIT
    assert [rules.limit_for_round(r) for r in range(4)] == [4, 4, 8, 8]


def test_K2_variant_adds_a_burn_card():
    assert RuleSet(burn_before_hole_cards=True).burns == 4


def test_W10_variant_opening_bet():
    assert RuleSet(small_blind=5, big_blind=10).opening_bet == 10
    assert RuleSet(small_blind=5, big_blind=10, min_bet=MinBet.SMALL_BLIND).opening_bet == 5


@pytest.mark.parametrize("kwargs, key", [
    ({"small_blind": 0}, "bad_blinds"),
    ({"big_blind": -2}, "bad_blinds"),
    ({"small_blind": 3, "big_blind": 2}, "bad_blinds"),
    ({"small_blind": 1.5}, "bad_blinds"),
    ({"ante": -1}, "bad_ante"),
    ({"raise_cap": -1}, "bad_rules"),
    ({"structure": "no_limit"}, "bad_rules"),
    ({"small_bet": 0}, "bad_limits"),
    ({"small_bet": 8, "big_bet": 4}, "bad_limits"),
    ({"structure": Structure.SPREAD_LIMIT, "small_blind": 5, "big_blind": 10, "small_bet": 4}, "bad_limits"),
    ({"muck_losers": "yes"}, "bad_rules"),
])
def test_bad_rules_raise_setup_error(kwargs, key):
    with pytest.raises(SetupError) as info:
        RuleSet(**kwargs)
    assert info.value.key == key
    assert "erlaubt" in info.value.message.lower() or "muss" in info.value.message


def test_describe_names_structure_and_variants():
    text = RuleSet.fixed_limit(4, 8).describe()
    assert "Fixed Limit" in text and "(L4" in text and "L6" in text
    variant = RuleSet(min_raise=MinRaise.SMALL_BLIND, showdown_order=ShowdownOrder.LEFT_OF_BUTTON).describe()
    assert "Varianten" in variant and "(L1)" in variant and "(S2)" in variant
    assert "Varianten" not in RuleSet().describe()
