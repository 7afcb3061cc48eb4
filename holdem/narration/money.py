"""How the narration writes an amount: ``5 Chips`` by default, a room's money for a cash hand.

The engine counts whole units. A cash hand a room recorded in euros and cents is played in cents,
so the sentence that says "10 Chips" for chips says "0,10 €" for that hand. Every sentence that
writes an amount asks :func:`chips` (an amount with its noun), :func:`bare` (an amount after a
phrase that names it without a noun: "erhöht um 4 auf 6") or :func:`them` (the amount just named,
given back) instead of formatting the number itself; these ask the :class:`MoneyFormat` of the
sentence being written.

Which format applies is a parameter of the rendering: :func:`holdem.narration.event_text` writes an
event's sentence in a format, and :func:`money_format` is a ``with`` block for the descriptions
written outside events (a rule set's paragraph, a pot's explanation). The
format lives in a context variable that only these set and always reset, so one hand told in euros
never changes the sentences of another (threads and Pyodide's event loop each see their own).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from holdem.german import money_text

__all__ = ["CHIPS", "MoneyFormat", "bare", "chips", "chips_verb", "leftover", "money_format", "odd_unit", "them"]


@dataclass(frozen=True)
class MoneyFormat:
    """Amounts counted in ``unit`` parts of ``currency``: ``MoneyFormat()`` is chips ("5 Chips"),
    ``MoneyFormat(100, "EUR")`` a hand in cents ("0,10 €"), ``MoneyFormat(100)`` cents without a
    currency ("0,10"), ``MoneyFormat(1, "USD")`` whole dollars ("12 $")."""

    unit: int = 1
    currency: str | None = None

    @property
    def is_chips(self) -> bool:
        """Whether amounts are plain chips (the book's hands and tournament chips)."""
        return self.unit == 1 and self.currency is None

    def amount(self, value: int) -> str:
        """An amount with its noun: ``1 Chip``, ``5 Chips``, ``0,05 €``."""
        if self.is_chips:
            return f"{value} Chip" if value == 1 else f"{value} Chips"
        return money_text(value, self.unit, self.currency)

    def number(self, value: int) -> str:
        """An amount where the sentence names it without a noun: ``6`` in chips, ``0,06 €`` in money."""
        return str(value) if self.is_chips else money_text(value, self.unit, self.currency)


CHIPS = MoneyFormat()
_CURRENT: ContextVar[MoneyFormat] = ContextVar("holdem_money_format", default=CHIPS)


@contextmanager
def money_format(money: MoneyFormat | None) -> Iterator[MoneyFormat]:
    """Sentences written inside the block give their amounts in ``money`` (``None``: as they are)."""
    if money is None:
        yield _CURRENT.get()
        return
    token = _CURRENT.set(money)
    try:
        yield money
    finally:
        _CURRENT.reset(token)


def chips(amount: int) -> str:
    """An amount with its noun in the current format: ``1 Chip``, ``5 Chips`` or ``0,05 €``."""
    return _CURRENT.get().amount(amount)


def bare(amount: int) -> str:
    """An amount without a noun in the current format: ``6`` in chips, ``0,06 €`` in money."""
    return _CURRENT.get().number(amount)


def them(amount: int, *, these: bool = False) -> str:
    """The amount just named, as the object of "bekommt … zurück": ``den Chip``, ``die Chips``,
    in money ``den Betrag``; with ``these`` ``diesen Chip``, ``diese Chips``, ``diesen Betrag``."""
    if not _CURRENT.get().is_chips:
        return "diesen Betrag" if these else "den Betrag"
    if amount == 1:
        return "diesen Chip" if these else "den Chip"
    return "diese Chips" if these else "die Chips"


def odd_unit() -> str:
    """The smallest amount that cannot be split, as a noun: ``Chip``, in cents ``Cent``."""
    return "Cent" if _CURRENT.get().unit == 100 else "Chip"


def leftover(amount: int) -> str:
    """The chips left after an even split: ``3 übrigen Chips``, in money ``übrigen 0,03 €``."""
    money = _CURRENT.get()
    return f"{amount} übrigen Chips" if money.is_chips else f"übrigen {money.amount(amount)}"


def chips_verb(amount: int, singular: str, plural: str, *, owner: str | None = None) -> str:
    """:func:`holdem.german.chips_verb` in the current format: ``1 Chip bleibt``, ``0,02 € bleiben``."""
    whose = f" von {owner}" if owner else ""
    return f"{chips(amount)}{whose} {singular if amount == 1 else plural}"
