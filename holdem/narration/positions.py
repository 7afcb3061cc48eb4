"""The sentence that says who has the button, who posts the blinds and who acts first
(B1, H1–H3, W3, W4); :meth:`holdem.positions.Positions.describe` hands its seats over."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from holdem.german import player_name

__all__ = ["SeatRoles", "positions_text"]


class SeatRoles(Protocol):
    """Who holds which role in one hand (players count from 0 here, names from 1)."""

    @property
    def n_players(self) -> int: ...
    @property
    def heads_up(self) -> bool: ...
    @property
    def button(self) -> int: ...
    @property
    def small_blind(self) -> int: ...
    @property
    def big_blind(self) -> int: ...
    @property
    def first_preflop(self) -> int: ...
    @property
    def first_postflop(self) -> int: ...


def positions_text(roles: SeatRoles, names: Sequence[str] | None = None) -> str:
    """A German paragraph: who has the button, who posts the blinds, who acts first."""
    def name(i: int) -> str:
        return player_name(i, names)

    if roles.heads_up:
        return (
            f"Heads-up: {name(roles.button)} hat den Button und setzt den Small Blind, "
            f"{name(roles.big_blind)} den Big Blind (H1). Vor dem Flop handelt der Button zuerst, "
            f"auf Flop, Turn und River {name(roles.big_blind)} (H2) – so beginnt nicht in allen "
            f"vier Runden derselbe Spieler (H3)."
        )
    return (
        f"{roles.n_players} Spieler: {name(roles.button)} hat den Button, "
        f"{name(roles.small_blind)} setzt den Small Blind und {name(roles.big_blind)} den Big Blind (B1). "
        f"Vor dem Flop beginnt {name(roles.first_preflop)} links vom Big Blind (Under the Gun, W3); "
        f"auf Flop, Turn und River beginnt {name(roles.first_postflop)}, der erste Spieler links "
        f"vom Button (W4)."
    )
