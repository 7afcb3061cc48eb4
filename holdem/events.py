"""What happened in a hand or at a table, as data: every :class:`Event` names the rule it applied.

``rule`` is a rule ID of ``RULES.md`` (``"W3"``), ``kind`` an :class:`EventKind` (a string enum,
so ``event.kind == "fold"`` holds), ``player`` the index of the player (or the table seat) it is
about, ``amount`` the chips and ``cards`` the cards it moved, ``values`` what else the sentence
needs (names, street, reason). ``text`` is the German sentence for readers; it ends with the
rule ID in brackets. The engine creates its events with ``text=None``: the sentence is written
by :mod:`holdem.narration` from the values, and only when ``text`` is read (and then kept), so a
program that plays many hands without reading them pays nothing for the German.

Players are indices ``0..n-1`` in the data and "Spieler 1".."Spieler n" (or the given names)
in the text. The sentences never refer to a player with a gendered pronoun ("er", "sein",
"ihn", …): the names may be anyone's, so a sentence repeats the name instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from types import MappingProxyType

from holdem.cards import Card
from holdem.german import cards_text, chips, chips_verb, default_names, german_list  # re-exported
from holdem.narration.prose import tidy
from holdem.narration.render import render_event

__all__ = ["Event", "EventKind", "cards_text", "chips", "chips_verb", "default_names", "german_list", "new_event"]


class EventKind(StrEnum):
    """What an event is, for programs (the German is in ``Event.text``)."""

    # the hand: forced bets, cards, decisions, the end
    POST = "post"
    ANTE = "ante"
    BURN = "burn"
    DEAL_HOLE = "deal_hole"
    DEAL_BOARD = "deal_board"
    TO_ACT = "to_act"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"
    ROUND_END = "round_end"
    RETURN = "return"  # an uncalled bet goes back (A7)
    RUN_OUT = "run_out"  # the rest of the board without betting (A1)
    EXPOSE = "expose"  # the hands turned face up for an all-in showdown (C4)
    SHOWDOWN = "showdown"
    REVEAL = "reveal"
    SHOW = "show"
    MUCK = "muck"
    BOARD_PLAY = "board_play"
    AWARD = "award"
    HAND_END = "hand_end"
    RAKE = "rake"
    CARRY = "carry"
    INFO = "info"
    # the table: seats, button, blinds owed
    DRAW = "draw"
    BUTTON = "button"
    DEAD_BUTTON = "dead_button"
    BLINDS = "blinds"
    BLINDS_MOVE_ON = "blinds_move_on"
    DEAD_SMALL_BLIND = "dead_small_blind"
    MISSED_BIG = "missed_big"
    MISSED_SMALL = "missed_small"
    REFUSE = "refuse"
    POST_NOW = "post_now"
    SIT_DOWN = "sit_down"
    SIT_OUT = "sit_out"
    SIT_IN = "sit_in"
    LEAVE = "leave"
    REBUY = "rebuy"
    BUSTED = "busted"


_KINDS: dict[str, EventKind] = {kind.value: kind for kind in EventKind}
_NO_VALUES: Mapping[str, object] = MappingProxyType({})


class Event:
    """One thing that happened; see the module text. Immutable; equal when all values and the
    sentence are equal."""

    # The fields live in the instance's dict, filled by one dict display: the engine makes some
    # 30 events a hand and reads few of them, and one dict is cheaper to fill than slots one
    # descriptor call at a time. ``values`` is read through a read-only view made when asked.
    rule: str
    kind: EventKind
    player: int | None
    amount: int | None
    cards: tuple[Card, ...]
    _given: dict[str, object] | None  # what the sentence needs (names, street, …), for the narration
    _source: str | Callable[[], str] | None  # the sentence as given, a function that builds it, or None: from values
    _text: str  # the finished sentence, once read (unset before)

    def __init__(self, rule: str, text: str | Callable[[], str] | None, kind: str, player: int | None = None,
                 amount: int | None = None, cards: tuple[Card, ...] = (), *,
                 values: Mapping[str, object] | None = None) -> None:
        # Many events are made and few are read: nothing of the sentence is built here.
        _set_dict(self, {"rule": rule, "kind": _KINDS.get(kind) or EventKind(kind), "player": player,
                         "amount": amount, "cards": cards, "_given": dict(values) if values else None,
                         "_source": text})

    @property
    def values(self) -> Mapping[str, object]:
        """What the sentence needs (names, street, reason, …), read-only."""
        given = self._given
        return MappingProxyType(given) if given is not None else _NO_VALUES

    @property
    def text(self) -> str:
        """The German sentence, built from the event's values when first read."""
        try:
            return self._text
        except AttributeError:  # not read before: build it now
            source = self._source
            if source is None:  # the sentence comes from the values, written by holdem.narration
                source = render_event(self.kind.value, self.rule, self.values)
            elif not isinstance(source, str):
                source = source()
            # The form (holdem.narration.tidy) is applied when the sentence is first read, like
            # the sentence itself: a program that never reads the text pays for neither.
            text = tidy(source)
            self.__dict__["_text"] = text
            return text

    def _values(self) -> tuple[object, ...]:
        return (self.rule, self.text, self.kind, self.player, self.amount, self.cards)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Ein Event ist unveränderlich ({name}).")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Ein Event ist unveränderlich ({name}).")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return (Event, (self.rule, self.text, self.kind.value, self.player, self.amount, self.cards))

    def __repr__(self) -> str:
        return (f"Event(rule={self.rule!r}, text={self.text!r}, kind={self.kind.value!r}, player={self.player!r}, "
                f"amount={self.amount!r}, cards={self.cards!r})")

    def __str__(self) -> str:
        return self.text


_set_dict = vars(Event)["__dict__"].__set__
_new_object = object.__new__


def new_event(rule: str, kind: str, player: int | None = None, amount: int | None = None,
              cards: tuple[Card, ...] = (), values: dict[str, object] | None = None) -> Event:
    """The engine's own way to make an event whose sentence comes from its values (what
    ``Event(rule, None, kind, player, amount, cards, values=values)`` makes): ``kind`` is one of
    :class:`EventKind`'s values and ``values`` a dict made for this event alone, so it is kept
    (read-only) instead of copied. The engine makes some 30 events a hand; most are never read."""
    event = _new_object(Event)
    _set_dict(event, {"rule": rule, "kind": _KINDS[kind], "player": player, "amount": amount, "cards": cards,
                      "_given": values, "_source": None})
    return event
