"""Balancing and breaking tables in a tournament on several tables (C17).

A table is a :class:`TournamentTable`: its number (as readers count it, ``Tisch 3``), its seats
(0-based in the API, seat 0 is "Sitz 1" for readers; a name or ``None`` for a free seat) and the
button of the next hand (a 0-based seat, free for a dead button). The blinds of the next hand
follow from the button: the first player clockwise after it posts the small blind, the next the
big blind; heads-up the button posts the small blind (H1).

* :func:`balance` moves one player when the fullest table has ``threshold`` (commonly two) or
  more players than the shortest: the one who would post the next big blind at the fuller
  table, to the worst free seat of the shorter one (:func:`worst_free_seat`).
* :func:`break_table` breaks the next table of an order set in advance, once the other tables
  have room, and seats its players by a seeded random draw.

Every result carries the tables after it, so moves can be played one after another. Standard
library only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from holdem.checks import is_whole_number
from holdem.errors import TableError, type_name
from holdem.german import seat_name
from holdem.narration.floor import (
    balance_reason,
    break_blocked_sentence,
    break_sentence,
    broken_seat_sentence,
    mover_sentence,
    seat_sentence,
    table_counts_sentence,
    table_name,
)
from holdem.positions import MAX_PLAYERS

__all__ = [
    "BalanceMove", "BreakResult", "NewSeat", "SeatRole", "TournamentTable", "balance", "balance_all",
    "blind_seats", "break_table", "next_big_blind_seat", "seat_role", "table_to_break", "worst_free_seat",
]


class SeatRole(Enum):
    """What a player who takes a free seat does in the next hand (C17)."""

    BIG_BLIND = "big_blind"  # posts the big blind at once
    SMALL_BLIND = "small_blind"  # posts the small blind at once (a table that had fewer than three)
    BUTTON = "button"  # gets the (dead) button and plays at once
    PLAYS = "plays"  # dealt in at once, no blind in this hand
    WAITS = "waits"  # between the button and the small blind: waits until the button has passed


def _shown(value: object) -> str:
    """A bad value for a message: a short number or text as it is, anything else by its kind."""
    if is_whole_number(value) and abs(int(value)) < 10 ** 12:
        return str(int(value))
    if isinstance(value, str) and len(value) <= 30:
        return f"„{value}“"
    return type_name(value)


@dataclass(frozen=True)
class TournamentTable:
    """One table of the tournament. ``number``: the table number as readers see it (from 1);
    ``seats``: one entry per seat, 0-based (index 0 is "Sitz 1"), the player's name or ``None``
    for a free seat; ``button``: the 0-based seat of the button in the next hand (it may be a free
    seat: a dead button)."""

    number: int
    seats: tuple[str | None, ...]
    button: int

    def __post_init__(self) -> None:
        if not is_whole_number(self.number) or not 1 <= self.number < 10 ** 6:
            raise TableError(f"Die Tischnummer {_shown(self.number)} geht nicht. Erlaubt: eine ganze Zahl ab 1.",
                             key="bad_table_number")
        where = table_name(self.number)
        seats = self.seats
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence):
            raise TableError(f"Die Plätze von {where} sind {type_name(seats)}. Erlaubt: eine Folge mit einem "
                             "Namen oder „frei“ (kein Name) je Platz.", key="bad_seats")
        if not 2 <= len(seats) <= MAX_PLAYERS:
            raise TableError(f"{where} hat {len(seats)} Plätze. Erlaubt sind 2 bis {MAX_PLAYERS} Plätze (G2).",
                             key="bad_seats")
        for index, name in enumerate(seats):
            if name is not None and (not isinstance(name, str) or not name.strip()):
                raise TableError(f"Auf {seat_name(index)} von {where} steht {_shown(name)} statt eines Namens. "
                                 "Erlaubt: ein nicht leerer Name oder „frei“ (kein Name).", key="bad_seats")
        names = [n for n in seats if n is not None]
        if not names:
            raise TableError(f"An {where} sitzt niemand. Erlaubt: mindestens ein Spieler; ein leerer Tisch ist "
                             "schon aufgelöst (C17).", key="empty_table")
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise TableError(f"„{twice[0]}“ sitzt an {where} zweimal. Erlaubt: jeder Spieler auf einem Platz.",
                             key="duplicate_player")
        if not is_whole_number(self.button) or not 0 <= self.button < len(seats):
            raise TableError(f"Der Button von {where} auf dem Platz mit dem Index {_shown(self.button)} geht nicht. "
                             f"Erlaubt: die Indizes 0 bis {len(seats) - 1} (Sitz 1 bis {len(seats)}).",
                             key="bad_button")
        object.__setattr__(self, "seats", tuple(seats))
        object.__setattr__(self, "number", int(self.number))
        object.__setattr__(self, "button", int(self.button))

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return sum(name is not None for name in self.seats)

    @property
    def free_seats(self) -> tuple[int, ...]:
        """The free seats, 0-based, in seat order."""
        return tuple(i for i, name in enumerate(self.seats) if name is None)

    def clockwise(self, start: int) -> tuple[int, ...]:
        """All seats (0-based) clockwise, starting with the seat after ``start`` and ending with it."""
        n = len(self.seats)
        return tuple((start + k) % n for k in range(1, n + 1))

    def with_seat(self, seat: int, name: str | None) -> TournamentTable:
        """The table with ``name`` (or nobody) on the 0-based ``seat``."""
        return TournamentTable(self.number, self.seats[:seat] + (name,) + self.seats[seat + 1:], self.button)


# ---------------------------------------------------------------------------- the blinds of the next hand

def _blinds_among(table: TournamentTable, dealt: Sequence[int]) -> tuple[int | None, int | None]:
    """Small and big blind of the seats ``dealt`` (clockwise from the seat after the button, as
    :meth:`TournamentTable.clockwise` lists them): the first two after the button; heads-up with
    the button dealt in, the button posts the small blind (H1). ``None`` for fewer than two."""
    if len(dealt) < 2:
        return None, None
    if len(dealt) == 2 and dealt[-1] == table.button:
        return table.button, dealt[0]
    return dealt[0], dealt[1]


def _deal_in(table: TournamentTable, new: frozenset[int]) -> tuple[int | None, int | None, frozenset[int]]:
    """Small blind, big blind (0-based seats, ``None`` when fewer than two are dealt in) and the new
    players who wait. A new player takes on the rights and duties of his seat, either blind
    included, except between the small blind and the button, where he waits until the button has
    passed (C17). That small blind is the one the players already at the table would post: with
    fewer than two of them, or heads-up with the button on the small blind (H1), no seat lies
    between, and a new player may post the small blind at once."""
    ahead = table.clockwise(table.button)
    before = [s for s in ahead if table.seats[s] is not None and s not in new]
    old_small, _ = _blinds_among(table, before)
    waiting: frozenset[int] = frozenset()
    if old_small is not None and old_small != table.button:
        waiting = frozenset(s for s in ahead[:ahead.index(old_small)] if s in new)
    small, big = _blinds_among(table, [s for s in ahead if table.seats[s] is not None and s not in waiting])
    return small, big, waiting


def blind_seats(table: TournamentTable) -> tuple[int, int]:
    """The 0-based seats of the small and the big blind in the next hand (B1, H1)."""
    _check_table(table)
    small, big, _ = _deal_in(table, frozenset())
    if small is None or big is None:
        raise TableError(f"An {table_name(table.number)} sitzt nur ein Spieler: ohne zweiten gibt es keine "
                         "Blinds. Erlaubt: ein Tisch mit mindestens zwei Spielern.", key="too_few_players")
    return small, big


def next_big_blind_seat(table: TournamentTable) -> int:
    """The 0-based seat of the player who posts the big blind in the next hand: the one who moves
    when his table is the fuller one (C17)."""
    return blind_seats(table)[1]


def _role(table: TournamentTable, seat: int, new: frozenset[int]) -> SeatRole:
    """The role of the new player on ``seat`` of ``table`` (where he already sits)."""
    small, big, waiting = _deal_in(table, new)
    if seat in waiting:
        return SeatRole.WAITS
    if seat == big:
        return SeatRole.BIG_BLIND
    if seat == small:  # heads-up on the button, too: the button posts the small blind (H1)
        return SeatRole.SMALL_BLIND
    return SeatRole.BUTTON if seat == table.button else SeatRole.PLAYS


def _check_free(table: TournamentTable, seat: object) -> int:
    _check_table(table)
    if not is_whole_number(seat) or not 0 <= seat < len(table.seats) or table.seats[seat] is not None:
        free = ", ".join(str(s + 1) for s in table.free_seats) or "keiner"
        raise TableError(f"Der Platz mit dem Index {_shown(seat)} ist an {table_name(table.number)} kein freier "
                         f"Platz. Frei sind die Sitze {free} (Indizes eins kleiner).", key="seat_taken")
    return int(seat)


def seat_role(table: TournamentTable, seat: int) -> SeatRole:
    """What a player who takes the free 0-based ``seat`` does in the next hand: post the big blind
    or the small blind, get the button, play without a blind, or wait until the button has passed
    (C17)."""
    seat = _check_free(table, seat)
    return _role(table.with_seat(seat, "\0"), seat, frozenset({seat}))


def _hands_to_big_blind(table: TournamentTable, seat: int) -> tuple[int, int, int]:
    """Sort key of a free seat: last (1) where the new player would wait or post the small blind,
    hands until he posts the big blind, distance from the button (the first seat clockwise after
    the button is 1)."""
    seated = table.with_seat(seat, "\0")
    small, big, waiting = _deal_in(seated, frozenset({seat}))
    distance = table.clockwise(table.button).index(seat) + 1
    if seat in waiting or seat == small or big is None:
        return 1, 0, distance
    dealt = [s for s in seated.clockwise(big - 1) if seated.seats[s] is not None and s not in waiting]
    return 0, dealt.index(seat), distance


def worst_free_seat(table: TournamentTable) -> int:
    """The free seat (0-based) in the worst position: the one that will post the big blind soonest,
    the big blind of the next hand itself included, never the small blind. Of seats equally near
    the big blind, the first clockwise after the button. The seat of the small blind and a seat
    between the button and the small blind (the player waits there) come last: only when every
    free seat is one of them, the first of them after the button; :func:`seat_role` tells what he
    does (C17)."""
    _check_table(table)
    if not table.free_seats:
        raise TableError(f"An {table_name(table.number)} ist kein Platz frei. Erlaubt: ein Tisch mit einem freien "
                         "Platz.", key="table_full")
    return min(table.free_seats, key=lambda s: _hands_to_big_blind(table, s))


# ---------------------------------------------------------------------------- checks

def _check_table(table: object) -> None:
    if not isinstance(table, TournamentTable):
        raise TableError(f"Erwartet wird ein Turniertisch (TournamentTable), erhalten: {type_name(table)}.",
                         key="not_a_table")


def _check_tables(tables: object) -> tuple[TournamentTable, ...]:
    if isinstance(tables, (str, bytes)) or not isinstance(tables, Sequence) or not tables:
        raise TableError(f"Die Tische sind {type_name(tables)}. Erlaubt: eine nicht leere Folge von Turniertischen "
                         "(TournamentTable).", key="bad_tables")
    for table in tables:
        _check_table(table)
    numbers = [t.number for t in tables]
    twice = sorted({n for n in numbers if numbers.count(n) > 1})
    if twice:
        raise TableError(f"{table_name(twice[0])} kommt mehrmals vor. Erlaubt: jede Tischnummer einmal.",
                         key="duplicate_table")
    names = [n for t in tables for n in t.seats if n is not None]
    double = sorted({n for n in names if names.count(n) > 1})
    if double:
        raise TableError(f"„{double[0]}“ sitzt an mehr als einem Platz. Erlaubt: jeder Spieler an einem Tisch auf "
                         "einem Platz.", key="duplicate_player")
    return tuple(tables)


def _check_threshold(threshold: object) -> int:
    if not is_whole_number(threshold) or not 2 <= threshold <= MAX_PLAYERS:
        raise TableError(f"Der Unterschied {_shown(threshold)}, ab dem ausgeglichen wird, geht nicht. Erlaubt: eine "
                         f"ganze Zahl von 2 bis {MAX_PLAYERS}, meist 2 (C17).", key="bad_threshold")
    return int(threshold)


def _replace(tables: Sequence[TournamentTable], *changed: TournamentTable) -> tuple[TournamentTable, ...]:
    by_number = {t.number: t for t in changed}
    return tuple(by_number.get(t.number, t) for t in tables)


def _counts(tables: Sequence[TournamentTable]) -> tuple[tuple[int, int], ...]:
    return tuple((t.number, t.players) for t in sorted(tables, key=lambda t: t.number))


# ---------------------------------------------------------------------------- balancing

@dataclass(frozen=True)
class BalanceMove:
    """One player moved from the fuller to the shorter table (C17). Seats are 0-based ("Sitz 1" is
    seat 0), tables by their number; ``tables`` are all tables after the move, in the given order."""

    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    role: SeatRole
    most: int  # players at the fuller table before the move
    fewest: int  # players at the shorter table before the move
    threshold: int
    tables: tuple[TournamentTable, ...]

    @property
    def steps(self) -> tuple[str, ...]:
        """The move in German sentences."""
        return (balance_reason(self.from_table, self.most, self.to_table, self.fewest, self.threshold),
                mover_sentence(self.player, self.from_table, self.from_seat),
                seat_sentence(self.player, self.to_table, self.to_seat, self.role.value))

    @property
    def text(self) -> str:
        return " ".join(self.steps)


def balance(tables: Sequence[TournamentTable], *, threshold: int = 2) -> BalanceMove | None:
    """The next balancing move, or ``None`` when the tables are balanced: the fullest table (of
    equally full ones the lowest number) has fewer than ``threshold`` players more than the shortest
    table that has a free seat (of equally short ones the lowest number). The player who would post
    the next big blind at the fuller table moves to the worst free seat of the shorter (C17)."""
    tables = _check_tables(tables)
    threshold = _check_threshold(threshold)
    fullest = min(tables, key=lambda t: (-t.players, t.number))
    open_tables = [t for t in tables if t.free_seats and t.players <= fullest.players - threshold]
    if not open_tables:
        return None
    shortest = min(open_tables, key=lambda t: (t.players, t.number))
    seat = next_big_blind_seat(fullest)
    name = fullest.seats[seat]
    assert name is not None  # the big blind is a player
    target = worst_free_seat(shortest)
    arrived = shortest.with_seat(target, name)
    role = _role(arrived, target, frozenset({target}))
    after = _replace(tables, fullest.with_seat(seat, None), arrived)
    return BalanceMove(name, fullest.number, seat, shortest.number, target, role, fullest.players,
                       shortest.players, threshold, after)


def balance_all(tables: Sequence[TournamentTable], *, threshold: int = 2) -> tuple[BalanceMove, ...]:
    """:func:`balance` again and again until the tables are balanced; the last move's ``tables``
    are the balanced tables (no move: the tables already are)."""
    moves: list[BalanceMove] = []
    move = balance(tables, threshold=threshold)
    while move is not None:
        moves.append(move)
        move = balance(move.tables, threshold=threshold)
    return tuple(moves)


# ---------------------------------------------------------------------------- breaking

@dataclass(frozen=True)
class NewSeat:
    """A player of the broken table on the seat he drew (seats 0-based) and what he does there."""

    player: str
    from_seat: int
    table: int
    seat: int
    role: SeatRole


@dataclass(frozen=True)
class BreakResult:
    """A broken table (C17): ``broken`` its number, ``seats`` where its players went (in their old
    seat order), ``tables`` the tables after it, without the broken one."""

    broken: int
    order: tuple[int, ...]
    free: int  # free seats at the other tables before the break
    seats: tuple[NewSeat, ...]
    tables: tuple[TournamentTable, ...]

    @property
    def steps(self) -> tuple[str, ...]:
        """The break in German sentences."""
        return (break_sentence(self.broken, len(self.seats), self.free, self.order),
                *(broken_seat_sentence(s.player, self.broken, s.from_seat, s.table, s.seat, s.role.value)
                  for s in self.seats),
                table_counts_sentence(_counts(self.tables)))

    @property
    def text(self) -> str:
        return " ".join(self.steps)


def _check_order(order: object) -> tuple[int, ...]:
    if isinstance(order, (str, bytes)) or not isinstance(order, Sequence) \
            or not all(is_whole_number(n) and n >= 1 for n in order) or len(set(order)) != len(order):
        raise TableError(f"Die Reihenfolge zum Auflösen ist {type_name(order)}. Erlaubt: eine Folge von "
                         "Tischnummern ab 1, jede einmal (C17).", key="bad_order")
    return tuple(int(n) for n in order)


def _next_in_order(tables: tuple[TournamentTable, ...], order: tuple[int, ...]
                   ) -> tuple[TournamentTable, int] | None:
    """The first table of ``order`` still in play beside another, and the free seats of the others."""
    table = next((t for n in order for t in tables if t.number == n), None)
    if table is None or len(tables) < 2:
        return None
    return table, sum(len(t.free_seats) for t in tables if t is not table)


def table_to_break(tables: Sequence[TournamentTable], order: Sequence[int]) -> int | None:
    """The number of the table to break now: the first of ``order`` still in play, if the other
    tables have a free seat for each of its players; else ``None`` (C17)."""
    found = _next_in_order(_check_tables(tables), _check_order(order))
    return found[0].number if found and found[1] >= found[0].players else None


def break_table(tables: Sequence[TournamentTable], order: Sequence[int], *, seed: int | None = None
                ) -> BreakResult:
    """Break the next table of ``order`` (table numbers, set in advance). Its players are drawn at
    random (``random.Random(seed)``) to free seats of the other tables: the shortest table (of equal
    ones the lowest number) takes the next player, a free seat there is drawn, and the players get
    the drawn seats in a random order. Each takes on the rights and duties of his new seat (C17)."""
    tables = _check_tables(tables)
    chosen = _check_order(order)
    if seed is not None and not is_whole_number(seed):
        raise TableError(f"Der Startwert {_shown(seed)} geht nicht. Erlaubt: eine ganze Zahl oder keiner.",
                         key="bad_seed")
    found = _next_in_order(tables, chosen)
    if found is None:
        raise TableError("Kein Tisch der Reihenfolge kann aufgelöst werden: es spielt nur noch ein Tisch oder "
                         "keiner der genannten. Erlaubt: eine Reihenfolge mit einem Tisch, der noch spielt, "
                         "neben mindestens einem weiteren (C17).", key="nothing_to_break")
    broken, free = found
    if free < broken.players:
        raise TableError(break_blocked_sentence(broken.number, broken.players, free), key="no_room")
    others = {t.number: t for t in tables if t is not broken}
    rng = random.Random(seed)
    counts = {n: t.players for n, t in others.items()}
    free_left = {n: list(t.free_seats) for n, t in others.items()}
    drawn: list[tuple[int, int]] = []
    for _ in range(broken.players):
        target = min((n for n in counts if free_left[n]), key=lambda n: (counts[n], n))
        drawn.append((target, free_left[target].pop(rng.randrange(len(free_left[target])))))
        counts[target] += 1
    rng.shuffle(drawn)
    movers = [(s, name) for s, name in enumerate(broken.seats) if name is not None]
    for (_, name), (target, seat) in zip(movers, drawn):
        others[target] = others[target].with_seat(seat, name)
    new = {n: frozenset(seat for target, seat in drawn if target == n) for n in others}
    seats = tuple(NewSeat(name, old, target, seat, _role(others[target], seat, new[target]))
                  for (old, name), (target, seat) in zip(movers, drawn))
    after = tuple(others[t.number] for t in tables if t is not broken)
    return BreakResult(broken.number, chosen, free, seats, after)
