"""Many hands at once: a numpy evaluator giving the same ``strength`` as :mod:`holdem.ranking`.

``evaluate_batch(cards)`` takes an ``(N, 5|6|7)`` array of card indices (``Card.index``,
0..51) and returns the strength 0..7461 of each row, with no Python loop per hand.

How it works (all look-ups, built once on first use from :func:`holdem.ranking.strength`):

* Every card adds a *rank key* and a *suit key* (packed into one integer, summed together).
  The rank keys are additive numbers whose sums differ for every multiset of up to seven
  ranks with at most four of a rank, so the sum over a hand's cards indexes a dense table of
  the best non-flush strength (one table per hand size, about 15 MB for seven cards).
  The suit key is ``8 ** suit``: the sum holds the count of each suit in one octal digit and
  tells, through a table of 4,096 entries, which suit (if any) holds five or more cards.
* A hand with a flush suit looks up the 13-bit rank mask of its cards of that suit in a
  table of 8,192 entries (flush, straight flush, royal flush).
* The tables are built once and then loaded from the user's cache (:mod:`holdem._cache`).
* The tables are not a second copy of the rules: the five-card entries come from calling
  ``ranking.strength`` on one representative hand per value, and a six- or seven-card entry
  is the best entry after leaving out one card (R10: the best five of seven count).

:class:`PartialHands` keeps the keys of a set of known card rows (e.g. all possible boards)
so that each player's hole cards only add two keys: exact equity uses it.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement

import numpy as np

from holdem.errors import BatchInputError

# Additive rank keys (deuce .. ace): every multiset of up to seven ranks with at most four
# of each rank has its own sum (checked when the tables are built).
RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
WIDTHS = (5, 6, 7)
SUIT_BITS = 12  # the low bits of a summed card key: four octal digits, the count of each suit


@dataclass(frozen=True)
class _Tables:
    card_key: np.ndarray  # (52,) int64: rank key << SUIT_BITS | 8 ** suit, both summed in one go
    card_bit: np.ndarray  # (52,) uint64: 1 << card index (to find repeated cards)
    suit_bits: np.ndarray  # (52, 4) int32: 1 << rank in the column of the card's suit, else 0
    nonflush: dict[int, np.ndarray]  # width -> uint16 table indexed by the rank-key sum
    flush: np.ndarray  # (8192,) uint16: best strength of a one-suit rank mask (5+ bits)
    flush_suit: np.ndarray  # (4096,) int8: suit with 5+ cards for a suit-key sum, else -1


def _five_card_strengths() -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]]:
    """Strength of every five-card rank multiset (suits mixed) and every suited rank set,
    each asked from ``ranking.strength`` with one representative hand."""
    from holdem.cards import Card, Rank, Suit
    from holdem.ranking import strength

    mixed: dict[tuple[int, ...], int] = {}
    for ranks in combinations_with_replacement(range(13), 5):
        if ranks[0] == ranks[4]:
            continue  # five of one rank do not exist
        # Suits 0,1,2,3,0 in sorted order: equal ranks get different suits, and no flush.
        mixed[ranks] = strength([Card(Rank(r + 2), Suit(j % 4)) for j, r in enumerate(ranks)])
    suited: dict[tuple[int, ...], int] = {
        ranks: strength([Card(Rank(r + 2), Suit.SPADES) for r in ranks])
        for ranks in combinations(range(13), 5)
    }
    return mixed, suited


def _multisets(width: int) -> np.ndarray:
    """All multisets of ``width`` ranks 0..12 with at most four of a rank, as count rows."""
    rows = np.array(list(combinations_with_replacement(range(13), width)), dtype=np.intp)
    counts = np.zeros((len(rows), 13), dtype=np.int64)
    for column in rows.T:
        counts[np.arange(len(rows)), column] += 1
    return counts[counts.max(axis=1) <= 4]


_PARTS = ("card_key", "card_bit", "suit_bits", "nonflush5", "nonflush6", "nonflush7", "flush",
          "flush_suit")


@functools.lru_cache(maxsize=1)
def tables() -> _Tables:
    """The look-up tables: loaded from the user's cache (memory-mapped, a few milliseconds),
    built on first use or when the files that define them changed (about half a second)."""
    from holdem._cache import cached_arrays, source_hash

    # The files whose code defines the tables; read, not imported (the ranking is not needed
    # when the tables come from the cache).
    here = os.path.dirname(os.path.abspath(__file__))
    sources = [os.path.join(here, name) for name in ("batch.py", "_tables.py", "ranking.py", "cards.py")]
    key = source_hash(*sources, extra=np.__version__)
    a = cached_arrays("batch", key, _build_arrays, _PARTS)
    return _Tables(a["card_key"], a["card_bit"], a["suit_bits"],
                   {w: a[f"nonflush{w}"] for w in WIDTHS}, a["flush"], a["flush_suit"])


def _build_arrays() -> dict[str, np.ndarray]:
    t = _build_tables()
    return {"card_key": t.card_key, "card_bit": t.card_bit, "suit_bits": t.suit_bits,
            **{f"nonflush{w}": t.nonflush[w] for w in WIDTHS}, "flush": t.flush,
            "flush_suit": t.flush_suit}


def _build_tables() -> _Tables:
    """Build the look-up tables from :func:`holdem.ranking.strength` (see the module text)."""
    keys = np.array(RANK_KEYS, dtype=np.int64)
    mixed, suited = _five_card_strengths()

    nonflush: dict[int, np.ndarray] = {}
    previous = None
    for width in WIDTHS:
        counts = _multisets(width)
        sums = counts @ keys
        if len(np.unique(sums)) != len(sums):  # the keys are wrong: never silently
            raise AssertionError(f"rank keys collide for {width} cards")
        table = np.zeros(int(sums.max()) + 1, dtype=np.uint16)
        if previous is None:
            ranks = [tuple(int(r) for r in np.repeat(np.arange(13), row)) for row in counts]
            table[sums] = [mixed[r] for r in ranks]
        else:
            # Best five of six or seven: the best after leaving out one card of some rank.
            best = np.zeros(len(sums), dtype=np.uint16)
            for rank in range(13):
                present = counts[:, rank] > 0
                sub = previous[sums[present] - keys[rank]]
                best[present] = np.maximum(best[present], sub)
            table[sums] = best
        nonflush[width] = previous = table

    flush = np.zeros(1 << 13, dtype=np.uint16)
    masks = np.arange(1 << 13)
    popcount = np.bitwise_count(masks)
    for suited_ranks, value in suited.items():
        flush[sum(1 << r for r in suited_ranks)] = value
    for bits in (6, 7):
        level = masks[popcount == bits]
        for rank in range(13):
            has = level[(level >> rank) & 1 == 1]
            flush[has] = np.maximum(flush[has], flush[has & ~(1 << rank)])

    # Suit-key sums: octal digit s = number of cards of suit s (at most seven cards).
    digits = (np.arange(4096)[:, None] >> (3 * np.arange(4))) & 7
    flush_suit = np.where((digits >= 5).any(axis=1), np.argmax(digits >= 5, axis=1), -1).astype(np.int8)

    index = np.arange(52)
    card_key = (keys[index >> 2] << SUIT_BITS) | (8 ** (index & 3))
    card_bit = np.left_shift(np.uint64(1), index.astype(np.uint64))
    suit_bits = np.zeros((52, 4), dtype=np.int32)
    suit_bits[index, index & 3] = 1 << (index >> 2)
    return _Tables(card_key.astype(np.int64), card_bit, suit_bits, nonflush, flush, flush_suit)


class PartialHands:
    """Rows of known cards (e.g. every possible board) plus cards common to all rows,
    waiting for a few more cards per evaluation (e.g. one player's hole cards).

    ``rows`` is an ``(M, k)`` array of card indices; ``fixed`` are cards that belong to every
    row. :meth:`strengths_with` adds ``extra`` cards and returns the ``M`` strengths. The
    caller guarantees that no card appears twice in a row (see :func:`check_cards`).
    """

    def __init__(self, rows: np.ndarray, fixed: Sequence[int] = (),
                 keys: np.ndarray | None = None) -> None:
        t = tables()
        self.rows = rows
        self.fixed = tuple(int(c) for c in fixed)
        # ``keys``: the summed card keys of ``rows`` when the caller has them already
        # (see :func:`combinations_with_keys`), which saves a pass over the rows.
        summed = _column_sum(t.card_key, rows) if keys is None else keys
        fixed_key = int(t.card_key[list(self.fixed)].sum())
        self.key = summed + fixed_key if fixed_key else summed

    def __len__(self) -> int:
        return len(self.rows)

    def head(self, count: int, fixed: Sequence[int] = ()) -> PartialHands:
        """The first ``count`` rows with more fixed cards, reusing the keys already summed."""
        t = tables()
        more = [int(c) for c in fixed]
        part = object.__new__(PartialHands)
        part.rows = self.rows[:count]
        part.fixed = self.fixed + tuple(more)
        part.key = self.key[:count] + int(t.card_key[more].sum())
        return part

    def strengths_with(self, extra: Sequence[int] = ()) -> np.ndarray:
        """Strength of each row together with the fixed and the ``extra`` cards (uint16)."""
        t = tables()
        extra = tuple(int(c) for c in extra)
        common = self.fixed + extra  # the keys of the fixed cards are already in the sums
        width = self.rows.shape[1] + len(common)
        if width not in t.nonflush:
            raise BatchInputError(
                f"Eine Hand hat hier {width} Karten; bewertet werden 5, 6 oder 7 Karten.",
                key="bad_batch_width",
            )
        key = self.key + int(t.card_key[list(extra)].sum()) if extra else self.key
        values = np.take(t.nonflush[width], key >> SUIT_BITS)
        suits = np.take(t.flush_suit, key & ((1 << SUIT_BITS) - 1))
        flushed = np.flatnonzero(suits >= 0)
        if len(flushed):
            suit = suits[flushed].astype(np.intp)
            mask = t.suit_bits[self.rows[flushed], suit[:, None]].sum(axis=1)
            if common:
                mask += t.suit_bits[list(common)].sum(axis=0)[suit]
            # With at most seven cards a flush beats whatever else the cards hold.
            values[flushed] = np.maximum(values[flushed], np.take(t.flush, mask))
        return values


def _column_sum(table: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """``table[rows].sum(axis=1)``, column by column (faster than a reduction over short rows)."""
    if rows.shape[1] == 0:
        return np.zeros(len(rows), dtype=table.dtype)
    total = np.take(table, rows[:, 0])
    for j in range(1, rows.shape[1]):
        total += np.take(table, rows[:, j])
    return total


def check_cards(cards: np.ndarray, widths: Sequence[int] = WIDTHS) -> np.ndarray:
    """``cards`` as a 2-D integer array of distinct card indices per row, or a
    :class:`BatchInputError` saying what is wrong."""
    array = np.asarray(cards)
    if array.ndim != 2 or array.shape[1] not in widths:
        allowed = ", ".join(str(w) for w in widths)
        raise BatchInputError(
            f"Erwartet wird ein Feld der Form (Anzahl Hände, Karten je Hand) mit {allowed} Karten "
            f"je Hand, erhalten: Form {array.shape}.",
            key="bad_batch_shape",
        )
    if array.dtype.kind not in "iu":
        raise BatchInputError(
            f"Karten werden als ganze Zahlen 0..51 (Card.index) erwartet, erhalten: Typ {array.dtype}.",
            key="bad_batch_dtype",
        )
    if array.size == 0:
        return array.astype(np.uint8)
    low, high = int(array.min()), int(array.max())
    if low < 0 or high > 51:
        bad = low if low < 0 else high
        raise BatchInputError(
            f"Die Kartennummer {bad} gibt es nicht; erlaubt ist 0 bis 51 (Card.index).",
            key="bad_batch_card",
        )
    array = array.astype(np.uint8, copy=False)
    seen = _column_sum(tables().card_bit, array)  # a repeated card carries into another bit
    duplicate = np.flatnonzero(np.bitwise_count(seen) != array.shape[1])
    if len(duplicate):
        row = int(duplicate[0])
        raise BatchInputError(
            f"In Hand {row} (Zeile ab 0) kommt eine Karte doppelt vor; jede Karte gibt es nur einmal.",
            key="bad_batch_duplicate",
        )
    return array


def evaluate_batch(cards: np.ndarray, *, check: bool = True) -> np.ndarray:
    """Strength 0..7461 of each row of an ``(N, 5|6|7)`` array of card indices (uint16).

    The same numbers as :func:`holdem.ranking.strength` on the same cards (R1–R11). With
    ``check=False`` the shape, range and distinctness of the cards are not checked (faster;
    wrong input then gives meaningless numbers).
    """
    array = check_cards(cards) if check else np.asarray(cards)
    if len(array) == 0:
        return np.zeros(0, dtype=np.uint16)
    return PartialHands(array).strengths_with(())


def strength_histogram(n_cards: int = 7) -> np.ndarray:
    """How many of all ``C(52, n_cards)`` hands (5, 6 or 7 cards) have each strength
    0..7461, by evaluating every single hand (brute force; seven cards take seconds).

    Hands are grouped by their two highest card indices; the remaining cards are a prefix of
    one array of all smaller subsets, whose keys are summed only once."""
    if n_cards not in WIDTHS:
        raise BatchInputError(
            f"Gezählt werden Hände aus 5, 6 oder 7 Karten, nicht aus {n_cards}.", key="bad_batch_width"
        )
    low = PartialHands(combinations_array(50, n_cards - 2))
    histogram = np.zeros(7462, dtype=np.int64)
    for high in range(52):
        for second in range(high):
            count = math.comb(second, n_cards - 2)
            if count:
                values = low.head(count, (second, high)).strengths_with(())
                histogram += np.bincount(values, minlength=7462)
    return histogram


def combinations_with_keys(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """All ``k``-subsets of the cards ``values`` (ascending card indices) as rows, in the order
    of :func:`combinations_array`, together with each row's summed card key (as
    :class:`PartialHands` needs them). The keys are built along with the rows: one addition per
    row and size instead of ``k`` look-ups per row afterwards."""
    values = np.asarray(values, dtype=np.uint8)
    n = len(values)
    if k > n or k < 0:
        return np.zeros((0, max(k, 0)), dtype=np.uint8), np.zeros(0, dtype=np.int64)
    card_key = tables().card_key[values.astype(np.intp)]
    rows = np.zeros((1, 0), dtype=np.uint8)
    keys = np.zeros(1, dtype=np.int64)
    for size in range(1, k + 1):
        total = math.comb(n, size)
        new_rows = np.empty((total, size), dtype=np.uint8)
        new_keys = np.empty(total, dtype=np.int64)
        at = 0
        for j in range(size - 1, n):
            count = math.comb(j, size - 1)
            new_rows[at:at + count, :size - 1] = rows[:count]
            new_rows[at:at + count, size - 1] = values[j]
            np.add(keys[:count], card_key[j], out=new_keys[at:at + count])
            at += count
        rows, keys = new_rows, new_keys
    return rows, keys


def combinations_array(n: int, k: int) -> np.ndarray:
    """All ``k``-subsets of ``range(n)`` as rows of a uint8 array (each row ascending), in
    colex order: ordered by the largest element, then by the rest in the same way. Built
    with one array copy per element, not a Python loop per row."""
    if k > n or k < 0:
        return np.zeros((0, max(k, 0)), dtype=np.uint8)
    # full[s] holds the s-subsets of range(n) in colex order; the s-subsets of range(m) are
    # its first comb(m, s) rows, so one array per size is enough.
    full = np.zeros((1, 0), dtype=np.uint8)
    for size in range(1, k + 1):
        parts = []
        for j in range(size - 1, n):
            head = full[:math.comb(j, size - 1)]
            parts.append(np.hstack([head, np.full((len(head), 1), j, dtype=np.uint8)]))
        full = np.vstack(parts)
    return full
