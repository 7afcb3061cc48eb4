"""The sentences of hand values (R1–R11): the name of a value (``"Zwei Paare, Könige und
Zehnen, Kicker Neun"``), what decides between two values and the comparison as a whole.
:mod:`holdem.ranking` works out the categories and ranks; categories arrive here by their key
(:attr:`holdem.ranking.HandCategory.key`, ``"two_pair"``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

__all__ = ["SAME_RANKS", "RankName", "category_reason", "comparison_text", "deciding_text", "tie_break_reason",
           "value_text"]



class RankName(Protocol):
    """A rank as the sentences name it (:class:`holdem.cards.Rank`): ``Dame``, ``Damen``."""

    @property
    def german(self) -> str: ...
    @property
    def german_plural(self) -> str: ...


_ORDINALS = ("erste", "zweite", "dritte", "vierte", "fünfte")

SAME_RANKS = "dieselben Ränge, die Farbe entscheidet nie"


def _to_the(rank: RankName) -> str:
    """``bis zum Ass``, ``bis zur Dame``: ranks as nouns, with the dative article of the noun
    (Ass and König are masculine or neuter, Bube takes an n, the numbers are feminine)."""
    if rank.german in ("Ass", "König"):
        return f"zum {rank.german}"
    if rank.german == "Bube":
        return "zum Buben"
    return f"zur {rank.german}"


def _names(ranks: Sequence[RankName]) -> str:
    return ", ".join(r.german for r in ranks)


def value_text(category: str, ranks: Sequence[RankName]) -> str:
    """German text of a value: ``"Zwei Paare, Könige und Zehnen, Kicker Neun"``."""
    if category == "high_card":
        return f"Höchste Karte {ranks[0].german}, dann {_names(ranks[1:])}"
    if category == "one_pair":
        return f"Paar {ranks[0].german_plural}, Kicker {_names(ranks[1:])}"
    if category == "two_pair":
        return f"Zwei Paare, {ranks[0].german_plural} und {ranks[1].german_plural}, Kicker {ranks[2].german}"
    if category == "three_of_a_kind":
        return f"Drilling {ranks[0].german_plural}, Kicker {_names(ranks[1:])}"
    if category == "straight":
        return f"Straße bis {_to_the(ranks[0])}" + (" (Wheel)" if ranks[0].german == "Fünf" else "")
    if category == "flush":
        return f"Flush, {ranks[0].german} hoch, dann {_names(ranks[1:])}"
    if category == "full_house":
        return f"Full House, {ranks[0].german_plural} über {ranks[1].german_plural}"
    if category == "four_of_a_kind":
        return f"Vierling {ranks[0].german_plural}, Kicker {ranks[1].german}"
    if category == "straight_flush":
        return f"Straight Flush bis {_to_the(ranks[0])}"
    return "Royal Flush"


_STRAIGHTS = ("straight", "straight_flush", "royal_flush")
_SUBJECT = {"one_pair": "das Paar", "two_pair": "das höhere Paar", "three_of_a_kind": "der Drilling",
            "full_house": "der Drilling", "four_of_a_kind": "der Vierling"}
_SAME = {"one_pair": "gleichem Paar", "two_pair": "gleichen Paaren", "three_of_a_kind": "gleichem Drilling",
         "four_of_a_kind": "gleichem Vierling"}


def deciding_text(category: str, position: int, kickers: int) -> str:
    """German clause 'what decides' for the tie-break rank at ``position`` of a value of
    ``category``, verb included; ``kickers``: how many kickers such a value has."""
    if category in ("high_card", "flush"):
        if position == 0:
            return "die höchste Karte entscheidet"
        return f"bei gleichen höheren Karten entscheidet die {_ORDINALS[position]} Karte"
    if category in _STRAIGHTS:
        return "die höchste Karte der Straße entscheidet"
    if position == 0:
        return f"{_SUBJECT[category]} entscheidet"
    if category == "two_pair" and position == 1:
        return "bei gleichem höherem Paar entscheidet das niedrigere Paar"
    if category == "full_house":
        return "bei gleichem Drilling entscheidet das Paar"
    same = _SAME[category]
    if kickers == 1:
        return f"bei {same} entscheidet der Kicker"
    before = " und gleichen Kickern davor" if position > 1 else ""
    return f"bei {same}{before} entscheidet der {_ORDINALS[position - 1]} Kicker"


def category_reason(high: str, low: str) -> str:
    """Two categories (German names): ``"höhere Kategorie: Flush vor Straße"``."""
    return f"höhere Kategorie: {high} vor {low}"


def tie_break_reason(deciding: str, first: str, second: str) -> str:
    """The first tie-break that differs: ``"der Kicker entscheidet: Neun gegen Acht"``."""
    return f"{deciding}: {first} gegen {second}"


def comparison_text(first: str, second: str, outcome: Literal["tie", "wins", "loses"], reason: str) -> str:
    """``"<first> — schlägt <second> (…)"``, ``"… — verliert gegen …"`` or
    ``"… — gleich gut wie … (Split Pot: …)"``."""
    if outcome == "tie":
        return f"{first} — gleich gut wie {second} (Split Pot: {reason})"
    verb = "schlägt" if outcome == "wins" else "verliert gegen"
    return f"{first} — {verb} {second} ({reason})"
