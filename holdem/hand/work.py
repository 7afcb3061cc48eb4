"""The working copy of one step of a hand (:class:`HandWork`): a mutable copy of a
:class:`~holdem.hand.HandState` that the rules change and then freeze into the next state, and
what it does by itself: paying, posting (B1, B3, B8–B10, C8, H1, A1) and dealing (K1–K3).

The betting rounds (:mod:`holdem.hand.rounds`) and the end of the hand
(:mod:`holdem.hand.ending`) are functions over this copy. It offers the same read-only view of
the betting as the frozen state (:class:`holdem.betting.BettingView`), so the betting rules
answer for both.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from holdem.cards import Card
from holdem.events import Event, new_event
from holdem.hand.setup import HandViews
from holdem.hand.steps import Street

__all__ = ["REPLACED_WHOLE", "HandWork", "StateLayout", "board_event", "layout_of"]

# Field metadata of a state's tuple that steps replace whole (a working copy keeps it a tuple).
REPLACED_WHOLE: Mapping[str, bool] = MappingProxyType({"replaced_whole": True})

# Enum members read at every decision, bound once: in Python 3.11 a member read through its
# class (ActionKind.CALL) goes through the enum metaclass's __getattr__ hook, ten times slower.
_FLOP = Street.FLOP



class StateLayout:
    """The fields of a state dataclass, read from the dataclass itself (so the list of a hand's
    fields is written once, in ``HandState``): their names, which of them are tuples that a step
    changes entry by entry (lists in the working copy), and the two copies of every step: a
    state into a working copy (:meth:`fill`) and a working copy into a new state (:meth:`build`).

    The two copies run at every step of every hand. The state keeps its fields in its dict, so
    each copy is one dict copy (a single C call), followed by the lists turned into tuples or
    back, written out once per state type from the field list (as :mod:`dataclasses` writes
    ``__init__``): a loop over the fields costs about twice as much. Both dicts are ordinary
    ones that never lose a key (a derived key stays, empty, until worked out): CPython copies
    such a dict whole, and one that lost keys entry by entry."""

    def __init__(self, state_type: type, derived: tuple[str, ...] = ()) -> None:
        if "__dict__" not in vars(state_type):
            raise TypeError(f"StateLayout: {state_type.__name__} keeps its fields in slots, not in its dict")
        found = fields(state_type)
        # Keys a state keeps in its dict beside its fields (what it worked out about itself,
        # None until then): emptied in every working copy, which may work them out for the
        # next state (its legal actions, when the step knows them already).
        self.derived = derived
        self.state_type = state_type
        self.names = tuple(f.name for f in found)
        # "tuple[int, ...]" is changed entry by entry; "tuple[int, ...] | None" only replaced whole,
        # like a field marked REPLACED_WHOLE.
        self.lists = tuple(f.name for f in found if str(f.type).startswith("tuple[") and str(f.type).endswith("]")
                           and not f.metadata.get("replaced_whole"))
        self.defaults = {f.name: f.default for f in found if f.default is not MISSING}
        scope: dict[str, Any] = {"new": object.__new__, "state_type": state_type,
                                 "set_dict": vars(state_type)["__dict__"].__set__}
        fill = ["def fill(work, state):", "    found = state.__dict__.copy()"]
        fill += [f"    found[{name!r}] = None" for name in self.derived]
        build = ["def build(found):", "    values = found.copy()"]
        for name in self.names:
            if name == "events":  # a step collects its own events
                fill.append("    found['events'] = []")
            elif name in self.lists:
                fill.append(f"    found[{name!r}] = list(found[{name!r}])")
            if name in self.lists:
                build.append(f"    values[{name!r}] = tuple(values[{name!r}])")
        fill.append("    work.__dict__ = found")
        build += ["    state = new(state_type)", "    set_dict(state, values)", "    return state"]
        exec("\n".join(fill) + "\n\n" + "\n".join(build), scope)  # noqa: S102 - code from the field names only
        # The written-out copies themselves (callers at every step call them directly, without
        # a method in between): a state into a working copy, a working copy's dict into a state.
        self.fill_into: Callable[[Any, Any], None] = scope["fill"]
        self.build_from: Callable[[dict[str, Any]], Any] = scope["build"]

    def start(self, work: HandWork, given: dict[str, Any]) -> None:
        """Fill ``work`` as a new state of ``given`` fields (every other field at its default)
        would fill it, without making that state."""
        found = dict(self.defaults)
        found.update(given)
        found.update(dict.fromkeys(self.derived))
        for name in self.lists:
            found[name] = list(found[name])
        work.__dict__ = found

    def fill(self, work: HandWork, state: Any) -> None:
        """Copy every field of ``state`` into ``work``, its tuples as lists, its events empty."""
        self.fill_into(work, state)

    def values(self, work: HandWork) -> list[Any]:
        """The field values of ``work`` in field order, its lists frozen back into tuples."""
        found = work.__dict__
        return [tuple(found[name]) if name in self.lists else found[name] for name in self.names]

    def build(self, work: HandWork) -> Any:
        """The state ``work`` describes (what ``state_type(*self.values(work))`` makes)."""
        return self.build_from(work.__dict__)


_LAYOUTS: dict[type, StateLayout] = {}


_FILLS: dict[type, Callable[[Any, Any], None]] = {}  # per state type: its fill_into


def layout_of(state_type: type) -> StateLayout:
    layout = _LAYOUTS.get(state_type)
    if layout is None:
        derived = tuple(getattr(state_type, "DERIVED_KEYS", ()))
        layout = _LAYOUTS[state_type] = StateLayout(state_type, derived)
    return layout


class HandWork(HandViews):
    """A mutable copy of a hand state for one step; ``HandState.from_work`` makes the next state.

    Every field of the state (a dataclass) is an attribute of the same name; its tuples are
    lists here, so a step can change one player's entry. ``events`` starts empty: it collects
    what this step does."""

    def __init__(self, state: Any) -> None:
        fill = _FILLS.get(type(state))
        if fill is None:
            fill = _FILLS[type(state)] = layout_of(type(state)).fill_into
        fill(self, state)
        self.events: list[Event]

    @classmethod
    def starting(cls, state_type: type, **given: Any) -> HandWork:
        """The working copy of a new state of ``state_type`` with the ``given`` fields (the rest
        at their defaults), without making that state first: how a hand begins."""
        work = cls.__new__(cls)
        layout_of(state_type).start(work, given)
        return work

    # Attributes set from the state's fields (typed here for the rules that use them).
    if TYPE_CHECKING:  # pragma: no cover
        from holdem.betting import RaiseRecord
        from holdem.hand.setup import Setup
        from holdem.pots import Award

        setup: Setup
        stacks: list[int]
        bets: list[int]
        contributed: list[int]
        folded: frozenset[int]
        all_in: frozenset[int]
        holes: tuple[tuple[Card, ...] | None, ...]
        board: tuple[Card, ...]
        burned: tuple[Card, ...]
        deck: Any
        street: Street
        pending: list[int]
        acted: list[int | None]
        current_bet: int
        raise_size: int
        raise_count: int
        aggressor: int | None
        awaiting_deal: bool
        dealt: frozenset[int]
        mucked: frozenset[int]
        result: Award | None
        final: tuple[int, ...] | None
        shown: frozenset[int]
        full_level: int
        capped: bool
        exposed: frozenset[int]
        last_raise: RaiseRecord | None
        dead: list[int]  # only while the hand starts: dead money and antes really paid
        antes: list[int]

    def pay(self, p: int, pay: int, to: int) -> None:
        """``p`` puts ``pay`` chips in and has bet ``to`` in this round; all-in when nothing is left."""
        self.stacks[p] -= pay
        self.bets[p] = to
        self.contributed[p] += pay
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def keep_legal(self, found: tuple[Any, ...]) -> None:
        """The next state's legal actions, worked out at the end of this step (when the step
        knew the player's raise range already): the new state keeps them."""
        self.__dict__["_legal"] = found

    # ------------------------------------------------------------------ posting and dealing

    def post(self, p: int, amount: int, kind: str, why: str | None = None) -> None:
        setup = self.setup
        pay = min(amount, self.stacks[p])
        name = self.name(p)
        heads_up = setup.n == 2
        big_blind_ante = kind == "ante" and setup.rules.big_blind_ante
        if pay <= 0:
            self.events.append(new_event("A1", "post", p, 0, values={
                "name": name, "blind": kind, "paid": 0, "asked": amount}))
            return
        self.stacks[p] -= pay
        self.contributed[p] += pay
        if kind in ("small_blind", "big_blind", "straddle"):
            self.bets[p] += pay
        elif big_blind_ante:
            self.dead[p] += pay  # C8: one ante for the table, dead money nobody matches
        elif kind == "ante":
            self.antes[p] += pay
        else:
            self.dead[p] += pay  # what was really paid, not what was asked (B8, B9)
        if kind == "small_blind":
            rule = why or ("H1" if heads_up and p == setup.button else "B1")
        elif kind == "big_blind" and why in ("B8", "B10"):
            rule = why
        elif kind == "big_blind":
            rule = why or ("H1" if heads_up else "B1")
        elif kind == "straddle":
            rule = "C11"
        elif big_blind_ante:
            rule = why or "C8"
        elif kind == "ante":
            rule = why or "B3"
        elif why == "B9":
            rule = why
        else:
            rule = why or "B8"
        self.events.append(new_event(rule, "post", p, pay, values={
            "name": name, "blind": kind, "paid": pay, "asked": amount, "big_blind_ante": big_blind_ante}))
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def deal_holes(self) -> None:
        setup = self.setup
        deck = self.deck
        assert deck is not None
        if setup.rules.burn_before_hole_cards:
            card, deck = deck.burn()
            self.burned += (card,)
            self.events.append(new_event("K2", "burn", values={"before_hole_cards": True}))
        order = setup.deal_order
        n = setup.n
        cards, deck = deck.deal(2 * n)
        self.deck = deck
        self.events.append(new_event("K1", "info", values={"sentence": "deal_order", "first": self.name(order[0])}))
        holes = list(self.holes)
        names = setup.names
        events = self.events
        for k, p in enumerate(order):
            hole = (cards[k], cards[k + n])
            holes[p] = hole
            events.append(new_event("K1", "deal_hole", p, cards=hole, values={"name": names[p], "cards": hole}))
        self.holes = tuple(holes)
        self.dealt = frozenset(range(n))

    def deal_board(self) -> None:
        deck = self.deck
        assert deck is not None
        street = self.street
        # The burn card (K2) and the street's cards in one deal: the same cards as a burn and
        # then a deal, one new deck instead of two.
        dealt, deck = deck.deal(4 if street is _FLOP else 2)
        self.burned += dealt[:1]
        self.events.append(new_event("K2", "burn", values={"street": street.german}))
        cards = dealt[1:]
        self.deck = deck
        self.board += cards
        self.events.append(board_event(street, cards))

    def return_uncalled(self) -> None:
        """A7: the part of the highest bet that nobody matched goes back to its owner."""
        bets = self.bets
        highest = max(bets)
        top = bets.index(highest)  # the first of the highest bets, as max() over the seats finds it
        extra = highest - sorted(bets)[-2]  # the second highest bet (equal to it when two are highest)
        # C16: an absent player's blind stays in play; the pots give it to the players still in.
        if extra > 0 and top not in self.setup.absent:
            bets[top] -= extra
            self.stacks[top] += extra
            self.contributed[top] -= extra
            if top in self.all_in:
                self.all_in = self.all_in - {top}
            self.events.append(new_event("A7", "return", top, extra,
                                     values={"name": self.name(top), "chips": extra}))

    def give_hole_cards(self, p: int, cards: tuple[Card, ...] | None) -> None:
        """Manual deal: ``p`` gets two hole cards (``None``: dealt, but unknown) (K1)."""
        self.holes = self.holes[:p] + (cards,) + self.holes[p + 1:]
        self.dealt = self.dealt | {p}
        self.events.append(new_event("K1", "deal_hole", p, cards=cards or (),
                                 values={"name": self.name(p), "cards": cards or (), "manual": True}))

    def lay_board_cards(self, cards: tuple[Card, ...]) -> None:
        """Manual deal: the board cards of this street (K3)."""
        self.board += cards
        self.events.append(board_event(self.street, cards))

    def reveal(self, p: int, cards: tuple[Card, ...]) -> None:
        """The unknown hole cards of ``p`` become known (S1)."""
        self.holes = self.holes[:p] + (cards,) + self.holes[p + 1:]
        self.events.append(new_event("S1", "reveal", p, cards=cards, values={"name": self.name(p), "cards": cards}))

    def muck(self, p: int) -> None:
        """``p`` gives up the hand face down at the showdown (S3)."""
        self.mucked = self.mucked | {p}
        self.events.append(new_event("S3", "muck", p, values={"name": self.name(p)}))

    def kill_hand(self, p: int) -> int:
        """C14: the hand of ``p`` is dead, also out of turn (the dealer mucked it unprotected): ``p``
        is out as after a fold and his chips stay in the pot, except the part of his bet in this
        round that nobody called (more than any other player's bet): it goes back, as in A7.
        Returns the chips given back. What the round knew of that bet goes with it: the bet to
        call, the raises made by it (and their count, L4), the last aggressor, and who still has
        to act (a player whose bet now matches has nothing left to decide). The caller ends the
        round or the hand when that follows (as after any action)."""
        bets = self.bets
        others = max((b for q, b in enumerate(bets) if q != p), default=0)
        returned = max(bets[p] - others, 0)
        self.folded = self.folded | {p}
        if self.street.index <= 3:
            self.acted[p] = self.current_bet
        if p in self.pending:
            self.pending.remove(p)
        if not returned:
            return 0
        bets[p] -= returned
        self.stacks[p] += returned
        self.contributed[p] -= returned
        self.all_in = self.all_in - {p}
        level = others if self.street is not Street.PREFLOP else max(others, self.setup.blind_level)
        self.current_bet = level
        record = self.last_raise
        while record is not None and record.after > level:  # raises nobody called: they were his
            if record.own and self.raise_count > 1:
                self.raise_count -= 1
            record = record.previous
        self.last_raise = record
        kept = record.since(0) if record is not None else []
        self.aggressor = kept[-1].player if kept else None
        self.raise_size = max((r.after - r.before for r in kept), default=0)
        full = [r.after for r in kept if r.own]
        self.full_level = full[-1] if full else min(self.full_level, level)
        cap = self.setup.rules.raise_cap
        if self.capped and (cap is None or self.raise_count < 1 + cap):
            self.capped = False
        acted = self.acted
        self.pending = [q for q in self.pending if acted[q] is None or bets[q] < level]
        return returned


def board_event(street: Street, cards: tuple[Card, ...]) -> Event:
    """The board cards of ``street`` are dealt (K3); the sentence is built when it is read."""
    return new_event("K3", "deal_board", cards=cards, values={"street": street.german, "cards": cards})
