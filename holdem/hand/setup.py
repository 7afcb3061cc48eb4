"""What stays the same during a hand: :class:`Setup`, shared by every state of the hand.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from holdem.hand.steps import Post
from holdem.positions import Positions
from holdem.rules import RuleSet

if TYPE_CHECKING:  # pragma: no cover
    from holdem.betting import RaiseRecord
    from holdem.cards import Card, Deck
    from holdem.hand.steps import Street
    from holdem.pots import Award

__all__ = ["HandFields", "HandViews", "Setup"]


@dataclass(frozen=True, slots=True)
class Setup:
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
    option_player: int = -1  # who acts last preflop with the option: the big blind (B5) or the straddler (C11)
    straddle: int = 0  # the straddle posted (C11): preflop a raise is at least this much more
    absent: frozenset[int] = frozenset()  # tournament players away from the table: dead hands (C16)


class HandViews:
    """Read-only views of a hand shared by the frozen state and the working copy of a step (they
    are what :class:`holdem.betting.BettingView` asks for besides the fields)."""

    __slots__ = ()

    if TYPE_CHECKING:  # pragma: no cover - the fields of HandState and HandWork
        setup: Setup
        street: Street
        pending: Sequence[int]
        awaiting_deal: bool
        contributed: Sequence[int]

    @property
    def rules(self) -> RuleSet:
        return self.setup.rules

    @property
    def n_players(self) -> int:
        return self.setup.n

    @property
    def straddle(self) -> int:
        """The straddle posted in this hand, 0 without one (C11)."""
        return self.setup.straddle

    @property
    def button(self) -> int:
        return self.setup.button

    @property
    def positions(self) -> Positions:
        return self.setup.positions

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names

    def name(self, player: int) -> str:
        return self.setup.names[player]

    @property
    def round_index(self) -> int:
        """0 preflop, 1 flop, 2 turn, 3 river (4/5 after the betting)."""
        return self.street.index

    @property
    def to_act(self) -> int | None:
        """The player whose decision is due, or None (dealing, showdown, hand over)."""
        if self.pending and not self.awaiting_deal and self.street.index <= 3:
            return self.pending[0]
        return None

    @property
    def pot(self) -> int:
        """Every chip in the middle, this round's bets included (and chips carried in, P2)."""
        return sum(self.contributed) + self.setup.carried_in


class HandFields(Protocol):
    """The fields of a frozen hand state as a step's working copy reads them
    (:class:`holdem.hand.HandState` has them): the copy needs no import of the state."""

    @property
    def setup(self) -> Setup: ...
    @property
    def stacks(self) -> Sequence[int]: ...
    @property
    def bets(self) -> Sequence[int]: ...
    @property
    def contributed(self) -> Sequence[int]: ...
    @property
    def folded(self) -> frozenset[int]: ...
    @property
    def all_in(self) -> frozenset[int]: ...
    @property
    def holes(self) -> tuple[tuple[Card, ...] | None, ...]: ...
    @property
    def board(self) -> tuple[Card, ...]: ...
    @property
    def burned(self) -> tuple[Card, ...]: ...
    @property
    def deck(self) -> Deck | None: ...
    @property
    def street(self) -> Street: ...
    @property
    def pending(self) -> Sequence[int]: ...
    @property
    def acted(self) -> Sequence[int | None]: ...
    @property
    def current_bet(self) -> int: ...
    @property
    def raise_size(self) -> int: ...
    @property
    def raise_count(self) -> int: ...
    @property
    def aggressor(self) -> int | None: ...
    @property
    def awaiting_deal(self) -> bool: ...
    @property
    def dealt(self) -> frozenset[int]: ...
    @property
    def mucked(self) -> frozenset[int]: ...
    @property
    def result(self) -> Award | None: ...
    @property
    def final(self) -> tuple[int, ...] | None: ...
    @property
    def shown(self) -> frozenset[int]: ...
    @property
    def full_level(self) -> int: ...
    @property
    def capped(self) -> bool: ...
    @property
    def exposed(self) -> frozenset[int]: ...
    @property
    def last_raise(self) -> RaiseRecord | None: ...
