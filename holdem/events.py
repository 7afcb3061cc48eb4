"""What happened in a hand, as data: every :class:`Event` names the rule it applied.

``rule`` is a rule ID of ``RULES.md`` (``"W3"``), ``text`` a German sentence for readers that
ends with the rule ID in brackets, ``kind`` a stable English word for programs (``"post"``,
``"deal_hole"``, ``"burn"``, ``"deal_board"``, ``"to_act"``, ``"fold"``, ``"check"``, ``"call"``,
``"bet"``, ``"raise"``, ``"all_in"``, ``"round_end"``, ``"return"``, ``"run_out"``, ``"show"``,
``"muck"``, ``"board_play"``, ``"award"``, ``"hand_end"``, ``"info"``, ``"expose"`` (C4: the hands
turned face up for an all-in showdown), ``"rake"``, ``"carry"``, ``"reveal"``, ``"showdown"``).

Players are indices ``0..n-1`` in the data and "Spieler 1".."Spieler n" (or the given names)
in the text. The sentences never refer to a player with a gendered pronoun ("er", "sein",
"ihn", …): the names may be anyone's, so a sentence repeats the name instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from holdem.cards import Card

__all__ = ["Event", "cards_text", "chips", "chips_verb", "default_names", "german_list"]


@dataclass(frozen=True, slots=True)
class Event:
    rule: str
    text: str
    kind: str
    player: int | None = None
    amount: int | None = None
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return self.text


def default_names(n_players: int) -> tuple[str, ...]:
    """``("Spieler 1", …, "Spieler n")``: people count from one."""
    return tuple(f"Spieler {i + 1}" for i in range(n_players))


def chips(amount: int) -> str:
    """``1 Chip``, ``5 Chips``."""
    return f"{amount} Chip" if amount == 1 else f"{amount} Chips"


def chips_verb(amount: int, singular: str, plural: str, *, owner: str | None = None) -> str:
    """Chips as the subject of a verb, verb in the right number: ``chips_verb(1, "bleibt", "bleiben")``
    is ``1 Chip bleibt``, with 2 ``2 Chips bleiben``; ``owner="Anna"`` gives ``1 Chip von Anna bleibt``."""
    whose = f" von {owner}" if owner else ""
    return f"{chips(amount)}{whose} {singular if amount == 1 else plural}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def german_list(items: Sequence[str]) -> str:
    """Items joined the German way: ``A``, ``A und B``, ``A, B und C`` (no comma before "und")."""
    parts = [str(x) for x in items]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return f"{', '.join(parts[:-1])} und {parts[-1]}"
