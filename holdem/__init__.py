"""Texas Hold'em rules engine: the single source of truth for every rule of the book."""

from holdem.cards import Card, Deck, Rank, Suit, format_cards, parse_cards
from holdem.counting import CategoryCounts, category_counts
from holdem.errors import CardError, DuplicateCardError, HoldemError
from holdem.ranking import HandCategory, HandValue, evaluate, explain_comparison, strength, winners

__all__ = [
    "Card", "CardError", "CategoryCounts", "Deck", "DuplicateCardError", "HandCategory", "HandValue",
    "HoldemError", "Rank", "Suit", "category_counts", "evaluate", "explain_comparison", "format_cards",
    "parse_cards", "strength", "winners",
]
