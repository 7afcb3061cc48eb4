"""The engine's own vocabulary, German beside English (X2): the names that the engine prints in
its sentences are the glossary's terms, so a reader can look up every word of a worked example."""

from __future__ import annotations

from holdem.betting import ActionKind
from holdem.cards import Suit
from holdem.positions import LABEL_NAMES
from holdem.ranking import HandCategory
from holdem.teach.text import text_table

_ACTION_ENGLISH = {
    ActionKind.FOLD: "fold", ActionKind.CHECK: "check", ActionKind.CALL: "call",
    ActionKind.BET: "bet", ActionKind.RAISE: "raise",
}


def term_rows() -> list[tuple[str, str, str]]:
    """(topic, German, English) for suits, actions, positions and hand categories."""
    rows: list[tuple[str, str, str]] = []
    rows += [("Farbe", suit.german, suit.english) for suit in Suit]
    rows += [("Handlung", kind.german.split(" (")[0], _ACTION_ENGLISH[kind]) for kind in ActionKind]
    rows += [("Position", label, name) for label, name in LABEL_NAMES.items()]
    rows += [("Hand", category.german, category.english) for category in HandCategory]
    return rows


def term_table() -> str:
    """A German text table of :func:`term_rows`."""
    return text_table(("Thema", "Deutsch / Kürzel", "Englisch / Langform"), term_rows())
