"""Exceptions of the engine.

Every error carries an English ``key`` (stable, for programs and tests) and a German
message for readers that says what was wrong and what is allowed.
"""

from __future__ import annotations


class HoldemError(ValueError):
    """Base of all engine errors: bad input, never a bug."""

    key = "holdem_error"

    def __init__(self, message: str, *, key: str | None = None) -> None:
        if key is not None:
            self.key = key
        super().__init__(f"{message} [{self.key}]")
        self.message = message


def excerpt(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for messages: a huge input is named,
    never echoed whole."""
    try:
        text = repr(value)
    except ValueError:  # an integer of more than 4,300 digits cannot be printed
        return "eine Zahl mit mehr als 4300 Stellen"
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} Zeichen)"


def type_name(value: object) -> str:
    """The kind of a Python value in German, for wrong-type messages (``None`` → "nichts")."""
    if value is None:
        return "nichts (None)"
    german = {bool: "ein Wahrheitswert", int: "eine ganze Zahl", float: "eine Kommazahl",
              str: "ein Text", bytes: "Bytes", list: "eine Liste", tuple: "ein Tupel",
              dict: "ein Wörterbuch", set: "eine Menge"}
    return german.get(type(value), f"ein Objekt vom Typ {type(value).__name__}")


class CardError(HoldemError):
    """A card text that cannot be read, or a card that is not in the deck."""

    key = "bad_card"


class DuplicateCardError(CardError):
    """The same card given twice."""

    key = "duplicate_card"


class HandSizeError(HoldemError):
    """Too few or too many cards for what was asked."""

    key = "bad_hand_size"


class PotError(HoldemError):
    """Contributions, folds or rankings that do not describe a possible pot."""

    key = "bad_pot"
