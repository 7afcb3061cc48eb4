"""Reading the fields of a Werkstatt request, with German errors for missing or wrong values."""

from __future__ import annotations

import numbers
from typing import Any

from holdem.cards import Card, format_cards
from holdem.errors import HoldemError, excerpt


class FieldError(HoldemError):
    """A request field that is missing or has the wrong kind of value."""

    key = "bad_field"


def text(request: dict[str, Any], name: str, label: str, default: str | None = None) -> str:
    """A text field (``default`` when absent; an error when absent without default)."""
    value = request.get(name, default)
    if value is None:
        raise FieldError(f"Das Feld „{label}“ fehlt.", key="missing_field")
    if not isinstance(value, str):
        raise FieldError(f"Das Feld „{label}“ muss ein Text sein.", key="not_text")
    return value


def texts(request: dict[str, Any], name: str, label: str) -> list[str]:
    """A list of texts, e.g. one hand per player."""
    value = request.get(name)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise FieldError(f"Das Feld „{label}“ muss eine Liste von Texten sein, je Spieler einer.", key="not_texts")
    return value


def whole_number(value: object, label: str, *, low: int = 0, high: int | None = None) -> int:
    """A whole number in ``low..high``; also accepts a text of digits as typed in a form."""
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise FieldError(f"„{label}“ muss eine ganze Zahl sein, erhalten: {excerpt(value)}.", key="not_int")
    number = int(value)
    if number < low or (high is not None and number > high):
        allowed = f"{low} bis {high}" if high is not None else f"ab {low}"
        raise FieldError(f"„{label}“ ist {number}; erlaubt sind ganze Zahlen {allowed}.", key="out_of_range")
    return number


def number_list(value: object, label: str, *, low: int = 0) -> list[int]:
    """Whole numbers from a list or a text like ``"50, 100, 100"``."""
    if isinstance(value, str):
        parts = [part for part in value.replace(";", ",").replace(" ", ",").split(",") if part]
    elif isinstance(value, list):
        parts = value
    else:
        raise FieldError(f"„{label}“: bitte ganze Zahlen durch Kommas getrennt angeben, z. B. 50, 100, 100.",
                         key="not_numbers")
    return [whole_number(part, f"{label} (Eintrag {i})", low=low) for i, part in enumerate(parts, start=1)]


def codes(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Card codes for the page's drawing (``"Ah"``, ``"Td"``)."""
    return [str(card) for card in cards]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    """The cards as the book writes them, with suit symbols."""
    return format_cards(cards, symbols=True)
