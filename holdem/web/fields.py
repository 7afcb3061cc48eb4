"""The field readers of :mod:`holdem.web.form_fields` under the names the card tools import, and
the cards' codes and texts for their answers."""

from __future__ import annotations

from holdem.cards import Card, format_cards
from holdem.web.form_fields import number_list, text, texts, whole_number

__all__ = ["cards_text", "codes", "number_list", "text", "texts", "whole_number"]



def codes(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Card codes for the page's drawing (``"Ah"``, ``"Td"``)."""
    return [str(card) for card in cards]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    """The cards as the book writes them, with suit symbols."""
    return format_cards(cards, symbols=True)
