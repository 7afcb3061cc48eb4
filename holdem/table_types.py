"""The values of a table: players and their status, the game kind, the B9 setting, the hand
set-up handed to the engine (:class:`HandSetup`), the draw for the button (D1, D2).

Part of the table; import the public names from :mod:`holdem.table`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from holdem.cards import Card
from holdem.errors import HoldemError
from holdem.events import Event, german_list
from holdem.hand import Post

if TYPE_CHECKING:  # pragma: no cover
    from holdem.table import Table

__all__ = ["ButtonDraw", "GameKind", "HandSetup", "MissedSmallBlind", "Player", "Status", "TableError",
           "explain_draw", "seat_name"]


class TableError(HoldemError):
    """A seat, player, buy-in or blind that the table cannot accept; the table stays as it was."""

    key = "bad_table"


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

    @property
    def german(self) -> str:
        return _STATUS_GERMAN[self]


_STATUS_GERMAN = {
    Status.ACTIVE: "spielt",
    Status.SITTING_OUT: "setzt aus",
    Status.WAITING: "wartet auf den Big Blind",
    Status.POSTING: "setzt einen Big Blind, sobald der Einstieg erlaubt ist",
    Status.MISSED_BIG: "ML (Big Blind verpasst)",
    Status.MISSED_SMALL: "MS (Small Blind verpasst)",
    Status.BUSTED: "pleite",
}


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

    @property
    def status(self) -> Status:
        if self.busted:
            return Status.BUSTED
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


@dataclass(frozen=True)
class HandSetup:
    """Everything :func:`holdem.hand.start_hand` needs, and how it maps to the table.

    Players are indices ``0..n-1`` in seat order; ``seats[i]`` is the table seat of player ``i``.
    ``button`` is the player who acts last after the flop (with a dead button the player right of
    the empty button seat). ``small_blind`` is ``None`` when the small blind is dead.
    """

    hand_number: int
    seats: tuple[int, ...]
    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    posts: tuple[Post, ...]
    small_blind: int | None
    big_blind: int
    first_preflop: int
    first_postflop: int
    button_seat: int
    dead_button: bool
    events: tuple[Event, ...]
    table: "Table" = field(repr=False, compare=False)
    carried_in: int = 0  # chips the last hand left in the pot (P2 variant)

    @property
    def n_players(self) -> int:
        return len(self.seats)

    def player_at(self, seat: int) -> int:
        """Index of the player dealt in at table seat ``seat``."""
        if seat not in self.seats:
            raise TableError(
                f"An Sitz {seat + 1} sitzt in dieser Hand niemand mit Karten.", key="unknown_player"
            )
        return self.seats.index(seat)

    def start(self, rules: Any, **options: Any) -> Any:
        """Start the hand in the engine: ``start_hand(rules, stacks, button=…, posts=…, names=…,
        first_preflop=…)``; ``first_preflop`` matters with a dead small blind (B9, dead button),
        where under the gun sits left of the big blind, not where positions() would put him (W3)."""
        from dataclasses import replace as replaced

        from holdem.hand import start_hand

        options.setdefault("first_preflop", self.first_preflop)
        if self.carried_in:
            options.setdefault("carried_in", self.carried_in)
        rules, posts = self._with_antes(rules)
        if getattr(rules, "all_in_showdown", False) is None:  # C4 by the game: on in a tournament
            rules = replaced(rules, all_in_showdown=self.table.kind is GameKind.TOURNAMENT)
        return start_hand(rules, self.stacks, button=self.button, posts=posts, names=list(self.names), **options)

    def _with_antes(self, rules: Any) -> tuple[Any, list[Post]]:
        """The antes of the table or of ``rules``, whichever sets them, posted first (B3, C8).

        The table's antes make the rule set say the same (so the engine treats a big-blind ante
        as dead money); a rule set's antes at a table without antes are posted here, before the
        blinds, as :func:`holdem.hand.start_hand` would post them. Both set and different: an error."""
        from dataclasses import replace as replaced

        from holdem.rules import RuleSet, SetupError

        posts = list(self.posts)
        if not isinstance(rules, RuleSet):
            return rules, posts  # start_hand names the bad value
        blinds = self.table.blinds
        table_ante = (blinds.ante, blinds.big_blind_ante) if blinds.ante else (0, False)
        rules_ante = (rules.ante, rules.big_blind_ante) if rules.ante else (0, False)
        if table_ante == rules_ante:
            return rules, posts
        if table_ante[0] and rules_ante[0]:
            def said(ante: tuple[int, bool]) -> str:
                return f"{'eine Big-Blind-Ante' if ante[1] else 'eine Ante je Spieler'} von {ante[0]}"
            raise SetupError(f"Der Tisch verlangt {said(table_ante)}, die Regeln {said(rules_ante)}. Erlaubt: "
                             "die Ante nur am Tisch (Blinds(..., ante=...)) oder nur in den Regeln, oder an "
                             "beiden Stellen gleich (B3, C8).", key="ante_mismatch")
        if table_ante[0]:
            return replaced(rules, ante=table_ante[0], big_blind_ante=table_ante[1]), posts
        payers = [self.big_blind] if rules.big_blind_ante else list(range(self.n_players))
        return rules, [Post(p, rules.ante, "ante") for p in payers] + posts


def seat_name(seat: int) -> str:
    return f"Sitz {seat + 1}"


def explain_draw(draw: dict[int, Card], names: dict[int, str]) -> ButtonDraw:
    """Winner and German explanation of a draw for the button (D1, D2)"""
    winner = max(draw, key=lambda s: draw[s])  # Card orders by rank, then suit Kreuz < Karo < Herz < Pik
    best = draw[winner]
    same_rank = [s for s in draw if draw[s].rank == best.rank]
    text = f"{names[winner]} zieht mit {best.german} die höchste Karte und bekommt den Button (D1)."
    if len(same_rank) > 1:
        tied = german_list(
            [f"{names[winner]} ({best.german})"]
            + [f"{names[s]} ({draw[s].german})" for s in same_rank if s != winner]
        )
        text = (
            f"Den höchsten Rang ({best.rank.german_plural}) ziehen mehrere: "
            f"{tied}. Bei gleichem Rang entscheidet die Farbe: Kreuz < Karo < Herz < Pik. "
            f"{names[winner]} bekommt den Button (D2)."
        )
    return ButtonDraw(cards=dict(draw), winner=winner, explanation=text)


def _put(seats: tuple[Player | None, ...], seat: int, player: Player | None) -> tuple[Player | None, ...]:
    return seats[:seat] + (player,) + seats[seat + 1 :]
