"""Werkstatt tool "Hand bewerten": the best five of 5–7 cards, or who wins with a board.

Requests:

* ``{"cards": "Ah Kh Qh Jh Th 2c 3d"}`` — one hand of 5 to 7 cards: the best five, the
  category and the tie-breakers in German (R1–R10).
* ``{"hands": ["AhAd", "KsKc"], "board": "2c 7h 9h Js 3c"}`` — two or more players with their
  hole cards and a board of 3 to 5 cards: each best five, who wins and why (R10, R11, P1).

Cards in any notation the book teaches (``Ah``, ``ah``, ``10h``, ``A♥``, with or without spaces).
"""

from __future__ import annotations

from typing import Any

from holdem.cards import parse_cards
from holdem.errors import InputError
from holdem.german import count_text, player_name
from holdem.ranking import HandCategory, HandValue, evaluate, reason, showdown
from holdem.web.fields import cards_text, codes, text, texts

# The rule that orders the tie-breakers of each category (RULES.md R2–R9).
TIE_RULE = {
    HandCategory.HIGH_CARD: "R2", HandCategory.ONE_PAIR: "R3", HandCategory.TWO_PAIR: "R4",
    HandCategory.THREE_OF_A_KIND: "R5", HandCategory.STRAIGHT: "R6", HandCategory.FLUSH: "R2",
    HandCategory.FULL_HOUSE: "R7", HandCategory.FOUR_OF_A_KIND: "R8", HandCategory.STRAIGHT_FLUSH: "R9",
    HandCategory.ROYAL_FLUSH: "R9",
}
MAX_PLAYERS = 10



def value_fields(value: HandValue) -> dict[str, Any]:
    return {"best_five": codes(value.best_five), "category": value.category.german,
            "category_rank": int(value.category), "text": value.text, "strength": value.strength}


def one_hand(request: dict[str, Any]) -> dict[str, Any]:
    cards = parse_cards(text(request, "cards", "Karten"))
    value = evaluate(cards)
    left_out = [card for card in cards if card not in value.best_five]
    sentences = [f"Die besten fünf Karten: {cards_text(value.best_five)} (R10)."]
    if left_out:
        sentences.append(f"{cards_text(left_out)} {'zählt' if len(left_out) == 1 else 'zählen'} nicht mit: "
                         "Von mehr als fünf Karten zählen nur die besten fünf (R10).")
    sentences.append(f"Kategorie: {value.category.german} – Stufe {int(value.category) + 1} von 10, von der "
                     "Höchsten Karte (1) bis zum Royal Flush (10) (R1).")
    if value.category == HandCategory.ROYAL_FLUSH:
        sentences.append("Nichts schlägt einen Royal Flush; zwei davon teilen den Pot, die Farbe entscheidet "
                         "nie (R9, R11).")
    else:
        sentences.append(f"Genau: {value.text}. Bei gleicher Kategorie entscheiden die Ränge in dieser "
                         f"Reihenfolge ({TIE_RULE[value.category]}); die Farbe entscheidet nie (R11).")
    return {"mode": "hand", "cards": codes(cards), **value_fields(value), "sentences": sentences}


def several_hands(request: dict[str, Any]) -> dict[str, Any]:
    holes = [hole for hole in texts(request, "hands", "Hände") if hole.strip()]
    if not 2 <= len(holes) <= MAX_PLAYERS:
        given = count_text(len(holes), "Hand", "Hände")
        raise InputError(f"{given[0].upper()}{given[1:]} angegeben; für einen Vergleich bitte 2 bis {MAX_PLAYERS} "
                         "Hände mit je zwei Hole Cards eingeben.", key="bad_hand_count")
    board = text(request, "board", "Board")
    values = showdown(holes, board)
    best = max(values)
    winners = [i for i, value in enumerate(values) if value == best]
    players = [{"name": player_name(i), "hole": codes(parse_cards(hole)), **value_fields(value),
                "wins": i in winners} for i, (hole, value) in enumerate(zip(holes, values))]
    names = " und ".join(player_name(i) for i in winners)
    if len(winners) == 1:
        sentences = [f"{names} gewinnt mit {best.text}."]
    else:
        sentences = [(f"{names} haben gleich gute beste fünf Karten ({best.text}) und teilen den Pot zu "
                     "gleichen Teilen (R11, P1).")]
    for i, value in enumerate(values):
        if i in winners:
            continue
        beaten_by = values[winners[0]]
        sentences.append(f"{player_name(i)} ({value.text}) verliert gegen {player_name(winners[0])}: "
                         f"{reason(beaten_by, value)} ({TIE_RULE[beaten_by.category] if beaten_by.category == value.category else 'R1'}).")
    return {"mode": "showdown", "board": codes(parse_cards(board)), "players": players, "winners": winners,
            "sentences": sentences}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    if "hands" in request:
        return several_hands(request)
    return one_hand(request)
