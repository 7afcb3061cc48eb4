"""One entry for every sentence rendered from values: :func:`render_event` finds the function
of the right area (hand, showdown, end of hand, table, replayed hand history) and lets it write the German.

Which function: ``values["sentence"]`` if the event gives it (one kind with several sentences,
e.g. a call that goes all-in is of kind ``all_in`` but says what a call says), else the kind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from holdem.narration.card_room import CARD_ROOM_SENTENCES
from holdem.narration.hand import HAND_SENTENCES
from holdem.narration.hand_end import HAND_END_SENTENCES
from holdem.narration.phh import PHH_SENTENCES
from holdem.narration.showdown import SHOWDOWN_SENTENCES
from holdem.narration.table import TABLE_SENTENCES

__all__ = ["AREAS", "SENTENCES", "render_event"]

Sentence = Callable[[str, Mapping[str, object]], str]

# Each area's sentences; a name in two areas would make one of them unreachable (a test checks).
AREAS: dict[str, dict[str, Sentence]] = {
    "hand": HAND_SENTENCES,
    "showdown": SHOWDOWN_SENTENCES,
    "hand_end": HAND_END_SENTENCES,
    "table": TABLE_SENTENCES,
    "phh": PHH_SENTENCES,
    "card_room": CARD_ROOM_SENTENCES,
}
SENTENCES: dict[str, Sentence] = {name: sentence for area in AREAS.values() for name, sentence in area.items()}


def render_event(kind: str, rule: str, values: Mapping[str, object]) -> str:
    """The German sentence of an event of ``kind`` (an :class:`holdem.events.EventKind` value)
    citing ``rule``, written from its ``values``."""
    name = str(values.get("sentence", kind))
    try:
        sentence = SENTENCES[name]
    except KeyError:
        raise ValueError(f"Für {name!r} gibt es keinen Satz aus Werten. Erlaubt sind: "
                         + ", ".join(sorted(SENTENCES)) + ".") from None
    return sentence(rule, values)
