"""Equity counting in plain Python: the path for a Python without numpy (the browser, Pyodide).

Gives the same exact counts as the numpy batch path of :mod:`holdem.batch` (both read the
strength of a 7-card hand from the tables of :mod:`holdem._tables` that ``ranking.strength``
uses), only more slowly: fine from the flop on (at most 1,081 boards) and for samples, slow
for an exact preflop count (1.7 million boards, a few seconds).

Cards are plain indices 0..51 (``Card.index``) so that the inner loop only adds integers:
a board's rank and suit keys are summed once, each hand adds its two cards' keys. The 13-bit
rank mask of a flush suit is built only when the suit key says there is a flush.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations, islice

from holdem import _tables as T
from holdem.cards import FULL_DECK

# Per card index: the summands of the rank key and suit key, its suit and its rank bit.
RANK_KEY = tuple(T.RANK_CODE[card.rank] for card in FULL_DECK)
SUIT_KEY = tuple(T.SUIT_CODE[card.suit] for card in FULL_DECK)
SUIT_OF = tuple(int(card.suit) for card in FULL_DECK)
RANK_BIT = tuple(T.RANK_BIT[card.rank] for card in FULL_DECK)


@dataclass
class Counts:
    """Running counts over boards, the same bookkeeping as the numpy tally.

    ``shared[i][k]``: boards on which hand i is among exactly k best hands (k = 1: alone).
    """

    hands: int
    boards: int = 0
    shared: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.shared:
            self.shared = [[0] * (self.hands + 1) for _ in range(self.hands)]

    @property
    def wins(self) -> list[int]:
        return [row[1] for row in self.shared]

    @property
    def ties(self) -> list[int]:
        return [sum(row[2:]) for row in self.shared]

    def merge(self, other: Counts) -> Counts:
        """Both counts together (for chunks counted one after the other)."""
        merged = Counts(self.hands, self.boards + other.boards)
        merged.shared = [[a + b for a, b in zip(mine, theirs)]
                         for mine, theirs in zip(self.shared, other.shared)]
        return merged

    def equity(self) -> list[float]:
        if not self.boards:
            return [0.0] * self.hands
        return [sum(row[k] / k for k in range(1, self.hands + 1)) / self.boards for row in self.shared]

    def stderr(self) -> list[float]:
        """Standard error of the mean share per board (share 1/k on a k-way split)."""
        n = self.boards
        if n < 2:
            return [0.0] * self.hands
        result = []
        for row, mean in zip(self.shared, self.equity()):
            mean_square = sum(row[k] / k**2 for k in range(1, self.hands + 1)) / n
            variance = max(mean_square - mean**2, 0.0) * n / (n - 1)
            result.append(math.sqrt(variance / n))
        return result


def hand_strength(cards: Sequence[int], rank_key: int, suit_key: int) -> int:
    """Strength 0..7461 of 5–7 cards given as indices, with their summed keys."""
    suit = T.FLUSH_SUIT[suit_key]
    if suit < 0:
        return T.NONFLUSH[rank_key]
    mask = 0
    for card in cards:
        if SUIT_OF[card] == suit:
            mask |= RANK_BIT[card]
    return T.FLUSH[mask]


class Counter:
    """Counts the hands' outcomes board by board (cards as indices)."""

    def __init__(self, holes: Sequence[Sequence[int]], board: Sequence[int]) -> None:
        self.holes = [tuple(hole) for hole in holes]
        self.board = tuple(board)
        self.hole_keys = [(sum(RANK_KEY[c] for c in hole), sum(SUIT_KEY[c] for c in hole)) for hole in self.holes]
        self.board_rank_key = sum(RANK_KEY[c] for c in self.board)
        self.board_suit_key = sum(SUIT_KEY[c] for c in self.board)
        self.counts = Counts(len(self.holes))

    def add_boards(self, completions: Iterable[Sequence[int]]) -> None:
        """Count every completion (the cards added to the known board)."""
        shared = self.counts.shared
        holes, keys = self.holes, self.hole_keys
        flush_suit, nonflush = T.FLUSH_SUIT, T.NONFLUSH
        base_rank, base_suit, known = self.board_rank_key, self.board_suit_key, self.board
        boards = 0
        values = [0] * len(holes)
        for extra in completions:
            boards += 1
            rank_key, suit_key = base_rank, base_suit
            for card in extra:
                rank_key += RANK_KEY[card]
                suit_key += SUIT_KEY[card]
            best = -1
            for i, (hole_rank, hole_suit) in enumerate(keys):
                total_suit = suit_key + hole_suit
                if flush_suit[total_suit] < 0:
                    value = nonflush[rank_key + hole_rank]
                else:
                    value = hand_strength((*known, *extra, *holes[i]), rank_key + hole_rank, total_suit)
                values[i] = value
                if value > best:  # noqa: PLR1730 - a comparison is faster than max() here
                    best = value
            sharing = values.count(best)
            for i, value in enumerate(values):
                if value == best:
                    shared[i][sharing] += 1
        self.counts.boards += boards


def exact_completions(remaining: Sequence[int], missing: int, start: int = 0,
                      stop: int | None = None) -> Iterator[tuple[int, ...]]:
    """The completions number ``start`` to ``stop`` (exclusive) of all ``comb(len, missing)``,
    in the order of ``itertools.combinations`` (for counting in chunks)."""
    return islice(combinations(remaining, missing), start, stop)


def sampled_completions(remaining: Sequence[int], missing: int, samples: int,
                        rng: random.Random) -> Iterator[list[int]]:
    """``samples`` random completions of ``missing`` distinct cards from ``remaining``."""
    pool = list(remaining)
    draw = rng.sample
    for _ in range(samples):
        yield draw(pool, missing)


def count_exact(holes: Sequence[Sequence[int]], board: Sequence[int], remaining: Sequence[int],
                start: int = 0, stop: int | None = None) -> Counts:
    """Exact counts over every completion of the board (or the slice ``start:stop`` of them)."""
    counter = Counter(holes, board)
    counter.add_boards(exact_completions(remaining, 5 - len(board), start, stop))
    return counter.counts


def count_sampled(holes: Sequence[Sequence[int]], board: Sequence[int], remaining: Sequence[int],
                  samples: int, seed: int) -> Counts:
    """Counts over ``samples`` random completions; the same ``seed`` gives the same counts."""
    counter = Counter(holes, board)
    counter.add_boards(sampled_completions(remaining, 5 - len(board), samples, random.Random(seed)))
    return counter.counts
