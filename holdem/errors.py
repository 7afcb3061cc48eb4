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
