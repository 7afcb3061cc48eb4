"""Texas Hold'em rules engine: the single source of truth for every rule of the book.

The names below are imported on first use (PEP 562), so that ``import holdem.cards`` or a
command of the command line does not load the ranking tables it does not need.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "Card": "cards", "Deck": "cards", "Rank": "cards", "Suit": "cards", "format_cards": "cards",
    "parse_cards": "cards", "CategoryCounts": "counting", "category_counts": "counting",
    "CardError": "errors", "DuplicateCardError": "errors", "HoldemError": "errors",
    "HandCategory": "ranking", "HandValue": "ranking", "evaluate": "ranking",
    "explain_comparison": "ranking", "strength": "ranking", "winners": "ranking",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f"holdem.{_WHERE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'holdem' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
