"""Reading the fields of a Werkstatt request, with German errors for missing or wrong values."""

from __future__ import annotations

from typing import Any

from holdem.cards import Card, format_cards
from holdem.errors import HoldemError, type_name
from holdem.german import count_text
from holdem.web.form_fields import MAX_CHIPS, MAX_TEXT_CHARS, read_int

MAX_ITEMS = 52  # entries of a list field: more than any table has players or the deck has cards
MAX_LIST_CHARS = 1_000  # a typed list of numbers


class FieldError(HoldemError):
    """A request field that is missing or has the wrong kind of value."""

    key = "bad_field"


def text(request: dict[str, Any], name: str, label: str, default: str | None = None, *,
         limit: int = MAX_TEXT_CHARS) -> str:
    """A text field (``default`` when absent; an error when absent without default), at most
    ``limit`` characters: a card text is refused by its length before it is read."""
    value = request.get(name, default)
    if value is None:
        raise FieldError(f"Das Feld „{label}“ fehlt.", key="missing_field")
    if not isinstance(value, str):
        raise FieldError(f"Das Feld „{label}“ muss ein Text sein, erhalten: {type_name(value)}.", key="not_text")
    if len(value) > limit:
        raise FieldError(f"Das Feld „{label}“ hat {count_text(len(value), 'Zeichen', 'Zeichen')}. Erlaubt sind "
                         f"höchstens {limit} Zeichen.", key="text_too_long")
    return value


def texts(request: dict[str, Any], name: str, label: str, *, max_items: int = MAX_ITEMS,
          limit: int = MAX_TEXT_CHARS) -> list[str]:
    """A list of texts, e.g. one hand per player: at most ``max_items`` texts of at most ``limit``
    characters each."""
    value = request.get(name)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise FieldError(f"Das Feld „{label}“ muss eine Liste von Texten sein, je Spieler einer.", key="not_texts")
    if len(value) > max_items:
        raise FieldError(f"Im Feld „{label}“ stehen {count_text(len(value), 'Eintrag', 'Einträge')}. Erlaubt sind "
                         f"höchstens {max_items}.", key="too_many_items")
    for number, item in enumerate(value, start=1):
        if len(item) > limit:
            raise FieldError(f"Eintrag {number} im Feld „{label}“ hat {count_text(len(item), 'Zeichen', 'Zeichen')}. "
                             f"Erlaubt sind höchstens {limit} Zeichen.", key="text_too_long")
    return value


def whole_number(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS) -> int:
    """A whole number in ``low..high`` (at most :data:`MAX_CHIPS` unless said otherwise); also
    accepts a text of ASCII digits as typed in a form."""
    return read_int(value, f"„{label}“", low=low, high=high, error=FieldError)


def number_list(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS,
                max_items: int = MAX_ITEMS) -> list[int]:
    """Whole numbers from a list or a text like ``"50, 100, 100"``; more than ``max_items``
    entries are refused before any is read."""
    if isinstance(value, str):
        if len(value) > MAX_LIST_CHARS:
            raise FieldError(f"„{label}“ hat {count_text(len(value), 'Zeichen', 'Zeichen')}. Erlaubt sind höchstens "
                             f"{MAX_LIST_CHARS} Zeichen: ganze Zahlen durch Kommas getrennt, z. B. 50, 100, 100.",
                             key="text_too_long")
        parts: list[object] = [part for part in value.replace(";", ",").replace(" ", ",").split(",") if part]
    elif isinstance(value, list):
        parts = value
    else:
        raise FieldError(f"„{label}“: bitte ganze Zahlen durch Kommas getrennt angeben, z. B. 50, 100, 100.",
                         key="not_numbers")
    if len(parts) > max_items:
        raise FieldError(f"„{label}“: {count_text(len(parts), 'Zahl', 'Zahlen')} angegeben. Erlaubt sind höchstens "
                         f"{max_items}.", key="too_many_items")
    return [whole_number(part, f"{label} (Eintrag {i})", low=low, high=high) for i, part in enumerate(parts, start=1)]


def codes(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Card codes for the page's drawing (``"Ah"``, ``"Td"``)."""
    return [str(card) for card in cards]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    """The cards as the book writes them, with suit symbols."""
    return format_cards(cards, symbols=True)
