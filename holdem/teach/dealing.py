"""Worked examples of the chapter "Geben und Burn Cards" (K1–K5) as text: where every card of a
given deck order goes, and how many cards stay unused.

Nothing is decided here: a hand is dealt and checked down by the engine (``start_hand`` with the
deck, then only checks and calls), and each card the engine dealt is looked up in the deck order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.cards import Card, Deck
from holdem.dealing import unused_cards
from holdem.hand import HandState, start_hand
from holdem.rules import RuleSet
from holdem.teach.text import text_table

__all__ = ["DealtCard", "deal_steps", "deck_label", "deal_table", "dealt_cards", "dealt_hand", "unused_table"]

_BURN_PLACES = ("vor dem Flop", "vor dem Turn", "vor dem River")
_BOARD_PLACES = ("Flop", "Flop", "Flop", "Turn", "River")


@dataclass(frozen=True)
class DealtCard:
    """One card of a full hand: its position in the deck (0 = top card), the card, where it went.

    ``kind`` is ``"hole"``, ``"burn"`` or ``"board"``; ``player`` and ``round`` (0 or 1) are set
    for hole cards; ``place`` is a short German destination (``"Cem, 1. Karte"``, ``"Burn Card
    vor dem Flop"``, ``"Flop"``)."""

    position: int
    card: Card
    kind: str
    place: str
    player: int | None = None
    round: int | None = None

    @property
    def label(self) -> str:
        """The position as readers count it: the top card is ``d1`` (the picture counts the same way)."""
        return deck_label(self.position)


def deck_label(position: int) -> str:
    """Deck position ``position`` (0 = top card) for readers: ``d1`` for the top card."""
    return f"d{position + 1}"


def dealt_hand(deck: Deck, n_players: int, button: int, *, names: Sequence[str] | None = None,
               burn_before_hole_cards: bool = False) -> HandState:
    """The last state of a hand dealt from ``deck`` in which every player only checks or calls,
    so that all five board cards and every burn card are dealt (K1–K3)."""
    rules = RuleSet(burn_before_hole_cards=burn_before_hole_cards)
    state = start_hand(rules, [100] * n_players, button=button, deck=deck, names=names)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    return state


def dealt_cards(deck: Deck, n_players: int, button: int, *, names: Sequence[str] | None = None,
                burn_before_hole_cards: bool = False) -> list[DealtCard]:
    """Every card the engine dealt in a full hand from ``deck``, in deck order (K5)."""
    state = dealt_hand(deck, n_players, button, names=names, burn_before_hole_cards=burn_before_hole_cards)
    where = {card: i for i, card in enumerate(deck.cards)}
    result: list[DealtCard] = []
    for player, hole in enumerate(state.holes):
        assert hole is not None
        for round_, card in enumerate(hole):
            result.append(DealtCard(where[card], card, "hole", f"{state.name(player)}, {round_ + 1}. Karte",
                                    player, round_))
    burn_places = (("vor den Hole Cards",) if burn_before_hole_cards else ()) + _BURN_PLACES
    for card, place in zip(state.burned, burn_places):
        result.append(DealtCard(where[card], card, "burn", f"Burn Card {place}"))
    for card, place in zip(state.board, _BOARD_PLACES):
        result.append(DealtCard(where[card], card, "board", place))
    return sorted(result, key=lambda d: d.position)


def deal_table(deck: Deck, n_players: int, button: int, *, names: Sequence[str] | None = None,
               burn_before_hole_cards: bool = False) -> str:
    """Table "Position im Deck | Karte | wohin" for a full hand, then the unused cards (K5)."""
    cards = dealt_cards(deck, n_players, button, names=names, burn_before_hole_cards=burn_before_hole_cards)
    rows = [(d.label, str(d.card), d.place) for d in cards]
    table = text_table(["Position im Deck", "Karte", "wohin"], rows)
    burns = sum(d.kind == "burn" for d in cards)
    used = len(cards)
    left = len(deck) - used
    first, last = (deck_label(used), deck_label(len(deck) - 1)) if left else ("", "")
    summary = (f"Ungenutzt: {first} bis {last}, {left} Karten "
               f"= 52 − 2 · {n_players} − 5 − {burns}." if len(deck) == 52 else f"Ungenutzt: {left} Karten.")
    return f"{table}\n{summary}"


def unused_table(player_counts: Sequence[int], *, burn_before_hole_cards: bool = False) -> str:
    """For each number of players: cards used and unused after a full hand (K5), as the engine
    dealt them from a full deck, next to the formula ``52 - 2n - 5 - b``."""
    rows = []
    for n in player_counts:
        state = dealt_hand(Deck(), n, n - 1, burn_before_hole_cards=burn_before_hole_cards)
        burns = len(state.burned)
        assert state.deck is not None
        left = len(state.deck)
        rows.append((n, burns, 52 - left, f"52 − {2 * n} − 5 − {burns} = {unused_cards(n, burns)}", left))
    return text_table(["Spieler", "Burn Cards", "gegeben", "Rechnung", "ungenutzt"], rows, right=[0, 1, 2, 4])


def deal_steps(deck: Deck, n_players: int, button: int, *, names: Sequence[str] | None = None,
               burn_before_hole_cards: bool = False) -> list[tuple[DealtCard, str]]:
    """The deal card by card, each with a German sentence naming its rule (K1, K2, K3)."""
    steps = []
    for number, d in enumerate(dealt_cards(deck, n_players, button, names=names,
                                           burn_before_hole_cards=burn_before_hole_cards), start=1):
        head = f"Karte {number} (Position {d.label} im Deck): "
        if d.kind == "hole":
            name = d.place.split(",")[0]
            lap = "erste Runde" if d.round == 0 else "zweite Runde"
            text = f"{name} bekommt eine Hole Card: {d.card.german} ({lap}, im Uhrzeigersinn, K1)."
        elif d.kind == "burn":
            rule = "Variante von K2" if d.place.endswith("Hole Cards") else "K2"
            text = f"{d.place}: Die oberste Karte wird verdeckt beiseitegelegt ({rule})."
        else:
            text = f"{d.place}: {d.card.german} kommt offen in die Mitte (K3)."
        steps.append((d, head + text))
    return steps
