"""Plain-text tables for worked examples (nbval compares text, so every example prints one)."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.german import seat_name


def text_table(headers: Sequence[str], rows: Sequence[Sequence[object]], *, right: Sequence[int] = ()) -> str:
    """Columns padded to their widest cell, separated by `` | ``; columns in ``right`` are
    right-aligned (numbers). A rule of dashes separates the header."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))]
        return " | ".join(parts).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    return "\n".join([line(cells[0]), rule, *(line(r) for r in cells[1:])])


# People count seats from one: table seat 0 is "Sitz 1" (the engine's one way to name a seat).
seat_label = seat_name
