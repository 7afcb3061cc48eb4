"""Exact category counts of all five- and seven-card hands (R12)."""

import random
from itertools import combinations
from math import comb, sqrt

import pytest

from holdem.cards import FULL_DECK
from holdem.counting import category_counts
from holdem.errors import HandSizeError
from holdem.ranking import HandCategory, strength, value_of

H = HandCategory
# Published counts (e.g. the standard tables of poker probability).
FIVE_CARDS = {H.ROYAL_FLUSH: 4, H.STRAIGHT_FLUSH: 36, H.FOUR_OF_A_KIND: 624, H.FULL_HOUSE: 3_744,
              H.FLUSH: 5_108, H.STRAIGHT: 10_200, H.THREE_OF_A_KIND: 54_912, H.TWO_PAIR: 123_552,
              H.ONE_PAIR: 1_098_240, H.HIGH_CARD: 1_302_540}
SEVEN_CARDS = {H.ROYAL_FLUSH: 4_324, H.STRAIGHT_FLUSH: 37_260, H.FOUR_OF_A_KIND: 224_848,
               H.FULL_HOUSE: 3_473_184, H.FLUSH: 4_047_644, H.STRAIGHT: 6_180_020,
               H.THREE_OF_A_KIND: 6_461_620, H.TWO_PAIR: 31_433_400, H.ONE_PAIR: 58_627_800,
               H.HIGH_CARD: 23_294_460}


@pytest.mark.parametrize("n_cards, expected, distinct", [(5, FIVE_CARDS, 7_462), (7, SEVEN_CARDS, 4_824)],
                         ids=["R12-five", "R12-seven"])
def test_R12_exact_counts(n_cards, expected, distinct):
    counts = category_counts(n_cards)
    assert counts.n_cards == n_cards
    assert counts.total == comb(52, n_cards) == sum(counts.categories.values())
    assert counts.categories == expected
    assert counts.distinct_values == distinct


def test_R12_rarer_five_card_categories_rank_higher():
    counts = category_counts(5).categories
    ordered = [counts[c] for c in HandCategory]
    assert ordered == sorted(ordered, reverse=True) and len(set(ordered)) == 10
    # With seven cards the order of the frequencies is not the order of the ranking:
    # one pair and two pair are both more frequent than no pair at all.
    seven = category_counts(7).categories
    assert seven[H.ONE_PAIR] > seven[H.TWO_PAIR] > seven[H.HIGH_CARD]


def test_R12_share_is_count_over_total():
    counts = category_counts(5)
    assert counts.share(H.ROYAL_FLUSH) == pytest.approx(4 / 2_598_960)
    assert sum(counts.share(c) for c in HandCategory) == pytest.approx(1.0)


@pytest.mark.parametrize("n_cards", [4, 6, 8], ids=["R12-4", "R12-6", "R12-8"])
def test_R12_only_five_or_seven_cards(n_cards):
    with pytest.raises(HandSizeError) as info:
        category_counts(n_cards)
    assert "5 oder 7" in info.value.message


def test_R12_five_card_counts_equal_dealing_out_every_hand():
    by_category = dict.fromkeys(HandCategory, 0)
    seen = set()
    for hand in combinations(FULL_DECK, 5):
        value = strength(hand)
        seen.add(value)
        by_category[value_of(value)[0]] += 1
    counts = category_counts(5)
    assert by_category == counts.categories
    assert len(seen) == counts.distinct_values


def test_R12_seven_card_sample_matches_counted_shares():
    counts = category_counts(7)
    rng = random.Random(12)
    draws = 60_000
    seen = dict.fromkeys(HandCategory, 0)
    for _ in range(draws):
        seen[value_of(strength(rng.sample(FULL_DECK, 7)))[0]] += 1
    for category in HandCategory:
        p = counts.share(category)
        # Within five standard deviations of the binomial count (plus one for the rarest).
        assert abs(seen[category] - draws * p) <= 5 * sqrt(draws * p * (1 - p)) + 1, category
