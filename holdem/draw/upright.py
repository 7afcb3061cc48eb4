"""The poker table of a phone: upright, the long sides from top to bottom (see holdem.draw.table).

A page shows the table lying, 10 inches wide; a phone's column is about 370 CSS px wide, in
which that picture's labels would shrink to 5 px. Standing upright, the same seats, markers
and board fit a picture 4 inches wide.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["BOARD_WIDTH", "FELT_RADIUS", "HALF_LENGTH", "UPRIGHT_WIDTH", "TableShape", "upright_points"]

# The lying table of a page (data units, 1:1)
HALF_LENGTH = 5.0  # half the length of the straight sides
FELT_RADIUS = 2.6
BOARD_WIDTH = 0.82
# The upright table of a phone: shorter sides, a wider felt (the board lies across it).
HALF_LENGTH_UPRIGHT = 3.4
FELT_RADIUS_UPRIGHT = 3.0
BOARD_WIDTH_UPRIGHT = 0.68
# Inches: a phone shows it about 350 px wide, so its smallest labels (10 pt) stay above 12 px.
UPRIGHT_WIDTH = 4.0


@dataclass(frozen=True)
class TableShape:
    """The table's outline: lying (a page) or upright (a phone)."""

    upright: bool = False

    @property
    def half_length(self) -> float:
        return HALF_LENGTH_UPRIGHT if self.upright else HALF_LENGTH

    @property
    def felt_radius(self) -> float:
        return FELT_RADIUS_UPRIGHT if self.upright else FELT_RADIUS

    @property
    def board_width(self) -> float:
        return BOARD_WIDTH_UPRIGHT if self.upright else BOARD_WIDTH


def upright_points(n_seats: int, radius: float) -> list[tuple[float, float, float, float]]:
    """The seats of the upright table: from the bottom end to the left, up, over the top end and
    down the right side (clockwise, as on the lying table)."""
    h, r = HALF_LENGTH_UPRIGHT, radius
    quarter = math.pi * r / 2
    perimeter = 4 * h + 2 * math.pi * r
    points = []
    for seat in range(n_seats):
        s = seat * perimeter / n_seats
        if s <= quarter:  # bottom end, going left
            points.append((-r * math.sin(s / r), -h - r * math.cos(s / r), math.sin(s / r), math.cos(s / r)))
            continue
        s -= quarter
        if s <= 2 * h:  # left side, going up
            points.append((-r, -h + s, 1.0, 0.0))
            continue
        s -= 2 * h
        if s <= math.pi * r:  # top end, going right
            phi = s / r
            points.append((-r * math.cos(phi), h + r * math.sin(phi), math.cos(phi), -math.sin(phi)))
            continue
        s -= math.pi * r
        if s <= 2 * h:  # right side, going down
            points.append((r, h - s, -1.0, 0.0))
            continue
        s -= 2 * h
        phi = s / r  # bottom end again, back to seat 0
        points.append((r * math.cos(phi), -h - r * math.sin(phi), -math.cos(phi), math.sin(phi)))
    return [tuple(round(v, 9) for v in p) for p in points]  # type: ignore[misc]
