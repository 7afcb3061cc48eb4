"""The table from hand to hand: seats, the button, blinds owed and paid (D1–D6, B7–B11, A8, C7,
C10, G2). See :class:`Table`.

The package has one module per idea: :mod:`holdem.table.seats` (players, their status, the
seating value), :mod:`holdem.table.plan` (who is dealt in and who posts what in the next hand:
the dead-button plan over a seating) and :mod:`holdem.table.table` (:class:`Table`, the
immutable table value with its steps).
"""

from __future__ import annotations

from holdem.errors import TableError
from holdem.german import seat_name
from holdem.table.plan import HandSetup
from holdem.table.seats import ButtonDraw, GameKind, MissedSmallBlind, Player, Seating, Status, explain_draw
from holdem.table.table import Table

__all__ = ["ButtonDraw", "GameKind", "HandSetup", "MissedSmallBlind", "Player", "Seating", "Status", "Table",
           "TableError", "explain_draw", "seat_name"]
