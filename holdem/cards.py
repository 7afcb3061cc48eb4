"""Cards, their German names, parsing and printing, and a deck to deal from.

Ranks and suits follow G1/G7; the order of the suits is the one used only to break ties
when drawing for the button (D2): Kreuz < Karo < Herz < Pik.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property

from holdem.errors import CardError, DuplicateCardError, HandSizeError, excerpt, type_name


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """One character as in G7: ``A K Q J T 9 … 2``."""
        return _RANK_SYMBOLS[self]

    @property
    def german(self) -> str:
        """German name of one card of this rank: ``Dame``."""
        return _RANK_GERMAN[self][0]

    @property
    def german_plural(self) -> str:
        """German name of several cards of this rank: ``Damen``."""
        return _RANK_GERMAN[self][1]


class Suit(IntEnum):
    """Suits in the order that breaks ties in the draw for the button (D2)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def german(self) -> str:
        return ("Kreuz", "Karo", "Herz", "Pik")[self]

    @property
    def english(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]


_RANK_SYMBOLS = {r: s for r, s in zip(Rank, "23456789TJQKA")}
_RANK_GERMAN = {
    Rank.TWO: ("Zwei", "Zweien"),
    Rank.THREE: ("Drei", "Dreien"),
    Rank.FOUR: ("Vier", "Vieren"),
    Rank.FIVE: ("Fünf", "Fünfen"),
    Rank.SIX: ("Sechs", "Sechsen"),
    Rank.SEVEN: ("Sieben", "Siebenen"),
    Rank.EIGHT: ("Acht", "Achten"),
    Rank.NINE: ("Neun", "Neunen"),
    Rank.TEN: ("Zehn", "Zehnen"),
    Rank.JACK: ("Bube", "Buben"),
    Rank.QUEEN: ("Dame", "Damen"),
    Rank.KING: ("König", "Könige"),
    Rank.ACE: ("Ass", "Asse"),
}
_RANK_BY_TEXT = {s: r for r, s in _RANK_SYMBOLS.items()} | {"10": Rank.TEN}
_SUIT_BY_TEXT = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit} | {
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
_ALLOWED = "Rang 2–9, T (oder 10), J, Q, K, A und Farbe c, d, h, s oder ♣ ♦ ♥ ♠, z. B. 'Ah' oder 'T♦'"
# One card: a rank (10 or one character) followed by one suit character.
_TOKEN = re.compile(r"10|[2-9TJQKA]", re.IGNORECASE)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.letter

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __hash__(self) -> int:
        # Cards go into sets all the time (dealing, parsing, the showdown); the generated hash
        # would hash two enum members through Python code.
        return self.rank * 4 + self.suit

    @property
    def pretty(self) -> str:
        """With the suit symbol: ``A♥``."""
        return self.rank.symbol + self.suit.symbol

    @property
    def german(self) -> str:
        """Full German name: ``Herz-Ass``."""
        return f"{self.suit.german}-{self.rank.german}"

    @property
    def index(self) -> int:
        """0..51, rank-major: 2♣ = 0, 2♦ = 1, …, A♠ = 51."""
        return (self.rank - 2) * 4 + self.suit

    @classmethod
    def from_index(cls, index: int) -> Card:
        return FULL_DECK[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """One card from ``'Ah'``, ``'ah'``, ``'10h'`` or ``'A♥'``."""
        cards = parse_cards(text)
        if len(cards) != 1:
            raise CardError(f"Genau eine Karte erwartet, erhalten: {text!r}.", key="not_one_card")
        return cards[0]


FULL_DECK: tuple[Card, ...] = tuple(Card(r, s) for r in Rank for s in Suit)


def parse_cards(text: str | Iterable[str | Card], *, allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Cards from ``"Ah Td 9c"``, ``"AhTd9c"``, ``"A♥ T♦"`` or a list of such texts/cards.

    Raises :class:`CardError` naming the first token that is not a card, and
    :class:`DuplicateCardError` when a card appears twice (unless allowed).
    """
    if isinstance(text, str):
        cards = _parse_text(text)
    else:
        if isinstance(text, (bytes, bytearray)) or not hasattr(text, "__iter__"):
            raise CardError(f"Karten werden als Text wie 'Ah Td' oder als Liste von Karten angegeben, "
                            f"erhalten: {type_name(text)}.", key="bad_card_type")
        cards = []
        for item in text:
            if isinstance(item, Card):
                cards.append(item)
            elif isinstance(item, str):
                cards.extend(_parse_text(item))
            else:
                raise CardError(f"In der Liste steht {type_name(item)} statt einer Karte. Erlaubt sind "
                                "Texte wie 'Ah' und Karten (Card).", key="bad_card_type")
    if not allow_duplicates:
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise DuplicateCardError(
                    f"Die Karte {card} ({card.german}) kommt doppelt vor; "
                    "jede der 52 Karten gibt es nur einmal im Deck."
                )
            seen.add(card)
    return tuple(cards)


def _parse_text(text: str) -> list[Card]:
    cards: list[Card] = []
    for word in text.replace(",", " ").split():
        pos = 0
        while pos < len(word):
            match = _TOKEN.match(word, pos)
            suit_char = word[match.end()] if match and match.end() < len(word) else ""
            suit = _SUIT_BY_TEXT.get(suit_char.lower()) if suit_char else None
            if match is None or suit is None:
                bad = word[pos:pos + 3] if match is None else word[pos:match.end() + 1]
                raise CardError(f"{bad!r} ist keine Karte (in {excerpt(text.strip())}). Erlaubt: {_ALLOWED}.")
            cards.append(Card(_RANK_BY_TEXT[match.group().upper()], suit))
            pos = match.end() + 1
    return cards


def format_cards(cards: Iterable[Card], *, symbols: bool = False, sep: str = " ") -> str:
    """``"Ah Td"`` or, with ``symbols``, ``"A♥ T♦"``."""
    if isinstance(cards, str) or not hasattr(cards, "__iter__"):
        raise CardError(f"Geschrieben werden Karten (Card), erhalten: {type_name(cards)}. Texte wie "
                        "'Ah Td' liest parse_cards().", key="bad_card_type")
    cards = tuple(cards)
    if not all(isinstance(c, Card) for c in cards):
        raise CardError("Geschrieben werden nur Karten (Card); Texte wie 'Ah Td' liest parse_cards().",
                        key="bad_card_type")
    return sep.join(c.pretty if symbols else str(c) for c in cards)


# The Fisher–Yates steps of a 52-card shuffle: position, bound of the index drawn for it, and
# the bits drawn (the fewest that reach the bound), worked out once.
_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(FULL_DECK) - 1, 0, -1))


@dataclass(frozen=True)
class Deck:
    """An ordered deck; the top card is ``cards[0]``. Immutable: dealing returns a new deck."""

    cards: tuple[Card, ...] = FULL_DECK

    @classmethod
    def shuffled(cls, seed: int | None = None) -> Deck:
        """All 52 cards in an order fixed by ``seed`` (the same seed, the same order)."""
        import random  # only here: most commands never shuffle

        cards = list(FULL_DECK)
        # random.Random(seed).shuffle(cards), written out: the same draws in the same order, so
        # the same deck for a seed, without one Python call per card (the Fisher–Yates swap of
        # random.shuffle, each index drawn by rejection from the fewest random bits).
        getrandbits = random.Random(seed).getrandbits
        for i, bound, bits in _SHUFFLE_STEPS:
            j = getrandbits(bits)
            while j >= bound:
                j = getrandbits(bits)
            cards[i], cards[j] = cards[j], cards[i]
        return cls(tuple(cards))

    @cached_property
    def all_different(self) -> bool:
        """No card is in the deck twice (K5); worked out once per deck."""
        # By rank and suit (what makes two cards equal), without a call of Card.__hash__ per card.
        return len({(card.rank, card.suit) for card in self.cards}) == len(self.cards)

    @classmethod
    def from_text(cls, text: str) -> Deck:
        """A deck in a given order, e.g. to replay a hand; need not hold all 52 cards."""
        return cls(parse_cards(text))

    def __len__(self) -> int:
        return len(self.cards)

    def cut(self, at: int) -> Deck:
        """Lift the top ``at`` cards and put them under the rest (K4)."""
        if isinstance(at, bool) or not isinstance(at, int) or not 0 < at < len(self.cards):
            raise HandSizeError(
                f"Abheben bei {excerpt(at)} geht nicht: erlaubt ist eine ganze Zahl von 1 bis "
                f"{len(self.cards) - 1} Karten.",
                key="bad_cut",
            )
        return Deck(self.cards[at:] + self.cards[:at])

    def deal(self, count: int = 1) -> tuple[tuple[Card, ...], Deck]:
        """The top ``count`` cards and the deck without them."""
        cards = self.cards
        if type(count) is int and 0 <= count <= len(cards):  # the usual case, checked in one line
            return cards[:count], Deck(cards[count:])
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= len(self.cards):
            raise HandSizeError(
                f"Es sollen {excerpt(count)} Karten gegeben werden; erlaubt ist eine ganze Zahl von 0 "
                f"bis {len(self.cards)} (so viele Karten sind im Deck).",
                key="deck_empty",
            )
        return self.cards[:count], Deck(self.cards[count:])

    def burn(self) -> tuple[Card, Deck]:
        """Discard the top card face down (K2): the card and the deck without it."""
        dealt, rest = self.deal(1)
        return dealt[0], rest

    def without(self, cards: Sequence[Card]) -> Deck:
        """The deck minus known cards (hole cards, board, dead cards), order kept."""
        gone = set(cards)
        return Deck(tuple(c for c in self.cards if c not in gone))
