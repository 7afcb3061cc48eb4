"""The sentence of the starting stack (G6): how many chips of each colour, and their total;
:func:`holdem.chips.describe_starting_stack` hands the chip set over."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["starting_stack_text"]


def starting_stack_text(piles: Sequence[tuple[int, int, str]], total: int) -> str:
    """``piles``: (count, value, German colour) per colour, in the order they are named."""
    parts = [f"{count} × {value} ({colour})" for count, value, colour in piles]
    return f"Startstack: {' + '.join(parts)} = {total} (G6)."
