"""What each sentence of a hand needs: one :class:`~typing.TypedDict` per sentence, the payload
of an engine event (``Event.values``).

The engine fills the payload (``holdem.hand``, ``holdem.showdown``) and the narration reads it
(``holdem.narration.hand``, ``hand_end``, ``showdown``, ``phh``); both name the same type, so
mypy sees a key that one side writes and the other does not read, or a key renamed on one side
only. A key without ``NotRequired`` must be there: a sentence reads it as ``v["key"]`` and a
missing one is an error (:class:`holdem.errors.HoldemError`), not a silent 0. A
``NotRequired`` key is read with its default, which the sentence names.

At run time a payload is a plain dict: the engine makes some 30 events a hand and this costs it
nothing. :data:`PAYLOADS` names the payload of each sentence, for the tests that hold the
engine's events against these types.

Standard library only. (No ``from __future__ import annotations`` here: Python 3.11 reads
``NotRequired`` only from evaluated annotations.)
"""

from collections.abc import Mapping
from typing import Literal, NotRequired, Protocol, TypedDict

__all__ = [
    "PAYLOADS", "AbsentValues", "AwardValues", "BetOrRaiseValues", "BoardPlayValues", "BurnValues", "CallValues",
    "Cards", "CarryValues", "CheckValues", "DeadHandValues", "DealBoardValues", "DealHoleValues", "DealOrderValues",
    "EventValues", "ExposeValues", "FoldValues", "HandEndValues", "HandText", "MissingCardsValues", "MuckValues",
    "NeedlessCheckValues", "NothingToDecideValues", "PostValues", "RakeValues", "RevealValues", "ReturnValues",
    "RoundEndValues", "RunOutValues", "ShortBigBlindValues", "ShowValues", "ShowdownValues", "ToActValues",
]


# The cards of a payload are holdem.cards.Card objects; the narration only writes their names
# (holdem.german.cards_text), so it names no type of the rule logic.
Cards = tuple[object, ...]


class HandText(Protocol):
    """A hand's value as the sentence needs it (:class:`holdem.ranking.HandValue`): its German name."""

    @property
    def text(self) -> str: ...


# ---------------------------------------------------------------------------- forced bets, the deal

class PostValues(TypedDict):
    """A blind, an ante, a straddle or dead money paid at the start (B1, B3, B8–B10, C8, C11, H1)."""
    name: str
    blind: str  # small_blind, big_blind, ante, dead, straddle
    paid: int
    asked: int
    big_blind_ante: NotRequired[bool]  # the ante is the big blind's, for the whole table (C8)


class BurnValues(TypedDict, total=False):
    """A burn card (K2): before a street, or before the hole cards (a variant)."""
    street: str
    before_hole_cards: bool


class DealOrderValues(TypedDict):
    sentence: Literal["deal_order"]
    first: str  # who gets the first card, left of the button (K1)


class DealHoleValues(TypedDict):
    name: str
    cards: Cards  # empty: dealt by hand and not known
    manual: NotRequired[bool]


class DealBoardValues(TypedDict):
    street: str
    cards: Cards


# ---------------------------------------------------------------------------- whose turn

class ToActValues(TypedDict):
    """Who acts first (W3, W4, H2, C11) or a note for the next player (B5, L8, W9)."""
    name: str
    case: NotRequired[str]  # option, reopened, closed, opponents_all_in, table; none: the first in a round
    preflop: NotRequired[bool]
    skipped_all_in: NotRequired[bool]
    shorts: NotRequired[tuple[str, ...]]  # case reopened: the short all-ins that reopen it together (L8)


class ShortBigBlindValues(TypedDict):
    sentence: Literal["short_big_blind"]
    short: tuple[str, ...]
    posted: int
    full: int
    each: NotRequired[tuple[int, ...]]  # with several short big blinds: each one's own post (C6)


class RunOutValues(TypedDict):
    street: str
    again: NotRequired[bool]


class NothingToDecideValues(TypedDict):
    sentence: Literal["nothing_to_decide"]
    name: str


# ---------------------------------------------------------------------------- decisions

class FoldValues(TypedDict):
    name: str
    in_pot: NotRequired[int]  # chips of the player that stay in the pot (W8); none: 0


class AbsentValues(TypedDict):
    sentence: Literal["absent"]
    name: str
    in_pot: int


class DeadHandValues(TypedDict):
    sentence: Literal["dead_hand"]
    name: str
    in_pot: int
    dead: bool
    returned: int


class CheckValues(TypedDict):
    name: str


class CallValues(TypedDict):
    sentence: Literal["call"]
    name: str
    form: str  # plain, complete (B6), blind_counts (B4)
    paid: int
    to: int
    all_in: bool
    short: bool


class BetOrRaiseValues(TypedDict):
    sentence: Literal["bet_or_raise"]
    name: str
    action: str
    option: bool
    to: int
    increment: int
    structure_rule: str
    needed: int
    measured: int
    all_in_form: NotRequired[str]  # half, full, combined, short (L8)
    others: NotRequired[tuple[str, ...]]  # combined: the short all-ins before it
    limit: NotRequired[bool]
    reopened: NotRequired[tuple[str, ...]]
    cap: NotRequired[str]  # capped (L4), no_cap (L6), unlimited (L7)
    raise_cap: NotRequired[int]


# ---------------------------------------------------------------------------- end of a round, of a hand

class RoundEndValues(TypedDict):
    street: str
    collected: int
    someone_all_in: bool
    uncalled: NotRequired[bool]


class ReturnValues(TypedDict):
    name: str
    chips: int


class HandEndValues(TypedDict):
    name: str
    won: int
    at_showdown: NotRequired[bool]


class AwardValues(TypedDict):
    pot: str
    amount: int
    winners: tuple[str, ...]
    alone: bool
    several_pots: bool
    main: bool
    hand: str
    odd_chips: int
    odd_chip_order: tuple[str, ...]
    unshown: tuple[str, ...]
    pot_chips: NotRequired[int]  # only when the rake took the whole pot (X1)


class RakeValues(TypedDict):
    chips: int
    parts: NotRequired[tuple[tuple[str, int], ...]]  # with side pots: which pot paid how much
    main_first: NotRequired[bool]


class CarryValues(TypedDict):
    chips: int
    odd: NotRequired[bool]
    from_last_hand: NotRequired[bool]


# ---------------------------------------------------------------------------- the showdown

class ShowdownValues(TypedDict):
    contenders: int


class MissingCardsValues(TypedDict):
    sentence: Literal["missing_cards"]
    missing: tuple[str, ...]


class ShowValues(TypedDict):
    name: str
    cards: Cards
    hand: HandText
    first_reason: str | None  # why this player shows first (S2); None: not the first


class MuckValues(TypedDict):
    name: str
    beaten: NotRequired[bool]


class BoardPlayValues(TypedDict):
    name: str
    again: bool


class RevealValues(TypedDict):
    name: str
    cards: Cards


class ExposeValues(TypedDict):
    hands: tuple[tuple[str, Cards], ...]
    unknown: tuple[str, ...]


class NeedlessCheckValues(TypedDict):
    sentence: Literal["needless_check"]
    name: str


EventValues = (PostValues | BurnValues | DealOrderValues | DealHoleValues | DealBoardValues | ToActValues
               | ShortBigBlindValues | RunOutValues | NothingToDecideValues | FoldValues | AbsentValues
               | DeadHandValues | CheckValues | CallValues | BetOrRaiseValues | RoundEndValues | ReturnValues
               | HandEndValues | AwardValues | RakeValues | CarryValues | ShowdownValues | MissingCardsValues
               | ShowValues | MuckValues | BoardPlayValues | RevealValues | ExposeValues | NeedlessCheckValues)
"""The payload of any engine event (what :func:`holdem.events.new_event` takes)."""

# The payload of each sentence (the sentence's name: ``values["sentence"]``, else the event's kind).
PAYLOADS: Mapping[str, type] = {
    "post": PostValues, "burn": BurnValues, "deal_order": DealOrderValues, "deal_hole": DealHoleValues,
    "deal_board": DealBoardValues, "to_act": ToActValues, "short_big_blind": ShortBigBlindValues,
    "run_out": RunOutValues, "nothing_to_decide": NothingToDecideValues, "fold": FoldValues,
    "absent": AbsentValues, "dead_hand": DeadHandValues, "check": CheckValues, "call": CallValues,
    "bet_or_raise": BetOrRaiseValues, "round_end": RoundEndValues, "return": ReturnValues,
    "hand_end": HandEndValues, "award": AwardValues, "rake": RakeValues, "carry": CarryValues,
    "showdown": ShowdownValues, "missing_cards": MissingCardsValues, "show": ShowValues, "muck": MuckValues,
    "board_play": BoardPlayValues, "reveal": RevealValues, "expose": ExposeValues,
    "needless_check": NeedlessCheckValues,
}
