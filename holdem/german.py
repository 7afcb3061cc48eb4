"""German words for the engine's sentences: chips, lists, cards, and the one way to name a
player and a seat.

People count from one: the player with index 0 is "Spieler 1" (unless the hand gives names),
the table seat 0 is "Sitz 1". Programs keep the indices; readers never see them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import SupportsFloat

__all__ = [
    "CURRENCY_SIGNS", "cards_text", "chips", "chips_verb", "count_text", "default_names", "german_list", "german_number", "german_short", "index_range",
    "german_percent", "money_text", "no_such_player", "percent_rate", "player_name", "players_text", "seat_name",
]


def german_number(value: float, decimals: int = 0) -> str:
    """``1388072`` -> ``"1.388.072"``, ``(0.3497, 2)`` -> ``"0,35"``: German separators."""
    text = f"{value:,.{decimals}f}"
    return text.replace(",", "_").replace(".", ",").replace("_", ".")


def german_short(value: float, decimals: int = 2) -> str:
    """Like :func:`german_number`, without trailing zeros: ``3.0`` -> ``"3"``, ``2.5`` -> ``"2,5"``."""
    text = german_number(value, decimals)
    return text.rstrip("0").rstrip(",") if "," in text else text


def german_percent(fraction: float, decimals: int = 1) -> str:
    """``0.25`` -> ``"25,0 %"``: a share as a German percentage."""
    return german_number(100 * fraction, decimals) + " %"


def percent_rate(percent: SupportsFloat) -> str:
    """A rate the rules state in percent (an int or a Fraction): ``5`` -> ``"5 %"``, ``5/2`` ->
    ``"2,5 %"``."""
    value = float(percent)
    if value.is_integer():
        return f"{int(value)} %"
    return f"{value:g} %".replace(".", ",")


def chips(amount: int) -> str:
    """``1 Chip``, ``5 Chips``."""
    return f"{amount} Chip" if amount == 1 else f"{amount} Chips"


# The signs of the currencies rooms write; any other currency keeps its code ("CHF").
CURRENCY_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£"}


def money_text(value: int, unit: int, currency: str | None) -> str:
    """An amount of money German style: ``value`` counted in ``unit`` parts of the currency
    (100: cents). ``money_text(10, 100, "EUR")`` is ``0,10 €``, ``(150, 100, None)`` ``1,50``,
    ``(200, 100, "USD")`` ``2 $``, ``(1750, 1, None)`` ``1.750``."""
    if unit == 100:
        text = german_number(value / 100, 2)
        if text.endswith(",00"):
            text = text[:-3]
    else:
        text = german_number(value)
    if currency:
        return f"{text} {CURRENCY_SIGNS.get(currency, currency)}"
    return text


def count_text(count: int, singular: str, plural: str) -> str:
    """A number with its noun in the right number: ``count_text(1, "Erhöhung", "Erhöhungen")`` is
    ``1 Erhöhung``, with 0 or 2 ``0 Erhöhungen``, ``2 Erhöhungen``; thousands get dots (``1.000 Hände``)."""
    return f"{german_number(count)} {singular if count == 1 else plural}"


def chips_verb(amount: int, singular: str, plural: str, *, owner: str | None = None) -> str:
    """Chips as the subject of a verb, verb in the right number: ``chips_verb(1, "bleibt", "bleiben")``
    is ``1 Chip bleibt``, with 2 ``2 Chips bleiben``; ``owner="Anna"`` gives ``1 Chip von Anna bleibt``."""
    whose = f" von {owner}" if owner else ""
    return f"{chips(amount)}{whose} {singular if amount == 1 else plural}"


def cards_text(cards: Iterable[object]) -> str:
    """Cards as the book writes them: ``Ah Kd``."""
    return " ".join(str(c) for c in cards)


def german_list(items: Iterable[object]) -> str:
    """Items joined the German way: ``A``, ``A und B``, ``A, B und C`` (no comma before "und")."""
    parts = [str(x) for x in items]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return f"{', '.join(parts[:-1])} und {parts[-1]}"


def player_name(index: int, names: Sequence[str] | None = None) -> str:
    """The player with ``index`` (0-based) for readers: his name, else ``Spieler 3`` for index 2."""
    return names[index] if names else f"Spieler {index + 1}"


@cache  # asked for at every hand's end; the tuple never changes
def default_names(n_players: int) -> tuple[str, ...]:
    """``("Spieler 1", …, "Spieler n")``: people count from one."""
    return tuple(player_name(i) for i in range(n_players))


def players_text(indices: Iterable[int], names: Sequence[str] | None = None) -> str:
    """``Spieler 2``, ``Spieler 2 und 3``, ``Spieler 1, 3 und 4`` (or the names: ``Anna und Ben``);
    ``niemand`` for nobody."""
    ordered = sorted(indices)
    if not ordered:
        return "niemand"
    if names:
        return german_list(names[i] for i in ordered)
    return "Spieler " + german_list(i + 1 for i in ordered)


def seat_name(seat: int) -> str:
    """A table seat for readers: seat 0 is ``Sitz 1``."""
    return f"Sitz {seat + 1}"


def index_range(count: int) -> str:
    """For messages about a wrong index: ``die Indizes 0 bis 5 (Spieler 1 bis 6)``."""
    return f"die Indizes 0 bis {count - 1} (Spieler 1 bis {count})"


def no_such_player(value: object, count: int) -> str:
    """The message for an index that names no player: what was given and what is allowed."""
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "…"
    return f"Einen Spieler mit dem Index {shown} gibt es nicht. Erlaubt sind {index_range(count)}."
