"""The steps of one hand and its streets: :class:`Street`, the manual deals :class:`DealHole` and
:class:`DealBoard`, and the forced payments :class:`Post` (the decisions are
:class:`holdem.betting.Action`).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from holdem.amounts import amount_excerpt
from holdem.cards import Card
from holdem.checks import is_card_list, is_whole_number
from holdem.errors import IllegalActionError

__all__ = ["POST_KINDS", "DealBoard", "DealHole", "Post", "Street"]


class Street(Enum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    OVER = 5

    index: int  # the value as a plain attribute: the engine reads it at every step, ``value`` is slower

    def __init__(self, index: int) -> None:
        self.index = index

    # Members are singletons compared by identity: hashing them by identity too keeps dict
    # look-ups in C (Enum's own hash goes through Python).
    __hash__ = object.__hash__

    @property
    def german(self) -> str:
        return ("Preflop", "Flop", "Turn", "River", "Showdown", "Ende")[self.index]


@dataclass(frozen=True, slots=True)
class DealHole:
    """Manual deal: the two hole cards of ``player`` (``None`` = not known, PHH ``????``)."""

    player: int
    cards: tuple[Card, ...] | None = None

    def __post_init__(self) -> None:
        if not is_whole_number(self.player):
            raise IllegalActionError(f"DealHole: {self.player!r} ist keine Spielernummer. Erlaubt: eine ganze "
                                     "Zahl ab 0 (0 = Spieler 1).", key="unknown_player")
        object.__setattr__(self, "player", int(self.player))
        if self.cards is not None and not is_card_list(self.cards):
            raise IllegalActionError(f"DealHole: {amount_excerpt(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd“, eine Liste von Karten oder None (unbekannt).", key="bad_card")


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Manual deal: the board cards of the next street (3 for the flop, then 1 and 1)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not is_card_list(self.cards):
            raise IllegalActionError(f"DealBoard: {amount_excerpt(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd 7c“ oder eine Liste von Karten.", key="bad_card")




POST_KINDS = ("small_blind", "big_blind", "ante", "dead", "straddle")


@dataclass(frozen=True, slots=True)
class Post:
    """A forced payment before the cards: ``kind`` is ``small_blind`` or ``big_blind`` (live
    bets, B4), ``ante`` or ``dead`` (into the pot, not a bet; dead money does not count for
    side pot levels either, B8/B9), or ``straddle`` (a live blind raise of twice the big blind by
    the player left of the big blind, C11).

    ``rule``: why the player posts it, when that is not the usual rule — ``"B8"`` (a returning
    player pays the missed blinds), ``"B9"`` (missed small blind; blinds moved on), ``"B10"`` (a
    new player posts in). ``None``: B1/H1 for blinds, B3 for antes, B8 for dead money."""

    player: int
    amount: int
    kind: str
    rule: str | None = None
