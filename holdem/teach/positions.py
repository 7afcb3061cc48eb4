"""Positions as text (B1, H1, H2, W3, W4): one row per seat with its role and when it acts."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.german import player_name
from holdem.positions import Positions, label_name, positions
from holdem.teach.text import seat_label, text_table


def roles_table(pos: Positions, names: Sequence[str] | None = None) -> str:
    """Seat, player, short label, role and the place in the acting order before and after the flop."""
    pre = {p: i for i, p in enumerate(pos.order_preflop(), start=1)}
    post = {p: i for i, p in enumerate(pos.order_postflop(), start=1)}
    rows = []
    for p in range(pos.n_players):
        name = player_name(p, names)
        label = pos.labels[p]
        rows.append((seat_label(p), name, label, label_name(label), pre[p], post[p]))
    return text_table(["Sitz", "Spieler", "Kürzel", "Rolle", "Zug vor dem Flop", "Zug ab dem Flop"], rows,
                      right=[4, 5])


def positions_text(n_players: int, button: int, names: Sequence[str] | None = None) -> str:
    """The table of :func:`roles_table` and the engine's German description below it."""
    pos = positions(n_players, button)
    return roles_table(pos, names) + "\n" + pos.describe(list(names) if names else None)
