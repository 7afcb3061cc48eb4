"""What the betting rules read of a hand (:class:`BettingView`): the frozen
:class:`~holdem.hand.HandState` and the working copy of a step both offer it, so the same
functions of :mod:`holdem.betting` answer for either; and the raises of a round it holds
(:class:`RaiseRecord`).

Import it from :mod:`holdem.betting`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from holdem.rules import RuleSet

__all__ = ["BettingView", "RaiseRecord"]


@dataclass(frozen=True, slots=True)
class RaiseRecord:
    """One bet or raise of the current round, linked to the one before it (``previous``).

    A new raise adds one record and shares the rest with the states before it, so a round of
    many raises costs the same per raise (no copy of the round's history). Several short all-ins
    can reopen the betting only together (L8); the records say whose they were."""

    player: int
    before: int  # the bet level before it
    after: int  # the bet level it made
    own: bool  # a full bet/raise on its own (not only together with short all-ins before it)
    previous: RaiseRecord | None = None

    def since(self, level: int) -> list[RaiseRecord]:
        """The raises from ``level`` on (their ``before`` at least ``level``), oldest first.

        Bet levels only grow during a round, so these are the newest ones: the walk stops at the
        first older raise and costs only as many steps as raises since then."""
        found: list[RaiseRecord] = []
        record: RaiseRecord | None = self
        while record is not None and record.before >= level:
            found.append(record)
            record = record.previous
        found.reverse()
        return found


class BettingView(Protocol):
    """What the betting rules read of a hand: the frozen :class:`~holdem.hand.HandState` and the
    working copy of a step both offer it, so the same functions answer for either."""

    @property
    def rules(self) -> RuleSet: ...
    @property
    def round_index(self) -> int: ...
    @property
    def pot(self) -> int: ...
    @property
    def n_players(self) -> int: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def stacks(self) -> Sequence[int]: ...
    @property
    def bets(self) -> Sequence[int]: ...
    @property
    def folded(self) -> frozenset[int]: ...
    @property
    def acted(self) -> Sequence[int | None]: ...  # per player: the bet level he left after his last action
    @property
    def current_bet(self) -> int: ...
    @property
    def raise_size(self) -> int: ...
    @property
    def straddle(self) -> int: ...  # 0 without a straddle (C11)
    @property
    def raise_count(self) -> int: ...
    @property
    def full_level(self) -> int: ...
    @property
    def capped(self) -> bool: ...

    def name(self, player: int) -> str: ...
