"""Showdown rights (C15), with cards speak (C3) and dead hands (C14).

* :func:`tabled_hands`: a hand shown face up in full (both hole cards, "tabled") is protected —
  the dealer may not muck it — and wins what its cards win, even when the player announced it
  wrongly: the engine's ranking reads the cards (R1–R11), not the words. A hand thrown away face
  down is dead and wins nothing (C14).
* :func:`show_one_show_all`: hole cards shown to one player, during or after the hand, must be
  shown to the whole table when someone asks.
* :func:`may_ask_to_see`: in cash games a player who was dealt in may ask to see a hand that was
  called at the showdown and mucked; the floor may refuse this when it is abused. The rule gives
  this right for cash games only.

Each returns a small frozen record with its data and a German ``text``.

>>> result = tabled_hands("Ah Kh 7h 2c 9d", ["Qh Jh", "Ad Ac"], announced={1: "Flush"},
...                       names=["Anna", "Ben"])
>>> [hand.value.category.german for hand in result.hands], result.winners
(['Flush', 'Drilling'], (0,))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from holdem.cards import Card, parse_cards
from holdem.checks import is_whole_number
from holdem.errors import HandSizeError, IllegalActionError, excerpt
from holdem.german import cards_text, default_names, no_such_player
from holdem.narration.card_room import (
    ask_to_see_sentence,
    show_all_sentence,
    tabled_hand_sentence,
    tabled_mucked_sentence,
    tabled_winners_sentence,
)
from holdem.ranking import HandCategory, HandValue, showdown
from holdem.table import GameKind

__all__ = ["AskToSee", "ShowOneShowAll", "TabledHand", "TabledShowdown", "may_ask_to_see", "show_one_show_all",
           "tabled_hands"]


@dataclass(frozen=True, slots=True)
class TabledHand:
    """A hand shown face up in full: its cards, what they are worth, what the player said."""

    player: int
    name: str
    cards: tuple[Card, ...]
    value: HandValue
    announced: HandCategory | None = None

    @property
    def wrong(self) -> bool:
        """The player announced another category than the cards make."""
        return self.announced is not None and self.announced is not self.value.category

    @property
    def text(self) -> str:
        return tabled_hand_sentence(self.name, cards=cards_text(self.cards), hand=self.value.text,
                                    announced=self.announced.german if self.announced is not None else None,
                                    wrong=self.wrong)


@dataclass(frozen=True, slots=True)
class TabledShowdown:
    """A showdown with tabled hands: ``hands`` (face up, in the order given), ``mucked`` (thrown
    away face down: dead) and ``winners`` (the best tabled hands, by their cards)."""

    hands: tuple[TabledHand, ...]
    mucked: tuple[int, ...]
    winners: tuple[int, ...]
    names: tuple[str, ...]

    @property
    def text(self) -> str:
        parts = [hand.text for hand in self.hands]
        parts += [tabled_mucked_sentence(self.names[p]) for p in self.mucked]
        best = next(hand for hand in self.hands if hand.player == self.winners[0])
        parts.append(tabled_winners_sentence([self.names[p] for p in self.winners], best.value.text))
        return " ".join(parts)


_CATEGORY_WORDS = {word.casefold(): category for category in HandCategory
                   for word in (category.german, category.english, category.key, category.name)}


def _category(said: object) -> HandCategory:
    if isinstance(said, HandCategory):
        return said
    found = _CATEGORY_WORDS.get(said.strip().casefold()) if isinstance(said, str) else None
    if found is None:
        raise IllegalActionError(f"Die Ansage {excerpt(said)} ist keine Kategorie. Erlaubt: "
                                 + ", ".join(c.german for c in HandCategory) + " (R1, C15).", key="bad_announcement")
    return found


def _players(value: object, n: int, what: str) -> tuple[int, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, (Sequence, set, frozenset)):
        raise IllegalActionError(f"{what} {excerpt(value)} sind keine Liste von Spielern. Erlaubt: Indizes 0 bis "
                                 f"{n - 1} (Spieler 1 bis {n}).", key="unknown_player")
    for p in value:
        if not is_whole_number(p) or not 0 <= p < n:
            raise IllegalActionError(no_such_player(p, n), key="unknown_player")
    return tuple(sorted({int(p) for p in value}))


def tabled_hands(board: str | Sequence[Card], holes: Sequence[str | Sequence[Card] | None], *,
                 announced: Mapping[int, HandCategory | str] | None = None, mucked: Sequence[int] = (),
                 names: Sequence[str] | None = None) -> TabledShowdown:
    """A showdown in which every player in ``holes`` (0-based) tables both hole cards, except the
    players in ``mucked`` (their cards may be None): cards speak (C3, C15).

    ``announced``: what a player said his hand was (a :class:`~holdem.ranking.HandCategory` or
    its name, "Flush" or "flush"); a wrong announcement changes nothing, the cards decide. A
    tabled hand may not be mucked; a hand thrown away face down is dead (C14). ``winners``: the
    best tabled hands (several on a split pot, P1)."""
    if isinstance(holes, (str, bytes)) or not isinstance(holes, Sequence):
        raise HandSizeError(f"Die Hole Cards {excerpt(holes)} sind keine Liste je Spieler. Erlaubt: z. B. "
                            "[\"Ah Kd\", \"7c 7d\"].", key="holes_not_a_list")
    n = len(holes)
    if names is None:
        names = default_names(n) if n else ()
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence) or len(names) != n \
            or not all(isinstance(name, str) and name.strip() for name in names):
        raise IllegalActionError(f"Die Namen {excerpt(names)} passen nicht zu {n} Händen. Erlaubt: ein Name je "
                                 "Hand oder keine Angabe.", key="bad_names")
    out = _players(mucked, max(n, 1), "Weggeworfen:")
    tabled = [p for p in range(n) if p not in out]
    if not tabled:
        raise HandSizeError("Keine Hand liegt offen auf dem Tisch; ohne offene Hand gewinnt niemand. Erlaubt: "
                            "mindestens eine Hand, die nicht weggeworfen ist (C15).", key="no_hands")
    for p in tabled:
        if holes[p] is None:
            raise HandSizeError(f"Die Karten von {names[p]} fehlen; eine offene Hand zeigt beide Hole Cards (C3). "
                                "Erlaubt: zwei Karten oder die Hand als weggeworfen (mucked).", key="bad_hole_size")
    said: dict[int, HandCategory] = {}
    if announced is not None:
        if not isinstance(announced, Mapping):
            raise IllegalActionError(f"Die Ansagen {excerpt(announced)} sind keine Zuordnung Spieler → Hand. "
                                     "Erlaubt: z. B. {0: \"Flush\"}.", key="bad_announcement")
        for p, words in announced.items():
            if not is_whole_number(p) or int(p) not in tabled:
                raise IllegalActionError(f"Eine Ansage für {excerpt(p)} geht nicht: angesagt wird nur eine offene "
                                         f"Hand. Erlaubt: {', '.join(str(q) for q in tabled)} (C15).",
                                         key="unknown_player")
            said[int(p)] = _category(words)
    values = showdown([holes[p] for p in tabled], board)  # type: ignore[misc]
    best = max(values)
    hands = tuple(TabledHand(p, names[p], parse_cards(holes[p]), value, said.get(p))  # type: ignore[arg-type]
                  for p, value in zip(tabled, values))
    winners = tuple(hand.player for hand in hands if hand.value == best)
    return TabledShowdown(hands, out, winners, tuple(names))


@dataclass(frozen=True, slots=True)
class ShowOneShowAll:
    """``shower`` showed the hole cards to ``shown_to``: on request (``asked``) the whole table
    sees them (``must_show_all``, C15)."""

    shower: str
    shown_to: str
    asked: bool
    must_show_all: bool

    @property
    def text(self) -> str:
        return show_all_sentence(self.shower, self.shown_to, asked=self.asked)


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise IllegalActionError(f"{what} {excerpt(value)} ist kein Wahrheitswert. Erlaubt: True oder False (C15).",
                                 key="bad_flag")
    return value


def show_one_show_all(shower: str, shown_to: str, *, asked: bool = True) -> ShowOneShowAll:
    """"Show one, show all": ``shower`` showed the hole cards to ``shown_to`` during or after the
    hand; when someone at the table asks (``asked``), ``shower`` must show them to everyone (C15)."""
    for name in (shower, shown_to):
        if not isinstance(name, str) or not name.strip():
            raise IllegalActionError(f"Der Name {excerpt(name)} ist kein Text. Erlaubt: ein Name wie „Anna“ (C15).",
                                     key="bad_name")
    if shower == shown_to:
        raise IllegalActionError(f"{shower} kann die Karten nicht sich selbst zeigen. Erlaubt: zwei verschiedene "
                                 "Spieler (C15).", key="bad_name")
    asked = _flag(asked, "Verlangt:")
    return ShowOneShowAll(shower, shown_to, asked, asked)


@dataclass(frozen=True, slots=True)
class AskToSee:
    """Whether a player may ask to see a called hand mucked at the showdown (C15).

    ``may_ask``: the rule gives the player the right; ``floor_may_refuse``: the floor may refuse
    it (abuse); ``reason``: ``cash_game``, ``abused``, ``tournament``, ``not_dealt_in`` or
    ``not_called``."""

    may_ask: bool
    floor_may_refuse: bool
    reason: str

    @property
    def text(self) -> str:
        return ask_to_see_sentence(self.reason)


def may_ask_to_see(game_kind: GameKind, *, dealt_in: bool, called: bool, abused: bool = False) -> AskToSee:
    """May a player ask to see a hand that was called at the showdown and mucked (C15)?

    Only in a cash game (:class:`~holdem.table.GameKind`), only a player who was dealt in
    (``dealt_in``), only a hand that was called (``called``); the floor may refuse it when the
    player abuses the right (``abused``)."""
    if not isinstance(game_kind, GameKind):
        raise IllegalActionError(f"Die Spielart {excerpt(game_kind)} gibt es nicht. Erlaubt: GameKind.CASH oder "
                                 "GameKind.TOURNAMENT (C15).", key="bad_game_kind")
    dealt_in = _flag(dealt_in, "Karten bekommen:")
    called = _flag(called, "Gecallt:")
    abused = _flag(abused, "Missbraucht:")
    if game_kind is GameKind.TOURNAMENT:
        return AskToSee(False, False, "tournament")
    if not dealt_in:
        return AskToSee(False, False, "not_dealt_in")
    if not called:
        return AskToSee(False, False, "not_called")
    if abused:
        return AskToSee(True, True, "abused")
    return AskToSee(True, False, "cash_game")
