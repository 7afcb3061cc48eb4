"""The values of a table: players and their status, the game kind, the B9 setting, the seating
the next hand is planned from (:class:`Seating`), the draw for the button (D1, D2).

Part of the table; import the public names from :mod:`holdem.table`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from holdem.blinds import Blinds
from holdem.cards import Card
from holdem.errors import TableError
from holdem.german import seat_name
from holdem.narration.table import draw_sentence, status_text

__all__ = ["ButtonDraw", "GameKind", "MissedSmallBlind", "Player", "Seating", "Status", "TableError",
           "explain_draw", "put_seat", "seat_name"]


class GameKind(Enum):
    CASH = "cash"
    TOURNAMENT = "tournament"


class MissedSmallBlind(Enum):
    """What happens to the small blind when the player due for it is not dealt in (B9)."""

    DEAD = "dead"  # standard (B9), the card rooms' dead-button rule: nobody posts the small blind,
    # the big blind moves exactly one player on; under the gun is the player left of him (W3)
    MOVE_ON = "move_on"  # variant, source 001's reading: the player due for the big blind posts
    # the small blind, the next active player the big blind (that player skips one big blind)


class Status(Enum):
    ACTIVE = "active"
    SITTING_OUT = "sitting_out"
    WAITING = "waiting"  # new player waiting for the big blind (B10)
    POSTING = "posting"  # new player who chose to post a big blind as soon as allowed (B10)
    MISSED_BIG = "ML"  # missed the big blind (B8)
    MISSED_SMALL = "MS"  # missed the small blind (B9)
    BUSTED = "busted"  # no chips left (A8)
    ABSENT = "absent"  # tournament: away from the seat, dealt in and blinded off (C16)

    @property
    def german(self) -> str:
        return status_text(self.value)




@dataclass(frozen=True)
class Player:
    name: str
    stack: int
    away: bool = False  # sitting out (by choice, or after refusing a blind, B7)
    new: bool = False  # joined after the first hand, has not posted yet (B10)
    post_now: bool = False  # new player who chose to post a big blind at once (B10)
    missed_big: bool = False  # ML (B8)
    missed_small: bool = False  # MS (B9)
    busted: bool = False  # A8
    waits: bool = False  # C7: owes missed blinds but waits for the big blind instead of posting
    absent: bool = False  # C16, tournament: away from the seat, still dealt in; the hand is dead
    added: int = 0  # C12: chips added since the player's last hand (they play from the next hand on)

    @property
    def status(self) -> Status:
        if self.busted:
            return Status.BUSTED
        if self.absent:
            return Status.ABSENT
        if self.missed_big:
            return Status.MISSED_BIG
        if self.missed_small:
            return Status.MISSED_SMALL
        if self.away:
            return Status.SITTING_OUT
        if self.new and self.post_now:  # chose not to wait: no longer "waiting" (B10)
            return Status.POSTING
        if self.new:
            return Status.WAITING
        return Status.ACTIVE

    @property
    def owes(self) -> bool:
        return self.missed_big or self.missed_small


@dataclass(frozen=True)
class ButtonDraw:
    """The draw for the button (D1, D2): one face-up card per seat, the highest wins."""

    cards: dict[int, Card] = field(hash=False)
    winner: int
    explanation: str


def explain_draw(draw: dict[int, Card], names: dict[int, str]) -> ButtonDraw:
    """Winner and German explanation of a draw for the button (D1, D2)"""
    winner = max(draw, key=lambda s: draw[s])  # Card orders by rank, then suit Kreuz < Karo < Herz < Pik
    best = draw[winner]
    tied = tuple((names[s], draw[s]) for s in draw if s != winner and draw[s].rank == best.rank)
    return ButtonDraw(cards=dict(draw), winner=winner, explanation=draw_sentence(names[winner], best, tied))


def put_seat(seats: tuple[Player | None, ...], seat: int, player: Player | None) -> tuple[Player | None, ...]:
    """The seats with ``player`` (or nobody) on ``seat``."""
    return seats[:seat] + (player,) + seats[seat + 1 :]


@dataclass(frozen=True)
class Seating:
    """What the plan of the next hand reads of a table: who sits where, where the button and
    the blinds were, the kind of game and the blinds (D3, D6, B7–B10)."""

    seats: tuple[Player | None, ...]
    button: int | None
    last_blinds: tuple[int, int] | None  # (small-blind seat, big-blind seat) of the last hand
    kind: GameKind
    missed_small_blind: MissedSmallBlind
    blinds: Blinds
    hand_number: int = 0
    carry: int = 0  # chips left in the pot by the last hand (P2 variant)
