"""Outs, pot odds, the rule of 2 and 4 and "1 zu x" odds: the arithmetic of drawing hands.

Definitions used throughout the book:

* **Outs** of a hand on the flop or turn are the unseen cards that, as the *next* community
  card, give the hand what it is drawing to: at least a ``target`` category (e.g. a flush),
  or, ``against`` known hands, the strictly best hand. Without either, every card that lifts
  the hand's category counts. Unseen means: not in the hole cards, the board, the dead cards
  or the known hands.
* The exact chance to catch at least one of ``outs`` among ``cards_to_come`` cards from
  ``unseen`` cards is ``1 - C(unseen - outs, k) / C(unseen, k)``; the rule of 2 and 4 estimates
  it as ``2 %`` (one card) or ``4 %`` (two cards) per out.
* **Pot odds** compare the pot (everything in the middle, the bet to be called included) with
  the amount to call; calling pays in the long run from an equity of ``call / (pot + call)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.counting import CategoryCounts
from holdem.errors import OddsInputError, excerpt, type_name
from holdem.german import german_number, german_percent, german_short  # noqa: F401 - re-exported: the book's numbers
from holdem.narration.odds import outs_goal, outs_text, pot_odds_text, pot_odds_verdict
from holdem.ranking import HandCategory, strength, value_of

CARDS_TO_COME = (1, 2)




# --- outs ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Outs:
    """The outs of ``hole`` on ``board`` (see the module text for what counts as an out)."""

    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    against: tuple[tuple[Card, ...], ...]
    target: HandCategory | None
    cards: tuple[Card, ...]  # the outs, highest rank first
    unseen: int  # how many cards the next card can be

    @property
    def count(self) -> int:
        return len(self.cards)

    def probability(self, cards_to_come: int = 1) -> float:
        """Exact chance that at least one out comes among the next ``cards_to_come`` cards."""
        return hit_probability(self.count, cards_to_come, self.unseen)

    def goal(self) -> str:
        """What the outs bring, in German (:func:`holdem.narration.odds.outs_goal`)."""
        return outs_goal(self.against, None if self.target is None else self.target.german)

    def describe(self) -> str:
        """German summary: the hand, the goal, the outs and the chance for the next card
        (:func:`holdem.narration.odds.outs_text`)."""
        return outs_text(self.hole, self.board, self.cards, self.goal(), self.unseen)

def _category(cards: Sequence[Card]) -> HandCategory:
    return value_of(strength(cards))[0]


def outs(hole: str | Sequence[Card], board: str | Sequence[Card],
         against: Sequence[str | Sequence[Card]] | None = None, *,
         target: HandCategory | None = None, dead: str | Sequence[Card] = ()) -> Outs:
    """The outs of ``hole`` (2 cards) on a flop or turn ``board`` (3 or 4 cards).

    ``target``: count the cards after which the hand is at least this category (the hand must
    not be there yet). ``against``: known hands of the opponents; count the cards after which
    ``hole`` alone has the best hand. Give one of the two, or neither (then every card that
    lifts the hand's category is an out). ``dead``: cards known to be gone (folded, burnt
    face up); they are not unseen.
    """
    hole_cards, board_cards, dead_cards = parse_cards(hole), parse_cards(board), parse_cards(dead)
    if len(hole_cards) != 2:
        raise OddsInputError(f"Die Hand hat {len(hole_cards)} Karten; erlaubt sind genau 2 Hole Cards.",
                             key="bad_hole_size")
    if len(board_cards) not in (3, 4):
        raise OddsInputError(
            f"Das Board hat {len(board_cards)} Karten; Outs gibt es nur auf dem Flop (3 Karten) "
            "oder dem Turn (4 Karten).", key="bad_board_size")
    if isinstance(against, str):
        raise OddsInputError("Die Gegnerhände bitte als Liste angeben, z. B. ['AsKd'].",
                             key="against_not_a_list")
    others = tuple(parse_cards(h) for h in against or ())
    if any(len(h) != 2 for h in others):
        raise OddsInputError("Jede Gegnerhand hat genau 2 Hole Cards.", key="bad_hole_size")
    if against is not None and not others:
        raise OddsInputError("Keine Gegnerhand angegeben: erlaubt ist eine Liste mit 1 bis 8 Händen.",
                             key="no_opponents")
    if others and target is not None:
        raise OddsInputError("Bitte entweder eine Zielkategorie (target) oder Gegnerhände (against) "
                             "angeben, nicht beides.", key="target_and_against")
    known = parse_cards([*hole_cards, *board_cards, *dead_cards, *(c for h in others for c in h)])
    gone = set(known)
    unseen = [c for c in FULL_DECK if c not in gone]
    now = _category(hole_cards + board_cards)
    if target is not None and now >= target:
        raise OddsInputError(
            f"Die Hand ist schon {now.german}; Outs gibt es nur für eine Kategorie, die noch fehlt "
            f"(höher als {now.german}).", key="target_reached")

    def helps(card: Card) -> bool:
        mine = strength(hole_cards + board_cards + (card,))
        if others:
            return all(mine > strength(h + board_cards + (card,)) for h in others)
        reached = value_of(mine)[0]
        return reached >= target if target is not None else reached > now

    found = tuple(sorted((c for c in unseen if helps(c)), reverse=True))
    return Outs(hole_cards, board_cards, dead_cards, others, target, found, len(unseen))


# --- chances -------------------------------------------------------------------------------


def _check_cards_to_come(cards_to_come: int) -> None:
    if cards_to_come not in CARDS_TO_COME:
        raise OddsInputError(f"{cards_to_come!r} Karten sollen noch kommen; erlaubt sind 1 (Turn oder River) "
                             "oder 2 (Turn und River).", key="bad_cards_to_come")


def _check_count(value: object, name: str, low: int = 0) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise OddsInputError(f"{name} muss eine ganze Zahl ab {low} sein, erhalten: {value!r}.",
                             key="bad_count")


def hit_probability(outs: int, cards_to_come: int, unseen: int = 47) -> float:
    """Exact chance that at least one of ``outs`` cards comes among the next ``cards_to_come``
    cards drawn from ``unseen`` cards (47 on the flop, 46 on the turn, when only the own hole
    cards and the board are known)."""
    _check_cards_to_come(cards_to_come)
    _check_count(outs, "Die Zahl der Outs")
    _check_count(unseen, "Die Zahl der unbekannten Karten", low=cards_to_come)
    if outs > unseen:
        raise OddsInputError(f"{outs} Outs unter {unseen} unbekannten Karten geht nicht: erlaubt sind "
                             f"höchstens {unseen} Outs.", key="too_many_outs")
    return 1 - math.comb(unseen - outs, cards_to_come) / math.comb(unseen, cards_to_come)


def rule_of_2_and_4(outs: int, cards_to_come: int) -> float:
    """The table estimate of :func:`hit_probability`: 2 % per out for one card to come, 4 %
    for two (as a fraction: 9 outs, two cards -> 0.36)."""
    _check_cards_to_come(cards_to_come)
    _check_count(outs, "Die Zahl der Outs")
    return outs * 2 * cards_to_come / 100


def odds_against(probability: float) -> float:
    """``x`` in "1 zu x": unfavourable to favourable cases, ``(1 - p) / p``."""
    if (isinstance(probability, bool) or not isinstance(probability, (int, float))
            or not 0 < probability <= 1):
        raise OddsInputError(f"Eine Wahrscheinlichkeit von {excerpt(probability)} hat keine Odds; erlaubt ist "
                             "ein Wert über 0 bis 1.", key="bad_probability")
    return (1 - probability) / probability


# --- pot odds ------------------------------------------------------------------------------


@dataclass(frozen=True)
class PotOdds:
    """``pot``: all chips in the middle, the bet to be called included; ``to_call``: the
    amount the player has to put in to go on."""

    pot: float
    to_call: float

    @property
    def ratio(self) -> float:
        """``x`` in "x : 1": the pot per chip to call."""
        return self.pot / self.to_call

    @property
    def required_equity(self) -> float:
        """The break-even equity of a call: ``to_call / (pot + to_call)``."""
        return self.to_call / (self.pot + self.to_call)

    def worth_calling(self, equity: float) -> bool:
        """Pays a call in the long run (future bets not counted)? Break-even counts as yes."""
        return equity >= self.required_equity - 1e-12

    def describe(self) -> str:
        """``Pot 30, zu zahlen 10: Pot Odds 3 : 1, nötige Equity 25,0 %``
        (:func:`holdem.narration.odds.pot_odds_text`)."""
        return pot_odds_text(self.pot, self.to_call, self.ratio, self.required_equity)

    def decide(self, equity: float) -> str:
        """German verdict for a hand with ``equity`` (:func:`holdem.narration.odds.pot_odds_verdict`)."""
        return pot_odds_verdict(equity, self.required_equity, self.worth_calling(equity))

def pot_odds(pot: float, to_call: float) -> PotOdds:
    """Pot odds of a call: ``pot`` (the bet to call included) against ``to_call``."""
    for value, name in ((pot, "Der Pot"), (to_call, "Der zu zahlende Betrag")):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise OddsInputError(f"{name} muss eine Zahl sein, erhalten: {value!r}.", key="bad_amount")
    if pot < 0 or to_call <= 0:
        raise OddsInputError(f"Pot {pot!r} und Call {to_call!r} gehen nicht: erlaubt sind ein Pot ab 0 und "
                             "ein Call über 0.", key="bad_amount")
    return PotOdds(pot, to_call)


# --- rarity (R12) --------------------------------------------------------------------------


def rarity_exceptions(counts: CategoryCounts) -> list[tuple[HandCategory, HandCategory]]:
    """Pairs ``(higher, lower)`` of categories where the higher one occurs more often (R12:
    for five cards there are none; the ranking is made for five cards)."""
    if not isinstance(counts, CategoryCounts):
        raise OddsInputError(f"Erwartet werden Zählungen aus category_counts(), erhalten: "
                             f"{type_name(counts)}.", key="bad_counts")
    cats = sorted(counts.categories)
    return [(high, low) for low in cats for high in cats
            if high > low and counts.categories[high] > counts.categories[low]]
