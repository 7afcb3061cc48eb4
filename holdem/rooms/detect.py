"""Which room wrote a text, and the reading of a whole file: detect the room from its hand
headers, split the file into hands, read, build and check each one. A hand that cannot be read
never stops the others of its file.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from holdem.errors import HoldemError, PhhError
from holdem.rooms import bovada, fulltilt, ggpoker, ipoker, pacific, partypoker, pokerstars, winamax, winning
from holdem.rooms.build import build_hand
from holdem.rooms.check import Verdict, check_hand
from holdem.rooms.record import RoomRecord
from holdem.rooms.text import HandText, decode, split_hands

__all__ = ["ROOMS", "Room", "check_file", "check_text", "detect_room", "read_records"]


@dataclass(frozen=True)
class Room:
    name: str
    header: re.Pattern[str]  # the first line of every hand
    parse: Callable[[HandText], RoomRecord]


# Order matters where headers look alike: 888's "***** 888poker Hand History" before
# partypoker's "***** Hand History for Game".
ROOMS = (
    Room("PokerStars", re.compile(r"\ufeff?(?:PokerStars|Mão PokerStars)"), pokerstars.parse),
    Room("GGPoker", ggpoker.HEADER, ggpoker.parse),
    Room("Winamax", winamax.HEADER, winamax.parse),
    Room("888", pacific.HEADER, pacific.parse),
    Room("partypoker", partypoker.HEADER, partypoker.parse),
    Room("Full Tilt", fulltilt.HEADER, fulltilt.parse),
    Room("Winning Poker Network", winning.HEADER, winning.parse),
    Room("Bovada", bovada.HEADER, bovada.parse),
)


def detect_room(text: str) -> str | None:
    """The room whose hand header appears first in ``text`` (``"iPoker"`` for its XML), or ``None``."""
    head = text[:20000]
    if ipoker.looks_like(head):
        return "iPoker"
    best: tuple[int, str] | None = None
    for room in ROOMS:
        found = re.search(r"^" + room.header.pattern, head, re.MULTILINE)
        if found and (best is None or found.start() < best[0]):
            best = (found.start(), room.name)
    return best[1] if best else None


def read_records(text: str, source: str | None = None) -> Iterator[RoomRecord | PhhError]:
    """Every hand of ``text`` as a room record, or the German error of a hand that is unreadable."""
    name = detect_room(text)
    if name is None:
        yield PhhError("Kein Pokerraum erkannt: die Datei enthält keine Hand-History-Kopfzeile von PokerStars, "
                       "GGPoker, Winamax, partypoker, 888, Full Tilt, iPoker, dem Winning Poker Network oder Bovada. "
                       "Erlaubt sind die Exporte dieser Räume (oder PHH-Dateien).", key="unknown_room",
                       source=source)
        return
    if name == "iPoker":
        yield from ipoker.read(text, source)
        return
    room = next(r for r in ROOMS if r.name == name)
    for hand in split_hands(text, room.header):
        try:
            yield room.parse(hand)
        except (ValueError, IndexError, KeyError) as error:
            yield PhhError(f"{name}, Hand ab Zeile {hand.first_line}: die Hand ist nicht lesbar "
                           f"({type(error).__name__}). Erlaubt ist der unveränderte Export des Raums.",
                           key="unreadable_hand", source=source)


def check_text(text: str, source: str | None = None) -> Iterator[Verdict]:
    """Read, build and check every hand of a room's text, one verdict per hand."""
    for item in read_records(text, source):
        if isinstance(item, PhhError):
            yield Verdict(item.detail.split(":")[0], "refused", item.detail, item.key)
            continue
        label = f"{item.room} Hand #{item.hand_id}"
        try:
            hand = build_hand(item, source)
            verdict = check_hand(hand)
        except HoldemError as error:
            verdict = Verdict(label, "refused", error.detail if isinstance(error, PhhError) else
                              f"{label}: {error.message}", error.key)
        except (ValueError, IndexError, KeyError) as error:
            verdict = Verdict(label, "refused", f"{label}, Hand ab Zeile {item.first_line}: die Hand ist nicht "
                              f"lesbar ({type(error).__name__}). Erlaubt ist der unveränderte Export des Raums.",
                              "unreadable_hand")
        verdict.line = item.first_line
        yield verdict


def check_file(data: bytes, source: str | None = None) -> Iterator[Verdict]:
    """:func:`check_text` for a file's bytes (any of the rooms' encodings)."""
    yield from check_text(decode(data, source), source)
