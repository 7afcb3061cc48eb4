"""The canonical order of all 7,462 five-card values and the lookup tables built from it.

Plain integers only (category 0..9, rank 2..14), so that this module depends on nothing;
:mod:`holdem.ranking` wraps the numbers in ``HandCategory``/``Rank``/``Card``.

Canonical order (the definition of ``strength``)
-----------------------------------------------
A five-card value is a pair ``(category, ranks)``:

=====  ===============  ==========================================  ======
cat    name             ranks (the tie-break, most important first)  values
=====  ===============  ==========================================  ======
0      high card        the five ranks, descending                   1277
1      one pair         pair, then the three kickers descending      2860
2      two pair         higher pair, lower pair, kicker              858
3      three of a kind  trips, then the two kickers descending       858
4      straight         the top card only; the wheel 5-4-3-2-A has   10
                        top card 5 (the ace counts as 1)
5      flush            the five ranks, descending                   1277
6      full house       trips, pair                                  156
7      four of a kind   quads, kicker                                156
8      straight flush   the top card only (5 for the wheel)          9
9      royal flush      (14,) — the ace-high straight flush          1
=====  ===============  ==========================================  ======

Ranks are 2..14 (ace = 14). High card and flush exclude the ten straight rank sets.
All 7,462 values sorted ascending by the Python tuple ``(category, ranks)`` — within a
category all ``ranks`` tuples have the same length, so this is lexicographic — give
``strength`` = position in that list: 0 is 7-5-4-3-2 high card, 1276 is A-K-Q-J-9 high card,
1277 is a pair of twos with 5-4-3, 7452 is the wheel straight flush, 7461 the royal flush.
Equal strength means a tie (a split pot); suits never enter the value.

Lookup tables (built once, about 0.15 s, then loaded from a cache file; see holdem._cache)
-------------------------------------------------
* ``NONFLUSH``: rank multiset of 5, 6 or 7 cards -> best strength ignoring suits. Key =
  ``sum(RANK_CODE[rank])`` with ``RANK_CODE[r] = 5 ** (r - 2)``: a base-5 number whose digit
  r-2 is the count of rank r (at most 4, so keys never collide).
* ``FLUSH``: 13-bit rank mask (bit r-2) of the cards of one suit (5, 6 or 7 of them) -> best
  flush / straight flush / royal flush strength; -1 for masks of fewer than five ranks.
* ``FLUSH_SUIT``: ``sum(SUIT_CODE[suit])`` with ``SUIT_CODE[s] = 8 ** s`` (digit s = number of
  cards of suit s, at most 7) -> the suit holding five or more cards, or -1.

With at most seven cards a hand that holds a flush can hold neither four of a kind nor a full
house (both would need three cards outside the flush suit), so a flush hand's best value is
always ``FLUSH[mask]`` and a hand without one is ``NONFLUSH[key]``.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product
from typing import Any

from holdem._cache import cached_marshal, source_hash

RANKS = range(2, 15)
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT = 0, 1, 2, 3, 4
FLUSH_CAT, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, ROYAL_FLUSH = 5, 6, 7, 8, 9

# The ranks of each straight by its top card; the wheel uses the ace as 1 (no wrap-around).
STRAIGHT_RANKS: dict[int, tuple[int, ...]] = {
    top: tuple(range(top, top - 5, -1)) if top > 5 else (5, 4, 3, 2, 14) for top in range(5, 15)
}
_STRAIGHT_BY_SET = {frozenset(ranks): top for top, ranks in STRAIGHT_RANKS.items()}

RANK_CODE = [0, 0] + [5 ** (r - 2) for r in RANKS]
RANK_BIT = [0, 0] + [1 << (r - 2) for r in RANKS]
SUIT_CODE = [8 ** s for s in range(4)]


def straight_top(ranks: tuple[int, ...] | frozenset[int]) -> int | None:
    """Top card of the straight formed by five distinct ranks, or None."""
    return _STRAIGHT_BY_SET.get(frozenset(ranks))


def _canonical_values() -> list[tuple[int, tuple[int, ...]]]:
    values: list[tuple[int, tuple[int, ...]]] = []
    for five in combinations(sorted(RANKS, reverse=True), 5):
        if straight_top(five) is None:
            values += [(HIGH_CARD, five), (FLUSH_CAT, five)]
    for top in range(5, 15):
        values.append((STRAIGHT, (top,)))
        values.append((ROYAL_FLUSH if top == 14 else STRAIGHT_FLUSH, (top,)))
    for a in RANKS:
        others = sorted((r for r in RANKS if r != a), reverse=True)
        values += [(ONE_PAIR, (a, *kick)) for kick in combinations(others, 3)]
        values += [(THREE_OF_A_KIND, (a, *kick)) for kick in combinations(others, 2)]
        values += [(FULL_HOUSE, (a, b)) for b in others]
        values += [(FOUR_OF_A_KIND, (a, b)) for b in others]
        for b in others:
            if b < a:
                values += [(TWO_PAIR, (a, b, k)) for k in others if k != b]
    values.sort()
    return values


def _strengths(values: list[tuple[int, tuple[int, ...]]]) -> dict[tuple[int, tuple[int, ...]], int]:
    """Value -> strength (its position in the canonical order): needed only to build the tables."""
    return {value: i for i, value in enumerate(values)}


def five_rank_value(ranks: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Value of five ranks that are not all of one suit."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    # Groups by size, then by rank: e.g. full house (3, 2), two pair (2, 2, 1).
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    order = tuple(r for r, _ in groups)
    category = {(4, 1): FOUR_OF_A_KIND, (3, 2): FULL_HOUSE, (3, 1, 1): THREE_OF_A_KIND,
                (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): ONE_PAIR}.get(shape)
    if category is not None:
        return category, order
    top = straight_top(order)
    return (STRAIGHT, (top,)) if top is not None else (HIGH_CARD, order)


def flush_value(ranks: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Value of five distinct ranks all of one suit."""
    top = straight_top(ranks)
    if top is None:
        return FLUSH_CAT, tuple(sorted(ranks, reverse=True))
    return (ROYAL_FLUSH if top == 14 else STRAIGHT_FLUSH), (top,)


def _build_nonflush(strengths: dict[tuple[int, tuple[int, ...]], int]) -> dict[int, int]:
    table: dict[int, int] = {}
    for five in combinations_with_replacement(RANKS, 5):
        if five[0] != five[4]:  # five equal ranks do not exist
            table[sum(RANK_CODE[r] for r in five)] = strengths[five_rank_value(five)]
    # The best of six or seven ranks is the best after leaving out one of them.
    for size in (6, 7):
        for many in combinations_with_replacement(RANKS, size):
            if any(many[i] == many[i + 4] for i in range(size - 4)):
                continue  # a rank five times or more: no such hand
            key = sum(RANK_CODE[r] for r in many)
            table[key] = max(table[key - RANK_CODE[r]] for r in set(many))
    return table


def _build_flush(strengths: dict[tuple[int, tuple[int, ...]], int]) -> list[int]:
    table = [-1] * (1 << 13)
    for five in combinations(RANKS, 5):
        table[sum(RANK_BIT[r] for r in five)] = strengths[flush_value(five)]
    for size in (6, 7):
        for many in combinations(RANKS, size):
            mask = sum(RANK_BIT[r] for r in many)
            table[mask] = max(table[mask & ~RANK_BIT[r]] for r in many)
    return table


def _build_flush_suit() -> list[int]:
    table = [-1] * (8 ** 4)
    for per_suit in product(range(8), repeat=4):
        if sum(per_suit) <= 7:
            key = sum(c * SUIT_CODE[s] for s, c in enumerate(per_suit))
            table[key] = next((s for s in range(4) if per_suit[s] >= 5), -1)
    return table


def _build_all() -> tuple[list[tuple[int, tuple[int, ...]]], dict[int, int], list[int], list[int]]:
    values = _canonical_values()
    strengths = _strengths(values)
    return values, _build_nonflush(strengths), _build_flush(strengths), _build_flush_suit()


def _valid(tables: Any) -> bool:
    return (isinstance(tables, tuple) and len(tables) == 4 and len(tables[0]) == 7462
            and len(tables[2]) == 1 << 13 and len(tables[3]) == 8 ** 4)


# Built once, then loaded from the user's cache (see holdem._cache): the build takes a good
# part of a second, loading a few milliseconds. The key is a hash of this file.
VALUES: list[tuple[int, tuple[int, ...]]]
NONFLUSH: dict[int, int]
FLUSH: list[int]
FLUSH_SUIT: list[int]
VALUES, NONFLUSH, FLUSH, FLUSH_SUIT = cached_marshal(
    "tables", source_hash(__file__), _build_all, _valid)
CATEGORY_OF: list[int] = [cat for cat, _ in VALUES]

