"""Hand ranking: the ten categories, the value of the best five of five to seven cards,
a German explanation, comparisons and the winners of a showdown (G3–G5, R1–R11).

Every hand gets a ``strength`` 0..7461: the position of its five-card value in the canonical
order of all 7,462 distinct values, sorted by ``(category, tie-break ranks)``. The exact
definition (what the tie-break ranks of each category are, the wheel, the royal flush) is in
:mod:`holdem._tables`; :func:`all_values` lists the order itself, so another evaluator can
check that it produces the same numbers. Higher is better, equal is a split pot, suits never
count (G5, R11).

``strength`` is the fast path (table look-ups, no loop over the 21 five-card subsets);
``evaluate`` adds the category, the five cards used and the German text.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from holdem import _tables as T
from holdem.cards import Card, Rank, parse_cards
from holdem.errors import CardError, DuplicateCardError, HandSizeError, excerpt, type_name
from holdem.narration.ranking import (
    SAME_RANKS,
    category_reason,
    comparison_text,
    deciding_text,
    tie_break_reason,
    value_text,
)


class HandCategory(IntEnum):
    """The ten categories, low to high (R1)."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9

    @property
    def key(self) -> str:
        """Stable English key: ``"two_pair"``."""
        return self.name.lower()

    @property
    def german(self) -> str:
        return _GERMAN[self]

    @property
    def english(self) -> str:
        return _ENGLISH[self]


_GERMAN = dict(zip(HandCategory, (
    "Höchste Karte", "Paar", "Zwei Paare", "Drilling", "Straße", "Flush", "Full House", "Vierling",
    "Straight Flush", "Royal Flush")))
_ENGLISH = dict(zip(HandCategory, (
    "High Card", "One Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House",
    "Four of a Kind", "Straight Flush", "Royal Flush")))

# How many cards of each tie-break rank the best five hold (straights and flushes aside).
_SHAPES = {
    HandCategory.HIGH_CARD: (1, 1, 1, 1, 1), HandCategory.ONE_PAIR: (2, 1, 1, 1),
    HandCategory.TWO_PAIR: (2, 2, 1), HandCategory.THREE_OF_A_KIND: (3, 1, 1),
    HandCategory.FULL_HOUSE: (3, 2), HandCategory.FOUR_OF_A_KIND: (4, 1),
}
_STRAIGHTS = (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH, HandCategory.ROYAL_FLUSH)
_SUITED = (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH, HandCategory.ROYAL_FLUSH)
_FLUSH_CATEGORY = HandCategory.FLUSH  # bound once, see "Enum members bound once" in holdem.betting

# Enum members by number (a list look-up is much faster than calling Rank(r) 30,000 times).
_RANK_BY_NUMBER = [None, None, *Rank]
_CATEGORY_BY_NUMBER = list(HandCategory)
_ALL_VALUES: tuple[tuple[HandCategory, tuple[Rank, ...]], ...] = tuple(
    (_CATEGORY_BY_NUMBER[cat], tuple([_RANK_BY_NUMBER[r] for r in ranks])) for cat, ranks in T.VALUES
)


def all_values() -> list[tuple[HandCategory, tuple[Rank, ...]]]:
    """All 7,462 five-card values in canonical order: ``all_values()[s]`` has strength ``s``."""
    return list(_ALL_VALUES)


def value_of(strength: int) -> tuple[HandCategory, tuple[Rank, ...]]:
    """Category and tie-break ranks of a strength 0..7461."""
    if isinstance(strength, bool) or not isinstance(strength, int) or not 0 <= strength < len(_ALL_VALUES):
        raise HandSizeError(
            f"Eine Stärke {excerpt(strength)} gibt es nicht: erlaubt ist 0 bis {len(_ALL_VALUES) - 1}.",
            key="bad_strength",
        )
    return _ALL_VALUES[strength]


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of the best five cards; compares (``<``, ``==``, sorting) by ``strength`` only."""

    strength: int
    category: HandCategory
    ranks: tuple[Rank, ...]
    best_five: tuple[Card, ...] = ()
    text: str = ""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength == other.strength

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength < other.strength

    def __hash__(self) -> int:
        return hash(self.strength)

    def __str__(self) -> str:
        return self.text


# Short module-level names for the tables: one global look-up each in the fast path.
_RANK_CODE = T.RANK_CODE
_RANK_BIT = T.RANK_BIT
_SUIT_CODE = T.SUIT_CODE
_NONFLUSH = T.NONFLUSH
_FLUSH = T.FLUSH
_FLUSH_SUIT = T.FLUSH_SUIT


def strength(cards: Sequence[Card]) -> int:
    """Strength 0..7461 of the best five of 5, 6 or 7 cards (the fast path).

    Does not look for duplicate cards beyond what the tables cannot hold (five of a rank,
    a flush with a repeated card); :func:`evaluate` checks the input fully.
    """
    try:
        size = len(cards)
    except TypeError:
        raise _type_error(cards) from None
    if not 5 <= size <= 7:
        raise _size_error(size)
    rank_key = 0
    suit_key = 0
    try:
        for card in cards:
            rank_key += _RANK_CODE[card.rank]
            suit_key += _SUIT_CODE[card.suit]
    except (AttributeError, TypeError, IndexError):
        raise _type_error(cards) from None
    suit = _FLUSH_SUIT[suit_key]
    if suit < 0:
        value = _NONFLUSH.get(rank_key, -1)
    else:
        mask = 0
        for card in cards:
            if card.suit == suit:
                mask |= _RANK_BIT[card.rank]
        value = _FLUSH[mask]
    if value < 0:
        raise DuplicateCardError("Dieselbe Karte kommt mehrfach vor; jede Karte gibt es nur einmal.")
    return value


def evaluate(cards: str | Sequence[Card]) -> HandValue:
    """The best five of 5, 6 or 7 cards (G3, G4, R10), with category, cards and German text."""
    hand = parse_cards(cards)
    if not 5 <= len(hand) <= 7:
        raise _size_error(len(hand))
    return hand_value(hand)


def hand_value(hand: tuple[Card, ...]) -> HandValue:
    """:func:`evaluate` for cards already known to be 5 to 7 different :class:`Card` objects (the
    hand engine's showdown): nothing is parsed or checked again."""
    value = strength(hand)
    category, ranks = _ALL_VALUES[value]
    text = _TEXT_OF_VALUE.get(value)
    if text is None:  # the text depends on the value alone: written once per value
        text = _TEXT_OF_VALUE[value] = value_text(category.key, ranks)
    return HandValue(value, category, ranks, _best_five(hand, category, ranks), text)


_TEXT_OF_VALUE: dict[int, str] = {}  # strength -> value_text() of its value, filled as met


def _type_error(cards: object) -> CardError:
    return CardError(f"strength() braucht eine Folge von 5 bis 7 Karten (Card), erhalten: "
                     f"{excerpt(cards)}. Texte wie 'Ah Kd' liest evaluate().", key="bad_card_type")


def _size_error(count: int) -> HandSizeError:
    return HandSizeError(
        f"Für eine Hand werden 5, 6 oder 7 Karten gebraucht, erhalten: {count}.", key="bad_hand_size"
    )


def _best_five(hand: Sequence[Card], category: HandCategory, ranks: tuple[Rank, ...]) -> tuple[Card, ...]:
    """The five cards behind the value, significant cards first; among equal ranks the
    ones named first in the input are taken."""
    pool: Sequence[Card] = hand
    if category in _SUITED:
        suits = [c.suit for c in hand]
        flush_suit = max(set(suits), key=suits.count)
        pool = [c for c in hand if c.suit == flush_suit]
    in_order = [c.rank for c in pool]
    chosen: list[Card] = []
    for rank, count in _wanted(category, ranks):
        at = in_order.index(rank)  # the first card of that rank in the input (every rank is there)
        chosen.append(pool[at])
        for _ in range(count - 1):  # a pair, three or four of a kind: the next ones of that rank
            at = in_order.index(rank, at + 1)
            chosen.append(pool[at])
    return tuple(chosen)


def _wanted(category: HandCategory, ranks: tuple[Rank, ...]) -> Sequence[tuple[Rank, int]]:
    """Which ranks the best five hold and how many of each, in the order they are named."""
    if category in _STRAIGHTS:
        return _STRAIGHT_WANTED[ranks[0]]
    if category is _FLUSH_CATEGORY:
        return [(r, 1) for r in ranks]
    return list(zip(ranks, _SHAPES[category]))


# The five ranks of the straight with a given top rank, each wanted once (the wheel ends in the ace).
_STRAIGHT_WANTED = {Rank(top): tuple((Rank(r), 1) for r in ranks) for top, ranks in T.STRAIGHT_RANKS.items()}


def reason(a: HandValue, b: HandValue) -> str:
    """Why ``a`` and ``b`` rank as they do: the category or the first tie-break rank that differs
    (the words: :mod:`holdem.narration.ranking`)."""
    if a.category != b.category:
        high, low = (a, b) if a.category > b.category else (b, a)
        return category_reason(high.category.german, low.category.german)
    category = a.category
    shape = _SHAPES.get(category, (1,) * 5)
    for position, (x, y) in enumerate(zip(a.ranks, b.ranks)):
        if x != y:
            several = shape[position] > 1 and category not in _STRAIGHTS
            names = (x.german_plural, y.german_plural) if several else (x.german, y.german)
            kickers = len(shape) - (2 if category == HandCategory.TWO_PAIR else 1)
            return tie_break_reason(deciding_text(category.key, position, kickers), *names)
    return SAME_RANKS


def explain_comparison(a: HandValue, b: HandValue) -> str:
    """``"<a> — schlägt <b> (…entscheidet: Neun gegen Acht)"``, ``"… — verliert gegen …"``
    or ``"… — gleich gut wie … (Split Pot: …)"`` (R1–R11)."""
    for value in (a, b):
        if not isinstance(value, HandValue):
            raise HandSizeError(f"Verglichen werden zwei Werte aus evaluate(), erhalten: "
                                f"{type_name(value)}.", key="bad_hand_value")
    if a.strength == b.strength:
        return comparison_text(a.text, b.text, "tie", reason(a, b))
    return comparison_text(a.text, b.text, "wins" if a.strength > b.strength else "loses", reason(a, b))


def winners(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card]) -> list[int]:
    """0-based positions of the best hands at a showdown; several on a split pot (R11, P1)."""
    values = showdown(holes, board)
    best = max(values)
    return [i for i, value in enumerate(values) if value == best]


def showdown(holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card]) -> list[HandValue]:
    """The value of each player's best five with the board, in the order of ``holes``.

    Each hand needs two hole cards, the board three to five cards; a card may appear only once
    over all hands and the board.
    """
    if isinstance(holes, (str, bytes)) or not hasattr(holes, "__iter__"):
        raise HandSizeError("Die Hole Cards bitte als Liste je Spieler angeben, z. B. ['AhKd', '7c7d'].",
                            key="holes_not_a_list")
    holes = list(holes)
    if not holes:
        raise HandSizeError("Mindestens eine Hand wird für den Showdown gebraucht.", key="no_hands")
    board_cards = parse_cards(board)
    if not 3 <= len(board_cards) <= 5:
        raise HandSizeError(
            f"Das Board hat {len(board_cards)} Karten; erlaubt sind 3 bis 5 Gemeinschaftskarten.",
            key="bad_board_size",
        )
    hole_cards = [parse_cards(hole) for hole in holes]
    for number, hole in enumerate(hole_cards, start=1):
        if len(hole) != 2:
            raise HandSizeError(
                f"Hand {number} hat {len(hole)} Karten; jede Hand hat genau 2 Hole Cards.",
                key="bad_hole_size",
            )
    parse_cards([*board_cards, *(c for hole in hole_cards for c in hole)])  # one card, one place
    return [evaluate(hole + board_cards) for hole in hole_cards]
