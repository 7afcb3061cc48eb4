"""The numpy batch path of equity (:mod:`holdem.equity`): many boards evaluated at once.

Imported only where numpy is installed; :mod:`holdem.equity_python` counts the same without it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from holdem.batch import PartialHands, combinations_with_keys

BOARD_SIZE = 5
CHUNK = 1 << 18  # boards per batch: bounds memory and paces the progress bar


@dataclass
class Tally:
    """Running counts over batches of boards."""

    hands: int
    boards: int = 0

    def __post_init__(self) -> None:
        self.wins = np.zeros(self.hands, dtype=np.int64)
        self.ties = np.zeros(self.hands, dtype=np.int64)
        # shared[i, k]: boards on which hand i is among exactly k best hands.
        self.shared = np.zeros((self.hands, self.hands + 1), dtype=np.int64)
        self.share_squares = np.zeros(self.hands)

    def add(self, strengths: np.ndarray) -> None:
        """Count one batch: ``strengths`` has one row per hand, one column per board."""
        if self.hands == 2:
            self._add_two(strengths[0], strengths[1])
            return
        best = strengths.max(axis=0)
        winners = strengths == best
        sharing = winners.sum(axis=0)
        alone = sharing == 1
        for i, row in enumerate(winners):
            self.wins[i] += np.count_nonzero(row & alone)
            self.ties[i] += np.count_nonzero(row & ~alone)
            self.shared[i] += np.bincount(sharing[row], minlength=self.hands + 1)
        self.boards += strengths.shape[1]

    def _add_two(self, a: np.ndarray, b: np.ndarray) -> None:
        """Heads-up: three counts instead of the general bookkeeping (the same numbers)."""
        first = int(np.count_nonzero(a > b))
        second = int(np.count_nonzero(b > a))
        tied = len(a) - first - second
        self.wins += (first, second)
        self.ties += (tied, tied)
        self.shared[0, 1] += first
        self.shared[1, 1] += second
        self.shared[:, 2] += tied
        self.boards += len(a)

    def equity(self) -> np.ndarray:
        # Sum over k of (boards shared by k) / k: exact counts, one division at the end.
        return (self.shared / np.maximum(np.arange(self.hands + 1), 1)).sum(axis=1) / self.boards

    def stderr(self) -> np.ndarray:
        """Standard error of the mean share per board (share 1/k on a k-way split)."""
        n = self.boards
        if n < 2:
            return np.zeros(self.hands)
        ks = np.maximum(np.arange(self.hands + 1), 1)
        mean = self.equity()
        mean_square = (self.shared / ks**2).sum(axis=1) / n
        variance = np.maximum(mean_square - mean**2, 0.0) * n / (n - 1)
        return np.sqrt(variance / n)



def evaluate(holes: Sequence[tuple[int, ...]], board: Sequence[int], completions: np.ndarray, tally: Tally,
             keys: np.ndarray | None = None) -> None:
    """Evaluate every hand on every completion row (cards added to the known board);
    ``keys``: the rows' summed card keys, if already known."""
    boards = PartialHands(completions, fixed=list(board), keys=keys)
    tally.add(np.stack([boards.strengths_with(hole) for hole in holes]))


def count_exact(holes: Sequence[tuple[int, ...]], board: Sequence[int], remaining: Sequence[int],
                advance: Callable[[int], None]) -> Tally:
    """Counts over every completion of the board; ``advance(n)`` after each group of boards."""
    tally = Tally(len(holes))
    missing = BOARD_SIZE - len(board)
    if missing == 0:
        evaluate(holes, board, np.zeros((1, 0), dtype=np.uint8), tally)
        return tally
    pool = np.array(remaining, dtype=np.uint8)
    # The completions grouped by their highest remaining card j: the other missing - 1 cards
    # are the first comb(j, missing - 1) rows of one array of smaller subsets (colex order),
    # whose keys are summed once. Small groups stay in the processor's cache.
    rows, keys = combinations_with_keys(pool, missing - 1)
    low = PartialHands(rows, list(board), keys=keys)
    for j in range(missing - 1, len(pool)):
        group = low.head(math.comb(j, missing - 1), (int(pool[j]),))
        tally.add(np.stack([group.strengths_with(hole) for hole in holes]))
        advance(len(group))
    return tally


def draw(rng: np.random.Generator, pool: np.ndarray, rows: int, count: int) -> np.ndarray:
    """``rows`` independent draws of ``count`` distinct cards from ``pool``: the first
    ``count`` steps of a Fisher–Yates shuffle, done for all rows at once."""
    deck = np.tile(pool, (rows, 1))
    every = np.arange(rows)
    for step in range(count):
        pick = rng.integers(step, len(pool), size=rows)
        chosen = deck[every, pick]
        deck[every, pick] = deck[:, step]
        deck[:, step] = chosen
    return deck[:, :count]



def count_sampled(holes: Sequence[tuple[int, ...]], board: Sequence[int], remaining: Sequence[int],
                  samples: int, seed: int, advance: Callable[[int], None]) -> Tally:
    """Counts over ``samples`` random completions drawn with numpy's generator from ``seed``."""
    rng = np.random.default_rng(seed)
    pool = np.array(remaining, dtype=np.uint8)
    tally = Tally(len(holes))
    for start in range(0, samples, CHUNK):
        rows = min(CHUNK, samples - start)
        evaluate(holes, board, draw(rng, pool, rows, BOARD_SIZE - len(board)), tally)
        advance(rows)
    return tally


def starting_hand_tallies(heroes: Sequence[tuple[int, ...]], samples: int, seed: int,
                          advance: Callable[[int], None]) -> tuple[np.ndarray, np.ndarray]:
    """Equity and standard error of each hero hand against one random hand and board."""
    rng = np.random.default_rng(seed)
    equity, stderr = np.zeros(len(heroes)), np.zeros(len(heroes))
    for number, hero in enumerate(heroes):
        pool = np.array([i for i in range(52) if i not in hero], dtype=np.uint8)
        tally = Tally(2)
        for start in range(0, samples, CHUNK):
            drawn = draw(rng, pool, min(CHUNK, samples - start), BOARD_SIZE + 2)
            mine = PartialHands(drawn[:, :BOARD_SIZE]).strengths_with(hero)
            theirs = PartialHands(drawn).strengths_with(())
            tally.add(np.stack([mine, theirs]))
        equity[number], stderr[number] = tally.equity()[0], tally.stderr()[0]
        advance(1)
    return equity, stderr
