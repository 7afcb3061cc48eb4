"""iPoker exports hands as XML (``<session>`` with ``<game>`` elements). Reading them is not
built yet: such a file is recognised and refused with a German reason, so it is never mistaken
for another room's text."""

from __future__ import annotations

from collections.abc import Iterator

from holdem.errors import PhhError
from holdem.rooms.record import RoomRecord

__all__ = ["looks_like", "read"]


def looks_like(text: str) -> bool:
    head = text.lstrip()[:2000]
    return head.startswith("<?xml") and "<session" in head or head.startswith("<session")


def read(text: str, source: str | None) -> Iterator[RoomRecord | PhhError]:
    games = max(1, text.count("<game "))
    for _ in range(games):
        yield PhhError("iPoker-XML: diese Hand History erkennen wir, lesen sie aber noch nicht. Erlaubt sind "
                       "bisher die Textexporte von PokerStars, GGPoker, Winamax, partypoker, 888 und Full Tilt.",
                       key="ipoker_not_read", source=source)
