"""The typed steps of a hand history in the PHH format and the history itself
(:class:`HandHistory`); reading and writing live in :mod:`holdem.phh` and :mod:`holdem.phh_write`.

Players are the indices ``0 … N-1`` of ``starting_stacks`` (``p1 … pN`` in the file).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from holdem.cards import Card
from holdem.german import player_name

__all__ = ["BetRaiseStep", "CheckCallStep", "DealBoardStep", "DealHoleStep", "FoldStep", "HandHistory", "NoteStep", "PhhStep", "ShowMuckStep"]


@dataclass(frozen=True)
class DealHoleStep:
    """``d dh pN CARDS``: hole cards for one player; ``cards`` None = unknown (``????``)."""

    player: int
    cards: tuple[Card, ...] | None
    comment: str | None = None


@dataclass(frozen=True)
class DealBoardStep:
    """``d db CARDS``: the flop (three cards), the turn or the river (one card)."""

    cards: tuple[Card, ...]
    comment: str | None = None


@dataclass(frozen=True)
class FoldStep:
    """``pN f``."""

    player: int
    comment: str | None = None


@dataclass(frozen=True)
class CheckCallStep:
    """``pN cc``: check when nothing is owed, otherwise call."""

    player: int
    comment: str | None = None


@dataclass(frozen=True)
class BetRaiseStep:
    """``pN cbr N``: complete, bet or raise TO ``amount`` (the player's total in this round)."""

    player: int
    amount: int
    comment: str | None = None


@dataclass(frozen=True)
class ShowMuckStep:
    """``pN sm CARDS`` shows, ``pN sm -`` shows the cards dealt before, ``pN sm`` mucks."""

    player: int
    cards: tuple[Card, ...] | None  # None: not written in the action (muck, or "-")
    shown: bool
    comment: str | None = None


@dataclass(frozen=True)
class NoteStep:
    """An action that is only a commentary (``# …``) or empty: changes nothing."""

    comment: str | None = None


PhhStep = DealHoleStep | DealBoardStep | FoldStep | CheckCallStep | BetRaiseStep | ShowMuckStep | NoteStep


@dataclass(frozen=True)
class HandHistory:
    """One hand in PHH form. Amounts are whole chips; players are indices into the lists."""

    variant: str
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    actions: tuple[PhhStep, ...]
    min_bet: int | None = None  # NT
    small_bet: int | None = None  # FT
    big_bet: int | None = None  # FT
    ante_trimming_status: bool = False
    players: tuple[str, ...] | None = None
    # The file's claim; a fraction (e.g. Decimal("10112.5"), Pluribus splits odd chips into
    # halves) is kept exactly, whole numbers are ints.
    finishing_stacks: tuple[int | Decimal, ...] | None = None
    metadata: dict[str, Any] = field(default_factory=dict)  # every other field, in file order
    source: str | None = None  # file name, for messages; never written

    @property
    def fractional_finishing_stacks(self) -> bool:
        """True when the file's ``finishing_stacks`` split chips into fractions."""
        return any(isinstance(s, Decimal) for s in self.finishing_stacks or ())

    @property
    def n_players(self) -> int:
        return len(self.starting_stacks)

    def player_name(self, player: int) -> str:
        """The name the events use: the file's name or ``"Spieler N"`` with N = the PHH number
        (``pN``, counted from 1, as the engine's texts count people)."""
        if self.players and 0 <= player < len(self.players):
            return self.players[player]
        return player_name(player)

    def names(self) -> tuple[str, ...]:
        return tuple(self.player_name(i) for i in range(self.n_players))


