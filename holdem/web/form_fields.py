"""Reading the fields of a Werkstatt request: whole numbers, choices, lists of players.

A browser sends JSON, so a field may hold anything: every reader checks the type and the range
and raises :class:`RequestError` with a German sentence that says what was wrong and what is
allowed. Values are never echoed whole (a pasted novel is named by its length).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from holdem.errors import HoldemError, excerpt, type_name
from holdem.german import german_number, player_name

__all__ = ["MAX_CHIPS", "MAX_TEXT_CHARS", "RequestError", "choice_field", "flag_field", "int_field", "player_index",
           "player_list", "read_int", "text_field"]

# Every amount of chips in the Werkstatt (stacks, blinds, bets, contributions): enough for any
# table, small enough to type, and far below 2**53, so the page's JavaScript shows it exactly.
MAX_CHIPS = 10_000_000
MAX_NUMBER_CHARS = 20  # a number typed into a field; more characters are a mistake (and int() would be slow)
MAX_TEXT_CHARS = 200  # a card text: seven cards in any notation need far fewer

_WHOLE = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: not "²", "١٠" or "1_0", which int() would read


class RequestError(HoldemError):
    """A request of the Werkstatt with a missing, mistyped or out-of-range field."""

    key = "bad_request"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _allowed(low: int, high: int) -> str:
    return f"eine ganze Zahl von {german_number(low)} bis {german_number(high)}"


def _typed(text: str) -> str:
    """What the reader typed, in German quotes, cut after 40 characters."""
    return f"„{text[:40]}…“" if len(text) > 40 else f"„{text}“"


def read_int(value: object, label: str, *, low: int, high: int,
             error: type[HoldemError] = RequestError) -> int:
    """``value`` as a whole number from ``low`` to ``high``: an ``int`` of the JSON or a text of
    ASCII digits as typed into a form; else ``error`` with a German message naming ``label``."""
    if isinstance(value, str):
        typed = value.strip()
        if _WHOLE.fullmatch(typed) and len(typed) > MAX_NUMBER_CHARS:
            raise error(f"{label}: eine Zahl mit {len(typed)} Ziffern ist zu groß. Erlaubt: {_allowed(low, high)}.",
                        key="out_of_range")
        if not _WHOLE.fullmatch(typed):
            raise error(f"{label}: {_typed(typed)} ist keine ganze Zahl. Erlaubt: {_allowed(low, high)}, "
                        "geschrieben mit den Ziffern 0 bis 9.", key="bad_number")
        value = int(typed)
    if not _is_int(value):
        raise error(f"{label}: {excerpt(value)} ist keine ganze Zahl ({type_name(value)}). "
                    f"Erlaubt: {_allowed(low, high)}.", key="bad_number")
    assert isinstance(value, int)
    if not low <= value <= high:
        shown = str(value) if abs(value) < 10**MAX_NUMBER_CHARS else excerpt(value)
        raise error(f"{label}: {shown} liegt nicht im erlaubten Bereich. Erlaubt: {_allowed(low, high)}.",
                    key="out_of_range")
    return value


def int_field(request: Mapping[str, object], name: str, label: str, *, low: int, high: int,
              default: int | None = None) -> int:
    """A whole number from ``low`` to ``high``; ``label`` names it in the message (German)."""
    value = request.get(name, default)
    if value is None:
        raise RequestError(f"{label} fehlt. Erlaubt: {_allowed(low, high)}.", key="missing_field")
    return read_int(value, label, low=low, high=high)


def player_index(value: object, label: str, n_players: int, *,
                 error: type[HoldemError] = RequestError) -> int:
    """A player as his index ``0..n-1`` (an ``int`` or a text of digits); the message counts from
    one, as the reader does: index 0 is "Spieler 1"."""
    if isinstance(value, str) and _WHOLE.fullmatch(value.strip()) and len(value.strip()) <= MAX_NUMBER_CHARS:
        value = int(value.strip())
    if not _is_int(value):
        raise error(f"{label}: {excerpt(value)} ist keine Spielernummer. Erlaubt: Spieler 1 bis {n_players}.",
                    key="bad_players")
    assert isinstance(value, int)
    if not 0 <= value < n_players:
        shown = str(value + 1) if abs(value) < 10**MAX_NUMBER_CHARS else excerpt(value)
        raise error(f"{label}: Die Nummer {shown} ist kein Spieler dieses Tisches. Erlaubt: Spieler 1 bis "
                    f"{n_players}.", key="bad_players")
    return value


def choice_field(request: Mapping[str, object], name: str, label: str, choices: Mapping[str, str],
                 *, default: str) -> str:
    """One of the keys of ``choices`` (its values are the German names shown in the message)."""
    value = request.get(name, default)
    if not isinstance(value, str) or value not in choices:
        allowed = ", ".join(f"„{key}“ ({german})" for key, german in choices.items())
        raise RequestError(f"{label}: {excerpt(value)} gibt es nicht. Erlaubt: {allowed}.",
                           key="bad_choice")
    return value


def flag_field(request: Mapping[str, object], name: str, label: str, *, default: bool = False) -> bool:
    value = request.get(name, default)
    if not isinstance(value, bool):
        raise RequestError(f"{label}: {excerpt(value)} ist weder ja noch nein. Erlaubt: true oder false.",
                           key="bad_flag")
    return value


def text_field(request: Mapping[str, object], name: str, label: str, *, limit: int) -> str:
    value = request.get(name)
    if not isinstance(value, str):
        raise RequestError(f"{label} fehlt oder ist kein Text ({type_name(value)}). Erlaubt: ein Text.",
                           key="bad_text")
    if len(value) > limit:
        raise RequestError(f"{label} ist {len(value)} Zeichen lang. Erlaubt sind höchstens {limit} Zeichen.",
                           key="text_too_long")
    return value


def player_list(value: object, label: str, n_players: int) -> tuple[int, ...]:
    """Players as indices ``0..n-1`` (each at most once), e.g. who may win a pot."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) > n_players:
        raise RequestError(f"{label}: {excerpt(value)} ist keine Liste von Spielern. Erlaubt: eine Liste "
                           f"mit höchstens {n_players} der Spieler 1 bis {n_players}, jeder höchstens einmal.",
                           key="bad_players")
    players: list[int] = []
    for item in value:
        if not _is_int(item):  # the page sends the players it shows as numbers
            raise RequestError(f"{label}: {excerpt(item)} ist keine Spielernummer. Erlaubt: Spieler 1 bis "
                               f"{n_players}.", key="bad_players")
        item = player_index(item, label, n_players)
        if item in players:
            raise RequestError(f"{label}: {player_name(item)} steht zweimal in der Liste. Erlaubt: jeden "
                               "Spieler höchstens einmal.", key="bad_players")
        players.append(item)
    return tuple(players)
