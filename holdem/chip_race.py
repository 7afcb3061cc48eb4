"""Colour-up and chip race in a tournament (C18).

When the smallest chip (``old_value``) is taken out of play, each player exchanges his small chips
for the next larger chip (``new_value``, a whole multiple of it) in whole amounts
(:func:`colour_up`); what is left over, his odd chips, is raced (:func:`chip_race`): one card face
up per odd chip, dealt clockwise from seat 1; the highest card (by rank, on equal rank by suit as in
the draw for the button, D2: Kreuz < Karo < Herz < Pik) wins the first new chip, the next highest
the next, until the odd chips of all players are handed out in new chips (their value in new chips
rounded to the nearest whole chip, a half rounded up). Nobody wins more than one chip, and nobody
is raced out: a player whose whole stack is his odd chips and who wins nothing gets one new chip.
The variant ``race=False``: each player's odd chips worth half a new chip or more become one new
chip, less are removed (with the same protection).

Players are given in seat order: index 0 is seat 1 ("Sitz 1" for readers). Standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.amounts import MAX_AMOUNT, amount_excerpt
from holdem.cards import Card, Deck
from holdem.checks import is_whole_number
from holdem.errors import CardError, ChipError, type_name
from holdem.german import player_name, seat_name
from holdem.narration.floor import (
    exchange_sentence,
    no_race_sentence,
    protect_sentence,
    race_card_sentence,
    race_deal_sentence,
    race_result_sentence,
    race_total_sentence,
)
from holdem.positions import MAX_PLAYERS

__all__ = ["ChipRace", "ColourUp", "Exchange", "RaceCard", "chip_race", "colour_up", "rounded_chips"]


def rounded_chips(value: int, new_value: int) -> int:
    """``value`` in chips of ``new_value``, rounded to the nearest whole chip, a half rounded up (C18)."""
    return (2 * value + new_value) // (2 * new_value)


# ---------------------------------------------------------------------------- checks

def _check_values(old_value: object, new_value: object) -> tuple[int, int]:
    for what, value in (("alte", old_value), ("neue", new_value)):
        if not is_whole_number(value) or not 1 <= value <= MAX_AMOUNT:
            raise ChipError(f"Der Wert {amount_excerpt(value)} für den {what}n Chip geht nicht. Erlaubt: eine "
                            "ganze Zahl ab 1.", key="bad_chip_value")
    assert is_whole_number(old_value) and is_whole_number(new_value)
    if new_value <= old_value or new_value % old_value:
        raise ChipError(f"Ein Chip zu {old_value} lässt sich nicht ganz in Chips zu {new_value} tauschen. Erlaubt: "
                        "ein größerer neuer Chip, ein ganzes Vielfaches des alten, z. B. 25 und 100 (C18).",
                        key="bad_chip_value")
    return int(old_value), int(new_value)


def _check_counts(counts: object, what: str, high: int | None = None) -> tuple[int, ...]:
    if isinstance(counts, (str, bytes)) or not isinstance(counts, Sequence) or not 1 <= len(counts) <= MAX_PLAYERS:
        raise ChipError(f"{what} sind {type_name(counts)}. Erlaubt: eine Folge mit einer ganzen Zahl je Spieler in "
                        f"Sitzreihenfolge, 1 bis {MAX_PLAYERS} Spieler.", key="bad_chip_counts")
    for seat, count in enumerate(counts):
        if not is_whole_number(count) or count < 0 or count > (MAX_AMOUNT if high is None else high):
            top = "" if high is None else f" bis {high}"
            raise ChipError(f"{what}: für {seat_name(seat)} steht {amount_excerpt(count)}. Erlaubt: eine ganze Zahl "
                            f"von 0{top}.", key="bad_chip_counts")
    return tuple(int(c) for c in counts)


def _check_names(names: object, count: int) -> tuple[str, ...] | None:
    if names is None:
        return None
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence) or len(names) != count \
            or not all(isinstance(n, str) and n.strip() for n in names) or len(set(names)) != count:
        raise ChipError(f"Die Namen sind {type_name(names)}. Erlaubt: {count} verschiedene, nicht leere Namen in "
                        "Sitzreihenfolge oder keine.", key="bad_names")
    return tuple(names)


def _who(seat: int, names: Sequence[str] | None) -> str:
    return f"{player_name(seat, names)} ({seat_name(seat)})"


# ---------------------------------------------------------------------------- the colour-up

@dataclass(frozen=True)
class Exchange:
    """One player's whole exchange: his old chips, the new chips he gets, the odd chips left."""

    seat: int  # 0-based: seat 0 is "Sitz 1"
    old_chips: int
    new_chips: int
    odd_chips: int


@dataclass(frozen=True)
class ColourUp:
    """The whole exchange of every player (C18); the odd chips go to :meth:`race`."""

    old_value: int
    new_value: int
    exchanges: tuple[Exchange, ...]
    names: tuple[str, ...] | None = None

    @property
    def odd_chips(self) -> tuple[int, ...]:
        """Each player's odd chips (count of old chips), in seat order."""
        return tuple(e.odd_chips for e in self.exchanges)

    @property
    def steps(self) -> tuple[str, ...]:
        return tuple(exchange_sentence(_who(e.seat, self.names), e.old_chips, self.old_value, e.new_chips,
                                       self.new_value, e.odd_chips) for e in self.exchanges)

    @property
    def text(self) -> str:
        return " ".join(self.steps)

    def race(self, *, stacks: Sequence[int] | None = None, deck: Deck | None = None, seed: int | None = None,
             race: bool = True) -> ChipRace:
        """The chip race of the odd chips left by this exchange; arguments as :func:`chip_race`."""
        return chip_race(self.odd_chips, self.old_value, self.new_value, stacks=stacks, deck=deck, seed=seed,
                         race=race, names=self.names)


def colour_up(old_chips: Sequence[int], old_value: int, new_value: int, *,
              names: Sequence[str] | None = None) -> ColourUp:
    """Each player's old small chips (``old_chips``, a count per player in seat order, index 0 is
    seat 1) exchanged for chips of ``new_value`` in whole amounts; the rest are his odd chips (C18)."""
    old_value, new_value = _check_values(old_value, new_value)
    counts = _check_counts(old_chips, "Die alten Chips")
    checked = _check_names(names, len(counts))
    per_chip = new_value // old_value
    exchanges = tuple(Exchange(seat, count, count // per_chip, count % per_chip) for seat, count in enumerate(counts))
    return ColourUp(old_value, new_value, exchanges, checked)


# ---------------------------------------------------------------------------- the race

@dataclass(frozen=True, order=True)
class RaceCard:
    """One card of the race and the seat (0-based) it was dealt to; orders by the card (D2)."""

    card: Card
    seat: int


@dataclass(frozen=True)
class ChipRace:
    """The race of the odd chips (C18). ``cards`` in dealing order; ``won`` the seats that won a chip
    in the race (or, with ``race=False``, whose odd chips were rounded up), in that order;
    ``protected`` the seats given a chip so they are not raced out; ``new_chips`` each seat's new
    chips from the race (0 or 1). Amounts are counts of chips; values are ``count * value``."""

    old_value: int
    new_value: int
    odd_chips: tuple[int, ...]
    race: bool
    to_race: int  # new chips the odd chips are worth, a half rounded up (the race hands out this many)
    cards: tuple[RaceCard, ...]
    won: tuple[int, ...]
    protected: tuple[int, ...]
    names: tuple[str, ...] | None = None

    @property
    def odd_value(self) -> int:
        """The value of all odd chips together."""
        return sum(self.odd_chips) * self.old_value

    @property
    def new_chips(self) -> tuple[int, ...]:
        """Each seat's new chips from the race or the rounding, protection included."""
        return tuple(int(s in self.won or s in self.protected) for s in range(len(self.odd_chips)))

    @property
    def ranked(self) -> tuple[RaceCard, ...]:
        """The cards from the highest down: by rank, on equal rank by suit (D2)."""
        return tuple(sorted(self.cards, reverse=True))

    @property
    def steps(self) -> tuple[str, ...]:
        """The race in German sentences."""
        names = self.names
        steps = [race_total_sentence(self.old_value, self.new_value, sum(self.odd_chips), self.odd_value,
                                     self.to_race, self.race)]
        if self.race:
            if self.cards:
                dealt = [(_who(s, names), [c.card.german for c in self.cards if c.seat == s])
                         for s in range(len(self.odd_chips)) if self.odd_chips[s]]
                steps.append(race_deal_sentence(dealt))
            winners: list[int] = []
            above: Card | None = None
            for item in self.ranked:
                if len(winners) == len(self.won):
                    break
                tie = above.german if above is not None and above.rank == item.card.rank else None
                above = item.card
                chip = None if item.seat in winners else len(winners) + 1
                if chip is not None:
                    winners.append(item.seat)
                steps.append(race_card_sentence(item.card.german, _who(item.seat, names), chip, self.new_value, tie))
        else:
            steps.extend(no_race_sentence(_who(s, names), odd, self.old_value, self.new_value, s in self.won)
                         for s, odd in enumerate(self.odd_chips) if odd)
        steps.extend(protect_sentence(_who(s, names), self.new_value, self.race) for s in self.protected)
        steps.append(race_result_sentence(self.odd_value, sum(self.new_chips), self.new_value))
        return tuple(steps)

    @property
    def text(self) -> str:
        return " ".join(self.steps)


def _race_deck(deck: object, seed: object, cards_needed: int) -> Deck:
    if deck is not None and seed is not None:
        raise CardError("Gegeben sind ein Deck und ein Startwert. Erlaubt: eines von beiden (oder keines: dann "
                        "wird zufällig gemischt).", key="deck_and_seed")
    if seed is not None and not is_whole_number(seed):
        raise CardError(f"Der Startwert {amount_excerpt(seed)} geht nicht. Erlaubt: eine ganze Zahl oder keiner.",
                        key="bad_seed")
    if deck is None:
        deck = Deck.shuffled(seed)
    if not isinstance(deck, Deck) or not deck.all_different:
        raise CardError(f"Das Deck ist {type_name(deck)}. Erlaubt: ein Deck (Deck) ohne doppelte Karte.",
                        key="bad_deck")
    if len(deck) < cards_needed:
        raise CardError(f"Für das Chip Race braucht es {cards_needed} Karten, eine je übrigem Chip; im Deck sind "
                        f"nur {len(deck)}. Erlaubt: ein Deck mit genug Karten (C18).", key="deck_too_small")
    return deck


def chip_race(odd_chips: Sequence[int], old_value: int, new_value: int, *, stacks: Sequence[int] | None = None,
              deck: Deck | None = None, seed: int | None = None, race: bool = True,
              names: Sequence[str] | None = None) -> ChipRace:
    """Race the odd chips (C18). ``odd_chips``: each player's odd chips of ``old_value`` in seat
    order (index 0 is seat 1), each worth less than one chip of ``new_value``. ``stacks``: each
    player's whole stack in value, odd chips included; a player whose stack is only his odd chips
    cannot be raced out (``None``: every player has larger chips besides). The cards come from the
    top of ``deck``, else of a deck shuffled with ``seed``; ``race=False`` is the variant that rounds
    each player's odd chips instead."""
    old_value, new_value = _check_values(old_value, new_value)
    per_chip = new_value // old_value
    odd = _check_counts(odd_chips, "Die übrigen Chips", per_chip - 1)
    checked = _check_names(names, len(odd))
    whole: tuple[int, ...] | None = None
    if stacks is not None:
        whole = _check_counts(stacks, "Die Stacks")
        if len(whole) != len(odd) or any(w < n * old_value for w, n in zip(whole, odd)):
            raise ChipError("Die Stacks passen nicht zu den übrigen Chips. Erlaubt: ein Stack je Spieler, jeder "
                            "mindestens so viel wert wie seine übrigen Chips (C18).", key="bad_stacks")
    if not isinstance(race, bool):
        raise ChipError(f"Die Wahl „mit Chip Race“ ist {type_name(race)}. Erlaubt: ein Wahrheitswert (mit oder ohne Chip Race).",
                        key="bad_variant")
    dealt: list[RaceCard] = []
    won: list[int] = []
    to_race = rounded_chips(sum(odd) * old_value, new_value)
    if race:
        cards = _race_deck(deck, seed, sum(odd)).cards
        # One card per odd chip, clockwise from seat 1, round by round (no race when nothing is won).
        seats = [s for round_ in range(max(odd, default=0) if to_race else 0)
                 for s, count in enumerate(odd) if count > round_]
        dealt = [RaceCard(card, s) for card, s in zip(cards, seats)]
        for item in sorted(dealt, reverse=True):
            if len(won) == to_race:
                break
            if item.seat not in won:
                won.append(item.seat)
    else:
        won = [s for s, count in enumerate(odd) if count and 2 * count * old_value >= new_value]
    only_odd = [s for s, count in enumerate(odd) if count and (whole is not None and whole[s] == count * old_value)]
    protected = tuple(s for s in only_odd if s not in won)
    return ChipRace(old_value, new_value, odd, race, to_race, tuple(dealt), tuple(won), protected, checked)
