"""Werkstatt "Eigene Hand": the hands of the reader's own files, one short line each.

Request ``{"files": [{"name": "sitzung.txt", "text": "..."}, ...]}`` (the page has read the files
in the browser). Each file's hands are only read here, not played: a line names the room, the
stakes, the cards the file shows for its owner and who won what, so that a file of a thousand
hands is listed at once. The engine plays one hand when the reader picks it (own_hand's
``{"phh": text, "hand": n, "list": false}``). A file that cannot be read gets its German message
and the other files are listed all the same; so does a single unreadable hand within a file.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from holdem.errors import HoldemError, InputError, PhhError, excerpt
from holdem.german import cards_text, count_text, german_list, money_text
from holdem.web.form_fields import text_field

if TYPE_CHECKING:  # the room readers are imported when a file arrives (the stored engine stays small)
    from holdem.rooms import RoomRecord

__all__ = ["MAX_FILE_CHARS", "MAX_FILES", "MAX_LISTED_HANDS", "hand_line", "list_files", "normalise"]

MAX_FILES = 20
# A room's export of a long session: 10 million characters hold about 5,000 hands of text.
MAX_FILE_CHARS = 10_000_000
MAX_LISTED_HANDS = 5_000

_STRUCTURES = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Fixed Limit"}


def normalise(text: str, source: str) -> str:
    """The text of a file as the room readers take it: line ends ``\\n``, no byte-order mark;
    binary data or an oversized file is refused (:func:`holdem.rooms.decode`, with the file's name)."""
    from holdem.rooms import decode  # with the room readers, only when a file arrives

    return decode(text.encode("utf-8", "surrogatepass"), source)


def _amount(value: Decimal, fractional: bool, currency: str | None) -> str:
    """``0,10 €`` or ``0,10`` (cents, with or without a currency), ``12 $``, ``1.000`` (chips)."""
    return money_text(int(value * 100), 100, currency) if fractional else money_text(int(value), 1, currency)


def _won(value: Decimal, fractional: bool, currency: str | None) -> str:
    """An amount won: as :func:`_amount`, a tournament's chips with their noun (``1.000 Chips``)."""
    if not fractional and currency is None:
        return count_text(int(value), "Chip", "Chips")
    return _amount(value, fractional, currency)


def _stakes(record: RoomRecord, fractional: bool) -> str:
    kind = _STRUCTURES.get(record.structure, record.structure)
    low, high = record.small_blind, record.big_blind
    if (low is None or high is None) and record.small_bet is not None and record.big_bet is not None:
        low, high = record.small_bet, record.big_bet  # a fixed-limit header names the limits
    if low is None or high is None:
        return f"{'Turnier, ' if record.tournament else ''}{kind}"
    blinds = f"{_amount(low, fractional, record.currency)}/{_amount(high, fractional, record.currency)}"
    return f"{'Turnier, ' if record.tournament else ''}{kind} {blinds}"


def hand_line(record: RoomRecord) -> str:
    """One line for a hand as the room recorded it: room and number, stakes, the owner's cards,
    who won what (``PokerStars #123 · No Limit 0,05 €/0,10 € · Rosa: Ac Jc · Rosa gewinnt 0,65 €``)."""
    amounts = [s.stack for s in record.seats] + [c.amount for c in record.collected]
    amounts += [v for v in (record.small_blind, record.big_blind) if v is not None]
    fractional = any(v != v.to_integral_value() for v in amounts)
    parts = [f"{record.room} #{record.hand_id}", _stakes(record, fractional)]
    if record.game != "holdem":
        parts.append(f"kein Texas Hold'em ({record.game})")
    owner = next(iter(record.hole.items()), None)
    parts.append(f"{owner[0]}: {cards_text(owner[1])}" if owner and owner[1] else "keine eigenen Karten")
    won: dict[str, Decimal] = {}
    for line in record.collected:
        won[line.name] = won.get(line.name, Decimal(0)) + line.amount
    if won:
        parts.append(german_list(f"{name} gewinnt {_won(value, fractional, record.currency)}"
                                 for name, value in won.items()))
    else:
        parts.append("ohne Ergebnis")
    return " · ".join(parts)


def _list_text(name: str, text: str) -> dict[str, Any]:
    """The listing of one file (see the module's docstring)."""
    from holdem.rooms import detect_room, read_records

    entry: dict[str, Any] = {"name": name, "room": None, "error": "", "hands": [], "count": 0, "more": False}
    text = normalise(text, name)
    room = detect_room(text)
    if room is None:
        return {**entry, **_phh_entry(name, text)}
    entry["room"] = room
    for index, item in enumerate(read_records(text, name)):
        if index >= MAX_LISTED_HANDS:
            entry["more"] = True
            break
        if isinstance(item, PhhError):
            entry["hands"].append({"index": index, "line": item.detail, "error": True})
        else:
            try:
                line = hand_line(item)
            except (ArithmeticError, ValueError, TypeError):  # an amount the reader kept but cannot be money
                line = f"{item.room} #{item.hand_id} · die Beträge der Hand sind nicht lesbar"
            entry["hands"].append({"index": index, "line": line, "error": False})
    entry["count"] = len(entry["hands"])
    if not entry["hands"]:
        entry["error"] = f"In der Datei „{name}“ steht keine Hand von {room}."
    return entry


def _phh_entry(name: str, text: str) -> dict[str, Any]:
    """A file that is no room's text: one PHH hand, or the German message why it is neither."""
    from holdem.phh import parse_phh

    try:
        hh = parse_phh(text, source=name)
    except PhhError as error:
        if "variant" in text:  # meant as PHH: the parser's message says what is wrong where
            return {"error": error.message}
        return {"error": f"Die Datei „{name}“ ist weder die Hand History eines Pokerraums noch eine PHH-Datei: "
                         "der Kopf einer Hand (etwa „PokerStars Hand #…“ oder „<session“) fehlt. Erlaubt sind "
                         "die Exporte von PokerStars, GGPoker, Winamax, partypoker, 888, Full Tilt, iPoker, dem "
                         "Winning Poker Network und Bovada oder eine PHH-Datei."}
    line = f"PHH-Hand · {count_text(hh.n_players, 'Spieler', 'Spieler')}"
    return {"room": "PHH", "hands": [{"index": 0, "line": line, "error": False}], "count": 1}


def list_files(request: Mapping[str, object]) -> dict[str, Any]:
    """Every file's hands, one line each; a file that cannot be read says why (see the module)."""
    files = request.get("files")
    if not isinstance(files, list) or not files or len(files) > MAX_FILES:
        raise InputError(f"Die Dateien {excerpt(files)} sind keine Liste von 1 bis {MAX_FILES} Dateien. "
                           "Erlaubt: eine Liste wie [{\"name\": \"hand.txt\", \"text\": \"…\"}].", key="bad_files")
    listed = []
    for number, item in enumerate(files, start=1):
        if not isinstance(item, Mapping):
            raise InputError(f"Datei {number} ({excerpt(item)}) ist keine Datei. Erlaubt: "
                               "{\"name\": \"hand.txt\", \"text\": \"…\"}.", key="bad_files")
        name = text_field(item, "name", f"Der Name von Datei {number}", limit=300)
        try:
            text = text_field(item, "text", f"Der Text der Datei „{name}“", limit=MAX_FILE_CHARS)
            listed.append(_list_text(name, text))
        except HoldemError as error:  # this file only: the others are listed all the same
            listed.append({"name": name, "room": None, "error": error.message, "hands": [], "count": 0,
                           "more": False})
    return {"files": listed}
