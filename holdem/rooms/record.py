"""What a room's text says about one hand, before our engine plays it (:class:`RoomRecord`).

Every reader (one module per room family) fills a :class:`RoomRecord` with the room's own
amounts as exact decimals (``Decimal("0.25")`` for 25 cents); :mod:`holdem.rooms.build` turns it
into whole chips or cents and the engine's :class:`~holdem.phh.HandHistory`. Keeping the record
room-neutral means one builder and one comparison serve every room.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

__all__ = ["ActionLine", "CollectLine", "PostLine", "RoomRecord", "SeatLine"]

# Post kinds: live blinds, antes, dead money, a straddle, and "small & big blind" posted at once
# by a returning player (the big blind live, the small blind dead, B8).
POST_KINDS = ("small_blind", "big_blind", "ante", "dead", "straddle", "both_blinds")
# Action kinds: "raise_to" gives the player's total in the round, "raise_by" and "all_in" the
# chips added by this action (rooms write it either way).
ACTION_KINDS = ("fold", "check", "call", "bet", "raise_to", "raise_by", "all_in")


@dataclass
class SeatLine:
    seat: int
    name: str
    stack: Decimal
    sitting_out: bool = False
    line: int = 0


@dataclass
class PostLine:
    name: str
    kind: str
    amount: Decimal
    line: int = 0
    dead: Decimal = Decimal(0)  # "both_blinds": the dead small blind beside the live big blind


@dataclass
class ActionLine:
    street: int  # 0 preflop, 1 flop, 2 turn, 3 river
    name: str
    kind: str
    amount: Decimal | None
    line: int = 0


@dataclass
class CollectLine:
    name: str
    amount: Decimal
    pot: str = ""  # "" whole pot, "main", "side 1", ...
    line: int = 0


@dataclass
class RoomRecord:
    """One hand as the room wrote it. Names are the room's; amounts the room's units."""

    room: str
    hand_id: str
    first_line: int = 1
    game: str = "holdem"  # anything else is refused with the game's name
    structure: str = "NL"  # "NL", "PL", "FL"
    tournament: bool = False
    currency: str | None = None  # "USD", "EUR", "GBP", ...; None for tournament chips
    small_blind: Decimal | None = None
    big_blind: Decimal | None = None
    small_bet: Decimal | None = None  # fixed limit, when the header names the limits
    big_bet: Decimal | None = None
    button_seat: int | None = None
    seats: list[SeatLine] = field(default_factory=list)
    posts: list[PostLine] = field(default_factory=list)
    actions: list[ActionLine] = field(default_factory=list)
    board: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    hole: dict[str, list[str]] = field(default_factory=dict)  # dealt cards the text names
    shown: dict[str, list[str]] = field(default_factory=dict)
    mucked: set[str] = field(default_factory=set)
    uncalled: dict[str, Decimal] = field(default_factory=dict)
    collected: list[CollectLine] = field(default_factory=list)
    rake: Decimal | None = None
    total_pot: Decimal | None = None
    extra_fees: Decimal = Decimal(0)  # jackpot and similar taken from the pot besides the rake
    boards_run: int = 1  # "run it twice": 2
    game_note: str = ""  # something outside the rules of the game (EV cashout): refused with it
    refusal: str = ""  # a German reason the reader found why the hand cannot be played (the format)
    uncalled_in_collected: bool = False  # the room pays the uncalled bet back inside "collected"
    finished: bool = False  # the text reaches the hand's end (summary or result lines)
    unread: list[tuple[int, str]] = field(default_factory=list)  # lines no rule recognised

    def seat_of(self, name: str) -> SeatLine | None:
        return next((s for s in self.seats if s.name == name), None)


def rename(record: RoomRecord, names: dict[str, str]) -> None:
    """Give players other names everywhere in the record (``names``: old → new)."""
    def new(name: str) -> str:
        return names.get(name, name)

    for seat in record.seats:
        seat.name = new(seat.name)
    for post in record.posts:
        post.name = new(post.name)
    for action in record.actions:
        action.name = new(action.name)
    for won in record.collected:
        won.name = new(won.name)
    record.hole = {new(k): v for k, v in record.hole.items()}
    record.shown = {new(k): v for k, v in record.shown.items()}
    record.mucked = {new(k) for k in record.mucked}
    record.uncalled = {new(k): v for k, v in record.uncalled.items()}
