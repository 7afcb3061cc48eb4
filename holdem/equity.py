"""Equity: how often each hand wins, exactly over all boards or sampled (P1, R11, S6).

``exact_equity`` lists every way to complete the board from the cards nobody holds (hole
cards, the known board and dead cards removed) and evaluates all of them at once with
:mod:`holdem.batch`: the keys of each possible board are summed once, each hand adds only
its two hole cards. ``monte_carlo_equity`` draws random completions with a seed and reports
the standard error of each equity. ``starting_hand_equities`` estimates the preflop equity
of all 169 starting hands against one random hand.

Two paths count the same boards: the numpy batch path (:mod:`holdem.equity_numpy`), used
where numpy is installed, and a plain-Python path (:mod:`holdem.equity_python`) for a Python
without numpy (the Werkstatt in the browser). Both give the same exact counts; a sample draws
other boards on each path (numpy's generator or Python's ``random``). ``backend="python"`` or
``"numpy"`` picks one; the default takes numpy when it can be imported.

A hand's *equity* is its share of the pot averaged over the boards: 1 for a win, 1/k when
k hands share the best value (P1: equal hands split the pot equally), 0 for a loss.
"""

from __future__ import annotations

import functools
import math
import numbers
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from holdem import equity_python
from holdem.cards import Card, Rank, Suit, format_cards, parse_cards
from holdem.errors import EquityInputError, excerpt
from holdem.german import count_text, german_percent

if TYPE_CHECKING:
    import numpy as np

MIN_HANDS = 2
MAX_HANDS = 6
BOARD_SIZE = 5
CHUNK = 1 << 18  # boards per batch: bounds memory and paces the progress bar


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
            percent = german_percent(share).rjust(7)  # the bar keeps its width: "  5,0 %"
            sys.stderr.write(f"\r{self.label} [{bar:<30}] {percent}")
            sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


@dataclass(frozen=True)
class Spot:
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]

    @property
    def remaining(self) -> tuple[int, ...]:
        """Indices of the cards nobody holds and nobody has seen, ascending."""
        known = {c.index for c in self.board + self.dead} | {c.index for h in self.hands for c in h}
        return tuple(i for i in range(52) if i not in known)

    @property
    def missing(self) -> int:
        return BOARD_SIZE - len(self.board)

    def holes(self) -> list[tuple[int, ...]]:
        return [tuple(c.index for c in hand) for hand in self.hands]

    def board_indices(self) -> tuple[int, ...]:
        return tuple(c.index for c in self.board)


def _read_spot(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card],
               dead: str | Sequence[Card], max_hands: int = MAX_HANDS) -> Spot:
    if isinstance(holes, (str, bytes)) or not hasattr(holes, "__iter__"):
        raise EquityInputError(
            "Die Hände bitte als Liste angeben, eine Hand je Spieler, z. B. ['AsAh', 'KdKc'].",
            key="hands_not_a_list",
        )
    hands = tuple(parse_cards(hole) for hole in holes)
    if not MIN_HANDS <= len(hands) <= max_hands:
        raise EquityInputError(
            f"{count_text(len(hands), 'Hand', 'Hände')} angegeben; erlaubt sind {MIN_HANDS} bis {max_hands} Hände.",
            key="bad_hand_count",
        )
    for number, hand in enumerate(hands, start=1):
        if len(hand) != 2:
            raise EquityInputError(
                f"Hand {number} hat {count_text(len(hand), 'Karte', 'Karten')} ({format_cards(hand) or 'keine'}); "
                "jede Hand hat genau 2 Hole Cards.",
                key="bad_hole_size",
            )
    board_cards, dead_cards = parse_cards(board), parse_cards(dead)
    if len(board_cards) > BOARD_SIZE:
        raise EquityInputError(
            f"Das Board hat {count_text(len(board_cards), 'Karte', 'Karten')}; erlaubt sind 0 bis {BOARD_SIZE} Gemeinschaftskarten.",
            key="bad_board_size",
        )
    # Every card in one place only: parse_cards names the first card given twice.
    parse_cards([*board_cards, *dead_cards, *(c for hand in hands for c in hand)])
    spot = Spot(hands, board_cards, dead_cards)
    if len(spot.remaining) < spot.missing:
        raise EquityInputError(
            f"Es bleiben nur {count_text(len(spot.remaining), 'Karte', 'Karten')} für "
            f"{count_text(spot.missing, 'fehlende Boardkarte', 'fehlende Boardkarten')}; "
            "bitte weniger tote Karten angeben.",
            key="not_enough_cards",
        )
    return spot


def board_count(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                dead: str | Sequence[Card] = ()) -> int:
    """How many boards :func:`exact_equity` would enumerate for this spot."""
    spot = _read_spot(holes, board, dead)
    return math.comb(len(spot.remaining), spot.missing)


@functools.cache
def numpy_available() -> bool:
    """Whether the numpy batch path can be used here (numpy imports)."""
    try:
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def _backend(backend: str | None) -> str:
    if backend is None:
        return "numpy" if numpy_available() else "python"
    if backend not in ("numpy", "python"):
        raise EquityInputError(f"Den Rechenweg {excerpt(backend)} gibt es nicht; erlaubt sind "
                               "'numpy' und 'python'.", key="bad_backend")
    if backend == "numpy" and not numpy_available():
        raise EquityInputError("Der Rechenweg 'numpy' braucht numpy, das hier nicht installiert ist; "
                               "'python' rechnet ohne.", key="no_numpy")
    return backend


def result_of(spot: Spot, tally: Any, exact: bool) -> EquityResult:
    """The result from a tally of either path (``wins``, ``ties``, ``boards``, ``equity()``,
    ``stderr()``)."""
    return EquityResult(
        hands=spot.hands, board=spot.board, dead=spot.dead, boards=int(tally.boards),
        wins=tuple(int(w) for w in tally.wins), ties=tuple(int(t) for t in tally.ties),
        equity=tuple(float(e) for e in tally.equity()),
        stderr=tuple(0.0 for _ in spot.hands) if exact else tuple(float(s) for s in tally.stderr()),
        exact=exact,
    )


def read_spot(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
              dead: str | Sequence[Card] = (), *, max_hands: int = MAX_HANDS) -> Spot:
    """The checked question (hands, board, dead cards); raises :class:`EquityInputError`.
    ``max_hands``: the plain-Python path counts up to nine hands (a full ring)."""
    return _read_spot(holes, board, dead, max_hands)


def exact_equity(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                 dead: str | Sequence[Card] = (), *, progress: bool | None = None,
                 backend: str | None = None) -> EquityResult:
    """Wins, ties and equity of 2–6 hands over every possible completion of the board.

    ``holes``: one entry per hand, e.g. ``["AsAh", "KdKc"]``; ``board``: 0 to 5 known
    community cards; ``dead``: cards known to be out of play. ``progress``: show a bar on
    stderr (default: only when stderr is a terminal). ``backend``: see the module text.
    """
    spot = _read_spot(holes, board, dead)
    path = _backend(backend)
    if path == "python":
        counts = equity_python.count_exact(spot.holes(), spot.board_indices(), spot.remaining)
        return result_of(spot, counts, exact=True)
    from holdem import equity_numpy

    total = math.comb(len(spot.remaining), spot.missing)
    bar = _Progress(total, "Exakte Equity", progress if total > CHUNK else False)
    tally = equity_numpy.count_exact(spot.holes(), spot.board_indices(), spot.remaining, bar.advance)
    bar.close()
    return result_of(spot, tally, exact=True)


def _check_seed(seed: int) -> None:
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0:
        raise EquityInputError(
            f"Der Startwert des Zufalls muss eine ganze Zahl ab 0 sein, erhalten: {excerpt(seed)}.",
            key="bad_seed",
        )


# The command line's bound too (holdem.cli.equity): about twenty seconds of sampling.
MAX_SAMPLES = 50_000_000
MAX_SAMPLES_TEXT = "50.000.000"


def _check_samples(samples: int) -> None:
    if isinstance(samples, bool) or not isinstance(samples, numbers.Integral) or not 1 <= samples <= MAX_SAMPLES:
        raise EquityInputError(
            f"Die Zahl der Stichproben muss eine ganze Zahl ab 1 und höchstens {MAX_SAMPLES_TEXT} sein, erhalten: "
            f"{excerpt(samples)}.",
            key="bad_samples",
        )


def monte_carlo_equity(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = (),
                       dead: str | Sequence[Card] = (), samples: int = 100_000, seed: int = 0, *,
                       progress: bool | None = None, backend: str | None = None) -> EquityResult:
    """Like :func:`exact_equity`, on ``samples`` random completions of the board (the same
    ``seed`` gives the same result on the same path); ``stderr`` holds each equity's standard
    error."""
    _check_samples(samples)
    _check_seed(seed)
    spot = _read_spot(holes, board, dead)
    if _backend(backend) == "python":
        counts = equity_python.count_sampled(spot.holes(), spot.board_indices(), spot.remaining,
                                             int(samples), int(seed))
        return result_of(spot, counts, exact=False)
    from holdem import equity_numpy

    bar = _Progress(samples, "Equity (Stichprobe)", progress if samples > CHUNK else False)
    tally = equity_numpy.count_sampled(spot.holes(), spot.board_indices(), spot.remaining,
                                       int(samples), int(seed), bar.advance)
    bar.close()
    return result_of(spot, tally, exact=False)


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
    ``samples`` draws each (standard error about 0.35 percentage points at 20,000). Needs numpy."""
    _check_samples(samples)
    _check_seed(seed)
    _backend("numpy")
    from holdem import equity_numpy

    heroes = [tuple(c.index for c in starting_hand_cards(name)) for name in STARTING_HANDS]
    bar = _Progress(len(STARTING_HANDS), "Starthände", progress)
    equity, stderr = equity_numpy.starting_hand_tallies(heroes, int(samples), int(seed), bar.advance)
    bar.close()
    return StartingHandEquities(STARTING_HANDS, equity, stderr, samples, seed)
