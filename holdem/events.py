"""What happened in a hand or at a table, as data: every :class:`Event` names the rule it applied.

``rule`` is a rule ID of ``RULES.md`` (``"W3"``), ``kind`` an :class:`EventKind` (a string enum,
so ``event.kind == "fold"`` holds), ``player`` the index of the player (or the table seat) it is
about, ``amount`` the chips and ``cards`` the cards it moved, ``values`` what else the sentence
needs (names, street, reason). ``text`` is the German sentence for readers; it ends with the
rule ID in brackets. The engine creates its events with ``text=None``: the sentence is written
by :mod:`holdem.narration` from the values, and only when ``text`` is read (and then kept), so a
program that plays many hands without reading them pays nothing for the German. What the values
of each engine event hold is a typed payload, one per sentence
(:mod:`holdem.narration.values`): a value the sentence needs and does not find is an error.

Players are indices ``0..n-1`` in the data and "Spieler 1".."Spieler n" (or the given names)
in the text. The sentences never refer to a player with a gendered pronoun ("er", "sein",
"ihn", …): the names may be anyone's, so a sentence repeats the name instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from functools import cached_property
from numbers import Integral
from types import MappingProxyType

from holdem.cards import Card
from holdem.errors import HoldemError, excerpt, type_name
from holdem.german import cards_text, chips, chips_verb, default_names, german_list  # re-exported
from holdem.narration.prose import render_tidy, tidy
from holdem.narration.values import EventValues

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
    _given: Mapping[str, object] | None  # what the sentence needs (names, street, …), for the narration
    _source: str | Callable[[], str] | None  # the sentence as given, a function that builds it, or None: from values

    def __init__(self, rule: str, text: str | Callable[[], str] | None, kind: str, player: int | None = None,
                 amount: int | None = None, cards: tuple[Card, ...] = (), *,
                 values: EventValues | None = None) -> None:
        # Many events are made and few are read: nothing of the sentence is built here.
        _check_fields(rule, text, kind, player, amount, cards, values)
        _set_dict(self, {"rule": rule, "kind": _KINDS[kind], "player": player,
                         "amount": amount, "cards": tuple(cards), "_given": dict(values) if values else None,
                         "_source": text})

    @property
    def values(self) -> Mapping[str, object]:
        """What the sentence needs (names, street, reason, …), read-only."""
        given = self._given
        return MappingProxyType(given) if given is not None else _NO_VALUES

    @cached_property
    def text(self) -> str:
        """The German sentence, built from the event's values when first read (and then kept)."""
        source = self._source
        # The form (holdem.narration.tidy) is applied when the sentence is first read, like the
        # sentence itself: a program that never reads the text pays for neither.
        if source is None:  # from the values, written by holdem.narration; names stay as given (N7)
            return _rendered(self.kind.value, self.rule, self.values)
        return tidy(source if isinstance(source, str) else source())

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

    def __reduce__(self) -> tuple[Callable[..., Event], tuple[object, ...]]:
        # The finished sentence as it is: tidied again, a name in it could change (N7).
        return (_restored, (self.rule, self.text, self.kind.value, self.player, self.amount, self.cards))

    def __repr__(self) -> str:
        return (f"Event(rule={self.rule!r}, text={self.text!r}, kind={self.kind.value!r}, player={self.player!r}, "
                f"amount={self.amount!r}, cards={self.cards!r})")

    def __str__(self) -> str:
        return self.text


_set_dict = vars(Event)["__dict__"].__set__
_new_object = object.__new__


def _restored(rule: str, text: str, kind: str, player: int | None, amount: int | None,
              cards: tuple[Card, ...]) -> Event:
    """An unpickled event: its finished sentence kept, not tidied a second time."""
    _check_fields(rule, text, kind, player, amount, cards, None)
    event = _new_object(Event)
    # The sentence is made with the object, as the cached text: nothing is written into it later.
    _set_dict(event, {"rule": rule, "kind": _KINDS[kind], "player": player, "amount": amount, "cards": tuple(cards),
                      "_given": None, "_source": text, "text": text})
    return event


def _rendered(kind: str, rule: str, values: Mapping[str, object]) -> str:
    """The sentence from the values; values it cannot be written from are the engine's own error."""
    try:
        return render_tidy(kind, rule, values)
    except KeyError as missing:  # a value the sentence needs was not given
        raise _refuse(f"Für den Satz eines Events der Art {kind!r} fehlt der Wert {excerpt(missing.args[0])}; "
                      f"gegeben sind: {', '.join(sorted(map(str, values))) or 'keine Werte'}. Erlaubt ist ein "
                      "Event mit allen Werten, die sein Satz braucht, oder mit einem Satz als Text.",
                      "missing_event_value") from None
    except HoldemError:
        raise
    except ValueError as unknown:  # no sentence of that name: the message says which exist
        raise _refuse(str(unknown), "unknown_sentence") from None
    except (LookupError, TypeError, ArithmeticError, AttributeError) as error:
        raise _refuse(f"Die Werte passen nicht zum Satz eines Events der Art {kind!r} ({type(error).__name__}): "
                      f"gegeben sind {excerpt(dict(values), 120)}. Erlaubt sind Namen als Text, Beträge als ganze "
                      "Zahlen und Karten als Karten.", "bad_event_value") from None


def _refuse(message: str, key: str) -> HoldemError:
    return HoldemError(message, key=key)


def _check_fields(rule: object, text: object, kind: object, player: object, amount: object, cards: object,
                  values: object) -> None:
    """What an :class:`Event` is made of, checked before it is kept: the engine's own error in
    German names what was wrong and what is allowed."""
    if not isinstance(kind, str) or kind not in _KINDS:
        raise _refuse(f"Ein Event der Art {excerpt(kind)} gibt es nicht. Erlaubt sind: "
                      + ", ".join(sorted(_KINDS)) + ".", "unknown_event_kind")
    if not isinstance(rule, str) or not rule:
        raise _refuse(f"Die Regel eines Events kann nicht {type_name(rule)} {excerpt(rule)} sein. Erlaubt ist eine "
                      "Regel-ID als Text (etwa \"W3\").", "bad_event_rule")
    if text is not None and not isinstance(text, str) and not callable(text):
        raise _refuse(f"Der Satz eines Events kann nicht {type_name(text)} sein. Erlaubt sind ein Text, eine "
                      "Funktion, die ihn schreibt, oder None (der Satz kommt dann aus den Werten).", "bad_event_text")
    for label, number in (("Der Spieler", player), ("Der Betrag", amount)):
        if number is not None and (isinstance(number, bool) or not isinstance(number, Integral) or number < 0):
            raise _refuse(f"{label} eines Events kann nicht {excerpt(number)} sein. Erlaubt ist eine ganze Zahl "
                          "ab 0 oder None.", "bad_event_number")
    if not isinstance(cards, (tuple, list)) or not all(isinstance(card, Card) for card in cards):
        raise _refuse(f"Die Karten eines Events können nicht {excerpt(cards)} sein. Erlaubt ist ein Tupel von "
                      "Karten (Card).", "bad_event_cards")
    if values is not None and not isinstance(values, Mapping):
        raise _refuse(f"Die Werte eines Events können nicht {type_name(values)} sein. Erlaubt ist ein Wörterbuch "
                      "(Name → Wert) oder None.", "bad_event_values")


def new_event(rule: str, kind: str, player: int | None = None, amount: int | None = None,
              cards: tuple[Card, ...] = (), values: EventValues | None = None) -> Event:
    """The engine's own way to make an event whose sentence comes from its values (what
    ``Event(rule, None, kind, player, amount, cards, values=values)`` makes): ``kind`` is one of
    :class:`EventKind`'s values and ``values`` the payload of its sentence
    (:mod:`holdem.narration.values`, checked by mypy), a dict made for this event alone, so it is
    kept (read-only) instead of copied. The engine makes some 30 events a hand; most are never read."""
    event = _new_object(Event)
    _set_dict(event, {"rule": rule, "kind": _KINDS[kind], "player": player, "amount": amount, "cards": cards,
                      "_given": values, "_source": None})
    return event
