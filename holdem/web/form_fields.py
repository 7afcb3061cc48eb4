"""Reading the fields of a Werkstatt request: numbers, texts, choices, lists of players.

A browser sends JSON, so a field may hold anything. Each reader here takes the field out of the
request and hands its value to :mod:`holdem.user_input`, the one reader of what people type:
it checks the kind and the range and raises :class:`holdem.errors.InputError` with a German
sentence that says what was wrong and what is allowed. Values
are never echoed whole (a pasted novel is named by its length).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem import user_input
from holdem.errors import HoldemError, InputError, excerpt, type_name
from holdem.german import count_text, player_name
from holdem.user_input import MAX_CHIPS, MAX_ITEMS, MAX_TEXT_CHARS, number_range, player_index

__all__ = ["MAX_CHIPS", "MAX_ITEMS", "MAX_TEXT_CHARS", "choice_field", "flag_field", "int_field",
           "number_list", "player_index", "player_list", "read_int", "text", "text_field", "texts", "whole_number"]



def read_int(value: object, label: str, *, low: int, high: int,
             error: type[HoldemError] = InputError) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (:func:`holdem.user_input.whole_number`);
    ``error`` lets a caller with an error of its own (the worksheets) raise that one instead."""
    try:
        return user_input.whole_number(value, label, low=low, high=high)
    except InputError as problem:
        if error is InputError:
            raise
        raise error(problem.message, key=problem.key) from None


def whole_number(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS) -> int:
    """A whole number in ``low..high`` (at most :data:`MAX_CHIPS` unless said otherwise), named
    „label“ in the message; also accepts a text of ASCII digits as typed in a form."""
    return user_input.whole_number(value, f"„{label}“", low=low, high=high)


def int_field(request: Mapping[str, object], name: str, label: str, *, low: int, high: int,
              default: int | None = None) -> int:
    """A whole number from ``low`` to ``high``; ``label`` names it in the message (German)."""
    value = request.get(name, default)
    if value is None:
        raise InputError(f"{label} fehlt. Erlaubt: {number_range(low, high)}.", key="missing_field")
    return user_input.whole_number(value, label, low=low, high=high)


def text(request: Mapping[str, object], name: str, label: str, default: str | None = None, *,
         limit: int = MAX_TEXT_CHARS) -> str:
    """A text field (``default`` when absent; an error when absent without default), at most
    ``limit`` characters: a card text is refused by its length before it is read."""
    value = request.get(name, default)
    if value is None:
        raise InputError(f"Das Feld „{label}“ fehlt. Erlaubt: ein Text mit höchstens {limit} Zeichen.",
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


def choice_field(request: Mapping[str, object], name: str, label: str, choices: Mapping[str, str],
                 *, default: str) -> str:
    """One of the keys of ``choices`` (its values are the German names shown in the message)."""
    value = request.get(name, default)
    if not isinstance(value, str) or value not in choices:
        allowed = ", ".join(f"„{key}“ ({german})" for key, german in choices.items())
        raise InputError(f"{label}: {excerpt(value)} gibt es nicht. Erlaubt: {allowed}.", key="bad_choice")
    return value


def flag_field(request: Mapping[str, object], name: str, label: str, *, default: bool = False) -> bool:
    value = request.get(name, default)
    if not isinstance(value, bool):
        raise InputError(f"{label}: {excerpt(value)} ist weder ja noch nein. Erlaubt: true oder false.",
                         key="bad_flag")
    return value


def player_list(value: object, label: str, n_players: int) -> tuple[int, ...]:
    """Players as indices ``0..n-1`` as the page sends them (each at most once), e.g. who may win
    a pot; the message counts from one."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) > n_players:
        raise InputError(f"{label}: {excerpt(value)} ist keine Liste von Spielern. Erlaubt: eine Liste "
                         f"mit höchstens {n_players} der Spieler 1 bis {n_players}, jeder höchstens einmal.",
                         key="bad_players")
    players: list[int] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int):  # the page sends the players it shows as numbers
            raise InputError(f"{label}: {excerpt(item)} ({type_name(item)}) ist keine Spielernummer. Erlaubt: "
                             f"Spieler 1 bis {n_players}.", key="bad_players")
        item = player_index(item, label, n_players)
        if item in players:
            raise InputError(f"{label}: {player_name(item)} steht zweimal in der Liste. Erlaubt: jeden "
                             "Spieler höchstens einmal.", key="bad_players")
        players.append(item)
    return tuple(players)

