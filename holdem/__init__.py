"""Texas Hold'em rules engine: the single source of truth for every rule of the book."""

from holdem.cards import Card, Deck, Rank, Suit, format_cards, parse_cards
from holdem.errors import CardError, DuplicateCardError, HoldemError

__all__ = [
    "Card", "CardError", "Deck", "DuplicateCardError", "HoldemError", "Rank", "Suit",
    "format_cards", "parse_cards",
]
