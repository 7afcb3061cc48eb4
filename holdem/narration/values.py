"""What each sentence of a hand or a table needs: one :class:`~typing.TypedDict` per sentence,
the payload of an engine event (``Event.values``).

The engine fills the payload (``holdem.hand``, ``holdem.showdown``, ``holdem.table``) and the
narration reads it (``holdem.narration.hand``, ``hand_end``, ``showdown``, ``phh``, ``table``,
``card_room``); both name the same type, so
mypy sees a key that one side writes and the other does not read, or a key renamed on one side
only. A key without ``NotRequired`` must be there: a sentence reads it as ``v["key"]`` and a
missing one is an error (:class:`holdem.errors.HoldemError`), not a silent 0. A
``NotRequired`` key is read with its default, which the sentence names.

At run time a payload is a plain dict: the engine makes some 30 events a hand and this costs it
nothing. :data:`PAYLOADS` names the payload of each sentence, for the tests that hold the
engine's events against these types. A player's name is typed :data:`Name` (or :data:`Names`):
:data:`NAME_KEYS`, the keys so marked, are what the narration keeps exactly as given (N7).

Standard library only. (No ``from __future__ import annotations`` here: Python 3.11 reads
``NotRequired`` only from evaluated annotations.)
"""

from collections.abc import Mapping
from typing import Annotated, Literal, NotRequired, Protocol, TypedDict, get_args, get_type_hints

__all__ = [
    "NAME_KEYS", "PAYLOADS", "AbsentValues", "AwardValues", "BetOrRaiseValues", "BlindsMoveOnValues",
    "BlindsValues", "BoardPlayValues", "BurnValues", "BustedValues", "ButtonValues", "CallValues", "Cards",
    "CarryValues", "CheckValues", "DeadButtonValues", "DeadHandValues", "DeadSmallBlindValues", "DealBoardValues",
    "DealHoleValues", "DealOrderValues", "DrawValues", "EventValues", "ExposeValues", "FoldValues", "HandEndValues",
    "HandText", "LeaveValues", "MissedBlindValues", "MissingCardsValues", "MuckValues", "Name", "Names",
    "NeedlessCheckValues", "NothingToDecideValues", "PostNowValues", "PostValues", "RakeValues", "RebuyValues",
    "RefuseValues", "ReturnValues", "RevealValues", "RoundEndValues", "RunOutValues", "ShortBigBlindValues",
    "ShowValues", "ShowdownValues", "SitDownValues", "SitInValues", "SitOutValues", "TableAnteValues",
    "TablePostValues", "TableValues", "ToActValues"
]


# A player's name in a payload, marked so: the narration keeps names as given, whatever
# brackets or colons they hold (holdem.narration.prose, N7), and finds them by this mark.
_NAME = "player name"
Name = Annotated[str, _NAME]
Names = Annotated[tuple[str, ...], _NAME]

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
    name: Name
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
    first: Name  # who gets the first card, left of the button (K1)


class DealHoleValues(TypedDict):
    name: Name
    cards: Cards  # empty: dealt by hand and not known
    manual: NotRequired[bool]


class DealBoardValues(TypedDict):
    street: str
    cards: Cards


# ---------------------------------------------------------------------------- whose turn

class ToActValues(TypedDict):
    """Who acts first (W3, W4, H2, C11) or a note for the next player (B5, L8, W9)."""
    name: Name
    case: NotRequired[str]  # option, reopened, closed, opponents_all_in, table; none: the first in a round
    preflop: NotRequired[bool]
    skipped_all_in: NotRequired[bool]
    shorts: NotRequired[Names]  # case reopened: the short all-ins that reopen it together (L8)


class ShortBigBlindValues(TypedDict):
    sentence: Literal["short_big_blind"]
    short: Names
    posted: int
    full: int
    each: NotRequired[tuple[int, ...]]  # with several short big blinds: each one's own post (C6)


class RunOutValues(TypedDict):
    street: str
    again: NotRequired[bool]


class NothingToDecideValues(TypedDict):
    sentence: Literal["nothing_to_decide"]
    name: Name


# ---------------------------------------------------------------------------- decisions

class FoldValues(TypedDict):
    name: Name
    in_pot: NotRequired[int]  # chips of the player that stay in the pot (W8); none: 0


class AbsentValues(TypedDict):
    sentence: Literal["absent"]
    name: Name
    in_pot: int


class DeadHandValues(TypedDict):
    sentence: Literal["dead_hand"]
    name: Name
    in_pot: int
    dead: bool
    returned: int


class CheckValues(TypedDict):
    name: Name


class CallValues(TypedDict):
    sentence: Literal["call"]
    name: Name
    form: str  # plain, complete (B6), blind_counts (B4)
    paid: int
    to: int
    all_in: bool
    short: bool


class BetOrRaiseValues(TypedDict):
    sentence: Literal["bet_or_raise"]
    name: Name
    action: str
    option: bool
    to: int
    increment: int
    structure_rule: str
    needed: int
    measured: int
    all_in_form: NotRequired[str]  # half, full, combined, short (L8)
    others: NotRequired[Names]  # combined: the short all-ins before it
    limit: NotRequired[bool]
    reopened: NotRequired[Names]
    cap: NotRequired[str]  # capped (L4), no_cap (L6), unlimited (L7)
    raise_cap: NotRequired[int]


# ---------------------------------------------------------------------------- end of a round, of a hand

class RoundEndValues(TypedDict):
    street: str
    collected: int
    someone_all_in: bool
    uncalled: NotRequired[bool]


class ReturnValues(TypedDict):
    name: Name
    chips: int


class HandEndValues(TypedDict):
    name: Name
    won: int
    at_showdown: NotRequired[bool]


class AwardValues(TypedDict):
    pot: str
    amount: int
    winners: Names
    alone: bool
    several_pots: bool
    main: bool
    hand: str
    odd_chips: int
    odd_chip_order: Names
    unshown: Names
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
    missing: Names


class ShowValues(TypedDict):
    name: Name
    cards: Cards
    hand: HandText
    first_reason: str | None  # why this player shows first (S2); None: not the first


class MuckValues(TypedDict):
    name: Name
    beaten: NotRequired[bool]


class BoardPlayValues(TypedDict):
    name: Name
    again: bool


class RevealValues(TypedDict):
    name: Name
    cards: Cards


class ExposeValues(TypedDict):
    hands: Annotated[tuple[tuple[str, Cards], ...], _NAME]  # (name, cards)
    unknown: Names


class NeedlessCheckValues(TypedDict):
    sentence: Literal["needless_check"]
    name: Name


# ---------------------------------------------------------------------------- the table (holdem.table)

class DrawValues(TypedDict):
    """One player's card in the draw for the button (D1)."""
    name: Name
    card: object  # a Card


class ButtonValues(TypedDict):
    """Where the button is: drawn (D1, D2), set (D1), in this hand (D3, no case) or after it (D6)."""
    case: NotRequired[Literal["drawn", "set", "moves", "moves_dead"]]
    name: NotRequired[Name]  # every case but moves_dead
    seat: NotRequired[int]  # every case but drawn
    card: NotRequired[object]  # drawn: the winning card
    tied: NotRequired[Annotated[tuple[tuple[str, object], ...], _NAME]]  # drawn: (name, card) of the same rank (D2)


class DeadButtonValues(TypedDict):
    seat: int
    last: Name  # who acts last with the button dead (D6)


class MissedBlindValues(TypedDict):
    """A missed big blind (B8) or small blind (B9): the mark ML or MS."""
    name: Name


class BlindsValues(TypedDict):
    """The blinds from the next hand on (B2, B12), or heads-up who posts which (H1)."""
    case: NotRequired[Literal["heads_up"]]
    button: NotRequired[Name]  # heads_up
    big_blind: NotRequired[Name]  # heads_up
    small: NotRequired[int]  # not heads_up: the sizes
    big: NotRequired[int]
    ante: NotRequired[int]
    big_blind_ante: NotRequired[bool]


class BlindsMoveOnValues(TypedDict):
    small_blind: Name
    big_blind: Name


class DeadSmallBlindValues(TypedDict):
    """Nobody posts the small blind in this hand (B9): the sentence needs no value."""


class TableAnteValues(TypedDict):
    """The ante of a table hand: every player's (B3), or the big blind's for the table (C8)."""
    sentence: Literal["table_ante"]
    ante: int
    big_blind_ante: NotRequired[bool]
    name: NotRequired[Name]  # big_blind_ante: who pays it
    paid: NotRequired[int]  # big_blind_ante: what the stack paid


class TablePostValues(TypedDict):
    """A blind the table's plan asks for (B1, B8–B10, C7, C11, H1)."""
    sentence: Literal["table_post"]
    form: Literal["small_blind", "big_blind", "new", "missed_both", "missed_small", "straddle"]
    name: Name
    paid: int
    dead: NotRequired[int]  # missed_both: the small blind paid as dead money


class RefuseValues(TypedDict):
    """A player due to post a blind will not (B7)."""
    name: Name
    blind: Literal["small", "big", "owed"]
    move_on: bool  # the small blind moves on (the variant of source 001)


class SitDownValues(TypedDict):
    name: Name
    seat: int
    stack: int
    started: bool  # the game runs: the newcomer waits for the big blind or posts one (B10)


class LeaveValues(TypedDict):
    name: Name
    seat: int


class SitOutValues(TypedDict):
    """Sitting out (B7), or away from the seat (C16)."""
    name: Name
    case: NotRequired[Literal["absent", "absent_dealt", "away_cash"]]


class SitInValues(TypedDict):
    """Back in the game (B7–B9, C7), or back at the seat (C16)."""
    name: Name
    case: NotRequired[Literal["back"]]
    waits: NotRequired[bool]  # waits for the big blind instead of paying (C7)
    owed: NotRequired[Literal["both", "small", "nothing"]]  # none: nothing


class PostNowValues(TypedDict):
    name: Name


class RebuyValues(TypedDict):
    """A rebuy (A8, C10), or chips added between hands (C12)."""
    name: Name
    chips: int
    case: NotRequired[Literal["add_chips", "in_play"]]
    stack: NotRequired[int]  # add_chips, in_play: the stack with the chips
    tournament: NotRequired[bool]


class BustedValues(TypedDict):
    name: Name
    case: NotRequired[Literal["rebuy_over", "rebuy_open", "tournament", "cash_game"]]


TableValues = (DrawValues | ButtonValues | DeadButtonValues | MissedBlindValues | BlindsValues
               | BlindsMoveOnValues | DeadSmallBlindValues | TableAnteValues | TablePostValues | RefuseValues
               | SitDownValues | LeaveValues | SitOutValues | SitInValues | PostNowValues | RebuyValues
               | BustedValues)
"""The payload of any table event (holdem.table)."""


EventValues = (PostValues | BurnValues | DealOrderValues | DealHoleValues | DealBoardValues | ToActValues
               | ShortBigBlindValues | RunOutValues | NothingToDecideValues | FoldValues | AbsentValues
               | DeadHandValues | CheckValues | CallValues | BetOrRaiseValues | RoundEndValues | ReturnValues
               | HandEndValues | AwardValues | RakeValues | CarryValues | ShowdownValues | MissingCardsValues
               | ShowValues | MuckValues | BoardPlayValues | RevealValues | ExposeValues | NeedlessCheckValues
               | TableValues)
"""The payload of any engine event (what :func:`holdem.events.new_event` and :class:`holdem.events.Event` take)."""

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
    "draw": DrawValues, "button": ButtonValues, "dead_button": DeadButtonValues, "missed_big": MissedBlindValues,
    "missed_small": MissedBlindValues, "blinds": BlindsValues, "blinds_move_on": BlindsMoveOnValues,
    "dead_small_blind": DeadSmallBlindValues, "table_ante": TableAnteValues, "table_post": TablePostValues,
    "refuse": RefuseValues, "sit_down": SitDownValues, "leave": LeaveValues, "sit_out": SitOutValues,
    "sit_in": SitInValues, "post_now": PostNowValues, "rebuy": RebuyValues, "busted": BustedValues,
}


def _is_name(hint: object) -> bool:
    """A payload key marked as a player's name (or names): ``Name``, ``Names`` or a list of
    (name, …) pairs, also inside ``NotRequired``."""
    args = get_args(hint)
    return _NAME in args[1:] or any(_is_name(arg) for arg in args[:1])


NAME_KEYS: frozenset[str] = frozenset(
    key for payload in PAYLOADS.values()
    for key, hint in get_type_hints(payload, include_extras=True).items() if _is_name(hint))
"""The keys that hold players' names in some payload (a key means the same in every payload)."""
