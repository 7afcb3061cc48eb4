"""Equity: how often each hand wins, exactly over all boards or sampled (P1, R11, S6).

``exact_equity`` lists every way to complete the board from the cards nobody holds (hole
cards, the known board and dead cards removed) and evaluates all of them at once with
:mod:`holdem.batch`: the keys of each possible board are summed once, each hand adds only
its two hole cards. ``monte_carlo_equity`` draws random completions with a seed and reports
the standard error of each equity. ``starting_hand_equities`` estimates the preflop equity
of all 169 starting hands against one random hand.

A hand's *equity* is its share of the pot averaged over the boards: 1 for a win, 1/k when
k hands share the best value (P1: equal hands split the pot equally), 0 for a loss.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from holdem.batch import PartialHands, combinations_with_keys
from holdem.cards import FULL_DECK, Card, Rank, Suit, format_cards, parse_cards
from holdem.errors import HoldemError, excerpt

MIN_HANDS = 2
MAX_HANDS = 6
BOARD_SIZE = 5
CHUNK = 1 << 18  # boards per batch: bounds memory and paces the progress bar


class EquityInputError(HoldemError):
    """Hands, board, dead cards or a sample size that do not describe an equity question."""

    key = "bad_equity_input"


@dataclass(frozen=True)
class EquityResult:
    """Outcome per hand, in the order the hands were given.

    ``boards`` is the number of boards looked at (all of them when ``exact``, else the
    number of samples). ``wins[i]``: boards on which hand i alone is best; ``ties[i]``:
    boards on which it shares the best value; ``equity[i]``: its average share of the pot.
    ``stderr[i]`` is the standard error of ``equity[i]`` for a sample (0 when exact).
    """

    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    boards: int
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    equity: tuple[float, ...]
    stderr: tuple[float, ...]
    exact: bool

    @property
    def losses(self) -> tuple[int, ...]:
        """Boards on which another hand is better."""
        return tuple(self.boards - w - t for w, t in zip(self.wins, self.ties))

    @property
    def win_fraction(self) -> tuple[float, ...]:
        return tuple(w / self.boards for w in self.wins)

    @property
    def tie_fraction(self) -> tuple[float, ...]:
        return tuple(t / self.boards for t in self.ties)


@dataclass
class _Tally:
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


class _Progress:
    """A one-line progress bar on stderr, only when stderr is a terminal."""

    def __init__(self, total: int, label: str, enabled: bool | None = None) -> None:
        self.total, self.label, self.done = total, label, 0
        self.enabled = sys.stderr.isatty() if enabled is None else enabled

    def advance(self, amount: int) -> None:
        self.done += amount
        if self.enabled:
            share = self.done / self.total if self.total else 1.0
            bar = "#" * int(share * 30)
            percent = f"{share * 100:5.1f}".replace(".", ",")
            sys.stderr.write(f"\r{self.label} [{bar:<30}] {percent} %")
            sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


@dataclass(frozen=True)
class _Spot:
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]

    @property
    def remaining(self) -> np.ndarray:
        """Indices of the cards nobody holds and nobody has seen, ascending."""
        known = {c.index for c in self.board + self.dead} | {c.index for h in self.hands for c in h}
        return np.array([i for i in range(52) if i not in known], dtype=np.uint8)

    @property
    def missing(self) -> int:
        return BOARD_SIZE - len(self.board)

    def holes(self) -> list[tuple[int, ...]]:
        return [tuple(c.index for c in hand) for hand in self.hands]


def _read_spot(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card],
               dead: str | Sequence[Card]) -> _Spot:
    if isinstance(holes, (str, bytes)) or not hasattr(holes, "__iter__"):
        raise EquityInputError(
            "Die Hände bitte als Liste angeben, eine Hand je Spieler, z. B. ['AsAh', 'KdKc'].",
            key="hands_not_a_list",
        )
    hands = tuple(parse_cards(hole) for hole in holes)
    if not MIN_HANDS <= len(hands) <= MAX_HANDS:
        raise EquityInputError(
            f"{len(hands)} Hand/Hände angegeben; erlaubt sind {MIN_HANDS} bis {MAX_HANDS} Hände.",
            key="bad_hand_count",
        )
    for number, hand in enumerate(hands, start=1):
        if len(hand) != 2:
            raise EquityInputError(
                f"Hand {number} hat {len(hand)} Karten ({format_cards(hand) or 'keine'}); "
                "jede Hand hat genau 2 Hole Cards.",
                key="bad_hole_size",
            )
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    if len(board_cards) > BOARD_SIZE:
        raise EquityInputError(
            f"Das Board hat {len(board_cards)} Karten; erlaubt sind 0 bis {BOARD_SIZE} Gemeinschaftskarten.",
            key="bad_board_size",
        )
    # Every card in one place only: parse_cards names the first card given twice.
    parse_cards([*board_cards, *dead_cards, *(c for hand in hands for c in hand)])
    spot = _Spot(hands, board_cards, dead_cards)
    if len(spot.remaining) < spot.missing:
        raise EquityInputError(
            f"Es bleiben nur {len(spot.remaining)} Karten für {spot.missing} fehlende Boardkarten; "
            "bitte weniger tote Karten angeben.",
            key="not_enough_cards",
        )
    return spot


def board_count(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                dead: str | Sequence[Card] = ()) -> int:
    """How many boards :func:`exact_equity` would enumerate for this spot."""
    spot = _read_spot(holes, board, dead)
    return math.comb(len(spot.remaining), spot.missing)


def _result(spot: _Spot, tally: _Tally, exact: bool) -> EquityResult:
    return EquityResult(
        hands=spot.hands, board=spot.board, dead=spot.dead, boards=tally.boards,
        wins=tuple(int(w) for w in tally.wins), ties=tuple(int(t) for t in tally.ties),
        equity=tuple(float(e) for e in tally.equity()),
        stderr=tuple(0.0 for _ in spot.hands) if exact else tuple(float(s) for s in tally.stderr()),
        exact=exact,
    )


def _evaluate(spot: _Spot, completions: np.ndarray, tally: _Tally,
              keys: np.ndarray | None = None) -> None:
    """Evaluate every hand on every completion row (cards added to the known board);
    ``keys``: the rows' summed card keys, if already known."""
    boards = PartialHands(completions, fixed=[c.index for c in spot.board], keys=keys)
    tally.add(np.stack([boards.strengths_with(hole) for hole in spot.holes()]))


def exact_equity(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                 dead: str | Sequence[Card] = (), *, progress: bool | None = None) -> EquityResult:
    """Wins, ties and equity of 2–6 hands over every possible completion of the board.

    ``holes``: one entry per hand, e.g. ``["AsAh", "KdKc"]``; ``board``: 0 to 5 known
    community cards; ``dead``: cards known to be out of play. ``progress``: show a bar on
    stderr (default: only when stderr is a terminal).
    """
    spot = _read_spot(holes, board, dead)
    remaining, missing = spot.remaining, spot.missing
    tally = _Tally(len(spot.hands))
    fixed = [c.index for c in spot.board]
    if missing == 0:
        _evaluate(spot, np.zeros((1, 0), dtype=np.uint8), tally)
        return _result(spot, tally, exact=True)
    # The completions grouped by their highest remaining card j: the other missing - 1 cards
    # are the first comb(j, missing - 1) rows of one array of smaller subsets (colex order),
    # whose keys are summed once. Small groups stay in the processor's cache.
    rows, keys = combinations_with_keys(remaining, missing - 1)
    low = PartialHands(rows, fixed, keys=keys)
    total = math.comb(len(remaining), missing)
    bar = _Progress(total, "Exakte Equity", progress if total > CHUNK else False)
    holes = spot.holes()
    for j in range(missing - 1, len(remaining)):
        group = low.head(math.comb(j, missing - 1), (int(remaining[j]),))
        tally.add(np.stack([group.strengths_with(hole) for hole in holes]))
        bar.advance(len(group))
    bar.close()
    return _result(spot, tally, exact=True)


def _draw(rng: np.random.Generator, pool: np.ndarray, rows: int, count: int) -> np.ndarray:
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


def _check_seed(seed: int) -> None:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise EquityInputError(
            f"Der Startwert des Zufalls muss eine ganze Zahl ab 0 sein, erhalten: {excerpt(seed)}.",
            key="bad_seed",
        )


# The command line's bound too (holdem.cli.equity): about twenty seconds of sampling.
MAX_SAMPLES = 50_000_000
MAX_SAMPLES_TEXT = "50.000.000"


def _check_samples(samples: int) -> None:
    if isinstance(samples, bool) or not isinstance(samples, (int, np.integer)) or not 1 <= samples <= MAX_SAMPLES:
        raise EquityInputError(
            f"Die Zahl der Stichproben muss eine ganze Zahl ab 1 und höchstens {MAX_SAMPLES_TEXT} sein, erhalten: "
            f"{excerpt(samples)}.",
            key="bad_samples",
        )


def monte_carlo_equity(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                       dead: str | Sequence[Card] = (), samples: int = 100_000, seed: int = 0, *,
                       progress: bool | None = None) -> EquityResult:
    """Like :func:`exact_equity`, on ``samples`` random completions of the board (the same
    ``seed`` gives the same result); ``stderr`` holds each equity's standard error."""
    _check_samples(samples)
    _check_seed(seed)
    spot = _read_spot(holes, board, dead)
    rng = np.random.default_rng(seed)
    tally = _Tally(len(spot.hands))
    bar = _Progress(samples, "Equity (Stichprobe)", progress if samples > CHUNK else False)
    for start in range(0, samples, CHUNK):
        rows = min(CHUNK, samples - start)
        _evaluate(spot, _draw(rng, spot.remaining, rows, spot.missing), tally)
        bar.advance(rows)
    bar.close()
    return _result(spot, tally, exact=False)


# --- the 169 starting hands --------------------------------------------------------------

_RANKS_HIGH_FIRST = tuple(sorted(Rank, reverse=True))


def starting_hand_name(row: int, column: int) -> str:
    """Name of a cell of the 13×13 grid (row/column 0 = ace … 12 = deuce): the diagonal holds
    the pairs (``"AA"``), above it the suited hands (``"AKs"``), below the offsuit (``"AKo"``)."""
    high, low = _RANKS_HIGH_FIRST[min(row, column)], _RANKS_HIGH_FIRST[max(row, column)]
    if row == column:
        return high.symbol * 2
    return high.symbol + low.symbol + ("s" if row < column else "o")


STARTING_HANDS: tuple[str, ...] = tuple(starting_hand_name(r, c) for r in range(13) for c in range(13))


def starting_hand_cards(name: str) -> tuple[Card, Card]:
    """One pair of hole cards of a starting hand: ``"AKs"`` -> A♠ K♠, ``"AKo"`` -> A♠ K♥."""
    if name not in STARTING_HANDS:
        raise EquityInputError(
            f"{name!r} ist keine Starthand; erlaubt sind z. B. 'AA', 'AKs' (gleiche Farbe) und 'AKo'.",
            key="bad_starting_hand",
        )
    first, second = Card.parse(name[0] + "s").rank, Card.parse(name[1] + "s").rank
    return Card(first, Suit.SPADES), Card(second, Suit.SPADES if name.endswith("s") else Suit.HEARTS)


def starting_hand_combos(name: str) -> int:
    """How many two-card combinations a starting hand stands for: 6 pairs, 4 suited, 12 offsuit."""
    starting_hand_cards(name)
    return 6 if len(name) == 2 else 4 if name.endswith("s") else 12


@dataclass(frozen=True)
class StartingHandEquities:
    """Equity of each of the 169 starting hands against one random hand (Monte Carlo)."""

    names: tuple[str, ...]
    equity: np.ndarray  # (169,), in the order of ``names`` (= STARTING_HANDS, grid row by row)
    stderr: np.ndarray
    samples: int
    seed: int

    def __getitem__(self, name: str) -> float:
        return float(self.equity[self.names.index(name)])

    def grid(self) -> np.ndarray:
        """13×13 equities; row/column 0 = ace; suited above the diagonal, offsuit below."""
        return self.equity.reshape(13, 13)


def starting_hand_equities(samples: int = 20_000, seed: int = 0, *,
                           progress: bool | None = None) -> StartingHandEquities:
    """Preflop equity of every starting hand against one random hand and a random board,
    ``samples`` draws each (standard error about 0.35 percentage points at 20,000)."""
    _check_samples(samples)
    _check_seed(seed)
    rng = np.random.default_rng(seed)
    equity, stderr = np.zeros(len(STARTING_HANDS)), np.zeros(len(STARTING_HANDS))
    bar = _Progress(len(STARTING_HANDS), "Starthände", progress)
    for number, name in enumerate(STARTING_HANDS):
        hero = tuple(c.index for c in starting_hand_cards(name))
        pool = np.array([c.index for c in FULL_DECK if c.index not in hero], dtype=np.uint8)
        tally = _Tally(2)
        for start in range(0, samples, CHUNK):
            drawn = _draw(rng, pool, min(CHUNK, samples - start), BOARD_SIZE + 2)
            mine = PartialHands(drawn[:, :BOARD_SIZE]).strengths_with(hero)
            theirs = PartialHands(drawn).strengths_with(())
            tally.add(np.stack([mine, theirs]))
        equity[number], stderr[number] = tally.equity()[0], tally.stderr()[0]
        bar.advance(1)
    bar.close()
    return StartingHandEquities(STARTING_HANDS, equity, stderr, samples, seed)
