"""Reading the fields of a Werkstatt request: whole numbers, choices, lists of players.

A browser sends JSON, so a field may hold anything: every reader checks the type and the range
and raises :class:`RequestError` with a German sentence that says what was wrong and what is
allowed. Values are never echoed whole (a pasted novel is named by its length).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem.errors import HoldemError, excerpt, type_name

__all__ = ["RequestError", "choice_field", "flag_field", "int_field", "player_list", "text_field"]


class RequestError(HoldemError):
    """A request of the Werkstatt with a missing, mistyped or out-of-range field."""

    key = "bad_request"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def int_field(request: Mapping[str, object], name: str, label: str, *, low: int, high: int,
              default: int | None = None) -> int:
    """A whole number from ``low`` to ``high``; ``label`` names it in the message (German)."""
    value = request.get(name, default)
    if value is None:
        raise RequestError(f"{label} fehlt. Erlaubt: eine ganze Zahl von {low} bis {high}.",
                           key="missing_field")
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value.strip())  # a number typed into a text field
    if not _is_int(value):
        raise RequestError(f"{label}: {excerpt(value)} ist keine ganze Zahl ({type_name(value)}). "
                           f"Erlaubt: eine ganze Zahl von {low} bis {high}.", key="bad_number")
    assert isinstance(value, int)
    if not low <= value <= high:
        raise RequestError(f"{label}: {value} liegt nicht im erlaubten Bereich. Erlaubt: {low} bis {high}.",
                           key="out_of_range")
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
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise RequestError(f"{label}: {excerpt(value)} ist keine Liste von Spielern. Erlaubt: eine Liste "
                           f"mit Spielernummern von 0 bis {n_players - 1} (0 = Spieler 1).", key="bad_players")
    players: list[int] = []
    for item in value:
        if not _is_int(item) or not 0 <= item < n_players:
            raise RequestError(f"{label}: {excerpt(item)} ist kein Spieler dieses Tisches. Erlaubt: "
                               f"Spielernummern von 0 bis {n_players - 1} (0 = Spieler 1).",
                               key="bad_players")
        if item in players:
            raise RequestError(f"{label}: Spieler {item + 1} steht zweimal in der Liste. Erlaubt: jeden "
                               "Spieler höchstens einmal.", key="bad_players")
        players.append(item)
    return tuple(players)
