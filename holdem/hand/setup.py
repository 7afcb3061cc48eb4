"""What stays the same during a hand: :class:`Setup`, shared by every state of the hand.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.hand.steps import Post
from holdem.positions import Positions
from holdem.rules import RuleSet

__all__ = ["Setup"]


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
