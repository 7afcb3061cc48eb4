"""Input checks shared by every part of the engine.

The engine refuses bad input with its own German error; these predicates say what counts as
good, in one place, so a whole number of chips means the same in a hand, a pot and at a table.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import TypeGuard

from holdem.cards import Card

__all__ = ["is_card_list", "is_count", "is_whole_number"]


def is_whole_number(value: object) -> TypeGuard[int]:
    """A whole number of chips or an index: ``int`` and numpy integers alike, never ``bool``
    (nor float or str). For the type checker a numpy integer counts as an ``int``: it computes alike."""
    # A plain int first: the check of the abstract class is slow, and ints are nearly all we see.
    return type(value) is int or (isinstance(value, numbers.Integral) and not isinstance(value, bool))


def is_count(value: object, low: int = 0, high: int | None = None) -> bool:
    """A whole number from ``low`` to ``high`` (no upper bound when ``high`` is None)."""
    return is_whole_number(value) and low <= value and (high is None or value <= high)


def is_card_list(value: object) -> bool:
    """A text or a sequence (or set) of cards or card texts: what ``parse_cards`` reads; the
    cards themselves are checked when they are dealt."""
    if isinstance(value, str):
        return True
    if isinstance(value, (bytes, bytearray)) or not isinstance(value, (Sequence, AbstractSet)):
        return False
    return all(isinstance(c, (Card, str)) for c in value)
