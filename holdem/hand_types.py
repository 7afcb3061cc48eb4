"""The steps and fixed values of one hand: :class:`Street`, :class:`DealHole`, :class:`DealBoard`,
:class:`Post` and the set-up shared by every state of a hand (``_Setup``).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from enum import Enum
from typing import Sequence

from holdem.amounts import amount_excerpt
from holdem.betting import IllegalActionError
from holdem.cards import Card
from holdem.events import Event, cards_text
from holdem.positions import Positions
from holdem.rules import RuleSet

__all__ = ["POST_KINDS", "DealBoard", "DealHole", "Post", "Street"]


class Street(Enum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    OVER = 5

    @property
    def german(self) -> str:
        return ("Preflop", "Flop", "Turn", "River", "Showdown", "Ende")[self.value]


@dataclass(frozen=True, slots=True)
class DealHole:
    """Manual deal: the two hole cards of ``player`` (``None`` = not known, PHH ``????``)."""

    player: int
    cards: tuple[Card, ...] | None = None

    def __post_init__(self) -> None:
        if not _is_int(self.player):
            raise IllegalActionError(f"DealHole: {self.player!r} ist keine Spielernummer. Erlaubt: eine ganze "
                                     "Zahl ab 0 (0 = Spieler 1).", key="unknown_player")
        object.__setattr__(self, "player", int(self.player))
        if self.cards is not None and not _cards_like(self.cards):
            raise IllegalActionError(f"DealHole: {_short(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd“, eine Liste von Karten oder None (unbekannt).", key="bad_card")


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Manual deal: the board cards of the next street (3 for the flop, then 1 and 1)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not _cards_like(self.cards):
            raise IllegalActionError(f"DealBoard: {_short(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd 7c“ oder eine Liste von Karten.", key="bad_card")


def _cards_like(value: object) -> bool:
    """A text or a sequence of Card/str: what parse_cards reads (checked in detail when dealt)."""
    if isinstance(value, str):
        return True
    if isinstance(value, bytes) or not isinstance(value, (Sequence, frozenset, set)):
        return False
    return all(isinstance(c, (Card, str)) for c in value)


def _short(value: object) -> str:
    return amount_excerpt(value)


POST_KINDS = ("small_blind", "big_blind", "ante", "dead")


@dataclass(frozen=True, slots=True)
class Post:
    """A forced payment before the cards: ``kind`` is ``small_blind`` or ``big_blind`` (live
    bets, B4), ``ante`` or ``dead`` (into the pot, not a bet; dead money does not count for
    side pot levels either, B8/B9).

    ``rule``: why the player posts it, when that is not the usual rule — ``"B8"`` (a returning
    player pays the missed blinds), ``"B9"`` (missed small blind; blinds moved on), ``"B10"`` (a
    new player posts in). ``None``: B1/H1 for blinds, B3 for antes, B8 for dead money."""

    player: int
    amount: int
    kind: str
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class _Setup:
    """What stays the same during a hand (shared by all states of the hand)."""

    rules: RuleSet
    n: int
    button: int
    positions: Positions
    names: tuple[str, ...]
    manual: bool
    deal_order: tuple[int, ...]
    preflop_order: tuple[int, ...]
    postflop_order: tuple[int, ...]
    initial_stacks: tuple[int, ...]
    dead: tuple[int, ...]  # dead money really paid, per player (B8/B9; a big-blind ante, C8)
    antes: tuple[int, ...]  # antes really paid, per player, matched level by level (A2)
    posts: tuple[Post, ...]
    blind_level: int = 0  # the full big blind to call preflop, also when its poster is short (C6)
    carried_in: int = 0  # chips left in the pot by the previous hand (P2 variant CARRY)


def _is_int(value: object) -> bool:
    """Whole numbers of chips: int and numpy integers alike, never bool (nor float or str)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _board_event(street: Street, cards: tuple[Card, ...]) -> Event:
    if street is Street.FLOP:
        text = f"Flop: {cards_text(cards)} – drei Gemeinschaftskarten auf einmal (K3)."
    else:
        text = f"{street.german}: {cards_text(cards)} – die {'vierte' if street is Street.TURN else 'fünfte'} " \
               "Gemeinschaftskarte (K3)."
    return Event("K3", text, "deal_board", cards=cards)
