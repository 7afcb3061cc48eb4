"""A room's money as a request names it, checked: ``{"unit": 100, "currency": "EUR"}`` for euros in cents.

The engine counts whole units: a cash hand recorded in euros or dollars with cents is played in
cents (:attr:`~holdem.rooms.build.RoomHand.unit` 100). The narration writes such a hand's amounts
itself when it is given the hand's :class:`holdem.narration.MoneyFormat` ("0,10 €", not "10 Chips";
see :func:`holdem.narration.event_text` and :func:`holdem.narration.money_format`); the command
line, the rooms' verdicts and the Werkstatt's answers about a room's hand all ask it that way.

The Werkstatt's page sends the money of a room's hand back with every step, so the format comes
from outside: :func:`checked_money_format` turns the request's unit and currency into a format or
refuses them with a German message.
"""

from __future__ import annotations

import re

from holdem.errors import HoldemError, excerpt
from holdem.narration import MoneyFormat

__all__ = ["checked_money_format"]

# A currency as the rooms write it: a short code (EUR, USD, GBP) or its sign.
_CURRENCY = re.compile(r"[A-Z$€£]{1,4}")


def checked_money_format(unit: object, currency: object) -> MoneyFormat:
    """The narration's :class:`~holdem.narration.MoneyFormat` from a request's values, checked:
    ``unit`` 1 or 100, ``currency`` a short code such as ``"EUR"`` or ``None``."""
    if unit not in (1, 100) or isinstance(unit, bool):
        raise HoldemError(f"Die Einheit {excerpt(unit)} gibt es nicht. Erlaubt sind 1 (ganze Chips) und 100 "
                          "(Cent).", key="bad_money")
    if currency is not None and (not isinstance(currency, str) or not _CURRENCY.fullmatch(currency)):
        raise HoldemError(f"Die Währung {excerpt(currency)} gibt es nicht. Erlaubt ist ein Kürzel wie EUR, USD "
                          "oder GBP.", key="bad_money")
    return MoneyFormat(int(unit), currency)
