"""What the betting rules read of a hand (:class:`BettingView`): the frozen
:class:`~holdem.hand.HandState` and the working copy of a step both offer it, so the same
functions of :mod:`holdem.betting` answer for either.

Import it from :mod:`holdem.betting`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from holdem.rules import RuleSet

__all__ = ["BettingView"]


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
