"""How many five- and seven-card hands fall into each category (R12), counted exactly.

Nothing is dealt out: a hand is a multiset of ranks plus a choice of suits, so

* every rank multiset ``c`` (at most four of a rank) stands for ``prod(C(4, c_r))`` hands;
  without a flush their value is the rank-only value of ``c``;
* a flush (five or more cards of one suit; with seven cards there can be only one such suit)
  is counted from its side: the suit (4 ways), the ranks ``M`` of the 5, 6 or 7 suited cards,
  and the other cards from the 39 cards of the other suits (a rank multiset ``o`` with at
  most three of a rank, ``prod(C(3, o_r))`` ways). Such a hand has the flush value of ``M``
  and is taken away from the rank-only count of ``M + o``.

For seven cards that is about 49,000 rank multisets and 140,000 flush patterns instead of
133,784,560 hands.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb

from holdem import _tables as T
from holdem.errors import HandSizeError, excerpt
from holdem.ranking import HandCategory

SUPPORTED_SIZES = (5, 7)


@dataclass(frozen=True)
class CategoryCounts:
    """Hands of ``n_cards`` cards by the category of their best five (low to high)."""

    n_cards: int
    total: int
    distinct_values: int
    categories: dict[HandCategory, int]

    def share(self, category: HandCategory) -> float:
        """Fraction of all hands in ``category``."""
        return self.categories[category] / self.total


def category_counts(n_cards: int) -> CategoryCounts:
    """Exact counts for all hands of 5 or 7 cards (R12)."""
    if isinstance(n_cards, bool) or not isinstance(n_cards, int) or n_cards not in SUPPORTED_SIZES:
        raise HandSizeError(
            f"Zählen geht für Hände aus 5 oder 7 Karten, nicht aus {excerpt(n_cards)}.", key="bad_count_size"
        )
    return _counts(n_cards)


def _multisets(size: int, max_per_rank: int, suits: int) -> Iterator[tuple[int, int]]:
    """``(rank key, number of card sets)`` for every multiset of ``size`` ranks."""

    def walk(rank: int, left: int, key: int, ways: int) -> Iterator[tuple[int, int]]:
        if left == 0:
            yield key, ways
            return
        if rank > 14:
            return
        for n in range(min(left, max_per_rank) + 1):
            yield from walk(rank + 1, left - n, key + n * T.RANK_CODE[rank], ways * comb(suits, n))

    return walk(2, size, 0, 1)


@cache  # the quizzes and worksheets ask several times; counting every hand takes a tenth of a second
def _counts(n_cards: int) -> CategoryCounts:
    by_strength: dict[int, int] = {}  # strength -> number of hands

    # All hands as if suits did not exist, by rank multiset.
    plain: dict[int, int] = dict(_multisets(n_cards, 4, 4))
    # Flush hands: move them from their rank-only value to their flush value.
    for suited in range(5, n_cards + 1):
        others = list(_multisets(n_cards - suited, 3, 3))
        for ranks in combinations(T.RANKS, suited):
            mask_key = sum(T.RANK_CODE[r] for r in ranks)
            flush = T.FLUSH[sum(T.RANK_BIT[r] for r in ranks)]
            for other_key, ways in others:
                hands = 4 * ways
                plain[mask_key + other_key] -= hands
                by_strength[flush] = by_strength.get(flush, 0) + hands
    for key, hands in plain.items():
        if hands:
            value = T.NONFLUSH[key]
            by_strength[value] = by_strength.get(value, 0) + hands

    categories = {category: 0 for category in HandCategory}
    for value, hands in by_strength.items():
        categories[HandCategory(T.CATEGORY_OF[value])] += hands
    return CategoryCounts(n_cards, sum(categories.values()), len(by_strength), categories)
