"""One bound for every amount of chips the engine accepts, and sequences of amounts.

Chips are exact integers, so any size would compute; but Python refuses to turn an integer of
more than 4,300 digits into text, and every German sentence names the amounts. The bound is the
PHH reader's (1,000 digits), for stacks, bets, contributions and blinds alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from holdem.checks import is_whole_number

MAX_AMOUNT_DIGITS = 1000
MAX_AMOUNT = 10 ** MAX_AMOUNT_DIGITS - 1
LIMIT_TEXT = f"höchstens {MAX_AMOUNT_DIGITS} Stellen"


# A whole number of chips: int and numpy integers alike, never bool (the engine's one check).
is_integral = is_whole_number


def too_large(value: object) -> bool:
    """True for an integral amount beyond :data:`MAX_AMOUNT` (either sign)."""
    return is_integral(value) and abs(int(value)) > MAX_AMOUNT


def too_large_text(what: str) -> str:
    """The German sentence for an amount beyond the bound; ``what`` names it ("Der Stack von …")."""
    return f"{what} hat mehr als {MAX_AMOUNT_DIGITS} Stellen. Erlaubt sind Beträge mit {LIMIT_TEXT}."


def amount_excerpt(value: object, limit: int = 40) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters; an integer too long to print
    is named by its size (``repr`` of it would raise)."""
    if is_integral(value) and abs(int(value)) > MAX_AMOUNT:
        return f"(eine Zahl mit mehr als {MAX_AMOUNT_DIGITS} Stellen)"
    try:
        text = repr(value)
    except ValueError:  # a list or tuple holding an integer of more than 4,300 digits
        return f"(ein Wert mit einer Zahl von mehr als {MAX_AMOUNT_DIGITS} Stellen)"
    return text if len(text) <= limit else text[:limit - 3] + "…"


def as_sequence(value: object) -> list[Any] | None:
    """The items of a list, tuple, range or one-dimensional array (numpy), else None: strings,
    mappings, sets and iterators are no sequence of amounts."""
    if isinstance(value, (str, bytes, bytearray)):
        return None
    if isinstance(value, Sequence):
        return list(value)
    # numpy arrays are no collections.abc.Sequence; one dimension, read item by item.
    if getattr(value, "ndim", None) == 1 and hasattr(value, "__len__") and hasattr(value, "tolist"):
        items: list[Any] = list(value)  # type: ignore[call-overload]
        return items
    return None
