"""The German sentences of the showdown, rendered from an event's values (S1–S6, C3, C4).

Who shows first and why (S2), who shows or mucks (S3), who plays the board (S5), cards made
known later (S1) and hands turned face up for an all-in showdown (C4). The rule logic
(:mod:`holdem.showdown`, :mod:`holdem.hand`) gives the names, the cards and the hand's value
(anything with a German ``text``); this module writes the sentences.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from holdem.german import cards_text, german_list
from holdem.narration.values import (
    BoardPlayValues,
    ExposeValues,
    MissingCardsValues,
    MuckValues,
    RevealValues,
    ShowdownValues,
    ShowValues,
)

__all__ = ["SHOWDOWN_SENTENCES"]


def _showdown(rule: str, v: ShowdownValues) -> str:
    return (f"Showdown: {v['contenders']} Spieler sind nach der letzten Wettrunde noch in der Hand und "
            f"vergleichen ihre Karten ({rule}).")


def _missing_cards(rule: str, v: MissingCardsValues) -> str:
    missing = german_list(v["missing"])
    return (f"Showdown: die Karten von {missing} sind noch nicht bekannt; sie müssen aufgedeckt oder "
            f"weggeworfen werden ({rule}).")


# Who shows first and why (S2), said before the name: so the name stands once, with no pronoun
# (no guess at anyone's gender) and no repeat ("Anna zeigt zuerst, weil Anna …").
_FIRST_BECAUSE = {
    "last_aggressor": "Zuerst zeigt, wer auf dem River zuletzt gesetzt oder erhöht hat",
    "nobody_bet": "Auf dem River hat niemand gesetzt, also zeigt zuerst, wer am nächsten links vom Button sitzt",
    "left_of_button": "In dieser Variante zeigt immer zuerst, wer am nächsten links vom Button sitzt",
}


def _show(rule: str, v: ShowValues) -> str:
    """A player shows the hole cards: first, with the reason (S2), or after the first (S3). After
    an all-in in a tournament every hand lies face up already (C4): nobody shows "first"."""
    name, cards, hand = v["name"], cards_text(v["cards"]), v["hand"].text
    why = v["first_reason"]
    if why is None:
        return f"{name} zeigt {cards} – {hand} ({rule})."
    if why == "face_up":
        return (f"Seit dem All-in liegen alle Hände offen, niemand muss zuerst zeigen. {name} hat {cards} – "
                f"{hand} ({rule}, C4).")
    because = _FIRST_BECAUSE.get(why, f"Zuerst zeigt ({why})")
    return f"{because}: {name} mit {cards} – {hand} ({rule})."


def _muck(rule: str, v: MuckValues) -> str:
    name = v["name"]
    if v.get("beaten"):  # at the showdown, after a better hand was shown
        return f"{name} kann die gezeigte Hand nicht schlagen und wirft die Karten verdeckt weg (Muck; {rule})."
    return f"{name} wirft die Karten verdeckt weg (Muck) und verzichtet auf den Pot ({rule})."


def _board_play(rule: str, v: BoardPlayValues) -> str:
    # The show event just named the cards: the sentence says why they had to be shown (C3),
    # not that they are shown again; the second time in a showdown, briefly.
    if v["again"]:
        return f"Auch {v['name']} spielt das Board; beide Hole Cards liegen offen ({rule}, C3)."
    return (f"{v['name']} spielt das Board: die besten fünf Karten liegen alle in der Mitte. Das Ansagen "
            f"verhindert, dass das Ablegen der Karten als Aufgeben gilt ({rule}); am Pot teilhaben kann die "
            "Hand trotzdem nur, weil beide Hole Cards offen liegen (C3).")


def _reveal(rule: str, v: RevealValues) -> str:
    return f"Die Karten von {v['name']} sind jetzt bekannt: {cards_text(v['cards'])} ({rule})."


def _expose(rule: str, v: ExposeValues) -> str:
    """C4: betting is over with a player all-in, every hand still in is turned face up."""
    text = ("Ein Spieler ist all-in und es wird nicht mehr gesetzt: alle Hände, die noch im Spiel sind, "
            "werden aufgedeckt, bevor die restlichen Boardkarten kommen")
    hands = v["hands"]
    if hands:
        text += " – " + ", ".join(f"{name} hat {cards_text(cards)}" for name, cards in hands)
    unknown = v["unknown"]
    if unknown:  # a replay or lesson may not know every hand
        text += f"; die Karten von {german_list(unknown)} sind nicht bekannt"
    return text + f" ({rule})."


# Each function names its own payload (holdem.narration.values).
SHOWDOWN_SENTENCES: dict[str, Callable[[str, Any], str]] = {
    "showdown": _showdown,
    "missing_cards": _missing_cards,
    "show": _show,
    "muck": _muck,
    "board_play": _board_play,
    "reveal": _reveal,
    "expose": _expose,
}
