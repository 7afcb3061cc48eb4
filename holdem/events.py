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

from holdem.cards import Card
from holdem.german import cards_text, chips, chips_verb, default_names, german_list  # re-exported

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
