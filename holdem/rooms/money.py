"""The engine's sentences about a room's hand with the room's money: ``0,10 €`` for ten cents.

The engine counts whole units: a cash hand recorded in euros or dollars with cents is played in
cents (:attr:`~holdem.rooms.build.RoomHand.unit` 100), so its narrated sentences say "10 Chips"
where the room wrote € 0.10. :class:`MoneyWords` rewrites every amount of such a sentence as the
room's money; the sentence's other numbers (players, raises counted for the cap, side pot numbers,
cards, rule IDs) stay as they are. A tournament's chips (no currency, unit 1) are left alone.

Only the places where the narration writes an amount are rewritten: "N Chips" and the bare
numbers after the few phrases that name a bet without "Chips" ("erhöht um N auf M", "geht
all-in mit N", "Blinds N/M", ...). A test plays every cash hand of the sample through it and
finds no number left that is an amount.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from holdem.rooms.build import money

__all__ = ["MoneyWords", "money_words"]

# A whole number standing alone: not part of a name, a card or an amount already written as money
# (so a sentence rewritten twice stays the same).
_NUMBER = r"(\d+)(?!\d|[,.]\d| [$€£]| [A-Z]{3}\b)"

# (pattern, which groups are amounts): the narration's phrases that name an amount without "Chips".
_PHRASES: tuple[tuple[re.Pattern[str], tuple[int, ...]], ...] = tuple(
    (re.compile(pattern), groups) for pattern, groups in (
        (r"\b(erhöht um )" + _NUMBER + r"( auf )" + _NUMBER, (2, 4)),
        (r"\b(erhöht auf |all-in und setzt |all-in mit )" + _NUMBER, (2,)),
        (r"\b(volle Erhöhung \(|voller Einsatz \(|vollen Big Blind \(|Hälfte von )" + _NUMBER, (2,)),
        (r"\b(Blinds )" + _NUMBER + r"(/)" + _NUMBER, (2, 4)),
        (r"\b(Ante )" + _NUMBER + r"( von| nur)", (2,)),
        (r"\b(genau )" + _NUMBER + r"( vor dem Flop)", (2,)),
        (r"(, )" + _NUMBER + r"( auf Turn und River)", (2,)),
    ))
_CHIPS = re.compile(r"(?<![\w,.])" + _NUMBER + r" Chips?\b")
_ODD_CHIPS = re.compile(r"\bDie (\d+) übrigen Chips\b")


@dataclass(frozen=True)
class MoneyWords:
    """Rewrites a sentence's amounts (in the hand's units) as the room's money."""

    unit: int
    currency: str | None

    @property
    def active(self) -> bool:
        """Whether anything changes: a hand in cents or in a currency (not tournament chips)."""
        return self.unit != 1 or self.currency is not None

    def amount(self, value: int) -> str:
        return money(value, self.unit, self.currency)

    def __call__(self, text: str) -> str:
        if not self.active or not text:
            return text
        text = _ODD_CHIPS.sub(lambda m: f"Die übrigen {self.amount(int(m.group(1)))}", text)
        if self.unit == 100:
            text = text.replace("Den übrigen Chip ", "Den übrigen Cent ")
        # The uncalled bet (A7): "bekommt die Chips zurück" names the amount just written.
        text = text.replace(" bekommt den Chip zurück", " bekommt den Betrag zurück")
        text = text.replace(" bekommt die Chips zurück", " bekommt den Betrag zurück")
        text = _CHIPS.sub(lambda m: self.amount(int(m.group(1))), text)
        for pattern, groups in _PHRASES:
            text = pattern.sub(_replacer(groups, self.amount), text)
        return text

    def all(self, texts: Iterable[str]) -> list[str]:
        return [self(text) for text in texts]


def _replacer(groups: tuple[int, ...], amount: Callable[[int], str]) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        parts = [amount(int(match.group(i))) if i in groups else match.group(i)
                 for i in range(1, (match.lastindex or 0) + 1)]
        return "".join(parts)
    return replace


def money_words(unit: object, currency: object) -> MoneyWords:
    """A :class:`MoneyWords` from a request's values, checked: ``unit`` 1 or 100, ``currency`` a
    short code such as ``"EUR"`` or ``None``."""
    from holdem.errors import HoldemError, excerpt

    if unit not in (1, 100) or isinstance(unit, bool):
        raise HoldemError(f"Die Einheit {excerpt(unit)} gibt es nicht. Erlaubt sind 1 (ganze Chips) und 100 "
                          "(Cent).", key="bad_money")
    if currency is not None and (not isinstance(currency, str) or not re.fullmatch(r"[A-Z$€£]{1,4}", currency)):
        raise HoldemError(f"Die Währung {excerpt(currency)} gibt es nicht. Erlaubt ist ein Kürzel wie EUR, USD "
                          "oder GBP.", key="bad_money")
    return MoneyWords(int(unit), currency)
