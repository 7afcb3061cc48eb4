"""Stakes and blind schedules as the book writes them (B12, C8): ``25/50, Ante 5`` and one
line per level; :class:`holdem.blinds.Blinds` and :class:`holdem.blinds.BlindSchedule` hand
their numbers over."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

__all__ = ["Level", "schedule_text", "stakes_text"]


class Level(Protocol):
    """One level of a blind schedule, as its line needs it."""

    @property
    def small(self) -> int: ...
    @property
    def big(self) -> int: ...
    @property
    def ante(self) -> int: ...
    @property
    def big_blind_ante(self) -> bool: ...
    @property
    def minutes(self) -> int: ...


def stakes_text(small: int, big: int, ante: int = 0, big_blind_ante: bool = False) -> str:
    """``25/50``, ``25/50, Ante 5`` or ``100/200, Big-Blind-Ante 200`` (C8)."""
    suffix = f", {'Big-Blind-Ante' if big_blind_ante else 'Ante'} {ante}" if ante else ""
    return f"{small}/{big}{suffix}"


def schedule_text(levels: Sequence[Level]) -> str:
    """One line per level: ``Stufe 2: ab Minute 15: 50/100`` (B12)."""
    lines, start = [], 0
    for number, level in enumerate(levels, start=1):
        lines.append(f"Stufe {number}: ab Minute {start}: "
                     f"{stakes_text(level.small, level.big, level.ante, level.big_blind_ante)}")
        start += level.minutes
    return "\n".join(lines)
