"""Outs, pot odds, the rule of 2 and 4 and the chapter's text tables (R12, P1, G7).

The odds functions are arithmetic, not rules: their expected values are counted by hand in
the comments (cards of a suit, binomial coefficients), never taken from the implementation."""

from __future__ import annotations

import math

import numpy as np
import pytest

from holdem.cards import Card, parse_cards
from holdem.counting import category_counts
from holdem.equity import STARTING_HANDS, StartingHandEquities, exact_equity
from holdem.errors import DuplicateCardError, HoldemError
from holdem.odds import (
    OddsInputError,
    german_number,
    german_percent,
    german_short,
    hit_probability,
    odds_against,
    outs,
    pot_odds,
    rarity_exceptions,
    rule_of_2_and_4,
)
from holdem.ranking import HandCategory
from holdem.teach.odds import (
    equity_table,
    frequency_table,
    rarity_text,
    rule_of_thumb_table,
    starting_hand_table,
)

# Reference counts (DESIGN.md / the literature), not computed by the engine.
FIVE = {HandCategory.ROYAL_FLUSH: 4, HandCategory.STRAIGHT_FLUSH: 36, HandCategory.FOUR_OF_A_KIND: 624,
        HandCategory.FULL_HOUSE: 3_744, HandCategory.FLUSH: 5_108, HandCategory.STRAIGHT: 10_200,
        HandCategory.THREE_OF_A_KIND: 54_912, HandCategory.TWO_PAIR: 123_552,
        HandCategory.ONE_PAIR: 1_098_240, HandCategory.HIGH_CARD: 1_302_540}
SEVEN = {HandCategory.ROYAL_FLUSH: 4_324, HandCategory.STRAIGHT_FLUSH: 37_260,
         HandCategory.FOUR_OF_A_KIND: 224_848, HandCategory.FULL_HOUSE: 3_473_184,
         HandCategory.FLUSH: 4_047_644, HandCategory.STRAIGHT: 6_180_020,
         HandCategory.THREE_OF_A_KIND: 6_461_620, HandCategory.TWO_PAIR: 31_433_400,
         HandCategory.ONE_PAIR: 58_627_800, HandCategory.HIGH_CARD: 23_294_460}


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


# --- German numbers -------------------------------------------------------------------------

@pytest.mark.parametrize("value, decimals, text", [
    (1388072, 0, "1.388.072"), (0.3497, 2, "0,35"), (1234.5, 1, "1.234,5"), (7, 0, "7"),
])
def test_german_number_uses_dot_for_thousands_and_comma_for_decimals(value, decimals, text) -> None:
    assert german_number(value, decimals) == text


def test_german_short_drops_trailing_zeros_and_percent_has_a_space() -> None:
    assert german_short(3.0) == "3" and german_short(2.5) == "2,5" and german_short(1500) == "1.500"
    assert german_percent(0.25) == "25,0 %"


# --- outs -----------------------------------------------------------------------------------

def test_flush_draw_on_the_flop_has_the_nine_other_cards_of_its_suit() -> None:
    result = outs("Ah Kh", "Qh 7h 2c", target=HandCategory.FLUSH)
    # 13 hearts minus the four seen (A, K, Q, 7): 2 3 4 5 6 8 9 T J of hearts.
    assert set(result.cards) == cards("2h 3h 4h 5h 6h 8h 9h Th Jh")
    assert result.count == 9 and result.unseen == 52 - 5
    assert result.probability(2) == pytest.approx(1 - (38 / 47) * (37 / 46))
    assert result.probability(2) == pytest.approx(0.34968, abs=1e-5)
    assert result.probability(1) == pytest.approx(9 / 47)
    assert list(result.cards) == sorted(result.cards, reverse=True)


def test_open_ended_straight_draw_has_eight_outs_at_both_ends() -> None:
    result = outs("9c 8d", "7h 6s Kc", target=HandCategory.STRAIGHT)
    assert set(result.cards) == cards("Ts Th Td Tc 5s 5h 5d 5c")


def test_gutshot_has_only_the_four_cards_of_the_gap() -> None:
    result = outs("9c 8d", "6h 5s Kc", target=HandCategory.STRAIGHT)
    assert set(result.cards) == cards("7s 7h 7d 7c")
    assert result.probability(2) == pytest.approx(1 - (43 / 47) * (42 / 46))


def test_without_a_goal_every_card_that_lifts_the_category_counts() -> None:
    # High card now. Pair: 3 aces, 3 kings, 3 queens, 3 sevens, 2 non-heart deuces (2c is on
    # the board, 2h is already a flush card); flush: 9 hearts. 3+3+3+3+2+9 = 23.
    result = outs("Ah Kh", "Qh 7h 2c")
    assert result.count == 23
    assert cards("2s 2d 7s Qc") <= set(result.cards) and Card.parse("3c") not in result.cards


def test_against_a_known_hand_counts_cards_that_put_the_hand_ahead() -> None:
    # Flush: the 9 hearts not seen (A K Q J T 6 5 4 3); straight: the 3 tens and 3 fives that
    # are not hearts. An 8 or 7 gives only a smaller pair than the nines. Unseen: 52 - 7.
    result = outs("8h 7h", "9h 6c 2h", ["As 9d"])
    assert set(result.cards) == cards("Ah Kh Qh Jh Th 6h 5h 4h 3h Ts Td Tc 5s 5d 5c")
    assert result.unseen == 45
    assert result.probability(2) == pytest.approx(1 - (30 / 45) * (29 / 44))


def test_turn_outs_against_a_hand_give_the_same_chance_as_exact_equity() -> None:
    # 9 hearts left among 44 unseen cards; no river card gives a split pot.
    result = outs("Qh 9h", "Ah 7h 2c 5s", ["As Kd"])
    assert result.count == 9 and result.unseen == 44
    equity = exact_equity(["Qh 9h", "As Kd"], "Ah 7h 2c 5s")
    assert result.probability(1) == pytest.approx(9 / 44) == pytest.approx(equity.equity[0])


def test_dead_cards_are_neither_unseen_nor_outs() -> None:
    result = outs("Ah Kh", "Qh 7h 2c", target=HandCategory.FLUSH, dead="2h 3h 9s")
    assert result.count == 7 and result.unseen == 44
    assert not cards("2h 3h") & set(result.cards)


def test_describe_names_the_hand_the_goal_and_the_outs() -> None:
    text = outs("9c 8d", "6h 5s Kc", target=HandCategory.STRAIGHT).describe()
    assert "4 Outs" in text and "mindestens Straße" in text and "7s 7h 7d 7c" in text
    assert "vorn gegen As 9d" in outs("8h 7h", "9h 6c 2h", ["As 9d"]).describe()


@pytest.mark.parametrize("call, key", [
    (lambda: outs("Ah", "Qh 7h 2c"), "bad_hole_size"),
    (lambda: outs("Ah Kh", "Qh 7h"), "bad_board_size"),
    (lambda: outs("Ah Kh", "Qh 7h 2c 3c 4c"), "bad_board_size"),
    (lambda: outs("Ah Kh", "Qh 7h 2c", "As 9d"), "against_not_a_list"),
    (lambda: outs("Ah Kh", "Qh 7h 2c", []), "no_opponents"),
    (lambda: outs("Ah Kh", "Qh 7h 2c", ["As"]), "bad_hole_size"),
    (lambda: outs("Ah Kh", "Qh 7h 2c", ["As 9d"], target=HandCategory.FLUSH), "target_and_against"),
    (lambda: outs("Ah Kh", "Qh 7h 2h", target=HandCategory.STRAIGHT), "target_reached"),
])
def test_bad_outs_questions_give_a_german_message(call, key) -> None:
    with pytest.raises(OddsInputError) as info:
        call()
    assert info.value.key == key and info.value.message


def test_a_card_in_two_places_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        outs("Ah Kh", "Qh 7h 2c", ["Ah 9d"])


# --- chances --------------------------------------------------------------------------------

@pytest.mark.parametrize("n_outs, to_come, unseen, expected", [
    (9, 1, 46, 9 / 46),
    (9, 2, 47, 1 - (38 * 37) / (47 * 46)),
    (8, 2, 47, 1 - (39 * 38) / (47 * 46)),
    (0, 2, 47, 0.0),
    (46, 1, 46, 1.0),
])
def test_hit_probability_is_one_minus_the_chance_of_missing_every_card(n_outs, to_come, unseen,
                                                                      expected) -> None:
    assert hit_probability(n_outs, to_come, unseen) == pytest.approx(expected)


@pytest.mark.parametrize("n_outs, to_come, expected",
                         [(9, 2, 0.36), (9, 1, 0.18), (15, 2, 0.60), (4, 1, 0.08)])
def test_rule_of_2_and_4(n_outs, to_come, expected) -> None:
    assert rule_of_2_and_4(n_outs, to_come) == pytest.approx(expected)


def test_rule_of_4_overestimates_many_outs_and_is_close_for_few() -> None:
    assert rule_of_2_and_4(15, 2) - hit_probability(15, 2, 47) > 0.05
    assert abs(rule_of_2_and_4(4, 2) - hit_probability(4, 2, 47)) < 0.01


@pytest.mark.parametrize("call", [
    lambda: hit_probability(9, 3), lambda: hit_probability(48, 1, 47), lambda: hit_probability(-1, 1),
    lambda: hit_probability(2.5, 1), lambda: rule_of_2_and_4(9, 0), lambda: rule_of_2_and_4(True, 1),
    lambda: odds_against(0), lambda: odds_against(1.5),
])
def test_bad_counts_are_refused(call) -> None:
    with pytest.raises(OddsInputError):
        call()


def test_odds_against_counts_unfavourable_per_favourable_case() -> None:
    assert odds_against(0.25) == pytest.approx(3)
    assert odds_against(4 / 2_598_960) == pytest.approx(649_739)


# --- pot odds -------------------------------------------------------------------------------

def test_pot_odds_of_a_call_of_50_into_150() -> None:
    odds = pot_odds(150, 50)
    assert odds.ratio == pytest.approx(3) and odds.required_equity == pytest.approx(0.25)
    assert odds.worth_calling(0.25) and odds.worth_calling(0.35) and not odds.worth_calling(0.2)
    assert "3 : 1" in odds.describe() and "25,0 %" in odds.describe()
    assert "Fold" in odds.decide(9 / 46) and "Call" in odds.decide(0.35)


def test_pot_odds_of_four_to_one_need_twenty_percent() -> None:
    assert pot_odds(80, 20).required_equity == pytest.approx(0.2)


@pytest.mark.parametrize("pot, call", [(100, 0), (-1, 10), ("100", 10), (True, 10), (100, float("nan"))])
def test_bad_pot_odds_amounts_are_refused(pot, call) -> None:
    with pytest.raises(OddsInputError) as info:
        pot_odds(pot, call)
    assert info.value.key == "bad_amount"


# --- R12: frequencies -----------------------------------------------------------------------

@pytest.mark.rule("R12")
def test_R12_five_cards_every_higher_category_is_rarer() -> None:
    counts = category_counts(5)
    assert rarity_exceptions(counts) == []
    assert "Jede Kategorie ist seltener" in rarity_text(counts)


@pytest.mark.rule("R12")
def test_R12_seven_cards_pair_and_two_pair_are_more_common_than_high_card() -> None:
    counts = category_counts(7)
    assert set(rarity_exceptions(counts)) == {(HandCategory.ONE_PAIR, HandCategory.HIGH_CARD),
                                              (HandCategory.TWO_PAIR, HandCategory.HIGH_CARD)}
    text = rarity_text(counts)
    assert "Paar (58.627.800)" in text and "Höchste Karte (23.294.460)" in text


@pytest.mark.rule("R12")
@pytest.mark.parametrize("n_cards, reference, total", [(5, FIVE, 2_598_960), (7, SEVEN, 133_784_560)],
                         ids=["R12-five", "R12-seven"])
def test_R12_frequency_table_shows_exact_counts_shares_and_odds(n_cards, reference, total) -> None:
    lines = frequency_table(category_counts(n_cards)).splitlines()
    assert german_number(total) in lines[0]
    body = [line for line in lines if "|" in line][1:-1]
    names = [line.split("|")[0].strip() for line in body]
    assert names == [c.german for c in sorted(reference, reverse=True)]
    for line in body:
        name, hands, share, chance = (part.strip() for part in line.split("|"))
        count = reference[next(c for c in reference if c.german == name)]
        assert hands == german_number(count)
        percent = float(share.rstrip(" %").replace(",", "."))
        assert percent == pytest.approx(100 * count / total, rel=1e-3)
        x = float(chance.removeprefix("1 zu ").replace(".", "").replace(",", "."))
        assert x == pytest.approx((total - count) / count, rel=1e-2, abs=0.01)


@pytest.mark.rule("R12")
def test_R12_royal_flush_odds_in_words() -> None:
    assert "1 zu 649.739" in frequency_table(category_counts(5))
    assert "1 zu 30.939" in frequency_table(category_counts(7))  # (133,784,560 - 4,324) / 4,324


# --- P1: equity tables ----------------------------------------------------------------------

@pytest.mark.rule("P1")
def test_P1_equity_table_splits_a_shared_board_equally() -> None:
    # Both play the royal flush on the board: one board, shared, half the pot each.
    table = equity_table(exact_equity(["2c 3d", "4h 5c"], "As Ks Qs Js Ts"))
    rows = [line.split("|") for line in table.splitlines()[3:]]
    assert [r[2].strip() for r in rows] == ["1", "1"] and [r[4].strip() for r in rows] == ["50,00 %"] * 2
    assert table.startswith("Exakt: alle 1 möglichen Boards")


@pytest.mark.rule("P1")
def test_P1_equity_table_of_aces_against_kings() -> None:
    table = equity_table(exact_equity(["As Ah", "Kd Kc"]), labels=["AA", "KK"])
    aces = next(line for line in table.splitlines() if line.startswith("AA"))
    # (1,388,072 + 6,538 / 2) / 1,712,304 = 81.26 %
    assert [p.strip() for p in aces.split("|")] == ["AA", "1.388.072", "6.538", "317.694", "81,26 %"]
    assert "1.712.304" in table


def test_equity_table_wants_one_label_per_hand() -> None:
    with pytest.raises(HoldemError):
        equity_table(exact_equity(["2c 3d", "4h 5c"], "As Ks Qs Js Ts"), labels=["A"])


# --- G7: starting hands ---------------------------------------------------------------------

def _ordered_equities() -> StartingHandEquities:
    """Made-up equities rising along the grid: "22" (the last cell) is best, "AA" worst."""
    n = len(STARTING_HANDS)
    return StartingHandEquities(STARTING_HANDS, np.arange(n) / n, np.zeros(n), 1, 0)


@pytest.mark.rule("G7")
def test_G7_starting_hand_table_ranks_names_with_their_combinations() -> None:
    table = starting_hand_table(_ordered_equities(), top=3, bottom=2)
    rows = [[p.strip() for p in line.split("|")] for line in table.splitlines()[3:]]
    assert [r[1] for r in rows] == ["22", "32o", "42o", "", "AKs", "AA"]
    assert [r[0] for r in rows] == ["1.", "2.", "3.", "…", "168.", "169."]
    combos = {r[1]: r[2] for r in rows if r[1]}
    assert combos == {"22": "6", "32o": "12", "42o": "12", "AKs": "4", "AA": "6"}


def test_starting_hand_table_refuses_more_rows_than_hands() -> None:
    with pytest.raises(OddsInputError):
        starting_hand_table(_ordered_equities(), top=100, bottom=100)


def test_rule_of_thumb_table_puts_the_rule_next_to_the_exact_chance() -> None:
    row = next(line for line in rule_of_thumb_table((9,)).splitlines() if line.strip().startswith("9"))
    # 9 outs: 2 % * 9 = 18 %, 9/46 = 19.6 %; 4 % * 9 = 36 %, 1 - 38/47 * 37/46 = 35.0 %
    assert [p.strip() for p in row.split("|")] == ["9", "18 %", "19,6 %", "36 %", "35,0 %"]
    assert math.isclose(hit_probability(9, 2, 47), 0.34968, abs_tol=1e-5)
