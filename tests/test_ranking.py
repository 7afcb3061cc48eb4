"""Hand ranking (G3, G4, G5, R1–R11): values, best five, German texts, comparisons, winners."""

import random
from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from holdem.errors import CardError, DuplicateCardError, HandSizeError
from holdem.ranking import (
    HandCategory,
    HandValue,
    all_values,
    evaluate,
    explain_comparison,
    showdown,
    strength,
    value_of,
    winners,
)

# --- a plain reference: the rules as written, best of all five-card subsets ------------------


@cache
def _ref_five(ranks: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...]]:
    """Value of five cards given their ranks (descending) and whether all share a suit."""
    distinct = sorted(set(ranks), reverse=True)
    top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        top = distinct[0]
    elif distinct == [14, 5, 4, 3, 2]:  # the wheel: the ace counts as one
        top = 5
    if top is not None and flush:
        return (9 if top == 14 else 8), (top,)
    counts = Counter(ranks)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape == [4, 1]:
        return 7, tuple(by_count)
    if shape == [3, 2]:
        return 6, tuple(by_count)
    if flush:
        return 5, ranks
    if top is not None:
        return 4, (top,)
    if shape == [3, 1, 1]:
        return 3, tuple(by_count)
    if shape == [2, 2, 1]:
        return 2, tuple(by_count)
    if shape == [2, 1, 1, 1]:
        return 1, tuple(by_count)
    return 0, ranks


def reference_value(cards) -> tuple[int, tuple[int, ...]]:
    """Best (category, ranks) over every five-card subset."""
    plain = [(int(c.rank), int(c.suit)) for c in cards]
    best = (-1, ())
    for five in combinations(plain, 5):
        ranks = tuple(sorted((r for r, _ in five), reverse=True))
        value = _ref_five(ranks, len({s for _, s in five}) == 1)
        if value > best:
            best = value
    return best


CANONICAL = {(int(cat), tuple(int(r) for r in ranks)): i for i, (cat, ranks) in enumerate(all_values())}


def reference_strength(cards) -> int:
    return CANONICAL[reference_value(cards)]


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


hands_7 = st.lists(st.sampled_from(FULL_DECK), min_size=7, max_size=7, unique=True)

# --- the canonical order ----------------------------------------------------------------------


def test_R1_canonical_order_has_7462_values_sorted_by_category_then_ranks():
    values = all_values()
    assert len(values) == 7462 == len(set(values))
    keys = [(int(cat), tuple(int(r) for r in ranks)) for cat, ranks in values]
    assert keys == sorted(keys)
    per_category = Counter(cat for cat, _ in values)
    assert [per_category[c] for c in HandCategory] == [1277, 2860, 858, 858, 10, 1277, 156, 156, 9, 1]
    assert values[0] == (HandCategory.HIGH_CARD, (Rank.SEVEN, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO))
    assert values[-1] == (HandCategory.ROYAL_FLUSH, (Rank.ACE,))
    assert value_of(7452) == (HandCategory.STRAIGHT_FLUSH, (Rank.FIVE,))


def test_R1_canonical_order_equals_reference_values_of_all_rank_patterns():
    # Every five-card rank multiset, once unsuited and (five distinct ranks) once suited.
    seen = set()
    for ranks in combinations_with_replacement(range(14, 1, -1), 5):
        if ranks[0] != ranks[4]:  # at most four cards of a rank
            seen.add(_ref_five(ranks, False))
    for ranks in combinations(range(14, 1, -1), 5):
        seen.add(_ref_five(ranks, True))
    assert seen == set(CANONICAL)


def test_R1_value_of_rejects_numbers_outside_the_order():
    with pytest.raises(HandSizeError):
        value_of(7462)


# --- R1 categories ----------------------------------------------------------------------------

ONE_PER_CATEGORY = [
    ("Ah Kd 9c 7s 4h 3c 2d", HandCategory.HIGH_CARD),
    ("Qs Qd Ah 9c 4d 3s 2h", HandCategory.ONE_PAIR),
    ("Kc Kd Th Ts 9c 2d 3h", HandCategory.TWO_PAIR),
    ("7c 7d 7h As Ks 2c 3d", HandCategory.THREE_OF_A_KIND),
    ("9c Td Jh Qs Kc 2c 2d", HandCategory.STRAIGHT),
    ("Ah 9h 6h 4h 2h Kc Kd", HandCategory.FLUSH),
    ("Qc Qd Qh 4s 4c 2d 3h", HandCategory.FULL_HOUSE),
    ("As Ad Ac Ah Ks Qd Qc", HandCategory.FOUR_OF_A_KIND),
    ("9h 8h 7h 6h 5h Ac Ad", HandCategory.STRAIGHT_FLUSH),
    ("Ah Kh Qh Jh Th 2c 3d", HandCategory.ROYAL_FLUSH),
]


def test_R1_each_category_beats_all_lower_ones():
    values = [evaluate(text) for text, _ in ONE_PER_CATEGORY]
    assert [v.category for v in values] == [cat for _, cat in ONE_PER_CATEGORY]
    assert values == sorted(values) and len({v.strength for v in values}) == 10
    # Even the weakest hand of a category beats the strongest of the one below.
    for lower, higher in zip(HandCategory, list(HandCategory)[1:]):
        weakest = all_values().index(next(v for v in all_values() if v[0] == higher))
        assert value_of(weakest - 1)[0] == lower


def test_R1_category_names_german_english_and_keys():
    assert [c.german for c in HandCategory] == [
        "Höchste Karte", "Paar", "Zwei Paare", "Drilling", "Straße", "Flush", "Full House", "Vierling",
        "Straight Flush", "Royal Flush"]
    assert HandCategory.THREE_OF_A_KIND.english == "Three of a Kind"
    assert HandCategory.FOUR_OF_A_KIND.key == "four_of_a_kind"
    assert [c.key for c in HandCategory][:3] == ["high_card", "one_pair", "two_pair"]


@pytest.mark.parametrize("text, expected", [
    ("Qs Qd Ah 9c 4d 3s 2h", "Paar Damen, Kicker Ass, Neun, Vier"),
    ("Kc Kd Th Ts 9c 2d 3h", "Zwei Paare, Könige und Zehnen, Kicker Neun"),
    ("7c 7d 7h As Ks 2c 3d", "Drilling Siebenen, Kicker Ass, König"),
    ("As Ad Ac Ah Ks Qd Qc", "Vierling Asse, Kicker König"),
    ("Qc Qd Qh 4s 4c 2d 3h", "Full House, Damen über Vieren"),
    ("Ac 2d 3h 4s 5c Kd Kh", "Straße bis zur Fünf (Wheel)"),
    ("9c Td Jh Qs Kc 2c 2d", "Straße bis zum König"),
    ("7c 8d 9h Ts Jc", "Straße bis zum Buben"),
    ("Ah 9h 6h 4h 2h Kc Kd", "Flush, Ass hoch, dann Neun, Sechs, Vier, Zwei"),
    ("9h 8h 7h 6h 5h Ac Ad", "Straight Flush bis zur Neun"),
    ("Ah Kh Qh Jh Th 2c 3d", "Royal Flush"),
    ("Ah Kd 9c 7s 4h 3c 2d", "Höchste Karte Ass, dann König, Neun, Sieben, Vier"),
], ids=["R3", "R4", "R5", "R8", "R7", "R6-wheel", "R6", "R6-jack", "R2", "R9", "R9-royal", "R2-high"])
def test_R1_german_text_of_each_category(text, expected):
    assert evaluate(text).text == expected


# --- G3 / G4 / R10: best five of seven -----------------------------------------------------------


def test_G3_best_five_are_five_of_the_seven_cards_significant_first():
    value = evaluate("2c Qs 9c Qd 4d Ah 3s")
    assert value.best_five == cards("Qs Qd Ah 9c 4d")
    assert value.ranks == (Rank.QUEEN, Rank.ACE, Rank.NINE, Rank.FOUR)
    assert set(value.best_five) <= set(cards("2c Qs 9c Qd 4d Ah 3s"))


@pytest.mark.parametrize("text", [c for c, _ in ONE_PER_CATEGORY] + ["Ac 2d 3h 4s 5c Kd Kh",
                                                                     "5d 4d 3d 2d Ad 9c 9s"])
def test_G3_best_five_has_the_value_of_the_whole_hand(text):
    value = evaluate(text)
    assert len(value.best_five) == 5
    assert evaluate(value.best_five).strength == value.strength == reference_strength(cards(text))


def test_G4_playing_the_board_straight_on_board_splits():
    board = "5c 6d 7h 8s 9c"
    assert winners(["Ah Kd", "2c 2d", "Qs Jh"], board) == [0, 1, 2]
    value = evaluate("Ah Kd " + board)
    assert value.best_five == cards(board)[::-1]  # none of the hole cards is used


def test_G4_one_hole_card_or_none():
    # One hole card: the 9 of spades lengthens the board's straight; the king does not help.
    assert evaluate("9s Kd 5c 6d 7h 8s 2c").best_five == cards("9s 8s 7h 6d 5c")
    # A flush on board: only a hole card of that suit above the lowest one counts.
    board = "2h 5h 8h Jh Kh"
    assert winners(["Ah 3c", "Qc Qd", "3h 4c"], board) == [0]
    assert winners(["Qc Qd", "Tc Td"], board) == [0, 1]  # both play the board


def test_G4_sixth_and_seventh_card_never_matter():
    # The same best five with different unused cards: a tie, whatever the spare cards are.
    a = evaluate("Ah Ad Kc Qs Jd 3c 2h")
    b = evaluate("As Ac Kh Qd Jc 4s 3d")
    assert a == b and a.best_five[:2] != b.best_five[:2]
    assert winners(["3c 2h", "9c 8h"], "Ah Ad Kc Qs Jd") == [0, 1]


def test_R10_three_pairs_take_the_two_highest_and_the_best_kicker():
    value = evaluate("Ah Ad Kh Kd Qh Qd 2c")
    assert value.text == "Zwei Paare, Asse und Könige, Kicker Dame"
    assert value.best_five == cards("Ah Ad Kh Kd Qh")


def test_R10_two_sets_make_the_highest_full_house():
    value = evaluate("8c 8d 8h 4c 4d 4h Ks")
    assert value.category == HandCategory.FULL_HOUSE and value.text == "Full House, Achten über Vieren"


def test_R10_six_suited_cards_use_the_five_highest():
    value = evaluate("Ah Jh 9h 6h 4h 2h Kc")
    assert value.ranks == (Rank.ACE, Rank.JACK, Rank.NINE, Rank.SIX, Rank.FOUR)


def test_R10_straight_flush_beats_a_higher_plain_straight_in_the_same_seven():
    value = evaluate("5h 6h 7h 8h 9h Tc Jd")
    assert value.category == HandCategory.STRAIGHT_FLUSH and value.ranks == (Rank.NINE,)


# --- G5 / R11: suits never count -----------------------------------------------------------------


def test_G5_suits_never_rank_same_ranks_same_value():
    for text_a, text_b in [("Ac Kd 9h 7s 4c", "As Kh 9d 7c 4h"), ("Ah Kh Qh Jh Th", "As Ks Qs Js Ts"),
                           ("2c 2d 3h 3s 3c", "2h 2s 3c 3d 3h")]:
        assert evaluate(text_a) == evaluate(text_b)
        assert explain_comparison(evaluate(text_a), evaluate(text_b)).endswith(
            "(Split Pot: dieselben Ränge, die Farbe entscheidet nie)")


@settings(max_examples=200, deadline=None)
@given(hands_7, st.permutations(list(Suit)))
def test_G5_strength_invariant_under_suit_permutation(hand, perm):
    renamed = [Card(c.rank, perm[c.suit]) for c in hand]
    assert strength(renamed) == strength(hand)


def test_R11_identical_five_split_no_suit_tiebreak():
    board = "Ks Qd Jc 9h 2c"
    assert winners(["Ah 3d", "Ac 4d"], board) == [0, 1]  # A K Q J 9 each, spades no better than clubs
    value_a, value_b = showdown(["Ah 3d", "Ac 4d"], board)
    assert value_a == value_b and value_a.best_five != value_b.best_five
    assert "gleich gut wie" in explain_comparison(value_a, value_b)


def test_R11_royal_flushes_of_different_suits_split():
    a, b = evaluate("Ah Kh Qh Jh Th"), evaluate("As Ks Qs Js Ts")
    assert a == b and a.category == HandCategory.ROYAL_FLUSH


# --- R2–R9: inside a category ----------------------------------------------------------------------


def test_R2_high_card_compares_card_by_card():
    a, b = evaluate("Ah Kd 9c 7s 4h"), evaluate("Ac Kh 9d 7c 3h")
    assert a > b
    assert explain_comparison(a, b).endswith(
        "(bei gleichen höheren Karten entscheidet die fünfte Karte: Vier gegen Drei)")


def test_R2_flush_compares_card_by_card_from_the_top():
    a, b = evaluate("Ah Qh 9h 6h 2h"), evaluate("Ad Jd Td 9d 8d")
    assert a > b
    assert explain_comparison(b, a) == (
        "Flush, Ass hoch, dann Bube, Zehn, Neun, Acht — verliert gegen Flush, Ass hoch, dann Dame, Neun, "
        "Sechs, Zwei (bei gleichen höheren Karten entscheidet die zweite Karte: Bube gegen Dame)")


def test_R3_pair_rank_first_then_kickers_in_order():
    qq_a94 = evaluate("Qs Qd Ah 9c 4d")
    assert qq_a94 > evaluate("Jc Jh Ac Kd Qc")  # the pair beats any kickers
    assert qq_a94 > evaluate("Qc Qh Ac 9d 3d")
    assert qq_a94 < evaluate("Qc Qh Ac Td 2d")
    assert explain_comparison(qq_a94, evaluate("Qc Qh Ac 9d 3d")) == (
        "Paar Damen, Kicker Ass, Neun, Vier — schlägt Paar Damen, Kicker Ass, Neun, Drei "
        "(bei gleichem Paar und gleichen Kickern davor entscheidet der dritte Kicker: Vier gegen Drei)")
    assert explain_comparison(evaluate("Jc Jh Ac Kd Qc"), qq_a94).endswith(
        "(das Paar entscheidet: Buben gegen Damen)")


def test_R4_two_pair_higher_pair_then_lower_pair_then_kicker():
    kk22 = evaluate("Kc Kd 2h 2s 3c")
    assert kk22 > evaluate("Qc Qd Jh Js Ac")
    assert evaluate("Kh Ks 3h 3s 2c") > kk22
    a, b = evaluate("Kc Kd Th Ts 9c"), evaluate("Kh Ks Tc Td 8c")
    assert explain_comparison(a, b) == (
        "Zwei Paare, Könige und Zehnen, Kicker Neun — schlägt Zwei Paare, Könige und Zehnen, Kicker Acht "
        "(bei gleichen Paaren entscheidet der Kicker: Neun gegen Acht)")
    assert explain_comparison(evaluate("Kh Ks 3h 3s 2c"), kk22).endswith(
        "(bei gleichem höherem Paar entscheidet das niedrigere Paar: Dreien gegen Zweien)")


def test_R5_set_and_trips_same_rank_kickers_decide():
    board = "9c 9d Kh 5s 2c"
    trips_ace, trips_queen = showdown(["Ah 9s", "Qd 9h"], board)
    assert trips_ace.text == "Drilling Neunen, Kicker Ass, König"
    assert trips_ace > trips_queen
    assert explain_comparison(trips_ace, trips_queen).endswith(
        "(bei gleichem Drilling entscheidet der erste Kicker: Ass gegen König)")
    # A set (pocket pair plus one board card) is the same category: three of a kind.
    set_nines = evaluate("9h 9s 9c Kd 5s 3h 2c")
    assert set_nines.category == HandCategory.THREE_OF_A_KIND
    assert set_nines < trips_ace and set_nines > evaluate("8h 8s 8c Ad Ks 3h 2c")


def test_R6_wheel_is_lowest_straight():
    wheel = evaluate("Ac 2d 3h 4s 5c")
    assert wheel.ranks == (Rank.FIVE,) and wheel.best_five == cards("5c 4s 3h 2d Ac")
    assert wheel < evaluate("2c 3d 4h 5s 6c") and wheel > evaluate("Ac Ad Ah Ks Qc")
    straights = [v for v in all_values() if v[0] == HandCategory.STRAIGHT]
    assert straights[0] == (HandCategory.STRAIGHT, (Rank.FIVE,))
    assert straights[-1] == (HandCategory.STRAIGHT, (Rank.ACE,))


def test_R6_ace_high_straight_is_highest():
    assert evaluate("Ac Kd Qh Js Tc") > evaluate("Kc Qd Jh Ts 9c")
    assert explain_comparison(evaluate("Ac Kd Qh Js Tc"), evaluate("Kc Qd Jh Ts 9c")).endswith(
        "(die höchste Karte der Straße entscheidet: Ass gegen König)")


@pytest.mark.parametrize("text", ["Kc Ad 2h 3s 4c", "Qc Kd Ah 2s 3c", "Jc Qd Kh As 2c"])
def test_R6_no_wrap_around(text):
    value = evaluate(text)
    assert value.category == HandCategory.HIGH_CARD and value.ranks[0] == Rank.ACE
    assert value < evaluate("Ac 2d 3h 4s 5c")


def test_R6_six_high_straight_beats_the_wheel_in_the_same_seven_cards():
    value = evaluate("Ac 2d 3h 4s 5c 6d Kh")
    assert value.text == "Straße bis zur Sechs" and Rank.ACE not in {c.rank for c in value.best_five}


def test_R7_full_house_trips_first_then_pair():
    assert evaluate("4c 4d 4h 2s 2c") > evaluate("3c 3d 3h As Ac")
    a, b = evaluate("Qs Qd Qh 9c 9d"), evaluate("Qc Qh Qd 5d 5c")
    assert a > b
    assert explain_comparison(a, b).endswith(
        "(bei gleichem Drilling entscheidet das Paar: Neunen gegen Fünfen)")


def test_R8_four_of_a_kind_rank_then_kicker():
    board = "7c 7d 7h 7s 2c"
    assert winners(["Kd 3c", "Qd Jc"], board) == [0]
    assert winners(["Ad 3c", "As Kc"], board) == [0, 1]  # both play quads with an ace
    a, b = showdown(["Kd 3c", "Qd Jc"], board)
    assert explain_comparison(a, b).endswith(
        "(bei gleichem Vierling entscheidet der Kicker: König gegen Dame)")
    assert evaluate("2c 2d 2h 2s 3c") > evaluate("Ac Ad Ah Ks Kc")


def test_R9_straight_flush_by_top_card_and_royal_own_category():
    steel_wheel = evaluate("5d 4d 3d 2d Ad")
    assert steel_wheel.category == HandCategory.STRAIGHT_FLUSH and steel_wheel.ranks == (Rank.FIVE,)
    assert steel_wheel > evaluate("As Ad Ac Ah Ks")
    assert evaluate("Kh Qh Jh Th 9h") > evaluate("9c 8c 7c 6c 5c") > steel_wheel
    royal = evaluate("Ah Kh Qh Jh Th")
    assert royal.category == HandCategory.ROYAL_FLUSH and royal.strength == 7461
    assert [s for s in range(7462) if value_of(s)[0] == HandCategory.ROYAL_FLUSH] == [7461]
    royals = [five for five in combinations(FULL_DECK, 5) if five[0].rank == Rank.TEN
              and strength(five) == 7461]
    assert len(royals) == 4


# --- errors --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, error, key", [
    ("Ah Kh Qh Jh", HandSizeError, "bad_hand_size"),
    ("Ah Kh Qh Jh Th 9h 8h 7h", HandSizeError, "bad_hand_size"),
    ("Ah Kh Qh Jh Xh", CardError, "bad_card"),
    ("Ah Kh Qh Jh Ah", DuplicateCardError, "duplicate_card"),
], ids=["G3-too-few", "G3-too-many", "G3-bad-card", "G3-duplicate"])
def test_G3_bad_input_names_the_problem(text, error, key):
    with pytest.raises(error) as info:
        evaluate(text)
    assert info.value.key == key
    if error is HandSizeError:
        assert "5, 6 oder 7 Karten" in info.value.message


def test_G3_strength_rejects_wrong_sizes_and_impossible_hands():
    with pytest.raises(HandSizeError):
        strength(cards("Ah Kh Qh Jh"))
    with pytest.raises(DuplicateCardError):
        strength([Card(Rank.ACE, Suit.SPADES)] * 5)


def test_R11_winners_rejects_cards_used_twice_and_wrong_sizes():
    with pytest.raises(DuplicateCardError):
        winners(["Ah Kd", "Ah Qc"], "2c 3d 4h 5s 9c")
    with pytest.raises(DuplicateCardError):
        winners(["Ah Kd", "Qs Qc"], "Ah 3d 4h 5s 9c")
    with pytest.raises(HandSizeError) as info:
        winners(["Ah Kd Qc", "Qs Jc"], "2c 3d 4h 5s 9c")
    assert info.value.key == "bad_hole_size"
    with pytest.raises(HandSizeError):
        winners(["Ah Kd"], "2c 3d")
    with pytest.raises(HandSizeError):
        winners([], "2c 3d 4h 5s 9c")


# --- HandValue ------------------------------------------------------------------------------------


def test_R11_hand_values_compare_by_strength_only():
    a = evaluate("Ah Kd 9c 7s 4h")
    b = HandValue(a.strength, a.category, a.ranks, (), "anders")
    assert a == b and hash(a) == hash(b) and not a < b
    assert sorted([evaluate("2c 2d 5h 6s 9c"), a]) == [a, evaluate("2c 2d 5h 6s 9c")]


# --- differential: fast tables against the plain reference ----------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("size", [7], ids=["G3-R10-7cards"])
def test_G3_R10_strength_matches_reference_on_200000_random_hands(size):
    rng = random.Random(20240601)
    for _ in range(200_000):
        hand = rng.sample(FULL_DECK, size)
        assert strength(hand) == reference_strength(hand), hand


@pytest.mark.parametrize("size", [5, 6], ids=["G3-5cards", "G3-6cards"])
def test_G3_strength_matches_reference_on_5_and_6_cards(size):
    rng = random.Random(size)
    for _ in range(20_000):
        hand = rng.sample(FULL_DECK, size)
        assert strength(hand) == reference_strength(hand), hand


def test_R1_ordering_agrees_with_pokerkit():
    import pokerkit
    rng = random.Random(7)
    for _ in range(1500):
        deal = rng.sample(FULL_DECK, 11)
        a, b = deal[:7], deal[4:]
        ours = (strength(a) > strength(b)) - (strength(a) < strength(b))
        pa = pokerkit.StandardHighHand.from_game("".join(map(str, a)))
        pb = pokerkit.StandardHighHand.from_game("".join(map(str, b)))
        assert ours == (pa > pb) - (pa < pb), (a, b)


@settings(max_examples=300, deadline=None)
@given(hands_7)
def test_R10_adding_a_card_never_lowers_the_best_hand(hand):
    assert strength(hand[:5]) <= strength(hand[:6]) <= strength(hand)


@settings(max_examples=300, deadline=None)
@given(hands_7)
def test_G3_evaluate_equals_reference_and_best_five_reproduces_it(hand):
    value = evaluate(hand)
    assert value.strength == reference_strength(hand)
    assert strength(value.best_five) == value.strength
    assert value_of(value.strength) == (value.category, value.ranks)
