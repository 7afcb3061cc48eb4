"""Reading the fields of a Werkstatt request: numbers, texts, choices, lists of players.

A browser sends JSON, so a field may hold anything. Each reader here takes the field out of the
request and hands its value to :mod:`holdem.user_input`, the one reader of what people type:
it checks the kind and the range and raises :class:`holdem.errors.InputError` with a German
sentence that says what was wrong and what is allowed. Values
are never echoed whole (a pasted novel is named by its length). The readers of a number, a choice
and a list of players live in :mod:`holdem.user_input` itself (the drills read their answers with
them) and are named here for the Werkstatt's tools.
"""

from __future__ import annotations

from collections.abc import Mapping

from holdem import user_input
from holdem.errors import InputError, excerpt
from holdem.german import count_text, german_number
from holdem.user_input import (
    MAX_CHIPS,
    MAX_ITEMS,
    MAX_TEXT_CHARS,
    choice_field,
    int_field,
    player_index,
    player_list,
)

__all__ = ["MAX_CHIPS", "MAX_ITEMS", "MAX_TEXT_CHARS", "choice_field", "flag_field", "int_field",
           "number_list", "player_index", "player_list", "text", "text_field", "texts", "whole_number"]



def whole_number(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS) -> int:
    """A whole number in ``low..high`` (at most :data:`MAX_CHIPS` unless said otherwise), named
    „label“ in the message; also accepts a text of ASCII digits as typed in a form."""
    return user_input.whole_number(value, f"„{label}“", low=low, high=high)


def text(request: Mapping[str, object], name: str, label: str, default: str | None = None, *,
         limit: int = MAX_TEXT_CHARS) -> str:
    """A text field (``default`` when absent; an error when absent without default), at most
    ``limit`` characters: a card text is refused by its length before it is read."""
    value = request.get(name, default)
    if value is None:
        raise InputError(f"Das Feld „{label}“ fehlt. Erlaubt: ein Text mit höchstens {german_number(limit)} Zeichen.",
                         key="missing_field")
    return user_input.text(value, f"Das Feld „{label}“", limit=limit)


def text_field(request: Mapping[str, object], name: str, label: str, *, limit: int) -> str:
    """A text of at most ``limit`` characters that must be there."""
    return user_input.text(request.get(name), label, limit=limit)


def texts(request: Mapping[str, object], name: str, label: str, *, max_items: int = MAX_ITEMS,
          limit: int = MAX_TEXT_CHARS) -> list[str]:
    """A list of texts, e.g. one hand per player: at most ``max_items`` texts of at most ``limit``
    characters each."""
    value = request.get(name)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise InputError(f"Das Feld „{label}“ muss eine Liste von Texten sein, je Spieler einer.", key="not_texts")
    if len(value) > max_items:
        raise InputError(f"Im Feld „{label}“ stehen {count_text(len(value), 'Eintrag', 'Einträge')}. Erlaubt sind "
                         f"höchstens {max_items}.", key="too_many_items")
    return [user_input.text(item, f"Eintrag {number} im Feld „{label}“", limit=limit)
            for number, item in enumerate(value, start=1)]


def number_list(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS,
                max_items: int = MAX_ITEMS) -> list[int]:
    """Whole numbers from a list or a text like ``"50, 100, 100"``; more than ``max_items``
    entries are refused before any is read."""
    parts = user_input.split_list(value, f"„{label}“", example="50, 100, 100", max_items=max_items)
    return [user_input.whole_number(part, f"„{label}“ (Eintrag {i})", low=low, high=high)
            for i, part in enumerate(parts, start=1)]


def flag_field(request: Mapping[str, object], name: str, label: str, *, default: bool = False) -> bool:
    value = request.get(name, default)
    if not isinstance(value, bool):
        raise InputError(f"{label}: {excerpt(value)} ist weder ja noch nein. Erlaubt: true oder false.",
                         key="bad_flag")
    return value
